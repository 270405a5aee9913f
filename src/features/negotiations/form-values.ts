import type { Negotiation, NegotiationBody, Proposal, ProposalBody } from './api';
import type { NegotiationFormOutput, NegotiationFormValues, ProposalFormOutput, ProposalFormValues } from './schemas';

/**
 * The negotiation forms' values without their rules (those are in schemas.ts, which loads after
 * the page is interactive): starting values, and checked values → the API's bodies.
 */

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
