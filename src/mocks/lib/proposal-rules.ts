import { PROPOSABLE_FIELDS, type NegotiationUpdate, type ProposableField, type ProposalChange, type ProposedValues } from '@/features/negotiations/api';
import { proposedValuesOf, type NegotiationRecord, type ProposalRecord } from '../db/negotiations';
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

/** How two values of a field compare when it is not `===`: the delivery terms by what they say. */
const SAME: { [K in ProposableField]?: (a: ProposedValues[K], b: ProposedValues[K]) => boolean } = { deliveryTerms: sameTerms };

function changeOf<K extends ProposableField>(field: K, agreed: ProposedValues, next: ProposedValues): ProposalChange[] {
  const same = SAME[field] ?? ((a: ProposedValues[K], b: ProposedValues[K]) => a === b);
  // A member of the change union for this field; tsc cannot pair a generic key with its member.
  return same(agreed[field], next[field]) ? [] : [{ field, from: agreed[field], to: next[field] } as ProposalChange];
}

/** What a proposal's values change from the agreed ones, in the shape's order. */
function changesOf(agreed: ProposedValues, next: ProposedValues): ProposalChange[] {
  return PROPOSABLE_FIELDS.flatMap((field) => changeOf(field, agreed, next));
}

/** The values a body sends: an absent (or undefined) one keeps the agreed value. */
function sentValues<T extends object>(body: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
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
  const { message: text, ...values } = body;
  const agreed = proposedValuesOf(record);
  const sent = { ...agreed, ...sentValues(values) };
  const next: ProposedValues = {
    ...sent,
    unitPrice: round2(sent.unitPrice),
    // Entrega carries its address and freight (sent, or the agreed ones kept); Retirada none.
    deliveryTerms: termsFor(sent.delivery, sent.deliveryTerms),
  };
  const changes = changesOf(agreed, next);
  if (changes.length === 0) throw badRequest('NothingToChange');
  if (next.quantity > available(record)) throw badRequest('QuantityAboveAvailable');
  checkQuantityFitsUnit(next.quantity, findAnnouncementRecord(record.announcementId).unitIndex);
  const id = record.events.filter((e) => e.type === 'PROPOSAL').length + 1;
  const message = text?.trim() ?? '';
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
