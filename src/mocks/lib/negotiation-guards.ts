import type { NegotiationHold } from '@/features/negotiations/api';
import { FINAL_NEGOTIATION_STATUSES, type NegotiationStatus } from '@/lib/status';
import type { AnnouncementRecord } from '../db/announcements';
import type { NegotiationRecord } from '../db/negotiations';
import { db } from '../db/store';
import { refuse } from '../contract/types';
import { badRequest, HttpError } from './errors';

/**
 * What keeps a negotiation honest (docs/deal/negotiations.md, "Stock" and "On hold"):
 * stock reserved from Em andamento on, so reserved plus sold never passes what was announced; a
 * negotiation whose announcement or either company stops being APPROVED only cancels; and nobody
 * negotiates with a company they belong to.
 */

/** The statuses that hold their quantity: the seller accepted, the goods are not delivered yet. */
const RESERVING_STATUSES: readonly NegotiationStatus[] = ['IN_PROGRESS', 'AWAITING_PAYMENT', 'RELEASED_FOR_DELIVERY'];

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** What the announcement's negotiations hold now (`except` left out). */
export function reservedOf(announcementId: number, except?: NegotiationRecord): number {
  let total = 0;
  for (const n of db.negotiations) {
    if (n.announcementId === announcementId && n !== except && RESERVING_STATUSES.includes(n.status)) total += n.quantity;
  }
  return round3(total);
}

/**
 * What is still for sale: the announcement's `quantity` (what was announced less what was sold,
 * lowered at Finalizado) less what is reserved, never below 0.
 */
export function availableOf(announcement: AnnouncementRecord, except?: NegotiationRecord): number {
  return Math.max(0, round3(announcement.quantity - reservedOf(announcement.id, except)));
}

/**
 * A step that takes `record` into a reserving status (or straight to Finalizado) from one that held
 * nothing: its quantity must fit what is left, else 'StockNotEnough' naming it (`details`).
 */
export function checkStock(record: NegotiationRecord, to: NegotiationStatus): void {
  const takes = RESERVING_STATUSES.includes(to) || to === 'FINISHED';
  if (!takes || RESERVING_STATUSES.includes(record.status)) return;
  const announcement = db.announcements.find((a) => a.id === record.announcementId);
  if (!announcement) return;
  const available = availableOf(announcement, record);
  if (record.quantity > available) {
    const unit = db.units.find((u) => u.index === announcement.unitIndex)?.name ?? '';
    throw new HttpError(400, 'StockNotEnough', { available, unit });
  }
}

/**
 * An edit may not lower the announcement's quantity below what its negotiations hold
 * ('QuantityBelowReserved', naming it): reserved plus sold stays within what is announced.
 */
export function checkQuantityCoversReserved(announcement: AnnouncementRecord, quantity: number | undefined): void {
  if (quantity === undefined) return;
  const reserved = reservedOf(announcement.id);
  if (quantity < reserved) {
    const unit = db.units.find((u) => u.index === announcement.unitIndex)?.name ?? '';
    throw new HttpError(400, 'QuantityBelowReserved', { reserved, unit });
  }
}

/** The announcement is not APPROVED, or either company is not: the negotiation waits, and may only be cancelled. */
export function isOnHold(record: NegotiationRecord): boolean {
  const announcement = db.announcements.find((a) => a.id === record.announcementId);
  const approved = (companyId: number) => db.companies.find((c) => c.id === companyId)?.status === 'APPROVED';
  return announcement?.status !== 'APPROVED' || !approved(record.sellerCompanyId) || !approved(record.buyerCompanyId);
}

/**
 * Why `viewerRoles` may only cancel, as the detail's `onHold` says it: the announcement first,
 * then a company, then a viewer on both sides; null once final, when nothing moves anyway.
 */
export function holdOf(record: NegotiationRecord, viewerRoles: readonly string[]): NegotiationHold | null {
  if (FINAL_NEGOTIATION_STATUSES.includes(record.status)) return null;
  const announcement = db.announcements.find((a) => a.id === record.announcementId);
  if (announcement?.status !== 'APPROVED') return 'OFFER_NOT_APPROVED';
  if (isOnHold(record)) return 'PARTY_NOT_APPROVED';
  return viewerRoles.includes('BUYER') && viewerRoles.includes('SELLER') ? 'OWN_COMPANY' : null;
}

/** What every step on an open negotiation may meet (the contract's refusals of those calls). */
export const dealStepRefusals = refuse('NegotiationClosed', 'NegotiationOnHold', 'OwnCompanyNegotiation');

/** Anything but cancelling is refused while on hold ('NegotiationOnHold'). */
export function checkNotOnHold(record: NegotiationRecord): void {
  if (isOnHold(record)) throw badRequest('NegotiationOnHold');
}

/** A member of both companies takes no side but cancelling ('OwnCompanyNegotiation'). */
export function checkNotBothSides(roles: readonly string[]): void {
  if (roles.includes('BUYER') && roles.includes('SELLER')) throw badRequest('OwnCompanyNegotiation');
}
