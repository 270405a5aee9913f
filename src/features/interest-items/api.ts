import * as z from 'zod/mini';
import { announcementSummarySchema } from '@/features/announcements/api';
import type { ListParams } from '@/lib/api/params';
import { http } from '@/lib/api/client';
import { apiPhoneSchema } from '@/lib/validators/phone-schema';
import type { InterestItemBody } from './bodies';

/**
 * Interest items (docs/product/calls.md, docs/deal/interests.md): 'Tenho interesse' on an announcement (`POST
 * /interest-items`: announcement, quantity wanted, message); `GET /interest-items/me` lists what the
 * caller registered (`scope=mine`, the default) or what the caller's companies received on their
 * announcements (`scope=received`, with the buyer's contact); `DELETE /interest-items/{id}` withdraws
 * one's own; the admin's list and detail. Sort keys are translated for the server (docs/product/validation.md):
 * CREATED_AT → CREATE_DATE, CLIENT → COSTUMER_NAME. See docs/deal/interests.md.
 */

const personRef = z.object({ id: z.int(), name: z.string(), email: z.string() });
const companyRef = z.object({ id: z.int(), companyName: z.string(), tradeName: z.string() });

export const interestItemSchema = z.object({
  id: z.int(),
  announcement: announcementSummarySchema,
  quantity: z.number(),
  message: z.string(),
  /** The client (account) who registered the interest. */
  customer: personRef,
  /** The company the client is interested for. */
  company: companyRef,
  createdAt: z.string(),
  /** Its negotiation (same announcement and buying company): the newest open one, else the newest that ended; null if none. */
  negotiationId: z.nullable(z.int()),
});
export type InterestItem = z.infer<typeof interestItemSchema>;

/** How the seller reaches the buyer: the person who registered it and the company it buys for. */
const interestContactSchema = z.object({
  customer: z.object({ name: z.string(), email: z.string(), phone: z.nullable(apiPhoneSchema) }),
  company: z.object({ companyName: z.string(), email: z.string(), phone: z.nullable(apiPhoneSchema) }),
});
export type InterestContact = z.infer<typeof interestContactSchema>;

/** A row of `GET /interest-items/me?scope=received`: plus the buyer's contact. */
export const receivedInterestSchema = z.extend(interestItemSchema, { contact: interestContactSchema });
export type ReceivedInterest = z.infer<typeof receivedInterestSchema>;

export const INTEREST_SCOPES = ['mine', 'received'] as const;

/** `GET /admin/interest-item/{id}`: plus the client's phone and the seller's contact. */
export const interestItemDetailSchema = z.extend(interestItemSchema, {
  customer: z.extend(personRef, { phone: z.nullable(apiPhoneSchema) }),
  seller: z.extend(companyRef, { email: z.string() }),
});
export type InterestItemDetail = z.infer<typeof interestItemDetailSchema>;

// The body's schema is its form's (bodies.ts).
export type { InterestItemBody };
/** Sort keys of the screens (URL) → the server's (docs/product/validation.md). Others pass through. */
const INTEREST_SORT_KEYS: Readonly<Record<string, string>> = {
  CREATED_AT: 'CREATE_DATE',
  CLIENT: 'COSTUMER_NAME',
};

/** Translates `orderBy` for the server: CREATED_AT → CREATE_DATE, CLIENT → COSTUMER_NAME. */
export function toServerSortKey(orderBy: string): string {
  return INTEREST_SORT_KEYS[orderBy] ?? orderBy;
}

/** List params with `orderBy` translated; nothing else changes. */
export function toServerListParams<P extends ListParams>(params: P): P {
  const orderBy = params.orderBy;
  return typeof orderBy === 'string' && orderBy ? { ...params, orderBy: toServerSortKey(orderBy) } : params;
}

export const interestItemsApi = {
  create: (body: InterestItemBody) => http.post('/interest-items', interestItemSchema, body),
  remove: (id: number) => http.delete(`/interest-items/${id}`, z.unknown()),
};
