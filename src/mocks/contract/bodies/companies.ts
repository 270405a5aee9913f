import * as z from 'zod/mini';
import { DEFERRAL_ACTIONS } from '@/lib/status';
import { REJECTION_REASON_MAX } from '@/lib/validators/common';
import { ACCOUNT_PATTERN, AGENCY_PATTERN, BANK_MAX } from '@/lib/validators/pix';
import { pixKeyTypeSchema } from '@/lib/validators/payment-schema';

/*
 * The companies' request bodies only the mock validates: the app sends them typed by these
 * schemas (`import type`, features/companies/api.ts). The company's own bodies are its form's
 * (features/companies/bodies.ts).
 */

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
