import type { Negotiation, NegotiationActor, NegotiationContacts, NegotiationEvent, NegotiationSummary } from '@/features/negotiations/api';
import { proposedValuesOf, type NegotiationEventRecord, type NegotiationRecord } from '../db/negotiations';
import { db } from '../db/store';
import { joins, type Joins } from './announcement-views';
import { companyRef, personRef } from './deal-helpers';
import { holdOf } from './negotiation-guards';
import { reachedInProgress, waitingFor, type Side } from './negotiation-rules';
import { dealView } from './deal-views';

/** The API shapes of a negotiation record (lists, detail), joined with the announcement and the parties. */

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** A list row; `viewerRoles` are the caller's sides (`[]` for the admin), for its `onHold`. */
export function toSummary(record: NegotiationRecord, j: Joins, viewerRoles: readonly Side[] = []): NegotiationSummary {
  const a = db.announcements.find((x) => x.id === record.announcementId);
  const unit = a ? j.units.get(a.unitIndex) : undefined;
  const product = a ? j.products.get(a.productId) : undefined;
  return {
    id: record.id,
    status: record.status,
    announcement: {
      id: record.announcementId,
      title: a?.title ?? '—',
      quantity: a?.quantity ?? 0,
      unitPrice: a?.unitPrice ?? 0,
      unit: { index: a?.unitIndex ?? 0, name: unit?.name ?? '—' },
      product: { id: a?.productId ?? 0, name: product?.name ?? '—' },
      city: a?.location.city ?? '',
      uf: a?.location.uf ?? '',
    },
    seller: companyRef(record.sellerCompanyId, j),
    buyer: companyRef(record.buyerCompanyId, j),
    quantity: record.quantity,
    unitPrice: record.unitPrice,
    total: round2(record.quantity * record.unitPrice),
    delivery: record.delivery,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    waitingFor: waitingFor(record),
    proposalPending: record.pendingProposal !== null,
    onHold: holdOf(record, viewerRoles),
  };
}

const actor = (accountId: number, role: NegotiationActor['role']): NegotiationActor => ({ id: accountId, name: personRef(accountId).name, role });

function toEvent(e: NegotiationEventRecord): NegotiationEvent {
  const { accountId, role, ...rest } = e;
  return { ...rest, by: actor(accountId, role) } as NegotiationEvent;
}

function companyContact(id: number) {
  const company = db.companies.find((c) => c.id === id);
  return { companyName: company?.companyName ?? '—', email: company?.email ?? '', phone: company?.phone ?? null };
}

function contactsOf(record: NegotiationRecord): NegotiationContacts {
  const person = personRef(record.buyerAccountId);
  return {
    seller: companyContact(record.sellerCompanyId),
    buyer: { ...companyContact(record.buyerCompanyId), person: { name: person.name, email: person.email } },
  };
}

/** The detail as `viewerRoles` sees it (`[]` is the admin: contacts whatever the status). */
export function toNegotiation(record: NegotiationRecord, viewerRoles: Side[], j: Joins = joins()): Negotiation {
  const p = record.pendingProposal;
  const shared = viewerRoles.length === 0 || reachedInProgress(record);
  const buyer = personRef(record.buyerAccountId);
  return {
    ...toSummary(record, j, viewerRoles),
    // The buyer's e-mail is contact information: shared with the contacts, not before.
    buyerAccount: shared ? buyer : { ...buyer, email: '' },
    events: record.events.map(toEvent),
    pendingProposal: p ? { id: p.id, by: actor(p.accountId, p.role), ...proposedValuesOf(p), message: p.message, createdAt: p.createdAt } : null,
    viewerRoles,
    contacts: shared ? contactsOf(record) : null,
    ...proposedValuesOf(record),
    ...dealView(record, viewerRoles),
  };
}
