import type { NegotiationUpdate, ProposalChange } from '@/features/negotiations/api';
import type { NegotiationRecord, ProposalRecord } from '../db/negotiations';
import type { AccountRecord } from '../db/types';
import { findAnnouncementRecord } from './deal-helpers';
import { badRequest } from './errors';
import { isFinal, record as recordEvent, type Side } from './negotiation-rules';
import { round2 } from './negotiation-views';
import { checkQuantityFitsUnit } from './numbers';
import { availableOf, checkNotBothSides, checkNotOnHold } from './negotiation-guards';
import { sameTerms, termsFor } from './deal-rules';

/**
 * The rules of proposals (docs/deal/negotiations.md; the routes are handlers/negotiation-proposals.ts): what a
 * proposal changes, who may make or answer one, and what the announcement has left to offer.
 */

/** What the announcement has left now (less what other negotiations reserved): proposals are held to it. */
export function available(record: NegotiationRecord): number {
  return availableOf(findAnnouncementRecord(record.announcementId), record);
}

/** The values a proposal would set, and what differs from the agreed ones. */
function changesOf(record: NegotiationRecord, next: Pick<ProposalRecord, 'quantity' | 'unitPrice' | 'delivery' | 'deliveryTerms'>): ProposalChange[] {
  const changes: ProposalChange[] = [];
  if (next.quantity !== record.quantity) changes.push({ field: 'quantity', from: record.quantity, to: next.quantity });
  if (next.unitPrice !== record.unitPrice) changes.push({ field: 'unitPrice', from: record.unitPrice, to: next.unitPrice });
  if (next.delivery !== record.delivery) changes.push({ field: 'delivery', from: record.delivery, to: next.delivery });
  const terms = { from: record.deliveryTerms ?? null, to: next.deliveryTerms ?? null };
  if (!sameTerms(terms.from, terms.to)) changes.push({ field: 'deliveryTerms', ...terms });
  return changes;
}

/** `PUT /negotiation/{id}` with values: a proposal (or a counter-proposal) of the caller's side. */
export function propose(record: NegotiationRecord, account: AccountRecord, roles: Side[], body: Omit<NegotiationUpdate, 'status'>) {
  if (isFinal(record.status)) throw badRequest('NegotiationClosed');
  if (record.status !== 'IN_QUOTATION') throw badRequest('NegotiationNotEditable');
  checkNotOnHold(record);
  checkNotBothSides(roles);
  const pending = record.pendingProposal;
  // A collaborator of both companies answers the pending proposal as the other side.
  const side = roles.find((r) => r !== pending?.role);
  if (!side) throw badRequest('ProposalPending');
  const delivery = body.delivery ?? record.delivery;
  // Entrega carries its address and freight (sent, or the agreed ones kept); Retirada none.
  const sent = body.deliveryTerms === undefined ? (record.deliveryTerms ?? null) : body.deliveryTerms;
  const deliveryTerms = termsFor(delivery, sent);
  const next = {
    quantity: body.quantity ?? record.quantity,
    unitPrice: body.unitPrice === undefined ? record.unitPrice : round2(body.unitPrice),
    delivery,
    deliveryTerms,
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
export function pendingProposal(record: NegotiationRecord, proposalId: number): ProposalRecord {
  if (isFinal(record.status)) throw badRequest('NegotiationClosed');
  const pending = record.pendingProposal;
  if (!pending || pending.id !== proposalId) throw badRequest('ProposalNotPending');
  return pending;
}

/** The side that answers a proposal: the other party ('OwnProposal' for its author). */
export function answeringSide(pending: ProposalRecord, roles: Side[]): Side {
  const side = roles.find((r) => r !== pending.role);
  if (!side) throw badRequest('OwnProposal');
  return side;
}
