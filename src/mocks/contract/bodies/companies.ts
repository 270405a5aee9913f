import * as z from 'zod/mini';
import { DEFERRAL_ACTIONS } from '@/lib/status';
import { isValidEmail, isValidWebsite, REJECTION_REASON_MAX, TEXT_MAX } from '@/lib/validators/common';
import { isValidCnpj } from '@/lib/validators/documents';
import { apiPhoneSchema } from '@/lib/validators/phone-schema';
import { ACCOUNT_PATTERN, AGENCY_PATTERN, BANK_MAX } from '@/lib/validators/pix';
import { pixKeyTypeSchema } from '@/lib/validators/payment-schema';
import { addressBodySchema } from './shared';

/*
 * The companies' request bodies. The mock validates them; the app sends them typed by these
 * schemas (`import type`, features/companies/api.ts) and checks its forms with its own rules
 * (features/companies/schemas.ts), whose values differ (masks, an address choice).
 */

const cnpjDigits = z.string().check(z.regex(/^\d{14}$/), z.refine(isValidCnpj, { error: 'CNPJ inválido' }));

/** `POST /company` and `PUT /company/{id}` body. */
export const companyBodySchema = z.object({
  cnpj: cnpjDigits,
  companyName: z.string().check(z.trim(), z.minLength(2), z.maxLength(TEXT_MAX.companyName)),
  tradeName: z.string().check(z.trim(), z.minLength(2), z.maxLength(TEXT_MAX.tradeName)),
  /** Contact e-mail of the company; may be empty. */
  email: z.string().check(
    z.trim(),
    z.maxLength(TEXT_MAX.email),
    z.refine((v) => v === '' || isValidEmail(v), { error: 'E-mail inválido' }),
  ),
  phone: apiPhoneSchema,
  /** May be empty; when filled it matches the website pattern (docs/product/validation.md). */
  website: z.string().check(z.trim(), z.maxLength(TEXT_MAX.website), z.refine(isValidWebsite, { error: 'Site inválido' })),
  address: addressBodySchema,
  /** The parent company when this one is a subsidiary. */
  parentCompanyId: z.nullable(z.int().check(z.positive())),
});
export type CompanyBody = z.infer<typeof companyBodySchema>;

/** `POST /admin/company/create`: a company registered by an admin for a client. */
export const adminCompanyBodySchema = z.extend(companyBodySchema, { accountId: z.int().check(z.positive()) });
export type AdminCompanyBody = z.infer<typeof adminCompanyBodySchema>;

/**
 * `PATCH /admin/company/{id}/deferral` (docs/product/statuses.md actions). A REJECT needs a reason of
 * REJECTION_REASON_MIN characters or more: without one the API answers `RejectionReasonRequired`,
 * as it does for announcements and searches.
 */
export const deferralBodySchema = z.object({
  action: z.enum(DEFERRAL_ACTIONS),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(REJECTION_REASON_MAX))),
});
export type DeferralBody = z.infer<typeof deferralBodySchema>;

/** `PUT /company/{id}/payment`: either may be null (both null clears the data). */
export const paymentDataBodySchema = z.object({
  pix: z.nullable(z.object({ type: pixKeyTypeSchema, key: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) })),
  bank: z.nullable(
    z.object({
      bank: z.string().check(z.trim(), z.minLength(2), z.maxLength(BANK_MAX)),
      agency: z.string().check(z.trim(), z.regex(AGENCY_PATTERN)),
      account: z.string().check(z.trim(), z.regex(ACCOUNT_PATTERN)),
    }),
  ),
});
export type PaymentDataBody = z.input<typeof paymentDataBodySchema>;
