import type { z } from 'zod';
import {
  negotiationBodySchema,
  negotiationUpdateSchema,
  openNegotiationBodySchema,
  type DeliveryMode,
  type Negotiation,
  type NegotiationRole,
  type NegotiationSummary,
} from '@/features/negotiations/api';
import { FINAL_NEGOTIATION_STATUSES, NEGOTIATION_STATUSES, type NegotiationStatus } from '@/lib/status';
import type { AnnouncementRecord } from '../db/announcements';
import type { NegotiationRecord } from '../db/deals';
import { db, nextId, now } from '../db/store';
import type { AccountRecord } from '../db/types';
import { requireAccount, requireAdmin } from '../lib/auth';
import { badRequest, notFound, unauthorized } from '../lib/errors';
import { idParam, readBody, route } from '../lib/http';
import { enumFilters, normalize, paginate, sortItems } from '../lib/list';
import { joins, type Joins } from './announcements';
import { actingCompany, buyableAnnouncement, companyIdsOf, companyRef, findAnnouncementRecord, memberOfCompany, personRef } from './deal-helpers';

/**
 * Negotiations (SPEC.md §4, DESIGN.md §8). The status machine: the seller moves a negotiation
 * forward (Em cotação → Em andamento → Aguardando pagamento → Entrega/coleta liberada) and may
 * cancel it until it is released; the buyer may cancel until it is released and confirms the end
 * (Finalizado) once it is; the admin may set any other status of an open negotiation. FINISHED and
 * CALLED_OFF are final ('NegotiationClosed'). Values (quantity, price, delivery, message) change
 * only while Em cotação ('NegotiationNotEditable'). Only the parties see or act on a negotiation
 * (401 for anyone else). Every status change is kept in the history with its date and author.
 */

