import { IMask } from 'react-imask';

/**
 * The input masks of SPEC.md §5, as react-imask options, plus pure helpers that apply them to a
 * string (the same engine the inputs use, so a pasted value and a formatted value always agree).
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

const pipes = new Map<MaskName, { format: (value: string) => string; unmask: (value: string) => string }>();

function pipesOf(name: MaskName) {
  let found = pipes.get(name);
  if (!found) {
    const opts = maskOptions(name);
    found = {
      format: IMask.createPipe(opts, IMask.PIPE_TYPE.MASKED, IMask.PIPE_TYPE.MASKED),
      unmask: IMask.createPipe(opts, IMask.PIPE_TYPE.MASKED, IMask.PIPE_TYPE.UNMASKED),
    };
    pipes.set(name, found);
  }
  return found;
}

/**
 * Applies a mask to what a user could type or paste ('12345678909' or '123.456.789-09'):
 * the displayed text. Characters the mask refuses (letters, a 0 area digit) are dropped.
 */
export function applyMask(name: MaskName, value: string | null | undefined): string {
  if (!value) return '';
  return pipesOf(name).format(value);
}

/** The digits the mask accepts from `value` ('123.456.789-09' → '12345678909'). */
export function unmask(name: MaskName, value: string | null | undefined): string {
  if (!value) return '';
  return pipesOf(name).unmask(value);
}

/** Whether `value` fills the mask completely. */
export function isMaskComplete(name: MaskName, value: string | null | undefined): boolean {
  return MASK_DIGITS[name].includes(unmask(name, value).length);
}
