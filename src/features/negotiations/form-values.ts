import { emptyAddress, toAddressBody } from '@/lib/validators/address';
import type { InvoiceBody, NegotiationBody, PaymentBody, ProposalBody, ProposedValues } from './api';
import type { AddressChoice } from './components/delivery-terms';
import { PROPOSABLE_FIELDS } from './components/display';
import type { InvoiceFormOutput, InvoiceFormValues, PaymentFormOutput } from './deal-schemas';
import type { NegotiationFormOutput, NegotiationFormValues, ProposalFormOutput, ProposalFormValues } from './schemas';

/**
 * The negotiation forms' values without their rules (those are in schemas.ts, which loads after
 * the page is interactive): starting values, and checked values → the API's bodies.
 */

/**
 * The form's starting values: the announced price, pick-up; `CompanyField` sets the buying company;
 * with Entrega, its address is offered first (NegotiateDialog's choices).
 */
export function emptyNegotiationForm(announcedPrice: number): NegotiationFormValues {
  return { companyId: null, quantity: null, unitPrice: announcedPrice, delivery: 'PICKUP', message: '', freight: null, addressChoice: 'BUYER', address: emptyAddress };
}

/** The terms of an Entrega: the address chosen among `choices` or the one typed, and the freight; null with Retirada. */
function termsOf(values: Pick<ProposalFormOutput, 'delivery' | 'freight' | 'addressChoice' | 'address'>, choices: readonly AddressChoice[]) {
  const chosen = choices.find((c) => c.value === values.addressChoice)?.address;
  const address = values.addressChoice === 'OTHER' || !chosen ? values.address : chosen;
  return values.delivery === 'DELIVERY' && values.freight ? { address: toAddressBody(address), freight: values.freight } : null;
}

/** Form values → `POST /negotiation` (with Entrega, the opening terms). */
export function toNegotiationBody(values: NegotiationFormOutput, announcementId: number, choices: readonly AddressChoice[] = []): NegotiationBody {
  const deliveryTerms = termsOf(values, choices);
  return {
    announcementId,
    companyId: values.companyId,
    quantity: values.quantity,
    unitPrice: values.unitPrice,
    delivery: values.delivery,
    ...(deliveryTerms ? { deliveryTerms } : {}),
    message: values.message,
  };
}

/**
 * A proposal starts from the agreed values; a counter-proposal from the pending proposal's (what
 * the other party asked for): each proposable value as it is, but the terms, which the form holds
 * as a freight and an address choice. The message is the proposal's own, empty.
 */
export function proposalToForm(n: ProposedValues, pending?: ProposedValues | null, choices: readonly AddressChoice[] = []): ProposalFormValues {
  const from = pending ?? n;
  const { deliveryTerms, ...values } = Object.fromEntries(PROPOSABLE_FIELDS.map((field) => [field, from[field]])) as ProposedValues;
  // The terms start from those in hand: the first address offered, the freight already named.
  return { ...values, message: '', freight: deliveryTerms?.freight ?? null, addressChoice: choices[0]?.value ?? 'OTHER', address: emptyAddress };
}

/**
 * Form values → `PUT /negotiation/{id}` as a proposal: every value as typed, the terms from the
 * freight and address (the server records only the values that differ from the agreed ones, and
 * refuses a proposal that changes none: 'NothingToChange').
 */
export function toProposalBody(values: ProposalFormOutput, choices: readonly AddressChoice[] = []): ProposalBody {
  const { message, freight: _freight, addressChoice: _choice, address: _address, ...proposed } = values;
  return { ...proposed, deliveryTerms: termsOf(values, choices), ...(message ? { message } : {}) };
}

/** The checked payment form (the proof read into its id) → `POST /negotiation/{id}/payment`. */
export const toPaymentBody = ({ proof }: PaymentFormOutput): PaymentBody => ({ proofFileId: proof });

/** The NF-e form, empty. */
export const emptyInvoiceForm = (): InvoiceFormValues => ({ number: '', series: '', accessKey: '', file: null });

/** The checked NF-e form (the key read into its 44 digits, the file into its id) → `POST /negotiation/{id}/invoice`. */
export function toInvoiceBody({ file, ...values }: InvoiceFormOutput): InvoiceBody {
  return { ...values, fileId: file };
}
