import { z } from 'zod';
import { zAvailableQuantity, zChosen, zMoney } from '@/lib/validators/zod';
import { DELIVERY_MODES, MESSAGE_MAX, type Negotiation, type NegotiationBody, type NegotiationUpdate } from './api';

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
    message: z.string().trim().max(MESSAGE_MAX, { error: `A mensagem pode ter até ${MESSAGE_MAX} caracteres.` }),
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

/** 'Editar proposta' on /negociacoes/[id] (while Em cotação). */
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

export function proposalToForm(n: Negotiation): ProposalFormValues {
  return { quantity: n.quantity, unitPrice: n.unitPrice, delivery: n.delivery, message: n.message };
}

/** Form values → `PUT /negotiation/{id}` with only what changed (nothing changed → null). */
export function toProposalUpdate(values: ProposalFormOutput, current: Negotiation): NegotiationUpdate | null {
  const update: NegotiationUpdate = {};
  if (values.quantity !== current.quantity) update.quantity = values.quantity;
  if (values.unitPrice !== current.unitPrice) update.unitPrice = values.unitPrice;
  if (values.delivery !== current.delivery) update.delivery = values.delivery;
  if (values.message !== current.message) update.message = values.message;
  return Object.keys(update).length ? update : null;
}
