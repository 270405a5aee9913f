import { onlyDigits } from './documents';

/**
 * Phones (docs/product/validation.md): (AA) NNNN-NNNN or (AA) NNNNN-NNNN, 10 or 11 digits, area digits 1–9.
 * The API takes `{ Area, Numero }` (docs/product/records.md, docs/product/limits.md); its schema is in phone-schema.ts, so these
 * helpers stay free of zod.
 */
export interface ApiPhone {
  Area: string;
  Numero: string;
}

export function isValidPhone(value: string): boolean {
  if (/[^\d()\s-]/.test(value)) return false;
  return /^[1-9]{2}\d{8,9}$/.test(onlyDigits(value));
}

/** '(11) 98765-4321' or '11987654321' → { Area: '11', Numero: '987654321' }; invalid → null. */
export function splitPhone(value: string): ApiPhone | null {
  if (!isValidPhone(value)) return null;
  const digits = onlyDigits(value);
  return { Area: digits.slice(0, 2), Numero: digits.slice(2) };
}

/** { Area: '11', Numero: '987654321' } → '11987654321' (the masked input formats it). */
export function joinPhone(phone: ApiPhone | null | undefined): string {
  return phone ? `${phone.Area}${phone.Numero}` : '';
}
