import { declineBodySchema, messageBodySchema, type NegotiationUpdate, type ProposalChange } from '@/features/negotiations/api';
import type { NegotiationRecord, ProposalRecord } from '../db/deals';
import { requireAccount } from '../lib/auth';
import { badRequest, unauthorized } from '../lib/errors';
import { idParam, readBody, route } from '../lib/http';
import { checkQuantityFitsUnit } from '../lib/numbers';
import type { AccountRecord } from '../db/types';
import { findAnnouncementRecord } from './deal-helpers';
import { isFinal, partyNegotiation, record as recordEvent, type Side } from './negotiation-rules';
import { round2, toNegotiation } from './negotiation-views';

/**
 * Proposals and messages (DESIGN.md §9). A change of quantity, unit price or delivery is a proposal
 * of one party, only while Em cotação ('NegotiationNotEditable'); one pending at a time per
 * negotiation: the same side cannot add a second ('ProposalPending'), the other side's new one is a
 * counter-proposal that supersedes it. The other party accepts (the values apply) or declines it
 * ('OwnProposal' for its author); its author may withdraw it (401 for the other party); a stale id
 * is 'ProposalNotPending'. Quantities are held to what the announcement has now, on proposing and on
 * accepting ('QuantityAboveAvailable').
 */

function available(record: NegotiationRecord): number {
  return findAnnouncementRecord(record.announcementId).quantity;
}

/** The values a proposal would set, and what differs from the agreed ones. */
function changesOf(record: NegotiationRecord, next: Pick<ProposalRecord, 'quantity' | 'unitPrice' | 'delivery'>): ProposalChange[] {
  const changes: ProposalChange[] = [];
  if (next.quantity !== record.quantity) changes.push({ field: 'quantity', from: record.quantity, to: next.quantity });
  if (next.unitPrice !== record.unitPrice) changes.push({ field: 'unitPrice', from: record.unitPrice, to: next.unitPrice });
  if (next.delivery !== record.delivery) changes.push({ field: 'delivery', from: record.delivery, to: next.delivery });
  return changes;
}

/** `PUT /negotiation/{id}` with values: a proposal (or a counter-proposal) of the caller's side. */
export function propose(record: NegotiationRecord, account: AccountRecord, roles: Side[], body: Omit<NegotiationUpdate, 'status'>) {
  if (isFinal(record.status)) throw badRequest('NegotiationClosed');
  if (record.status !== 'IN_QUOTATION') throw badRequest('NegotiationNotEditable');
  const pending = record.pendingProposal;
  // A collaborator of both companies answers the pending proposal as the other side.
  const side = roles.find((r) => r !== pending?.role);
  if (!side) throw badRequest('ProposalPending');
  const next = {
    quantity: body.quantity ?? record.quantity,
    unitPrice: body.unitPrice === undefined ? record.unitPrice : round2(body.unitPrice),
    delivery: body.delivery ?? record.delivery,
  };
  const changes = changesOf(record, next);
  if (changes.length === 0) throw badRequest('NothingToChange');
  if (next.quantity > available(record)) throw badRequest('QuantityAboveAvailable');
  checkQuantityFitsUnit(next.quantity, findAnnouncementRecord(record.announcementId).unitIndex);
  const id = record.events.filter((e) => e.type === 'PROPOSAL').length + 1;
  const message = body.message?.trim() ?? '';
  if (pending) recordEvent(record, account, side, { type: 'PROPOSAL_SUPERSEDED', proposalId: pending.id, byProposalId: id });
  const event = recordEvent(record, account, side, { type: 'PROPOSAL', proposalId: id, changes, message });
  record.pendingProposal = { id, accountId: account.id, role: side, ...next, message, createdAt: event.at };
}

/** The pending proposal `proposalId` (else 'ProposalNotPending'; 'NegotiationClosed' once final). */
function pendingProposal(record: NegotiationRecord, proposalId: number): ProposalRecord {
  if (isFinal(record.status)) throw badRequest('NegotiationClosed');
  const pending = record.pendingProposal;
  if (!pending || pending.id !== proposalId) throw badRequest('ProposalNotPending');
  return pending;
}

/** The side that answers a proposal: the other party ('OwnProposal' for its author). */
function answeringSide(pending: ProposalRecord, roles: Side[]): Side {
  const side = roles.find((r) => r !== pending.role);
  if (!side) throw badRequest('OwnProposal');
  return side;
}

/** Reads the negotiation as a party, with the proposal id of the path. */
function partyCall(request: Request, params: { id?: string | readonly string[]; proposalId?: string | readonly string[] }) {
  const account = requireAccount(request);
  const { record, roles } = partyNegotiation(idParam(params.id), account);
  return { account, record, roles };
}

export const proposalHandlers = [
  route.post<{ id: string; proposalId: string }>('/negotiation/:id/proposal/:proposalId/accept', ({ request, params }) => {
    const { account, record, roles } = partyCall(request, params);
    const pending = pendingProposal(record, idParam(params.proposalId));
    const side = answeringSide(pending, roles);
    if (pending.quantity > available(record)) throw badRequest('QuantityAboveAvailable');
    record.quantity = pending.quantity;
    record.unitPrice = pending.unitPrice;
    record.delivery = pending.delivery;
    record.pendingProposal = null;
    recordEvent(record, account, side, { type: 'PROPOSAL_ACCEPTED', proposalId: pending.id });
    return toNegotiation(record, roles);
  }),

  route.post<{ id: string; proposalId: string }>('/negotiation/:id/proposal/:proposalId/decline', async ({ request, params }) => {
    const { account, record, roles } = partyCall(request, params);
    const body = await readBody(request, declineBodySchema);
    const pending = pendingProposal(record, idParam(params.proposalId));
    const side = answeringSide(pending, roles);
    record.pendingProposal = null;
    recordEvent(record, account, side, { type: 'PROPOSAL_DECLINED', proposalId: pending.id, reason: body.reason });
    return toNegotiation(record, roles);
  }),

  route.delete<{ id: string; proposalId: string }>('/negotiation/:id/proposal/:proposalId', ({ request, params }) => {
    const { account, record, roles } = partyCall(request, params);
    const pending = pendingProposal(record, idParam(params.proposalId));
    if (!roles.includes(pending.role)) throw unauthorized('Unauthorized');
    record.pendingProposal = null;
    recordEvent(record, account, pending.role, { type: 'PROPOSAL_WITHDRAWN', proposalId: pending.id });
    return toNegotiation(record, roles);
  }),

  /** The parties write to each other until it is final ('NegotiationClosed'); the admin reads. */
  route.post<{ id: string }>('/negotiation/:id/messages', async ({ request, params }) => {
    const { account, record, roles } = partyCall(request, params);
    const body = await readBody(request, messageBodySchema);
    if (isFinal(record.status)) throw badRequest('NegotiationClosed');
    recordEvent(record, account, roles[0]!, { type: 'MESSAGE', text: body.text });
    return toNegotiation(record, roles);
  }),
];
