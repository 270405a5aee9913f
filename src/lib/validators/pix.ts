import { isValidEmail } from './common';
import { isValidCnpj, isValidCpf, onlyDigits } from './documents';

/**
 * PIX keys (Banco Central's DICT): a CPF, a CNPJ, an e-mail, a Brazilian phone (+55) or a random
 * key (a UUID). Each type is checked its own way and stored in one canonical form, so a key typed
 * '(11) 98765-4321' or '123.456.789-09' is kept as the bank app expects it. zod-free: the screens
 * use the labels from the first paint; the schemas are in payment-schema.ts.
 */

export const PIX_KEY_TYPES = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'RANDOM'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  CPF: 'CPF',
  CNPJ: 'CNPJ',
  EMAIL: 'E-mail',
  PHONE: 'Telefone',
  RANDOM: 'Chave aleatória',
};

/** What each type's field says when the key does not pass. */
export const PIX_KEY_MESSAGES: Record<PixKeyType, string> = {
  CPF: 'Informe um CPF válido.',
  CNPJ: 'Informe um CNPJ válido.',
  EMAIL: 'Informe um e-mail válido.',
  PHONE: 'Informe um celular com DDD, por exemplo (11) 98765-4321.',
  RANDOM: 'A chave aleatória tem 32 caracteres e 4 hífens, por exemplo 123e4567-e89b-12d3-a456-426614174000.',
};

/** The DICT's limit for an e-mail key. */
const PIX_EMAIL_MAX = 77;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** '+55 (11) 98765-4321', '(11) 98765-4321' → '+5511987654321'; another country's '+…' stays as it is (then refused). */
function phoneKey(value: string): string {
  if (/[^\d()+\s-]/.test(value)) return value;
  const digits = onlyDigits(value);
  if (value.startsWith('+')) return `+${digits}`;
  return digits.length === 13 && digits.startsWith('55') ? `+${digits}` : `+55${digits}`;
}

/** The key in the form the DICT keeps: digits for CPF/CNPJ, lower-case e-mail and UUID, '+55…' for phones. */
export function normalizePixKey(type: PixKeyType, value: string): string {
  const trimmed = value.trim();
  switch (type) {
    case 'CPF':
    case 'CNPJ':
      return /[^\d./\-\s]/.test(trimmed) ? trimmed : onlyDigits(trimmed);
    case 'EMAIL':
    case 'RANDOM':
      return trimmed.toLowerCase();
    case 'PHONE':
      return phoneKey(trimmed);
  }
}

/** Whether `value` is a key of `type`, as typed (masks and case are normalized first). */
export function isValidPixKey(type: PixKeyType, value: string): boolean {
  const key = normalizePixKey(type, value);
  switch (type) {
    case 'CPF':
      return isValidCpf(key);
    case 'CNPJ':
      return isValidCnpj(key);
    case 'EMAIL':
      return key.length <= PIX_EMAIL_MAX && isValidEmail(key);
    case 'PHONE':
      // +55, a DDD of two digits 1–9, a mobile number of nine digits starting with 9.
      return /^\+55[1-9]{2}9\d{8}$/.test(key);
    case 'RANDOM':
      return UUID.test(key);
  }
}

/** How a stored key reads: CPF/CNPJ and phones formatted, the rest as kept. */
export function formatPixKey(type: PixKeyType, key: string): string {
  if (type === 'CPF' && /^\d{11}$/.test(key)) return key.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (type === 'CNPJ' && /^\d{14}$/.test(key)) return key.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  if (type === 'PHONE' && /^\+55\d{11}$/.test(key)) return key.replace(/^\+55(\d{2})(\d{5})(\d{4})$/, '+55 ($1) $2-$3');
  return key;
}

/** A bank account: agency of 4 digits (an optional check digit), account with its check digit. */
export const AGENCY_PATTERN = /^\d{4}(-[\dxX])?$/;
export const ACCOUNT_PATTERN = /^\d{1,12}-[\dxX]$/;
export const BANK_MAX = 80;
