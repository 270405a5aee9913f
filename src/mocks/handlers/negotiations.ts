import type * as z from 'zod/mini';
import { negotiationBodySchema } from '@/features/negotiations/bodies';
import { adminNegotiationUpdateSchema, negotiationUpdateSchema, openNegotiationBodySchema } from '../contract/bodies/negotiations';
import type { NegotiationRole, NegotiationStatus, ProposedValues } from '@/features/negotiations/api';
import { NEGOTIATION_STATUSES } from '@/lib/status';
import type { AnnouncementRecord } from '../db/announcements';
import { OPENING_DEFAULTS, openedValues, proposedValuesOf, type NegotiationRecord } from '../db/negotiations';
import { db, nextId, now } from '../db/store';
import type { AccountRecord } from '../db/types';
import { requireAccount, requireAdmin } from '../lib/auth';
import { badRequest, notFound, unauthorized } from '../lib/errors';
import { heldJson, idParam, readBody, route } from '../lib/http';
import { enumFilters, normalize, paginate, sortItems } from '../lib/list';
import { checkQuantityFitsUnit } from '../lib/numbers';
import { isPublic, joins, type Joins } from '../lib/announcement-views';
import { unfeature } from '../lib/announcement-rules';
import { memberOfCompany } from '../lib/company-access';
import { actingCompany, buyableAnnouncement, companyIdsOf, findAnnouncementRecord } from '../lib/deal-helpers';
import { propose } from '../lib/proposal-rules';
import { availableOf, checkNotBothSides, checkNotOnHold, checkStock } from '../lib/negotiation-guards';
import { findNegotiation, isFinal, optionsOf, partyNegotiation, record as recordEvent, type Side } from '../lib/negotiation-rules';
import { round2, toNegotiation, toSummary } from '../lib/negotiation-views';
import { checkRelease, termsFor } from '../lib/deal-rules';

/**
 * Negotiations (docs/product/statuses.md, docs/product/calls.md, docs/deal/negotiations.md): lists, the detail, opening one, and `PUT` — a status
 * step or a proposal, never both ('StatusWithValues'). The status machine and whose turn it is are
 * in lib/negotiation-rules.ts, proposals and messages in negotiation-proposals.ts (their rules in
 * lib/proposal-rules.ts), the API shapes in lib/negotiation-views.ts. Only the parties see or act
 * on a negotiation (401 for anyone else).
 */

/**
 * Filters: `status` (several; an unknown one is a 400), `search` (title, product, either company);
 * sorting. Newest activity first.
 */
