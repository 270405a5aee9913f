import { onlyDigits } from './documents';

/**
 * The NF-e's chave de acesso (Manual de Orientação do Contribuinte, 44 digits): UF, AAMM, the
 * issuer's CNPJ, model, series, number, emission type, code and, last, a check digit: modulo 11
 * over the first 43 digits with weights 2 to 9 from the right, a rest of 0 or 1 giving 0.
 */

export const NFE_KEY_LENGTH = 44;
const NFE_NUMBER_MAX_DIGITS = 9;
const NFE_SERIES_MAX_DIGITS = 3;

export const NFE_MESSAGES = {
  keyLength: `A chave de acesso tem ${NFE_KEY_LENGTH} dígitos.`,
  keyDigit: 'Chave de acesso inválida: o dígito verificador não confere.',
  number: `Informe o número da nota (até ${NFE_NUMBER_MAX_DIGITS} dígitos).`,
  series: `Informe a série (até ${NFE_SERIES_MAX_DIGITS} dígitos; 0 se não houver).`,
  file: 'Anexe o DANFE (PDF) ou o XML da nota.',
} as const;

/** The check digit of the 43 digits before it. */
export function nfeCheckDigit(first43: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = first43.length - 1; i >= 0; i--) {
    sum += Number(first43[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** 44 digits (spaces as a DANFE prints them are fine) whose last one is the check digit of the others. */
export function isValidNfeKey(value: string): boolean {
  if (/[^\d\s]/.test(value)) return false;
  const digits = onlyDigits(value);
  return digits.length === NFE_KEY_LENGTH && nfeCheckDigit(digits.slice(0, 43)) === Number(digits[43]);
}

/** '3526…' → '3526 1112 3456 …' in groups of four, as printed on the DANFE. */
export const formatNfeKey = (key: string) => onlyDigits(key).replace(/(\d{4})(?=\d)/g, '$1 ');
