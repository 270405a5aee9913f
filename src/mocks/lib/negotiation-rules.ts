import type { NegotiationRole } from '@/features/negotiations/api';
import { FINAL_NEGOTIATION_STATUSES, NEGOTIATION_STATUSES, type NegotiationStatus } from '@/lib/status';
import type { NegotiationEventRecord, NegotiationRecord } from '../db/negotiations';
import { db, now } from '../db/store';
import type { AccountRecord } from '../db/types';
import { notFound, unauthorized } from './errors';
import { companyIdsOf } from './deal-helpers';
import { mayRelease } from './deal-rules';
import { isOnHold } from './negotiation-guards';

/**
 * The rules of a negotiation (docs/deal/negotiations.md): the status steps of each side, whose turn it is, and
 * who may act on it. The seller moves it forward (Em cotação → Em andamento → Aguardando pagamento
 * → Entrega/coleta liberada); the buyer confirms receipt (Finalizado); both may cancel until it is
 * released; the admin may set any other status of an open one. While a proposal is pending nobody
 * changes the status: it is answered (or withdrawn) first.
 */

export type Side = 'BUYER' | 'SELLER';

const SELLER_NEXT: Record<NegotiationStatus, NegotiationStatus[]> = {
  IN_QUOTATION: ['IN_PROGRESS', 'CALLED_OFF'],
  IN_PROGRESS: ['AWAITING_PAYMENT', 'CALLED_OFF'],
  AWAITING_PAYMENT: ['RELEASED_FOR_DELIVERY', 'CALLED_OFF'],
  RELEASED_FOR_DELIVERY: [],
  FINISHED: [],
  CALLED_OFF: [],
};

const BUYER_NEXT: Record<NegotiationStatus, NegotiationStatus[]> = {
  IN_QUOTATION: ['CALLED_OFF'],
  IN_PROGRESS: ['CALLED_OFF'],
  AWAITING_PAYMENT: ['CALLED_OFF'],
  RELEASED_FOR_DELIVERY: ['FINISHED'],
  FINISHED: [],
  CALLED_OFF: [],
};

export const isFinal = (status: NegotiationStatus) => FINAL_NEGOTIATION_STATUSES.includes(status);

/** The next statuses for a role, in the machine's order (none for a final one or while a proposal is pending). */
export function statusOptions(status: NegotiationStatus, roles: readonly NegotiationRole[], proposalPending = false): NegotiationStatus[] {
  if (isFinal(status) || proposalPending) return [];
  const allowed = new Set<NegotiationStatus>();
  for (const role of roles) {
    const next = role === 'ADMIN' ? NEGOTIATION_STATUSES.filter((s) => s !== status) : role === 'SELLER' ? SELLER_NEXT[status] : BUYER_NEXT[status];
    next.forEach((s) => allowed.add(s));
  }
  return NEGOTIATION_STATUSES.filter((s) => allowed.has(s));
}

/**
 * The caller's options now: the machine's, without the seller's release until it is paid and
 * invoiced (deal-rules.ts); only cancelling while the negotiation is on hold (announcement or a
 * company not APPROVED) or for a member of both companies (negotiation-guards.ts).
 */
export function optionsOf(record: NegotiationRecord, roles: readonly NegotiationRole[]): NegotiationStatus[] {
  const options = statusOptions(record.status, roles, record.pendingProposal !== null).filter((s) => s !== 'RELEASED_FOR_DELIVERY' || mayRelease(record, roles));
  const cancelOnly = isOnHold(record) || (roles.includes('BUYER') && roles.includes('SELLER'));
  return cancelOnly ? options.filter((s) => s === 'CALLED_OFF') : options;
}

const otherSide = (side: Side): Side => (side === 'BUYER' ? 'SELLER' : 'BUYER');

/**
 * Whose move it is: the other party of a pending proposal, else the side whose status step comes
 * next (the seller until it is released, then the buyer), none once it is final.
 */
export function waitingFor(record: NegotiationRecord): Side | null {
  if (isFinal(record.status)) return null;
  if (record.pendingProposal) return otherSide(record.pendingProposal.role);
  // Awaiting payment, the buyer pays first; then the seller confirms, invoices and releases.
  if (record.status === 'AWAITING_PAYMENT' && !record.payment) return 'BUYER';
  return SELLER_NEXT[record.status].some((s) => s !== 'CALLED_OFF') ? 'SELLER' : 'BUYER';
}

/** Contacts are shared once the seller took it forward (Em andamento or past it), even if it ended later. */
export function reachedInProgress(record: NegotiationRecord): boolean {
  return record.events.some((e) => e.type === 'STATUS' && e.to !== 'IN_QUOTATION' && e.to !== 'CALLED_OFF');
}

/** The caller's sides in a negotiation (a collaborator of both companies has both). */
function rolesOf(record: NegotiationRecord, account: AccountRecord): Side[] {
  const mine = companyIdsOf(account);
  const roles: Side[] = [];
  if (mine.has(record.sellerCompanyId)) roles.push('SELLER');
  if (mine.has(record.buyerCompanyId)) roles.push('BUYER');
  return roles;
}

export function findNegotiation(id: number): NegotiationRecord {
  const found = db.negotiations.find((n) => n.id === id);
  if (!found) throw notFound('Not Found');
  return found;
}

/** A party's negotiation; anyone else is refused (401). */
export function partyNegotiation(id: number, account: AccountRecord): { record: NegotiationRecord; roles: Side[] } {
  const record = findNegotiation(id);
  const roles = rolesOf(record, account);
  if (roles.length === 0) throw unauthorized('Unauthorized');
  return { record, roles };
}

type EventBody = NegotiationEventRecord extends infer E ? (E extends unknown ? Omit<E, 'id' | 'at' | 'accountId' | 'role'> : never) : never;

/** Appends an event by `account` acting as `role`, now, and touches the negotiation. */
export function record(negotiation: NegotiationRecord, account: AccountRecord, role: NegotiationRole, event: EventBody, at = now()): NegotiationEventRecord {
  const entry = { ...event, id: negotiation.events.length + 1, at, accountId: account.id, role } as NegotiationEventRecord;
  negotiation.events.push(entry);
  negotiation.updatedAt = at;
  return entry;
}
