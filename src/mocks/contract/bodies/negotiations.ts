import * as z from 'zod/mini';
import { NEGOTIATION_STATUSES } from '@/lib/status';
import { DELIVERY_MODES, FREIGHT_TERMS } from '@/features/negotiations/model';
import { proposalMessageSchema, proposedValueRules } from '@/features/negotiations/bodies';
import type { ProposableField } from '@/features/negotiations/api';
import { addressBodySchema, moneyBodySchema, quantityBodySchema } from './shared';

/*
 * The negotiations' request bodies (docs/deal/negotiations.md, docs/deal/payment.md). The mock
 * validates them; the app sends them typed by these schemas (`import type` in
 * features/negotiations/api.ts) and checks its forms with their own rules: the proposal forms
 * hold an address choice, the payment and NF-e forms the uploaded file. The message and decline
 * bodies, and a proposal's message, are their forms' own (features/negotiations/bodies.ts).
 */

const negotiationStatusSchema = z.enum(NEGOTIATION_STATUSES);
const deliveryModeSchema = z.enum(DELIVERY_MODES);

/** The terms a proposal sends: a checked address (CEP digits, one of the 27 UFs). */
const deliveryTermsBodySchema = z.object({ address: addressBodySchema, freight: z.enum(FREIGHT_TERMS) });
export type DeliveryTermsBody = z.input<typeof deliveryTermsBodySchema>;


/**
 * Each proposable value as a body sends it, with its rule (the answers' shape is
 * `proposedValuesShape`, features/negotiations/api.ts: a value missing here fails tsc); those the
 * proposal form edits as they are come with their form's messages (`proposedValueRules`).
 */
const proposedValuesBody = {
  quantity: quantityBodySchema,
  unitPrice: moneyBodySchema,
  delivery: deliveryModeSchema,
  /** With Entrega: required unless the agreed terms stay ('DeliveryTermsRequired'); ignored with Retirada. */
  deliveryTerms: z.nullable(deliveryTermsBodySchema),
  ...proposedValueRules,
} satisfies Record<ProposableField, z.ZodMiniType>;

/** `POST /negotiation`. Quantity up to what is available (`QuantityAboveAvailable`). */
export const negotiationBodySchema = z.object({
  announcementId: z.int().check(z.positive()),
  /** The buying company (one of the caller's APPROVED companies). */
  companyId: z.int().check(z.positive()),
  quantity: quantityBodySchema,
  unitPrice: moneyBodySchema,
  delivery: deliveryModeSchema,
  /** With Entrega: required ('DeliveryTermsRequired'), the negotiation's opening terms; ignored with Retirada. */
  deliveryTerms: z.optional(z.nullable(deliveryTermsBodySchema)),
  message: z._default(proposalMessageSchema, ''),
});
export type NegotiationBody = z.input<typeof negotiationBodySchema>;

/**
 * `POST /negotiation` by a member of the announcing company, from an interest item it received:
 * the buyer, its company and the quantity come from the interest; the announced price, pick-up.
 */
const negotiationFromInterestBodySchema = z.strictObject({ interestItemId: z.int().check(z.positive()) });
export type NegotiationFromInterestBody = z.input<typeof negotiationFromInterestBodySchema>;

/** What `POST /negotiation` accepts: the buyer's proposal or the seller's interest item. */
export const openNegotiationBodySchema = z.union([negotiationFromInterestBodySchema, negotiationBodySchema]);

/**
 * `PUT /negotiation/{id}`: `{ status }` is a status step; values (any of the proposable ones, a
 * missing one keeps the agreed value, with an optional message) are a proposal. Both in one body is
 * refused by the server ('StatusWithValues'), so it is not a schema rule.
 */
export const negotiationUpdateSchema = z
  .object({
    status: z.optional(negotiationStatusSchema),
    ...z.partial(z.object(proposedValuesBody)).shape,
    message: z.optional(proposalMessageSchema),
  })
  .check(z.refine((body) => Object.values(body).some((v) => v !== undefined), { error: 'Nada para alterar.' }));
export type NegotiationUpdate = z.input<typeof negotiationUpdateSchema>;
export type ProposalBody = Omit<NegotiationUpdate, 'status'>;

/** `PUT /admin/negotiation/{id}`: a status only. */
export const adminNegotiationUpdateSchema = z.strictObject({ status: negotiationStatusSchema });
export type AdminNegotiationUpdate = z.input<typeof adminNegotiationUpdateSchema>;

/** `POST /negotiation/{id}/payment`: the proof the buyer uploaded (`POST /file`). */
export const paymentBodySchema = z.strictObject({ proofFileId: z.int().check(z.positive()) });
export type PaymentBody = z.input<typeof paymentBodySchema>;

/**
 * `POST /negotiation/{id}/invoice`: número (1–9 digits), série (1–3 digits), the key (44 digits
 * with its check digit is the API's rule, 'InvalidNfeKey', so the form can put it under its field) and the DANFE or XML uploaded with `POST /file`.
 */
export const invoiceBodySchema = z.strictObject({
  number: z.string().check(z.regex(/^\d{1,9}$/)),
  series: z.string().check(z.regex(/^\d{1,3}$/)),
  accessKey: z.string().check(z.trim(), z.maxLength(60)),
  fileId: z.int().check(z.positive()),
});
export type InvoiceBody = z.input<typeof invoiceBodySchema>;
