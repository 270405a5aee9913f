import { parseParts } from '../dates';
import { onlyDigits } from './documents';

/**
 * Field rules besides documents and phones (docs/product/validation.md): e-mail, the optional website pattern,
 * CEP and dates typed as dd/MM/yyyy.
 */

/**
 * A practical e-mail check: one @, a dotted domain, no spaces. The part before the @ takes what
 * the API's check (zod's `z.email()`) takes: letters, digits and _ ' + - in dot-separated words, so
 * 'joao.@empresa.com' or 'a#b@empresa.com.br' get the field's message here instead of the API's 400.
 */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  if (email.length > 254 || email.includes('..')) return false;
  return EMAIL.test(email) && /\.[A-Za-z]{2,}$/.test(email);
}

/**
 * Website pattern: optional http(s)://, a dotted host name ending in a 2+ letter TLD, optional
 * port, path, query and fragment. 'www.empresa.com.br' and 'https://empresa.com.br/loja' pass;
 * 'empresa', 'http://', 'ftp://x.com' and anything with spaces fail.
 */
const WEBSITE_PATTERN =
  /^(?:https?:\/\/)?(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}(?::\d{1,5})?(?:[/?#][^\s]*)?$/;

/** The website may be empty; when filled it must match the pattern. */
export function isValidWebsite(value: string | null | undefined): boolean {
  const url = (value ?? '').trim();
  return url === '' || WEBSITE_PATTERN.test(url);
}

/** 'www.x.com.br' → 'https://www.x.com.br' (links need a scheme); empty stays empty. */
export function withScheme(value: string | null | undefined): string {
  const url = (value ?? '').trim();
  if (!url) return '';
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

export function isValidCep(value: string): boolean {
  return !/[^\d\s-]/.test(value) && onlyDigits(value).length === 8;
}

/** '22/11/2026' → a local Date at midnight; anything else (31/02/2026, 22/11/26) → null. */
export function parseDisplayDate(value: string | null | undefined): Date | null {
  const text = (value ?? '').trim();
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text)) return null;
  const date = parseParts(text, 'dmy');
  return date && date.getFullYear() >= 1000 ? date : null;
}

/** The message for a text past `max` characters (forms; the API answers a plain 400). */
export const tooLong = (max: number) => `Use no máximo ${max} caracteres.`;

/**
 * The longest text each free-text field of people and companies takes: the API's body schemas
 * and the forms (with `maxLength` on the input) share them. 254 is the longest usable e-mail
 * address (RFC 5321's path limit).
 */
export const TEXT_MAX = { name: 120, companyName: 150, tradeName: 150, email: 254, website: 200 } as const;

/** The 27 federative units (states and the Federal District), as addresses, searches and filters take them. */
export const UFS = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;
export type Uf = (typeof UFS)[number];

const UF_SET: ReadonlySet<string> = new Set(UFS);
/** 'SP' → true; 'XX', 'sp', '' → false. */
export const isUf = (value: string): value is Uf => UF_SET.has(value);

/**
 * The amounts the API stores (body schemas, forms, the spreadsheet import): money (BRL, kept to the
 * cent) from one cent, since less would be stored as R$ 0,00, up to MONEY_MAX; quantities above
 * zero up to QUANTITY_MAX. Both finite, so no Infinity is ever stored and served as null.
 */
export const MONEY_MIN = 0.01;
export const MONEY_MAX = 999_999_999.99;
export const QUANTITY_MAX = 999_999_999;
/** Above the maximum, in the forms (the money and quantity fields). */
export const MONEY_TOO_BIG = 'O valor máximo é R$ 999.999.999,99.';
export const QUANTITY_TOO_BIG = 'A quantidade máxima é 999.999.999.';

/** An administrator's rejection reason (companies, announcements, searches): 5 to 500 characters. */
export const REJECTION_REASON_MIN = 5;
export const REJECTION_REASON_MAX = 500;
/** A reason shorter than the minimum, in the forms and from the API (`RejectionReasonRequired`). */
export const REJECTION_REASON_MESSAGE = `Informe o motivo da reprovação (mínimo de ${REJECTION_REASON_MIN} caracteres).`;
/** The same for the decisions that are not a rejection (suspending, back to review: `ModerationReasonRequired`). */
export const MODERATION_REASON_MESSAGE = `Informe o motivo (mínimo de ${REJECTION_REASON_MIN} caracteres).`;

/** A new password (sign-up, new-password link, profile): at least 8 characters, letters and numbers. */
export const PASSWORD_MIN = 8;
export const PASSWORD_HINT = `Mínimo de ${PASSWORD_MIN} caracteres, com letras e números.`;
/** Too short, in the forms and when the auth provider calls a password weak (`weak-password`). */
export const PASSWORD_TOO_SHORT = `A senha deve ter pelo menos ${PASSWORD_MIN} caracteres.`;

// docs/security.md: the longest password the API takes (PUT /profile) and every password field lets through.
export const PASSWORD_MAX = 128;

/** The form kit's pt-BR field messages (lib/validators/zod.ts's rules give them). */
export const VALIDATION_MESSAGES = {
  required: 'Campo obrigatório.',
  email: 'Informe um e-mail válido.',
  cpf: 'CPF inválido.',
  cnpj: 'CNPJ inválido.',
  phone: 'Telefone inválido.',
  cep: 'CEP inválido.',
  website: 'Informe um endereço de site válido.',
  date: 'Data inválida.',
  number: 'Informe um número.',
  option: 'Selecione uma opção.',
  options: 'Selecione ao menos uma opção.',
} as const;
