import * as z from 'zod/mini';
import { isValidEmail, isValidWebsite, TEXT_MAX, tooLong, VALIDATION_MESSAGES } from '@/lib/validators/common';
import { isValidCnpj } from '@/lib/validators/documents';
import { addressBodySchema } from '@/lib/validators/address-schema';
import { apiPhoneSchema } from '@/lib/validators/phone-schema';
import { OWNER_REQUIRED } from './model';

/**
 * The company's bodies, with the company form's pt-BR messages: the mock validates the calls with
 * them and the form is built from them (schemas.ts: the masked fields piped into these), so each
 * rule is written here once. The app imports this module only for types (api.ts) or from
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
