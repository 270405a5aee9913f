import * as z from 'zod/mini';
import { isValidEmail, isValidWebsite, TEXT_MAX, tooLong, VALIDATION_MESSAGES } from '@/lib/validators/common';
import { isValidCnpj } from '@/lib/validators/documents';
import { addressBodySchema } from '@/lib/validators/address-schema';
import { apiPhoneSchema } from '@/lib/validators/phone-schema';
import { ACCOUNT_PATTERN, AGENCY_PATTERN, BANK_MAX, PIX_KEY_TYPES } from '@/lib/validators/pix';
import { OWNER_REQUIRED } from './model';

/**
 * The company's bodies, with its forms' pt-BR messages: the mock validates the calls with them and
 * the forms are built from them (schemas.ts: the masked fields piped into these; payment-schemas.ts),
 * so each rule is written here once. The app imports this module only for types (api.ts) or from
 * schemas.ts, which the forms load on first use.
 */

/** A name of `min` characters or more after trimming ('required' when empty), up to `max`. */
const name = (min: number, max: number, required: string, short: string) =>
  z.string({ error: required }).check(
    z.trim(),
    z.minLength(min, { error: (issue) => (issue.input === '' ? required : short) }),
    z.maxLength(max, { error: tooLong(max) }),
  );

/** `POST /company` and `PUT /company/{id}`. */
export const companyBodySchema = z.object({
  cnpj: z.string({ error: VALIDATION_MESSAGES.cnpj }).check(
    z.regex(/^\d{14}$/, { error: VALIDATION_MESSAGES.cnpj }),
    z.refine(isValidCnpj, { error: VALIDATION_MESSAGES.cnpj }),
  ),
  companyName: name(2, TEXT_MAX.companyName, 'Informe a razão social.', 'A razão social deve ter ao menos 2 caracteres.'),
  tradeName: name(2, TEXT_MAX.tradeName, 'Informe o nome fantasia.', 'O nome fantasia deve ter ao menos 2 caracteres.'),
  /** Contact e-mail of the company; may be empty. */
  email: z.string().check(
    z.trim(),
    z.maxLength(TEXT_MAX.email, { error: tooLong(TEXT_MAX.email) }),
    z.refine((v) => v === '' || isValidEmail(v), { error: VALIDATION_MESSAGES.email }),
  ),
  phone: apiPhoneSchema,
  /** May be empty; when filled it matches the website pattern (docs/product/validation.md). */
  website: z.string().check(
    z.trim(),
    z.maxLength(TEXT_MAX.website, { error: tooLong(TEXT_MAX.website) }),
    z.refine(isValidWebsite, { error: VALIDATION_MESSAGES.website }),
  ),
  address: addressBodySchema,
  /** The parent company when this one is a subsidiary. */
  parentCompanyId: z.nullable(z.int().check(z.positive())),
});
export type CompanyBody = z.infer<typeof companyBodySchema>;

/** `POST /admin/company/create`: a company registered by an admin for a client, who must be chosen. */
export const adminCompanyBodySchema = z.extend(companyBodySchema, {
  accountId: z.int({ error: OWNER_REQUIRED }).check(z.positive({ error: OWNER_REQUIRED })),
});
export type AdminCompanyBody = z.infer<typeof adminCompanyBodySchema>;

const PAYMENT_MESSAGES = {
  pixType: 'Escolha o tipo da chave PIX.',
  pixKey: 'Informe a chave PIX.',
  bank: 'Informe o banco (código e nome).',
  agency: 'Informe a agência com 4 dígitos (e o dígito, se houver: 1234-5).',
  account: 'Informe a conta com o dígito, por exemplo 12345-6.',
} as const;

/** The longest PIX key the API stores (an e-mail key is shorter still: the DICT's 77, lib/validators/pix.ts). */
const PIX_KEY_MAX = 100;

/** `PUT /company/{id}/payment`: either may be null (both null clears the data). */
export const paymentDataBodySchema = z.object({
  pix: z.nullable(
    z.object({
      type: z.enum(PIX_KEY_TYPES, { error: PAYMENT_MESSAGES.pixType }),
      key: z.string({ error: PAYMENT_MESSAGES.pixKey }).check(
        z.trim(),
        z.minLength(1, { error: PAYMENT_MESSAGES.pixKey }),
        z.maxLength(PIX_KEY_MAX, { error: tooLong(PIX_KEY_MAX) }),
      ),
    }),
  ),
  bank: z.nullable(
    z.object({
      bank: z.string({ error: PAYMENT_MESSAGES.bank }).check(
        z.trim(),
        z.minLength(2, { error: PAYMENT_MESSAGES.bank }),
        z.maxLength(BANK_MAX, { error: tooLong(BANK_MAX) }),
      ),
      agency: z.string({ error: PAYMENT_MESSAGES.agency }).check(z.trim(), z.regex(AGENCY_PATTERN, { error: PAYMENT_MESSAGES.agency })),
      account: z.string({ error: PAYMENT_MESSAGES.account }).check(z.trim(), z.regex(ACCOUNT_PATTERN, { error: PAYMENT_MESSAGES.account })),
    }),
  ),
});
export type PaymentDataBody = z.input<typeof paymentDataBodySchema>;
