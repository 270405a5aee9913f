import * as z from 'zod/mini';
import type { ProposableField } from './api';
import { MESSAGE_MAX } from './model';

/**
 * The bodies of 'Mensagens' and 'Recusar proposta', which their forms edit as they are, and the
 * message a proposal or an opening carries: one schema each, with the forms' pt-BR messages, that
 * the mock validates the calls with and the forms are built from (schemas.ts). The app imports it
 * only for types (api.ts) or from schemas.ts, which the forms load on first use.
 */

/** `POST /negotiation/{id}/proposal/{proposalId}/decline`: an optional reason. */
export const declineBodySchema = z.object({
  reason: z._default(z.string().check(z.trim(), z.maxLength(MESSAGE_MAX, { error: `O motivo pode ter até ${MESSAGE_MAX} caracteres.` })), ''),
});
export type DeclineBody = z.input<typeof declineBodySchema>;

/** The message of `POST /negotiation` and of a proposal (`PUT /negotiation/{id}`): trimmed, up to 1000 characters, may be empty. */
export const proposalMessageSchema = z.string().check(z.trim(), z.maxLength(MESSAGE_MAX, { error: `A mensagem pode ter até ${MESSAGE_MAX} caracteres.` }));

/** `POST /negotiation/{id}/messages`: 1 to 1000 characters. */
export const messageBodySchema = z.object({
  text: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Escreva a mensagem.' }),
    z.maxLength(MESSAGE_MAX, { error: `A mensagem pode ter até ${MESSAGE_MAX} caracteres.` }),
  ),
});
export type MessageBody = z.input<typeof messageBodySchema>;

/**
 * The proposable values a proposal form edits as they are, each with its rule and the form's pt-BR
 * messages: the mock's update body (`proposedValuesBody`) and `proposalFormSchema` spread them, so
 * such a value is declared once for both (docs/forms.md, "Built from the body"). None of the first
 * four is: the quantity is held to the announcement, the price and the delivery are empty until
 * typed or chosen, the terms are an address choice.
 */
export const proposedValueRules = {} satisfies Partial<Record<ProposableField, z.ZodMiniType>>;
