import * as z from 'zod/mini';
import { addressBodySchema } from '@/lib/validators/address-schema';
import { moneyBody, quantityBody } from '@/lib/validators/amount-schema';
import { NFE_MESSAGES } from '@/lib/validators/nfe';
import type { ProposableField } from './api';
import { DELIVERY_MODES, FREIGHT_TERMS, MESSAGE_MAX } from './model';

/**
 * The negotiation's request bodies, with its forms' pt-BR messages: the mock validates the calls
 * with them (the status steps' and the interest's bodies are the mock's own,
 * src/mocks/contract/bodies/negotiations.ts), api.ts takes their types and the forms are built
 * from them (schemas.ts, deal-schemas.ts), so each rule is written here once. The app imports this
 * module only for types or from those two, which the forms load on first use.
 */

/** `POST /negotiation/{id}/proposal/{proposalId}/decline`: an optional reason. */
export const declineBodySchema = z.object({
  reason: z._default(z.string().check(z.trim(), z.maxLength(MESSAGE_MAX, { error: `O motivo pode ter até ${MESSAGE_MAX} caracteres.` })), ''),
});
export type DeclineBody = z.input<typeof declineBodySchema>;

/** The message of `POST /negotiation` and of a proposal (`PUT /negotiation/{id}`): trimmed, up to 1000 characters, may be empty. */
const proposalMessageSchema = z.string().check(z.trim(), z.maxLength(MESSAGE_MAX, { error: `A mensagem pode ter até ${MESSAGE_MAX} caracteres.` }));

/** `POST /negotiation/{id}/messages`: 1 to 1000 characters. */
export const messageBodySchema = z.object({
  text: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Escreva a mensagem.' }),
    z.maxLength(MESSAGE_MAX, { error: `A mensagem pode ter até ${MESSAGE_MAX} caracteres.` }),
  ),
});
export type MessageBody = z.input<typeof messageBodySchema>;

/** The messages a body and its form's reading share (a field null until chosen says the same). */
export const FORM_MESSAGES = {
  company: 'Selecione a empresa compradora.',
  delivery: 'Escolha entrega ou retirada.',
  freight: 'Escolha quem paga o frete: CIF ou FOB.',
  proof: 'Anexe o comprovante do pagamento.',
} as const;

/** The terms an Entrega carries: a checked address (CEP digits, one of the 27 UFs) and who pays the freight. */
export const deliveryTermsBodySchema = z.object({
  address: addressBodySchema,
  freight: z.enum(FREIGHT_TERMS, { error: FORM_MESSAGES.freight }),
});
export type DeliveryTermsBody = z.input<typeof deliveryTermsBodySchema>;

/**
 * Each proposable value as a body sends it, with its rule and the forms' messages (the answers'
 * shape is `proposedValuesShape`, api.ts: a value missing here fails tsc). The proposal body takes
 * each as optional; the proposal form takes each as it is, reading those it holds otherwise.
 */
export const proposedValuesBody = {
  quantity: quantityBody(),
  unitPrice: moneyBody('O preço deve ser maior que zero.'),
  delivery: z.enum(DELIVERY_MODES, { error: FORM_MESSAGES.delivery }),
  /** With Entrega: required unless the agreed terms stay ('DeliveryTermsRequired'); ignored with Retirada. */
  deliveryTerms: z.nullable(deliveryTermsBodySchema),
} satisfies Record<ProposableField, z.ZodMiniType>;

/** `POST /negotiation` (the buyer's). Quantity up to what is available (`QuantityAboveAvailable`). */
export const negotiationBodySchema = z.object({
  announcementId: z.int().check(z.positive()),
  /** The buying company (one of the caller's APPROVED companies). */
  companyId: z.int({ error: FORM_MESSAGES.company }).check(z.positive({ error: FORM_MESSAGES.company })),
  quantity: proposedValuesBody.quantity,
  unitPrice: proposedValuesBody.unitPrice,
  delivery: proposedValuesBody.delivery,
  /** With Entrega: required ('DeliveryTermsRequired'), the negotiation's opening terms; ignored with Retirada. */
  deliveryTerms: z.optional(z.nullable(deliveryTermsBodySchema)),
  message: z._default(proposalMessageSchema, ''),
});
export type NegotiationBody = z.input<typeof negotiationBodySchema>;

/** A proposal (`PUT /negotiation/{id}` without a status): any of the proposable values (a missing one keeps the agreed value) and a message. */
export const proposalBodySchema = z.object({
  ...z.partial(z.object(proposedValuesBody)).shape,
  message: z.optional(proposalMessageSchema),
});
export type ProposalBody = z.input<typeof proposalBodySchema>;

/** `POST /negotiation/{id}/payment`: the proof the buyer uploaded (`POST /file`). */
export const paymentBodySchema = z.strictObject({
  proofFileId: z.int({ error: FORM_MESSAGES.proof }).check(z.positive({ error: FORM_MESSAGES.proof })),
});
export type PaymentBody = z.input<typeof paymentBodySchema>;

/**
 * `POST /negotiation/{id}/invoice`: número (1–9 digits), série (1–3 digits), the key and the DANFE
 * or XML uploaded with `POST /file`. The key's 44 digits and check digit are the API's rule
 * ('InvalidNfeKey'), which the form checks first under its field (deal-schemas.ts).
 */
export const invoiceBodySchema = z.strictObject({
  number: z.string({ error: NFE_MESSAGES.number }).check(z.trim(), z.regex(/^\d{1,9}$/, { error: NFE_MESSAGES.number })),
  series: z.string({ error: NFE_MESSAGES.series }).check(z.trim(), z.regex(/^\d{1,3}$/, { error: NFE_MESSAGES.series })),
  accessKey: z.string({ error: NFE_MESSAGES.keyLength }).check(z.trim(), z.maxLength(60, { error: NFE_MESSAGES.keyLength })),
  fileId: z.int({ error: NFE_MESSAGES.file }).check(z.positive({ error: NFE_MESSAGES.file })),
});
export type InvoiceBody = z.input<typeof invoiceBodySchema>;
