/**
 * The input masks of SPEC.md §5 as data, with no mask engine attached: the react-imask inputs
 * (lib/masks.ts) and the display formatters (lib/format.ts) both read them, and the formatters stay
 * off the imask chunk.
 *
 * - CPF 000.000.000-00, CEP 00000-000, CNPJ 00.000.000/0000-00, date 00/00/0000
 * - phone (AA) NNNN-NNNN or (AA) NNNNN-NNNN, area digits 1–9
 * - area code: 2 digits, 1–9
 */

/** `#` is a digit from 1 to 9 (area codes have no 0). */
const AREA_DEFINITIONS = { '#': /[1-9]/ };

export interface PatternMaskOptions {
  mask: string;
  definitions?: Record<string, RegExp>;
}
/** A pattern mask, or a dynamic one that picks the first pattern the input fits. */
export type MaskDefinition = PatternMaskOptions | { mask: PatternMaskOptions[] };

export const MASKS = {
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

const SLOT = /[0#]/;

/**
 * Complete digits laid into a pattern the way the input mask shows them ('52998224725' →
 * '529.982.247-25'); fewer digits fill the pattern as far as they go, extra digits are dropped.
 * The phone picks its 10- or 11-digit shape by the number of digits. Display only: typing goes
 * through react-imask.
 */
export function formatDigits(name: MaskName, digits: string): string {
  const definition: MaskDefinition = MASKS[name];
  const pattern = 'mask' in definition && Array.isArray(definition.mask)
    ? (digits.length > 10 ? definition.mask[1] : definition.mask[0])?.mask ?? ''
    : (definition as PatternMaskOptions).mask;
  let out = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= digits.length) break;
    if (SLOT.test(char)) out += digits[next++];
    else out += char;
  }
  return out;
}
