import * as z from 'zod/mini';
import { invoiceBodySchema, paymentBodySchema } from '@/features/negotiations/bodies';
import { isValidNfeKey } from '@/lib/validators/nfe';
import { onlyDigits } from '@/lib/validators/documents';
import { DOCUMENT_MIME_TYPES, INVOICE_MIME_TYPES, PHOTO_MIME_TYPES } from '@/lib/files';
import type { NegotiationRecord } from '../db/negotiations';
import { now } from '../db/store';
import { requireAccount } from '../lib/auth';
import type { RefusalCodeFor } from '@/lib/api/codes';
import { badRequest } from '../lib/errors';
import { idParam, readBody } from '../lib/http';
import { isFinal, partyNegotiation, record as recordEvent, type Side } from '../lib/negotiation-rules';
import { round2, toNegotiation } from '../lib/negotiation-views';
import { ownUpload } from '../lib/deal-rules';
import { checkNotBothSides, checkNotOnHold, dealStepRefusals } from '../lib/negotiation-guards';
import { json, refuse } from '../contract/types';
import { negotiationSchema } from '@/features/negotiations/api';
import { area } from '../contract/serve';

/**
 * Payment and invoice (docs/deal/payment.md). While Aguardando pagamento the buyer reports the
 * payment with its proof and the seller confirms it received it; the seller records the NF-e while
 * Em andamento or Aguardando pagamento (a new one replaces it: a correction). Each enters the
 * timeline. The wrong side, the wrong status and bad input are refused with their own codes.
 */

/** A receipt is a photo of the screen or a PDF. */
const PROOF_TYPES = [...PHOTO_MIME_TYPES, ...DOCUMENT_MIME_TYPES];

function call(request: Request, id: string | readonly string[] | undefined, side: Side, wrongSide: RefusalCodeFor<400>) {
  const account = requireAccount(request);
  const { record, roles } = partyNegotiation(idParam(id), account);
  if (isFinal(record.status)) throw badRequest('NegotiationClosed');
  if (!roles.includes(side)) throw badRequest(wrongSide);
  // Paying and invoicing are steps like any other: held while a party or the offer is not approved.
  checkNotOnHold(record);
  checkNotBothSides(roles);
  return { account, record, roles };
}

function awaitingPayment(record: NegotiationRecord) {
  if (record.status !== 'AWAITING_PAYMENT') throw badRequest('NotAwaitingPayment');
}

const deal = json(negotiationSchema);
const serve = area('negotiations');

export const negotiationPaymentHandlers = [
  /** The buyer: 'Pagamento enviado', with the proof it uploaded. */
  serve.post<{ id: string }>({
    id: 'negotiations.sendPayment',
    path: '/negotiation/{id}/payment',
    summary: 'The buyer sends the proof of payment (an uploaded file)',
    access: 'account',
    body: paymentBodySchema,
    answer: deal,
    refusals: { ...dealStepRefusals, ...refuse('OnlyBuyerPays', 'FileNotFound', 'FileNotOwned', 'InvalidFile', 'NotAwaitingPayment', 'PaymentAlreadySent') },
  }, async ({ request, params }) => {
    const { account, record, roles } = call(request, params.id, 'BUYER', 'OnlyBuyerPays');
    awaitingPayment(record);
    if (record.payment) throw badRequest('PaymentAlreadySent');
    const body = await readBody(request, paymentBodySchema);
    const proof = ownUpload(body.proofFileId, account, PROOF_TYPES);
    const amount = round2(record.quantity * record.unitPrice);
    const event = recordEvent(record, account, 'BUYER', { type: 'PAYMENT_SENT', amount });
    record.payment = { status: 'SENT', amount, proofFileId: proof.id, sentAt: event.at, confirmedAt: null };
    return toNegotiation(record, roles);
  }),

  /** The seller: the money arrived. */
  serve.post<{ id: string }>({
    id: 'negotiations.confirmPayment',
    path: '/negotiation/{id}/payment/confirm',
    summary: 'The seller confirms the payment',
    access: 'account',
    body: z.object({}),
    answer: deal,
    refusals: { ...dealStepRefusals, ...refuse('OnlySellerConfirms', 'NotAwaitingPayment', 'PaymentAlreadyConfirmed', 'PaymentNotSent') },
  }, ({ request, params }) => {
    const { account, record, roles } = call(request, params.id, 'SELLER', 'OnlySellerConfirms');
    awaitingPayment(record);
    const payment = record.payment;
    if (!payment) throw badRequest('PaymentNotSent');
    if (payment.status === 'CONFIRMED') throw badRequest('PaymentAlreadyConfirmed');
    const event = recordEvent(record, account, 'SELLER', { type: 'PAYMENT_CONFIRMED', amount: payment.amount });
    record.payment = { ...payment, status: 'CONFIRMED', confirmedAt: event.at };
    return toNegotiation(record, roles);
  }),

  /** The seller: the NF-e, before or at release. */
  serve.post<{ id: string }>({
    id: 'negotiations.recordInvoice',
    path: '/negotiation/{id}/invoice',
    summary: 'The seller records the NF-e (access key and, optionally, its file)',
    access: 'account',
    body: invoiceBodySchema,
    answer: deal,
    refusals: { ...dealStepRefusals, ...refuse('OnlySellerInvoices', 'FileNotFound', 'FileNotOwned', 'InvalidFile', 'InvalidNfeKey', 'InvoiceNotAllowed') },
  }, async ({ request, params }) => {
    const { account, record, roles } = call(request, params.id, 'SELLER', 'OnlySellerInvoices');
    if (record.status !== 'IN_PROGRESS' && record.status !== 'AWAITING_PAYMENT') throw badRequest('InvoiceNotAllowed');
    const body = await readBody(request, invoiceBodySchema);
    const accessKey = onlyDigits(body.accessKey);
    if (!isValidNfeKey(body.accessKey)) throw badRequest('InvalidNfeKey');
    const file = ownUpload(body.fileId, account, INVOICE_MIME_TYPES);
    const at = now();
    recordEvent(record, account, 'SELLER', { type: 'INVOICE_RECORDED', number: body.number, series: body.series, accessKey }, at);
    record.invoice = { number: body.number, series: body.series, accessKey, fileId: file.id, recordedAt: at };
    return toNegotiation(record, roles);
  }),
];
