import * as z from 'zod/mini';
import { DEFERRAL_ACTIONS } from '@/lib/status';
import { REJECTION_REASON_MAX } from '@/lib/validators/common';

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
