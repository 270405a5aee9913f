import * as z from 'zod/mini';
import { zAvailableQuantity, zChosen } from '@/lib/validators/zod';
import { zAddress } from '@/lib/validators/address-schema';
import { declineBodySchema, deliveryTermsBodySchema, FORM_MESSAGES, messageBodySchema, negotiationBodySchema, proposalBodySchema, proposedValuesBody } from './bodies';

/*
 * The negotiation forms, built from their bodies (bodies.ts; docs/forms.md, "Built from the
 * body"): each rule and pt-BR message is the body's, the forms read into it what they hold
 * otherwise. Forms load this module with their first validation (useSchemaForm); the values'
 * conversions are in form-values.ts.
 */

/** What a proposal is limited by: the announcement's quantity and unit. */
export interface ProposalLimits {
  maxQuantity: number;
  unit: string;
}

/** The proposed values a form holds otherwise: null until typed or chosen, the quantity up to what is announced. */
function readings(body: Pick<typeof proposedValuesBody, 'quantity' | 'unitPrice' | 'delivery'>, { maxQuantity, unit }: ProposalLimits) {
  return {
    quantity: zAvailableQuantity('Informe a quantidade.', { maxQuantity, unit }, body.quantity),
    unitPrice: zChosen(body.unitPrice, 'Informe o preço unitário proposto.'),
    delivery: zChosen(body.delivery, FORM_MESSAGES.delivery),
  };
}

/** The typed address as the form holds it: checked, only when it is the one chosen, by `checkTerms`. */
const addressValues = z.object({
  zipCode: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  uf: z.string(),
});

/**
 * With Entrega, the body's `deliveryTerms` as the form holds them (DeliveryTermsFields): the body's
 * freight, null until chosen, and the address chosen among those offered or another one typed.
 */
const termsFields = {
  freight: z.nullable(deliveryTermsBodySchema.shape.freight),
  addressChoice: z.nullable(z.string()),
  address: addressValues,
};
type TermsValues = { delivery?: string | null; freight: string | null; addressChoice: string | null; address: z.input<typeof addressValues> };

/** Entrega needs the freight and an address; 'Outro endereço' is checked as the kit's address block (the terms' `addressBodySchema`). */
const checkTerms = z.superRefine((v: TermsValues, ctx) => {
  if (v.delivery !== 'DELIVERY') return;
  if (!v.freight) ctx.addIssue({ code: 'custom', path: ['freight'], message: FORM_MESSAGES.freight });
  if (!v.addressChoice) ctx.addIssue({ code: 'custom', path: ['addressChoice'], message: 'Escolha o endereço de entrega.' });
  if (v.addressChoice !== 'OTHER') return;
  const address = z.safeParse(zAddress(), v.address);
  for (const issue of address.error?.issues ?? []) ctx.addIssue({ code: 'custom', path: ['address', ...issue.path.map(String)], message: issue.message });
});

/** 'Negociar' on /anuncios/[id]: `POST /negotiation` without the announcement (the dialog's), its terms held as the form holds them. */
export function negotiationFormSchema(limits: ProposalLimits) {
  const body = negotiationBodySchema.shape;
  return z
    .extend(z.omit(negotiationBodySchema, { announcementId: true, deliveryTerms: true }), {
      companyId: zChosen(body.companyId, FORM_MESSAGES.company),
      ...readings(body, limits),
      ...termsFields,
    })
    .check(checkTerms);
}
export type NegotiationFormValues = z.input<ReturnType<typeof negotiationFormSchema>>;
export type NegotiationFormOutput = z.output<ReturnType<typeof negotiationFormSchema>>;

/**
 * 'Fazer proposta' and 'Contraproposta' on /negociacoes/[id] (while Em cotação): every proposable
 * value the body takes (`proposedValuesBody`, which the proposal body makes optional), those it
 * edits as they are with the body's own rule, and the proposal's message.
 */
export function proposalFormSchema(limits: ProposalLimits) {
  const { deliveryTerms: _terms, ...values } = proposedValuesBody;
  return z.object({ ...values, ...readings(proposedValuesBody, limits), message: proposalBodySchema.shape.message, ...termsFields }).check(checkTerms);
}
export type ProposalFormValues = z.input<ReturnType<typeof proposalFormSchema>>;
export type ProposalFormOutput = z.output<ReturnType<typeof proposalFormSchema>>;

/** 'Mensagens' and 'Recusar proposta' are their bodies (bodies.ts): the same fields, rules and messages. */
export const messageFormSchema = messageBodySchema;
export type MessageFormValues = z.input<typeof messageFormSchema>;

export const declineFormSchema = declineBodySchema;
export type DeclineFormValues = z.input<typeof declineFormSchema>;
export type DeclineFormOutput = z.output<typeof declineFormSchema>;
