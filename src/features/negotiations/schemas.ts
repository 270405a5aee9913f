import * as z from 'zod/mini';
import { zAvailableQuantity, zChosen, zMoney } from '@/lib/validators/zod';
import { zAddress } from '@/lib/validators/address-schema';
import { declineBodySchema, messageBodySchema, proposalMessageSchema, proposedValueRules } from './bodies';
import { DELIVERY_MODES, FREIGHT_TERMS } from './model';

/*
 * The negotiation forms' rules, with pt-BR field messages. Forms load this module with their first
 * validation (useSchemaForm); the values' conversions are in form-values.ts.
 */

/** What a proposal is limited by: the announcement's quantity and unit. */
export interface ProposalLimits {
  maxQuantity: number;
  unit: string;
}

/** Quantity (up to what is announced), unit price, delivery or pick-up, and the body's own message rule. */
function proposalFields({ maxQuantity, unit }: ProposalLimits) {
  return {
    quantity: zAvailableQuantity('Informe a quantidade.', { maxQuantity, unit }),
    unitPrice: zMoney('Informe o preço unitário proposto.', 'O preço deve ser maior que zero.'),
    delivery: zChosen(z.enum(DELIVERY_MODES, { error: 'Escolha entrega ou retirada.' }), 'Escolha entrega ou retirada.'),
    message: proposalMessageSchema,
  };
}

const addressValues = z.object({
  zipCode: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  uf: z.string(),
});

/** With Entrega, the terms: the freight, and the address chosen or another one (DeliveryTermsFields). */
const termsFields = {
  freight: z.nullable(z.enum(FREIGHT_TERMS)),
  addressChoice: z.nullable(z.string()),
  address: addressValues,
};
type TermsValues = { delivery?: string | null; freight: string | null; addressChoice: string | null; address: z.input<typeof addressValues> };

/** Entrega needs the freight and an address; 'Outro endereço' is checked as the kit's address block. */
const checkTerms = z.superRefine((v: TermsValues, ctx) => {
  if (v.delivery !== 'DELIVERY') return;
  if (!v.freight) ctx.addIssue({ code: 'custom', path: ['freight'], message: 'Escolha quem paga o frete: CIF ou FOB.' });
  if (!v.addressChoice) ctx.addIssue({ code: 'custom', path: ['addressChoice'], message: 'Escolha o endereço de entrega.' });
  if (v.addressChoice !== 'OTHER') return;
  const address = z.safeParse(zAddress(), v.address);
  for (const issue of address.error?.issues ?? []) ctx.addIssue({ code: 'custom', path: ['address', ...issue.path.map(String)], message: issue.message });
});

/** 'Negociar' on /anuncios/[id]: the buying company too, and with Entrega the opening terms. */
export function negotiationFormSchema(limits: ProposalLimits) {
  return z
    .object({
      companyId: zChosen(z.number(), 'Selecione a empresa compradora.'),
      ...proposalFields(limits),
      ...termsFields,
    })
    .check(checkTerms);
}
export type NegotiationFormValues = z.input<ReturnType<typeof negotiationFormSchema>>;
export type NegotiationFormOutput = z.output<ReturnType<typeof negotiationFormSchema>>;

/**
 * 'Fazer proposta' and 'Contraproposta' on /negociacoes/[id] (while Em cotação). With Entrega, the
 * terms too: the freight, and the address chosen, or another one checked as the kit's address block;
 * the values it edits as they are take the body's rules (`proposedValueRules`).
 */
export function proposalFormSchema(limits: ProposalLimits) {
  return z.object({ ...proposalFields(limits), ...proposedValueRules, ...termsFields }).check(checkTerms);
}
export type ProposalFormValues = z.input<ReturnType<typeof proposalFormSchema>>;
export type ProposalFormOutput = z.output<ReturnType<typeof proposalFormSchema>>;

/** 'Mensagens' and 'Recusar proposta' are their bodies (bodies.ts): the same fields, rules and messages. */
export const messageFormSchema = messageBodySchema;
export type MessageFormValues = z.input<typeof messageFormSchema>;

export const declineFormSchema = declineBodySchema;
export type DeclineFormValues = z.input<typeof declineFormSchema>;
export type DeclineFormOutput = z.output<typeof declineFormSchema>;
