import * as z from 'zod/mini';
import { REJECTION_REASON_MAX } from '@/lib/validators/common';

/*
 * An admin's moderation of a company, announcement or search (docs/moderation.md). The mock
 * validates it; the app sends it typed by this schema (`import type`, features/moderation/api.ts)
 * from the kit's RejectDialog, whose reason has its own rule (components/form/rejection-schema.ts).
 */

/** What the admin does to a company; announcements and searches only go back to review. */
const COMPANY_MODERATION_ACTIONS = ['SUSPEND', 'REACTIVATE', 'RETURN_TO_REVIEW'] as const;

/** The reason is required (5–500 after trimming) except to reactivate; the API checks it ('ModerationReasonRequired'). */
export const moderationBodySchema = z.object({
  action: z.enum(COMPANY_MODERATION_ACTIONS),
  reason: z.optional(z.string().check(z.maxLength(REJECTION_REASON_MAX))),
});
export type ModerationBody = z.infer<typeof moderationBodySchema>;

