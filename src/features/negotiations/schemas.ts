import * as z from 'zod/mini';
import { zAvailableQuantity, zChosen, zMoney } from '@/lib/validators/zod';
import { DELIVERY_MODES, MESSAGE_MAX } from './model';

/*
 * The negotiation forms' rules, with pt-BR field messages. Forms load this module with their first
 * validation (useSchemaForm); the values' conversions are in form-values.ts.
 */

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