function listPage(items: readonly NegotiationRecord[], query: URLSearchParams, mine: ReadonlySet<number> = new Set()) {
  const j = joins();
  // The caller's sides of each row, for its `onHold` (none for the admin's list).
  const sidesOf = (n: NegotiationRecord): Side[] => [...(mine.has(n.buyerCompanyId) ? ['BUYER' as const] : []), ...(mine.has(n.sellerCompanyId) ? ['SELLER' as const] : [])];
  const statuses = enumFilters(query, 'status', NEGOTIATION_STATUSES);
  const q = normalize(query.get('search') ?? '');
  const rows = items
    .filter((n) => !statuses.length || statuses.includes(n.status))
    .map((n) => toSummary(n, j, sidesOf(n)))
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

/**
 * A status step among the caller's options; only cancelling while on hold or for a member of both
 * companies. Entering Em andamento reserves the quantity ('StockNotEnough' when it does not fit what
 * is left); finishing sells it: the announcement's quantity goes down by it; the STATUS event
 * records both. Cancelling releases a reservation (a reservation is the status itself).
 */
function step(record: NegotiationRecord, account: AccountRecord, roles: NegotiationRole[], status: NegotiationStatus) {
  if (isFinal(record.status)) throw badRequest('NegotiationClosed');
  if (record.pendingProposal) throw badRequest('ProposalPending');
  if (status !== 'CALLED_OFF') {
    checkNotOnHold(record);
    checkNotBothSides(roles);
  }
  checkRelease(record, roles, status);
  if (!optionsOf(record, roles).includes(status)) throw badRequest('InvalidStatusTransition');
  checkStock(record, status);
  // The role whose options allow this status (a collaborator of both companies has two).
  const role = roles.find((r) => optionsOf(record, [r]).includes(status)) ?? roles[0]!;
  const from = record.status;
  record.status = status;
  recordEvent(record, account, role, { type: 'STATUS', from, to: status });
  if (status === 'FINISHED') {
    const announcement = db.announcements.find((a) => a.id === record.announcementId);
    if (announcement) announcement.quantity = Math.max(0, Math.round((announcement.quantity - record.quantity) * 1000) / 1000);
    // Sold out: it leaves the showcase, so it frees its featured slot too (docs/product/statuses.md).
    if (announcement && announcement.quantity <= 0) unfeature(announcement.id);
  }
}

/** What a new negotiation starts from, whoever opens it: its proposable values (with Entrega, the buyer's terms). */
interface Opening extends ProposedValues {
  announcement: AnnouncementRecord;
  buyerCompanyId: number;
  buyerAccountId: number;
  message: string;
  /** Who opens it. */
  role: 'BUYER' | 'SELLER';
  interestItemId: number | null;
}

/** The buyer's own proposal on a public announcement of another company. */
function fromProposal(body: z.output<typeof negotiationBodySchema>, account: AccountRecord, j: Joins): Opening {
  const announcement = buyableAnnouncement(body.announcementId, account, j);
  actingCompany(body.companyId, account);
  return {
    announcement,
    buyerCompanyId: body.companyId,
    buyerAccountId: account.id,
    ...OPENING_DEFAULTS,
    quantity: body.quantity,
    unitPrice: round2(body.unitPrice),
    delivery: body.delivery,
    deliveryTerms: termsFor(body.delivery, body.deliveryTerms),
    message: body.message,
    role: 'BUYER',
    interestItemId: null,
  };
}

/** The seller's answer to an interest item: only a member of the announcing company (else 401). */
function fromInterest(interestItemId: number, account: AccountRecord): Opening {
  const interest = db.interestItems.find((i) => i.id === interestItemId);
  if (!interest) throw notFound('Not Found');
  const announcement = findAnnouncementRecord(interest.announcementId);
  if (!memberOfCompany(announcement.companyId, account)) throw unauthorized('Unauthorized');
  if (memberOfCompany(interest.companyId, account)) throw badRequest('OwnCompanyNegotiation');
  const buyer = db.companies.find((c) => c.id === interest.companyId);
  if (!isPublic(announcement, joins()) || buyer?.status !== 'APPROVED') throw badRequest('CounterpartyNotApproved');
  return {
    announcement,
    buyerCompanyId: interest.companyId,
    buyerAccountId: interest.accountId,
    ...OPENING_DEFAULTS,
    quantity: interest.quantity,
    unitPrice: announcement.unitPrice,
    delivery: 'PICKUP',
    deliveryTerms: null,
    message: '',
    role: 'SELLER',
    interestItemId: interest.id,
  };
}

export const negotiationHandlers = [
  route.get('/negotiation/list/purchases', ({ request, query }) => {
    const mine = companyIdsOf(requireAccount(request));
    return listPage(
      db.negotiations.filter((n) => mine.has(n.buyerCompanyId)),
      query,
      mine,
    );
  }),

  route.get('/negotiation/list/sales', ({ request, query }) => {
    const mine = companyIdsOf(requireAccount(request));
    return listPage(
      db.negotiations.filter((n) => mine.has(n.sellerCompanyId)),
      query,
      mine,
    );
  }),

  route.get('/negotiation/:id/status-options', ({ request, params }) => {
    const { record, roles } = partyNegotiation(idParam(params.id), requireAccount(request));
    return optionsOf(record, roles);
  }),

  /**
   * Watched by an open negotiation page (docs/deal/live.md): ETag and 304 while it has not
   * changed; with `?wait=` and `If-None-Match`, held until it changes or the wait ends.
   */
  route.get('/negotiation/:id', ({ request, params }) => {
    const id = idParam(params.id);
    const account = requireAccount(request);
    return heldJson(request, () => {
      const { record, roles } = partyNegotiation(id, account);
      return toNegotiation(record, roles);
    });
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
    if (opening.quantity > availableOf(opening.announcement)) throw badRequest('QuantityAboveAvailable');
    checkQuantityFitsUnit(opening.quantity, opening.announcement.unitIndex);
    if (db.negotiations.some((n) => n.announcementId === opening.announcement.id && n.buyerCompanyId === opening.buyerCompanyId && !isFinal(n.status)))
      throw badRequest('NegotiationAlreadyOpen');
    const stamp = now();
    const record: NegotiationRecord = {
      id: nextId('negotiations'),
      announcementId: opening.announcement.id,
      sellerCompanyId: opening.announcement.companyId,
      buyerCompanyId: opening.buyerCompanyId,
      buyerAccountId: opening.buyerAccountId,
      ...proposedValuesOf(opening),
      status: 'IN_QUOTATION',
      pendingProposal: null,
      events: [],
      createdAt: stamp,
      updatedAt: stamp,
    };
    const { message, interestItemId } = opening;
    recordEvent(record, account, opening.role, { type: 'OPENED', ...openedValues(opening), message, interestItemId }, stamp);
    db.negotiations.push(record);
    return toNegotiation(record, [opening.role], j);
  }),

  /** `{ status }` is a status step; values (with an optional message) are a proposal; never both. */
  route.put('/negotiation/:id', async ({ request, params }) => {
    const account = requireAccount(request);
    const { record, roles } = partyNegotiation(idParam(params.id), account);
    const { status, ...values } = await readBody(request, negotiationUpdateSchema);
    const hasValues = Object.values(values).some((v) => v !== undefined);
    if (status !== undefined && hasValues) throw badRequest('StatusWithValues');
    if (status !== undefined) step(record, account, roles, status);
    else propose(record, account, roles, values);
    return toNegotiation(record, roles);
  }),

  // ---- admin: reads everything, changes the status only
  route.get('/admin/negotiation', ({ request, query }) => {
    requireAdmin(request);
    return listPage(db.negotiations, query);
  }),

  route.get('/admin/negotiation/:id/status-options', ({ request, params }) => {
    requireAdmin(request);
    return optionsOf(findNegotiation(idParam(params.id)), ['ADMIN']);
  }),

  route.get('/admin/negotiation/:id', ({ request, params }) => {
    requireAdmin(request);
    return toNegotiation(findNegotiation(idParam(params.id)), []);
  }),

  route.put('/admin/negotiation/:id', async ({ request, params }) => {
    const admin = requireAdmin(request);
    const record = findNegotiation(idParam(params.id));
    const body = await readBody(request, adminNegotiationUpdateSchema);
    step(record, admin, ['ADMIN'], body.status);
    return toNegotiation(record, []);
  }),
];
