import * as z from 'zod/mini';
import { http } from '@/lib/api/client';
import { NEGOTIATION_STATUSES, type NegotiationStatus } from '@/lib/status';
import { apiPhoneSchema } from '@/lib/validators/phone-schema';
import { DELIVERY_MODES } from './model';
import { dealFields, deliveryTermsSchema } from './deal-api';
import type { DeclineBody, DeliveryTermsBody, InvoiceBody, MessageBody, NegotiationBody, PaymentBody, ProposalBody } from './bodies';
import type { AdminNegotiationUpdate, NegotiationFromInterestBody, NegotiationUpdate } from '@/mocks/contract/bodies/negotiations';

/**
 * Negotiations (orders; docs/product/statuses.md, docs/product/calls.md, docs/deal/negotiations.md) are a record both parties share. A buyer opens
 * one on an announcement, or the seller from an interest item (`POST /negotiation`), in
 * IN_QUOTATION. `PUT /negotiation/{id}` is either a status step (`{ status }`, one of the caller's
 * `status-options`) or a proposal of new values (`proposedValuesShape`, and a `message`),
 * never both ('StatusWithValues'). The other party accepts or declines a proposal; its author may
 * withdraw it; the parties write to each other (`POST .../messages`). Everything lands in `events`,
 * oldest first. docs/deal/negotiations.md is the contract.
 */

const negotiationStatusSchema = z.enum(NEGOTIATION_STATUSES);
export type { NegotiationStatus };

const deliveryModeSchema = z.enum(DELIVERY_MODES);
export type DeliveryMode = z.infer<typeof deliveryModeSchema>;

/** Who did something: a party's side, or the platform admin. */
const negotiationRoleSchema = z.enum(['BUYER', 'SELLER', 'ADMIN']);
export type NegotiationRole = z.infer<typeof negotiationRoleSchema>;
/** A party's side. */
const negotiationSideSchema = z.enum(['BUYER', 'SELLER']);
export type NegotiationPartySide = z.infer<typeof negotiationSideSchema>;

const companyRef = z.object({ id: z.int(), companyName: z.string(), tradeName: z.string() });
const personRef = z.object({ id: z.int(), name: z.string(), email: z.string() });
const actorSchema = z.object({ id: z.int(), name: z.string(), role: negotiationRoleSchema });
export type NegotiationActor = z.infer<typeof actorSchema>;

const negotiationAnnouncementSchema = z.object({
  id: z.int(),
  title: z.string(),
  /** Quantity still available (the limit of a proposal). */
  quantity: z.number(),
  unitPrice: z.number(),
  unit: z.object({ index: z.int(), name: z.string() }),
  product: z.object({ id: z.int(), name: z.string() }),
  city: z.string(),
  uf: z.string(),
});

/**
 * The values one party proposes and the other accepts (docs/deal/negotiations.md, "Proposals"). The
 * pending proposal, the agreed values of the detail, the OPENED event and a change's `from`/`to` are
 * built from this one shape, and the mock's records take their type from it; a new proposable value
 * is an entry here, its rule in the body (`proposedValuesBody`, bodies.ts) and its label and format
 * (components/display.ts): tsc points at each.
 */
export const proposedValuesShape = {
  quantity: z.number(),
  unitPrice: z.number(),
  delivery: deliveryModeSchema,
  /** With Entrega: the address and freight; null with Retirada. */
  deliveryTerms: z.nullable(deliveryTermsSchema),
};
export type ProposedValues = z.infer<z.ZodMiniObject<typeof proposedValuesShape>>;
export type ProposableField = keyof ProposedValues;
/** The shape's keys, in its order: what the mock walks to compare, apply and answer the values. */
export const PROPOSABLE_FIELDS = Object.keys(proposedValuesShape) as ProposableField[];

/** One value a proposal changes, old → new: a member `{ field, from, to }` per key of the shape. */
type ChangeSchema = { [K in ProposableField]: z.ZodMiniObject<{ field: z.ZodMiniLiteral<K>; from: (typeof proposedValuesShape)[K]; to: (typeof proposedValuesShape)[K] }> }[ProposableField];
// map() cannot say that each member pairs its field with that field's schema; the type above does.
const changeSchemas = PROPOSABLE_FIELDS.map((field) => z.object({ field: z.literal(field), from: proposedValuesShape[field], to: proposedValuesShape[field] })) as [ChangeSchema, ...ChangeSchema[]];
const proposalChangeSchema = z.discriminatedUnion('field', changeSchemas);
export type ProposalChange = z.infer<typeof proposalChangeSchema>;

const event = <T extends string, S extends z.core.$ZodLooseShape>(type: T, shape: S) =>
  z.object({ id: z.int(), type: z.literal(type), at: z.string(), by: actorSchema, ...shape });
const proposalId = z.int();

/** An entry of the shared record. */
const negotiationEventSchema = z.discriminatedUnion('type', [
  /** The opening values (the terms only with Entrega) and message; `interestItemId` when the seller opened it from an interest. */
  event('OPENED', { ...proposedValuesShape, deliveryTerms: z.optional(deliveryTermsSchema), message: z.string(), interestItemId: z.nullable(z.int()) }),
  event('STATUS', { from: negotiationStatusSchema, to: negotiationStatusSchema }),
  event('PROPOSAL', { proposalId, changes: z.array(proposalChangeSchema), message: z.string() }),
  event('PROPOSAL_ACCEPTED', { proposalId }),
  event('PROPOSAL_DECLINED', { proposalId, reason: z.string() }),
  event('PROPOSAL_WITHDRAWN', { proposalId }),
  /** Replaced by the other party's counter-proposal `byProposalId`. */
  event('PROPOSAL_SUPERSEDED', { proposalId, byProposalId: proposalId }),
  event('MESSAGE', { text: z.string() }),
  /** The buyer reported the payment of `amount` (the proof is on `payment`). */
  event('PAYMENT_SENT', { amount: z.number() }),
  event('PAYMENT_CONFIRMED', { amount: z.number() }),
  event('INVOICE_RECORDED', { number: z.string(), series: z.string(), accessKey: z.string() }),
]);
export type NegotiationEvent = z.infer<typeof negotiationEventSchema>;