const SELLER_NEXT: Record<NegotiationStatus, NegotiationStatus[]> = {
  IN_QUOTATION: ['IN_PROGRESS', 'CALLED_OFF'],
  IN_PROGRESS: ['AWAITING_PAYMENT', 'CALLED_OFF'],
  AWAITING_PAYMENT: ['RELEASED_FOR_DELIVERY', 'CALLED_OFF'],
  RELEASED_FOR_DELIVERY: ['FINISHED'],
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

const isFinal = (status: NegotiationStatus) => FINAL_NEGOTIATION_STATUSES.includes(status);

/** The next statuses for a role, in the machine's order (none for a final negotiation). */
export function statusOptions(status: NegotiationStatus, roles: readonly NegotiationRole[]): NegotiationStatus[] {
  if (isFinal(status)) return [];
  const allowed = new Set<NegotiationStatus>();
  for (const role of roles) {
    const next = role === 'ADMIN' ? NEGOTIATION_STATUSES.filter((s) => s !== status) : role === 'SELLER' ? SELLER_NEXT[status] : BUYER_NEXT[status];
    next.forEach((s) => allowed.add(s));
  }
  return NEGOTIATION_STATUSES.filter((s) => allowed.has(s));
}

/** The caller's roles in a negotiation (a collaborator of both companies has both). */
function rolesOf(record: NegotiationRecord, account: AccountRecord): NegotiationRole[] {
  const mine = companyIdsOf(account);
  const roles: NegotiationRole[] = [];
  if (mine.has(record.sellerCompanyId)) roles.push('SELLER');
  if (mine.has(record.buyerCompanyId)) roles.push('BUYER');
  return roles;
}

function findNegotiation(id: number): NegotiationRecord {
  const found = db.negotiations.find((n) => n.id === id);
  if (!found) throw notFound('Not Found');
  return found;
}

/** A party's negotiation; anyone else is refused (401). */
function partyNegotiation(id: number, account: AccountRecord): { record: NegotiationRecord; roles: NegotiationRole[] } {
  const record = findNegotiation(id);
  const roles = rolesOf(record, account);
  if (roles.length === 0) throw unauthorized('Unauthorized');
  return { record, roles };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function toSummary(record: NegotiationRecord, j: Joins): NegotiationSummary {
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
  };
}

function toNegotiation(record: NegotiationRecord, j: Joins = joins()): Negotiation {
  return {
    ...toSummary(record, j),
    buyerAccount: personRef(record.buyerAccountId),
    message: record.message,
    history: record.history.map((h) => {
      const person = personRef(h.accountId);
      return { status: h.status, at: h.at, by: { id: h.accountId, name: person.name, role: h.role } };
    }),
  };
}

/**
 * Filters: `status` (several; an unknown one is a 400), `search` (title, product, either company);
 * sorting. Newest activity first.
 */
function listPage(items: readonly NegotiationRecord[], query: URLSearchParams) {
  const j = joins();
  const statuses = enumFilters(query, 'status', NEGOTIATION_STATUSES);
  const q = normalize(query.get('search') ?? '');
  const rows = items
    .filter((n) => !statuses.length || statuses.includes(n.status))
    .map((n) => toSummary(n, j))
    .filter(
      (n) =>
        !q ||
        normalize(`${n.id} ${n.announcement.title} ${n.announcement.product.name} ${n.seller.companyName} ${n.seller.tradeName} ${n.buyer.companyName} ${n.buyer.tradeName}`).includes(q),
    )
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
  const sorted = sortItems(rows, query, {
    id: (n) => n.id,
    createdAt: (n) => n.createdAt,
    updatedAt: (n) => n.updatedAt,
    status: (n) => NEGOTIATION_STATUSES.indexOf(n.status),
    total: (n) => n.total,
    quantity: (n) => n.quantity,
    announcement: (n) => n.announcement.title,
    seller: (n) => n.seller.companyName,
    buyer: (n) => n.buyer.companyName,
  });
  return paginate(sorted, query);
}

/** Applies a checked update: status (one of `options`) and/or values (only while IN_QUOTATION). */
async function applyUpdate(request: Request, record: NegotiationRecord, account: AccountRecord, roles: NegotiationRole[]) {
  const body = await readBody(request, negotiationUpdateSchema);
  if (isFinal(record.status)) throw badRequest('NegotiationClosed');
  const status = body.status !== undefined && body.status !== record.status ? body.status : undefined;
  if (status !== undefined && !statusOptions(record.status, roles).includes(status)) throw badRequest('InvalidStatusTransition');
  const changesValues =
    (body.quantity !== undefined && body.quantity !== record.quantity) ||
    (body.unitPrice !== undefined && body.unitPrice !== record.unitPrice) ||
    (body.delivery !== undefined && body.delivery !== record.delivery) ||
    (body.message !== undefined && body.message !== record.message);
  if (changesValues) {
    if (record.status !== 'IN_QUOTATION') throw badRequest('NegotiationNotEditable');
    const announcement = findAnnouncementRecord(record.announcementId);
    if (body.quantity !== undefined && body.quantity > announcement.quantity) throw badRequest('QuantityAboveAvailable');
  }
  const stamp = now();
  if (changesValues) {
    if (body.quantity !== undefined) record.quantity = body.quantity;
    if (body.unitPrice !== undefined) record.unitPrice = round2(body.unitPrice);
    if (body.delivery !== undefined) record.delivery = body.delivery;
    if (body.message !== undefined) record.message = body.message;
  }
  if (status !== undefined) {
    // The role whose options allow this status (a collaborator of both companies has two).
    const role = roles.find((r) => statusOptions(record.status, [r]).includes(status)) ?? roles[0]!;
    record.status = status;
    record.history.push({ status, at: stamp, accountId: account.id, role });
  }
  if (changesValues || status !== undefined) record.updatedAt = stamp;
  return toNegotiation(record);
}

/** What a new negotiation starts from, whoever opens it. */
interface Opening {
  announcement: AnnouncementRecord;
  buyerCompanyId: number;
  buyerAccountId: number;
  quantity: number;
  unitPrice: number;
  delivery: DeliveryMode;
  message: string;
  /** Who opens it. */
  role: NegotiationRole;
}

/** The buyer's own proposal on a public announcement of another company. */
function fromProposal(body: z.output<typeof negotiationBodySchema>, account: AccountRecord, j: Joins): Opening {
  const announcement = buyableAnnouncement(body.announcementId, account, j);
  actingCompany(body.companyId, account);
  return { announcement, buyerCompanyId: body.companyId, buyerAccountId: account.id, quantity: body.quantity, unitPrice: body.unitPrice, delivery: body.delivery, message: body.message, role: 'BUYER' };
}

/** The seller's answer to an interest item: only a member of the announcing company (else 401). */
function fromInterest(interestItemId: number, account: AccountRecord): Opening {
  const interest = db.interestItems.find((i) => i.id === interestItemId);
  if (!interest) throw notFound('Not Found');
  const announcement = findAnnouncementRecord(interest.announcementId);
  if (!memberOfCompany(announcement.companyId, account)) throw unauthorized('Unauthorized');
  return {
    announcement,
    buyerCompanyId: interest.companyId,
    buyerAccountId: interest.accountId,
    quantity: interest.quantity,
    unitPrice: announcement.unitPrice,
    delivery: 'PICKUP',
    message: '',
    role: 'SELLER',
  };
}

export const negotiationHandlers = [
  route.get('/negotiation/list/purchases', ({ request, query }) => {
    const mine = companyIdsOf(requireAccount(request));
    return listPage(db.negotiations.filter((n) => mine.has(n.buyerCompanyId)), query);
  }),

  route.get('/negotiation/list/sales', ({ request, query }) => {
    const mine = companyIdsOf(requireAccount(request));
    return listPage(db.negotiations.filter((n) => mine.has(n.sellerCompanyId)), query);
  }),

  route.get('/negotiation/:id/status-options', ({ request, params }) => {
    const { record, roles } = partyNegotiation(idParam(params.id), requireAccount(request));
    return statusOptions(record.status, roles);
  }),

  route.get('/negotiation/:id', ({ request, params }) => {
    const { record } = partyNegotiation(idParam(params.id), requireAccount(request));
    return toNegotiation(record);
  }),

  /**
   * A buyer opens a negotiation on a public announcement of another company, for one of their
   * APPROVED companies: IN_QUOTATION. Or a member of the announcing company opens one from an
   * interest item it received (`{ interestItemId }`). One open negotiation per announcement and
   * buying company ('NegotiationAlreadyOpen'): a second submit never makes a duplicate.
   */
  route.post('/negotiation', async ({ request }) => {
    const account = requireAccount(request);
    const body = await readBody(request, openNegotiationBodySchema);
    const j = joins();
    const opening = 'interestItemId' in body ? fromInterest(body.interestItemId, account) : fromProposal(body, account, j);
    if (opening.quantity > opening.announcement.quantity) throw badRequest('QuantityAboveAvailable');
    if (db.negotiations.some((n) => n.announcementId === opening.announcement.id && n.buyerCompanyId === opening.buyerCompanyId && !isFinal(n.status)))
      throw badRequest('NegotiationAlreadyOpen');
    const stamp = now();
    const record: NegotiationRecord = {
      id: nextId('negotiations'),
      announcementId: opening.announcement.id,
      sellerCompanyId: opening.announcement.companyId,
      buyerCompanyId: opening.buyerCompanyId,
      buyerAccountId: opening.buyerAccountId,
      quantity: opening.quantity,
      unitPrice: round2(opening.unitPrice),
      delivery: opening.delivery,
      message: opening.message,
      status: 'IN_QUOTATION',
      history: [{ status: 'IN_QUOTATION', at: stamp, accountId: account.id, role: opening.role }],
      createdAt: stamp,
      updatedAt: stamp,
    };
    db.negotiations.push(record);
    return toNegotiation(record, j);
  }),

  route.put('/negotiation/:id', async ({ request, params }) => {
    const account = requireAccount(request);
    const { record, roles } = partyNegotiation(idParam(params.id), account);
    return applyUpdate(request, record, account, roles);
  }),

  // ---- admin
  route.get('/admin/negotiation', ({ request, query }) => {
    requireAdmin(request);
    return listPage(db.negotiations, query);
  }),

  route.get('/admin/negotiation/:id/status-options', ({ request, params }) => {
    requireAdmin(request);
    return statusOptions(findNegotiation(idParam(params.id)).status, ['ADMIN']);
  }),

  route.get('/admin/negotiation/:id', ({ request, params }) => {
    requireAdmin(request);
    return toNegotiation(findNegotiation(idParam(params.id)));
  }),

  route.put('/admin/negotiation/:id', async ({ request, params }) => {
    const admin = requireAdmin(request);
    const record = findNegotiation(idParam(params.id));
    return applyUpdate(request, record, admin, ['ADMIN']);
  }),
];
