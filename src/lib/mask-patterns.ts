/**
 * The input masks of docs/product/validation.md as data, with no mask engine attached: the react-imask inputs
 * (lib/masks.ts) and the display formatters (lib/format.ts) both read them, and the formatters stay
 * off the imask chunk.
 *
 * - CPF 000.000.000-00, CEP 00000-000, CNPJ 00.000.000/0000-00, date 00/00/0000
 * - phone (AA) NNNN-NNNN or (AA) NNNNN-NNNN, area digits 1–9
 * - area code: 2 digits, 1–9
 */

/** `#` is a digit from 1 to 9 (area codes have no 0). */
const AREA_DEFINITIONS = { '#': /[1-9]/ };

interface PatternMaskOptions {
  mask: string;
  definitions?: Record<string, RegExp>;
}
/** A pattern mask, or a dynamic one that picks the first pattern the input fits. */
export type MaskDefinition = PatternMaskOptions | { mask: PatternMaskOptions[] };

const MASKS = {
  cpf: { mask: '000.000.000-00' },
  cep: { mask: '00000-000' },
  cnpj: { mask: '00.000.000/0000-00' },
  date: { mask: '00/00/0000' },
  phone: {
    mask: [
      { mask: '(##) 0000-0000', definitions: AREA_DEFINITIONS },
      { mask: '(##) 00000-0000', definitions: AREA_DEFINITIONS },
    ],
  },
  areaCode: { mask: '##', definitions: AREA_DEFINITIONS },
} satisfies Record<string, MaskDefinition>;

export type MaskName = keyof typeof MASKS;
export const MASK_NAMES = Object.keys(MASKS) as MaskName[];

/** How many digits a complete value of each mask has (phone: 10 or 11). */
export const MASK_DIGITS: Record<MaskName, readonly number[]> = {
  cpf: [11],
  cep: [8],
  cnpj: [14],
  date: [8],
  phone: [10, 11],
  areaCode: [2],
};

/** Placeholders shown in empty masked inputs. */
export const MASK_PLACEHOLDERS: Record<MaskName, string> = {
  cpf: '000.000.000-00',
  cep: '00000-000',
  cnpj: '00.000.000/0000-00',
  date: 'dd/mm/aaaa',
  phone: '(00) 00000-0000',
  areaCode: '00',
};

/**
 * The react-imask options of a mask. A fresh object each call: imask keeps state on the
 * options it is given, so two inputs must not share one.
 */
export function maskOptions(name: MaskName): MaskDefinition {
  return structuredCloneMask<MaskDefinition>(MASKS[name]);
}

function structuredCloneMask<T>(value: T): T {
  if (value instanceof RegExp) return value;
  if (Array.isArray(value)) return value.map((item) => structuredCloneMask(item)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, structuredCloneMask(v)])) as T;
  }
  return value;
}

const SLOT = /[0#]/;

/**
 * Complete digits laid into a pattern the way the input mask shows them ('52998224725' →
 * '529.982.247-25'); fewer digits fill the pattern as far as they go, extra digits are dropped.
 * The phone picks its 10- or 11-digit shape by the number of digits. Display only: typing goes
 * through react-imask.
 */
export function formatDigits(name: MaskName, digits: string): string {
  const pattern = patternOf(name, digits.length);
  let out = '';
  let next = 0;
  for (const char of pattern.mask) {
    if (next >= digits.length) break;
    if (SLOT.test(char)) out += digits[next++];
    else out += char;
  }
  return out;
}

/** The pattern of a mask for a value of `length` digits (the phone has two). */
function patternOf(name: MaskName, length: number): PatternMaskOptions {
  const definition: MaskDefinition = MASKS[name];
  if (!Array.isArray(definition.mask)) return definition as PatternMaskOptions;
  const [short, long] = definition.mask;
  return (length > 10 ? long : short) ?? { mask: '' };
}

/**
 * The digits of `value` the mask takes, in order, up to its length: the same as the imask
 * input's unmasked value for digits and formatted text ('(11) 98765-4321' → '11987654321'), with
 * digits a slot refuses (a 0 area digit) skipped. Lets the inputs normalise a value before the
 * imask chunk has loaded.
 */
export function maskDigits(name: MaskName, value: string | null | undefined): string {
  const { mask, definitions } = patternOf(name, Number.POSITIVE_INFINITY);
  const slots = [...mask].filter((char) => SLOT.test(char)).map((char) => definitions?.[char] ?? /\d/);
  let out = '';
  for (const char of (value ?? '').replace(/\D/g, '')) {
    const slot = slots[out.length];
    if (!slot) break;
    if (slot.test(char)) out += char;
  }
  return out;
}
