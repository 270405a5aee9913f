import * as z from 'zod/mini';
import { adminNegotiationUpdateSchema, negotiationUpdateSchema, openNegotiationBodySchema } from './bodies/negotiations';
import { declineBodySchema, invoiceBodySchema, messageBodySchema, paymentBodySchema } from '@/features/negotiations/bodies';
import { negotiationSchema, negotiationSummarySchema, statusOptionsSchema } from '@/features/negotiations/api';
import { NEGOTIATION_STATUSES } from '@/lib/status';
import { listQuery, query, someOf, sorting, text } from './query';
import { MAX_WAIT_S } from '../lib/http';
import { area, json, page, refuse, type Operation } from './types';

/** Negotiations: opening, proposals, messages, status steps, payment and NF-e (docs/deal/). */

const listFilters = listQuery({ status: someOf(z.enum(NEGOTIATION_STATUSES)), search: text, ...sorting });
/** Every step on an open negotiation may meet these. */
const closed = refuse('NegotiationClosed', 'NegotiationOnHold', 'OwnCompanyNegotiation');
const deal = json(negotiationSchema);

export const negotiationOperations: Operation[] = area('negotiations', [
  {
    id: 'negotiations.purchases',
    method: 'get',
    path: '/negotiation/list/purchases',
    summary: "Negotiations where the caller's companies buy",
    access: 'account',
    query: listFilters,
    answer: page(negotiationSummarySchema),
  },
  {
    id: 'negotiations.sales',
    method: 'get',
    path: '/negotiation/list/sales',
    summary: "Negotiations where the caller's companies sell",
    access: 'account',
    query: listFilters,
    answer: page(negotiationSummarySchema),
  },
  {
    id: 'negotiations.get',
    method: 'get',
    path: '/negotiation/{id}',
    summary: 'One negotiation with its proposals, events and deal data (watched: ETag and 304; with `wait` and If-None-Match, held until it changes or the wait ends, docs/deal/live.md)',
    access: 'account',
    query: query({ wait: z.optional(z.int().check(z.gte(0), z.lte(MAX_WAIT_S))) }),
    answer: deal,
    conditional: true,
  },
  {
    id: 'negotiations.statusOptions',
    method: 'get',
    path: '/negotiation/{id}/status-options',
    summary: 'The statuses the caller may move the negotiation to',
    access: 'account',
    answer: json(statusOptionsSchema),
  },
  {
    id: 'negotiations.create',
    method: 'post',
    path: '/negotiation',
    summary: 'Open a negotiation on an announcement, or from a registered interest (`{ interestItemId }`)',
    access: 'account',
    body: openNegotiationBodySchema,
    answer: deal,
    refusals: refuse('CompanyNotApproved', 'CompanySuspended', 'CounterpartyNotApproved', 'DeliveryTermsRequired', 'NegotiationAlreadyOpen', 'OwnAnnouncement', 'OwnCompanyNegotiation', 'QuantityAboveAvailable', 'QuantityNotWhole'),
  },
  {
    id: 'negotiations.update',
    method: 'put',
    path: '/negotiation/{id}',
    summary: 'Propose new values, or move the negotiation to another status',
    access: 'account',
    body: negotiationUpdateSchema,
    answer: deal,
    refusals: { ...closed, ...refuse('InvoiceRequired', 'PaymentNotConfirmed', 'DeliveryTermsRequired', 'InvalidStatusTransition', 'NegotiationNotEditable', 'NothingToChange', 'ProposalPending', 'QuantityAboveAvailable', 'QuantityNotWhole', 'StatusWithValues', 'StockNotEnough') },
  },
  {
    id: 'negotiations.accept',
    method: 'post',
    path: '/negotiation/{id}/proposal/{proposalId}/accept',
    summary: "Accept the other side's proposal",
    access: 'account',
    body: z.object({}),
    answer: deal,
    refusals: { ...closed, ...refuse('OwnProposal', 'ProposalNotPending', 'QuantityAboveAvailable') },
  },
  {
    id: 'negotiations.decline',
    method: 'post',
    path: '/negotiation/{id}/proposal/{proposalId}/decline',
    summary: "Decline the other side's proposal, with an optional reason",
    access: 'account',
    body: declineBodySchema,
    answer: deal,
    refusals: refuse('NegotiationClosed', 'OwnProposal', 'ProposalNotPending'),
  },
  {
    id: 'negotiations.withdraw',
    method: 'delete',
    path: '/negotiation/{id}/proposal/{proposalId}',
    summary: "Withdraw the caller's pending proposal",
    access: 'account',
    answer: deal,
    refusals: refuse('NegotiationClosed', 'ProposalNotPending'),
  },
  {
    id: 'negotiations.sendMessage',
    method: 'post',
    path: '/negotiation/{id}/messages',
    summary: 'Write in the negotiation',
    access: 'account',
    body: messageBodySchema,
    answer: deal,
    refusals: refuse('NegotiationClosed'),
  },
  {
    id: 'negotiations.sendPayment',
    method: 'post',
    path: '/negotiation/{id}/payment',
    summary: 'The buyer sends the proof of payment (an uploaded file)',
    access: 'account',
    body: paymentBodySchema,
    answer: deal,
    refusals: { ...closed, ...refuse('OnlyBuyerPays', 'FileNotFound', 'FileNotOwned', 'InvalidFile', 'NotAwaitingPayment', 'PaymentAlreadySent') },
  },
  {
    id: 'negotiations.confirmPayment',
    method: 'post',
    path: '/negotiation/{id}/payment/confirm',
    summary: 'The seller confirms the payment',
    access: 'account',
    body: z.object({}),
    answer: deal,
    refusals: { ...closed, ...refuse('OnlySellerConfirms', 'NotAwaitingPayment', 'PaymentAlreadyConfirmed', 'PaymentNotSent') },
  },
  {
    id: 'negotiations.recordInvoice',
    method: 'post',
    path: '/negotiation/{id}/invoice',
    summary: 'The seller records the NF-e (access key and, optionally, its file)',
    access: 'account',
    body: invoiceBodySchema,
    answer: deal,
    refusals: { ...closed, ...refuse('OnlySellerInvoices', 'FileNotFound', 'FileNotOwned', 'InvalidFile', 'InvalidNfeKey', 'InvoiceNotAllowed') },
  },
  { id: 'negotiations.adminList', method: 'get', path: '/admin/negotiation', summary: 'Every negotiation', access: 'admin', query: listFilters, answer: page(negotiationSummarySchema) },
  { id: 'negotiations.adminGet', method: 'get', path: '/admin/negotiation/{id}', summary: 'One negotiation, as an administrator sees it', access: 'admin', answer: deal },
  {
    id: 'negotiations.adminStatusOptions',
    method: 'get',
    path: '/admin/negotiation/{id}/status-options',
    summary: 'The statuses an administrator may move the negotiation to',
    access: 'admin',
    answer: json(statusOptionsSchema),
  },
  {
    id: 'negotiations.adminUpdate',
    method: 'put',
    path: '/admin/negotiation/{id}',
    summary: 'Move a negotiation to another status as an administrator',
    access: 'admin',
    body: adminNegotiationUpdateSchema,
    answer: deal,
    refusals: { ...closed, ...refuse('InvalidStatusTransition', 'ProposalPending', 'StockNotEnough') },
  },
]);