/** New values one party offers, waiting for the other. */
const proposalSchema = z.object({
  id: proposalId,
  by: actorSchema,
  ...proposedValuesShape,
  message: z.string(),
  createdAt: z.string(),
});
export type Proposal = z.infer<typeof proposalSchema>;

const companyContact = z.object({ companyName: z.string(), email: z.string(), phone: z.nullable(apiPhoneSchema) });
/** The parties' contacts, shared once the negotiation reached IN_PROGRESS (always to the admin). */
const negotiationContactsSchema = z.object({
  seller: companyContact,
  buyer: z.extend(companyContact, { person: z.object({ name: z.string(), email: z.string() }) }),
});
export type NegotiationContacts = z.infer<typeof negotiationContactsSchema>;

/**
 * Why only cancelling is possible now (docs/deal/negotiations.md "On hold"): the
 * announcement or a company is not APPROVED, or the caller belongs to both companies.
 */
const negotiationHoldSchema = z.enum(['OFFER_NOT_APPROVED', 'PARTY_NOT_APPROVED', 'OWN_COMPANY']);
export type NegotiationHold = z.infer<typeof negotiationHoldSchema>;

/** A row of the lists. */
export const negotiationSummarySchema = z.object({
  id: z.int(),
  status: negotiationStatusSchema,
  announcement: negotiationAnnouncementSchema,
  seller: companyRef,
  buyer: companyRef,
  quantity: z.number(),
  unitPrice: z.number(),
  total: z.number(),
  delivery: deliveryModeSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whose move it is (as in the detail): the lists' "Sua vez" (docs/deal/negotiations.md). */
  waitingFor: z.nullable(negotiationSideSchema),
  /** Whether a proposal waits for an answer (of the side `waitingFor` names). */
  proposalPending: z.boolean(),
  /** Set while it only cancels, as the detail's (the lists show it instead of "Sua vez"). */
  onHold: z.nullable(negotiationHoldSchema),
});
export type NegotiationSummary = z.infer<typeof negotiationSummarySchema>;

/** `GET /negotiation/{id}` and `GET /admin/negotiation/{id}`. */
export const negotiationSchema = z.extend(negotiationSummarySchema, {
  /** Who buys for the buying company. */
  buyerAccount: personRef,
  events: z.array(negotiationEventSchema),
  pendingProposal: z.nullable(proposalSchema),
  /** The caller's sides ([] for the admin). */
  viewerRoles: z.array(negotiationSideSchema),
  /** Whose move it is: the other party of a pending proposal, else whose status step is next; null once final. */
  waitingFor: z.nullable(negotiationSideSchema),
  contacts: z.nullable(negotiationContactsSchema),
  /** The agreed values: the opening ones, then those of each accepted proposal. */
  ...proposedValuesShape,
  ...dealFields,
});
export type Negotiation = z.infer<typeof negotiationSchema>;

/** `GET .../status-options`: the statuses the caller may set next (none for a final one, none while a proposal is pending). */
export const statusOptionsSchema = z.array(negotiationStatusSchema);

// Request bodies: the forms' own (bodies.ts), and the status steps' and the interest's, the mock's
// (src/mocks/contract/bodies/negotiations.ts).
export type { DeclineBody, DeliveryTermsBody, InvoiceBody, MessageBody, NegotiationBody, PaymentBody, ProposalBody };
export type { AdminNegotiationUpdate, NegotiationFromInterestBody, NegotiationUpdate };

export type NegotiationSide = 'purchases' | 'sales';

const proposalPath = (id: number, proposal: number) => `/negotiation/${id}/proposal/${proposal}`;

export const negotiationsApi = {
  create: (body: NegotiationBody) => http.post('/negotiation', negotiationSchema, body),
  openFromInterest: (interestItemId: number) => http.post('/negotiation', negotiationSchema, { interestItemId } satisfies NegotiationFromInterestBody),
  update: (id: number, body: NegotiationUpdate) => http.put(`/negotiation/${id}`, negotiationSchema, body),
  accept: (id: number, proposal: number) => http.post(`${proposalPath(id, proposal)}/accept`, negotiationSchema, {}),
  decline: (id: number, proposal: number, body: DeclineBody) => http.post(`${proposalPath(id, proposal)}/decline`, negotiationSchema, body),
  withdraw: (id: number, proposal: number) => http.delete(proposalPath(id, proposal), negotiationSchema),
  sendMessage: (id: number, body: MessageBody) => http.post(`/negotiation/${id}/messages`, negotiationSchema, body),
  sendPayment: (id: number, body: PaymentBody) => http.post(`/negotiation/${id}/payment`, negotiationSchema, body),
  confirmPayment: (id: number) => http.post(`/negotiation/${id}/payment/confirm`, negotiationSchema, {}),
  recordInvoice: (id: number, body: InvoiceBody) => http.post(`/negotiation/${id}/invoice`, negotiationSchema, body),
  // admin
  adminUpdate: (id: number, body: AdminNegotiationUpdate) => http.put(`/admin/negotiation/${id}`, negotiationSchema, body),
};
