import * as z from 'zod/mini';
import { NEGOTIATION_STATUSES } from '@/lib/status';

/**
 * `GET /news?since=<ISO date-time>` (docs/deal/news.md is the contract): what is new for
 * the caller since `since` — the other side's doings in the caller's negotiations, interests
 * received, offers for the caller's searches, searches the caller's announcements fit, and the
 * admins' decisions about the caller's company, announcements, searches and own account. One item per record,
 * newest first, at most 100. The server derives them from its records; the client only words
 * them and links them (derive.ts), and leaves out what the account has seen since (marks.ts).
 * Commerce accounts only (an admin: 401); `since` missing or not a date-time: 400 `InvalidSince`.
 */

const decisionSchema = z.enum(['APPROVED', 'REJECTED', 'SUSPENDED']);
export type NewsDecision = z.infer<typeof decisionSchema>;

/** What happened in a negotiation, by precedence (docs/deal/news.md). */
const negotiationEventSchema = z.enum(['OPENED', 'PROPOSAL', 'YOUR_TURN', 'MESSAGES', 'STATUS', 'UPDATED']);

/** Every item: `id` unique among them (the kind and the record), `at` the ISO date-time of the newest thing it tells. */
const common = { id: z.string(), at: z.string() };

const newsEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('NEGOTIATION'), ...common,
    negotiationId: z.int(),
    title: z.string(),
    event: negotiationEventSchema,
    /** MESSAGES: how many; else 1 (UPDATED: the events). */
    count: z.int(),
    /** STATUS: the status it reached. */
    status: z.nullable(z.enum(NEGOTIATION_STATUSES)),
  }),
  z.object({ kind: z.literal('INTEREST'), ...common, interestId: z.int(), announcementId: z.int(), title: z.string(), companyName: z.string() }),
  z.object({ kind: z.literal('COMPATIBLE'), ...common, searchId: z.int(), searchName: z.string(), count: z.int() }),
  z.object({ kind: z.literal('WANTED'), ...common, searchId: z.int(), searchName: z.string(), companyName: z.string() }),
  z.object({ kind: z.literal('ANNOUNCEMENT'), ...common, announcementId: z.int(), title: z.string(), decision: decisionSchema }),
  z.object({ kind: z.literal('SEARCH'), ...common, searchId: z.int(), searchName: z.string(), decision: decisionSchema }),
  z.object({ kind: z.literal('COMPANY'), ...common, companyId: z.int(), companyName: z.string(), decision: decisionSchema }),
  /** The Giro team activated the caller's own account (`id` 'cadastro:<account id>'). */
  z.object({ kind: z.literal('ACCOUNT'), ...common, decision: z.literal('ACTIVATED') }),
]);
export type NewsEntry = z.infer<typeof newsEntrySchema>;

export const newsSchema = z.object({ data: z.array(newsEntrySchema) });
