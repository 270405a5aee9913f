import * as z from 'zod/mini';
import { zAvailableQuantity, zChosen, zMoney } from '@/lib/validators/zod';
import type { Negotiation, NegotiationBody, Proposal, ProposalBody } from './api';
import { DELIVERY_MODES, MESSAGE_MAX } from './model';

/** What a proposal is limited by: the announcement's quantity and unit. */
export interface ProposalLimits {
  maxQuantity: number;
  unit: string;
}

/** Quantity (up to what is announced), unit price, delivery or pick-up, message. */
function proposalFields({ maxQuantity, unit }: ProposalLimits) {
  return {
    quantity: zAvailableQuantity('Informe a quantidade.', { maxQuantity, unit }),
    unitPrice: zMoney('Informe o preço unitário proposto.', 'O preço deve ser maior que zero.'),
    delivery: zChosen(z.enum(DELIVERY_MODES, { error: 'Escolha entrega ou retirada.' }), 'Escolha entrega ou retirada.'),
    message: z.string().check(z.trim(), z.maxLength(MESSAGE_MAX, { error: `A mensagem pode ter até ${MESSAGE_MAX} caracteres.` })),
  };
}

/** 'Negociar' on /anuncios/[id]: the buying company too. */
export function negotiationFormSchema(limits: ProposalLimits) {
  return z.object({
    companyId: zChosen(z.number(), 'Selecione a empresa compradora.'),
    ...proposalFields(limits),
  });
}
export type NegotiationFormValues = z.input<ReturnType<typeof negotiationFormSchema>>;
export type NegotiationFormOutput = z.output<ReturnType<typeof negotiationFormSchema>>;

/** 'Fazer proposta' and 'Contraproposta' on /negociacoes/[id] (while Em cotação). */
export function proposalFormSchema(limits: ProposalLimits) {
  return z.object(proposalFields(limits));
}
export type ProposalFormValues = z.input<ReturnType<typeof proposalFormSchema>>;
export type ProposalFormOutput = z.output<ReturnType<typeof proposalFormSchema>>;

/** The form's starting values: the announced price, pick-up; `CompanyField` sets the buying company. */
export function emptyNegotiationForm(announcedPrice: number): NegotiationFormValues {
  return { companyId: null, quantity: null, unitPrice: announcedPrice, delivery: 'PICKUP', message: '' };
}

/** Form values → `POST /negotiation`. */
export function toNegotiationBody(values: NegotiationFormOutput, announcementId: number): NegotiationBody {
  return {
    announcementId,
    companyId: values.companyId,
    quantity: values.quantity,
    unitPrice: values.unitPrice,
    delivery: values.delivery,
    message: values.message,
  };
}

/**
 * A proposal starts from the agreed values; a counter-proposal from the pending proposal's (what
 * the other party asked for). The message is the proposal's own, empty.
 */
export function proposalToForm(n: Pick<Negotiation, 'quantity' | 'unitPrice' | 'delivery'>, pending?: Pick<Proposal, 'quantity' | 'unitPrice' | 'delivery'> | null): ProposalFormValues {
  const from = pending ?? n;
  return { quantity: from.quantity, unitPrice: from.unitPrice, delivery: from.delivery, message: '' };
}

/**
 * Form values → `PUT /negotiation/{id}` as a proposal: every value (the server records only those
 * that differ from the agreed ones, and refuses a proposal that changes none: 'NothingToChange').
 */
export function toProposalBody(values: ProposalFormOutput): ProposalBody {
  return { quantity: values.quantity, unitPrice: values.unitPrice, delivery: values.delivery, ...(values.message ? { message: values.message } : {}) };
}

/** 'Mensagens': 1 to 1000 characters. */
export const messageFormSchema = z.object({
  text: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Escreva a mensagem.' }),
    z.maxLength(MESSAGE_MAX, { error: `A mensagem pode ter até ${MESSAGE_MAX} caracteres.` }),
  ),
});
export type MessageFormValues = z.input<typeof messageFormSchema>;

/** 'Recusar proposta': an optional reason. */
export const declineFormSchema = z.object({
  reason: z.string().check(z.trim(), z.maxLength(MESSAGE_MAX, { error: `O motivo pode ter até ${MESSAGE_MAX} caracteres.` })),
});
export type DeclineFormValues = z.input<typeof declineFormSchema>;
