import * as z from 'zod/mini';
import { announcementSummarySchema } from '@/features/announcements/api';
import { http } from '@/lib/api/client';
import { PROXIMITIES } from '@/lib/regions';
import { MATCH_FILLS, MATCH_KINDS } from './matching';
import { REVIEW_STATUSES } from '@/lib/status';
import type { SearchBody, SearchEdit, SearchResubmit } from './bodies';
import type { SearchDecision } from '@/mocks/contract/bodies/announcements';

/**
 * Searches (wanted items; docs/product/statuses.md, docs/product/calls.md, docs/product/statuses.md). A buyer posts what the company wants
 * (`POST /search`): a product or a category, quantity and unit, maximum unit price, deadline, UF
 * and a description. New searches are PENDING; an admin approves or rejects them
 * (`PUT /admin/search/{id}`); the company corrects a rejected one and sends it back to review
 * (`PUT /search/{id}`); APPROVED active ones are public (`GET /search/list`), so sellers see
 * demand, and each search lists the offers that answer it (`GET /search/{id}/compatible`).
 * Searches are never deleted: they are inactivated (`PATCH /search/{id}/inactivate`).
 * docs/deal/searches.md has the contract.
 */

export const searchStatusSchema = z.enum(REVIEW_STATUSES);
export type SearchStatus = z.infer<typeof searchStatusSchema>;

const ref = z.object({ id: z.int(), name: z.string() });

export const searchSchema = z.object({
  id: z.int(),
  status: searchStatusSchema,
  /** False once inactivated (the search's "deletion"). */
  active: z.boolean(),
  product: z.nullable(ref),
  category: z.nullable(ref),
  quantity: z.number(),
  unit: z.object({ index: z.int(), name: z.string() }),
  /** Maximum unit price (BRL). */
  maxPrice: z.number(),
  /** ISO date-time: the buyer needs the goods by then. */
  deadline: z.string(),
  uf: z.string(),
  description: z.string(),
  company: z.object({ id: z.int(), companyName: z.string(), tradeName: z.string() }),
  rejectionReason: z.nullable(z.string()),
  inactivatedAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Search = z.infer<typeof searchSchema>;

/** `GET /admin/search/{id}/deferral`: the search and who posted it. */
export const searchDeferralSchema = z.extend(searchSchema, {
  createdBy: z.object({ id: z.int(), name: z.string(), email: z.string() }),
});
export type SearchDeferral = z.infer<typeof searchDeferralSchema>;

// Request bodies: the form's (bodies.ts); the decision's is the mock's (src/mocks/contract/bodies/announcements.ts).
export type { SearchBody, SearchDecision, SearchEdit, SearchResubmit };

/** How an offer fits a search (features/searches/matching.ts): kind, quantity, place and a pt-BR reason. */
const matchFields = {
  matchKind: z.enum(MATCH_KINDS),
  fill: z.enum(MATCH_FILLS),
  proximity: z.enum(PROXIMITIES),
  /** 'mesmo produto, SP (UF de entrega), R$ 4.900,00 ≤ R$ 5.000,00' */
  reason: z.string(),
};

/**
 * `GET /search/{id}/compatible` rows: the showcase's row plus how it fits the search. Ordered by
 * the tie-breaks of `compareMatches` (kind, whole quantity, UF/region/rest, price, newest).
 */
export const compatibleAnnouncementSchema = z.extend(announcementSummarySchema, matchFields);
export type CompatibleAnnouncement = z.infer<typeof compatibleAnnouncementSchema>;

/**
 * `GET /announcement/me/wanted` rows ("Quem procura o que você vende"): another company's public
 * search, the best of the caller's announcements that fit it, how (`matchFields`), and how many fit.
 */
export const wantedSearchSchema = z.object({
  search: searchSchema,
  announcement: z.pick(announcementSummarySchema, { id: true, title: true, unitPrice: true, quantity: true, unit: true, company: true, city: true, uf: true }),
  ...matchFields,
  announcementCount: z.int().check(z.positive()),
});
export type WantedSearch = z.infer<typeof wantedSearchSchema>;

export const searchesApi = {
  create: (body: SearchBody) => http.post('/search', searchSchema, body),
  inactivate: (id: number) => http.patch(`/search/${id}/inactivate`, searchSchema),
  resubmit: (id: number, body: SearchResubmit) => http.put(`/search/${id}`, searchSchema, body),
  // admin
  decide: (id: number, body: SearchDecision) => http.put(`/admin/search/${id}`, searchSchema, body),
  update: (id: number, body: SearchEdit) => http.put(`/admin/search/${id}`, searchSchema, body),
};
