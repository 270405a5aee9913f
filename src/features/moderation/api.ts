import * as z from 'zod/mini';
import { http } from '@/lib/api/client';
import type { ModerationBody } from '@/mocks/contract/bodies/moderation';

/**
 * Moderation (docs/moderation.md): an admin suspends an APPROVED company (INACTIVE, with
 * a reason) and reactivates it, and sends an APPROVED company, announcement or search back to
 * review (PENDING, with a reason). Every decision about a record — approvals, rejections, those
 * moves and featured changes — is kept with who, when and why, and read as its history.
 */

export const DECISION_SUBJECTS = ['company', 'announcement', 'search'] as const;
export type DecisionSubjectKind = (typeof DECISION_SUBJECTS)[number];

const DECISION_ACTIONS = ['APPROVED', 'REJECTED', 'SUSPENDED', 'REACTIVATED', 'RETURNED_TO_REVIEW', 'FEATURED', 'UNFEATURED'] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];

export const decisionSchema = z.object({
  id: z.int(),
  subject: z.object({ kind: z.enum(DECISION_SUBJECTS), id: z.int() }),
  action: z.enum(DECISION_ACTIONS),
  /** The admin who decided; `null` for a caller who is not an admin (the owners read what, not who). */
  by: z.nullable(z.object({ id: z.int(), name: z.string() })),
  /** ISO date-time. */
  at: z.string(),
  reason: z.nullable(z.string()),
});
export type Decision = z.infer<typeof decisionSchema>;

// The body's schema is the mock's (src/mocks/contract/bodies/moderation.ts).
export type { ModerationBody };

/** `GET /{kind}/{id}/history`: newest first. */
export const decisionsSchema = z.array(decisionSchema);

/** The address of a subject's admin moderation call. */
const adminPath = (kind: DecisionSubjectKind, id: number) => ['', 'admin', kind, id, 'moderation'].join('/');

export const moderationApi = {
  /** Answers the decision it recorded. */
  moderate: (kind: DecisionSubjectKind, id: number, body: ModerationBody) => http.patch(adminPath(kind, id), decisionSchema, body),
};
