import * as z from 'zod/mini';
import { adminNegotiationUpdateSchema, negotiationUpdateSchema, openNegotiationBodySchema } from '../contract/bodies/negotiations';
import type { NegotiationRole, NegotiationStatus } from '@/features/negotiations/api';
import { NEGOTIATION_STATUSES } from '@/lib/status';
import { type NegotiationRecord, openedValues, proposedValuesOf } from '../db/negotiations';
import { db, nextId, now } from '../db/store';
import type { AccountRecord } from '../db/types';
import { requireAccount, requireAdmin } from '../lib/auth';
import { badRequest } from '../lib/errors';
import { heldJson, idParam, MAX_WAIT_S, readBody } from '../lib/http';
import { enumFilters, normalize, paginate, sortItems } from '../lib/list';
import { checkQuantityFitsUnit } from '../lib/numbers';
import { joins } from '../lib/announcement-views';
import { unfeature } from '../lib/announcement-rules';
import { companyIdsOf } from '../lib/deal-helpers';
import { propose } from '../lib/proposal-rules';
import { availableOf, checkNotBothSides, checkNotOnHold, checkStock, dealStepRefusals } from '../lib/negotiation-guards';
import { findNegotiation, isFinal, optionsOf, partyNegotiation, record as recordEvent, type Side } from '../lib/negotiation-rules';
import { toNegotiation, toSummary } from '../lib/negotiation-views';
import { checkRelease } from '../lib/deal-rules';
import { fromInterest, fromProposal } from '../lib/negotiation-opening';
import { listQuery, query, someOf, sorting, text } from '../contract/query';
import { json, page, refuse } from '../contract/types';
import { negotiationSchema, negotiationSummarySchema, statusOptionsSchema } from '@/features/negotiations/api';
import { area } from '../contract/serve';

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

const listFilters = listQuery({ status: someOf(z.enum(NEGOTIATION_STATUSES)), search: text, ...sorting });
const deal = json(negotiationSchema);
const serve = area('negotiations');

export const negotiationHandlers = [
  serve.get({
    id: 'negotiations.purchases',
    path: '/negotiation/list/purchases',
    summary: "Negotiations where the caller's companies buy",
    access: 'account',
    query: listFilters,
    answer: page(negotiationSummarySchema),
  }, ({ request, query }) => {
    const mine = companyIdsOf(requireAccount(request));
    return listPage(
      db.negotiations.filter((n) => mine.has(n.buyerCompanyId)),
      query,
      mine,
    );
  }),

  serve.get({
    id: 'negotiations.sales',
    path: '/negotiation/list/sales',
    summary: "Negotiations where the caller's companies sell",
    access: 'account',
    query: listFilters,
    answer: page(negotiationSummarySchema),
  }, ({ request, query }) => {
    const mine = companyIdsOf(requireAccount(request));
    return listPage(
      db.negotiations.filter((n) => mine.has(n.sellerCompanyId)),
      query,
      mine,
    );
  }),

  serve.get({
    id: 'negotiations.statusOptions',
    path: '/negotiation/{id}/status-options',
    summary: 'The statuses the caller may move the negotiation to',
    access: 'account',
    answer: json(statusOptionsSchema),
  }, ({ request, params }) => {
    const { record, roles } = partyNegotiation(idParam(params.id), requireAccount(request));
    return optionsOf(record, roles);
  }),

  /**
   * Watched by an open negotiation page (docs/deal/live.md): ETag and 304 while it has not
   * changed; with `?wait=` and `If-None-Match`, held until it changes or the wait ends.
   */
  serve.get({
    id: 'negotiations.get',
    path: '/negotiation/{id}',
    summary: 'One negotiation with its proposals, events and deal data (watched: ETag and 304; with `wait` and If-None-Match, held until it changes or the wait ends, docs/deal/live.md)',
    access: 'account',
    query: query({ wait: z.optional(z.int().check(z.gte(0), z.lte(MAX_WAIT_S))) }),
    answer: deal,
    conditional: true,
  }, ({ request, params }) => {
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
  serve.post({
    id: 'negotiations.create',
    path: '/negotiation',
    summary: 'Open a negotiation on an announcement, or from a registered interest (`{ interestItemId }`)',
    access: 'account',
    body: openNegotiationBodySchema,
    answer: deal,
    refusals: refuse('CompanyNotApproved', 'CompanySuspended', 'CounterpartyNotApproved', 'DeliveryTermsRequired', 'NegotiationAlreadyOpen', 'OwnAnnouncement', 'OwnCompanyNegotiation', 'QuantityAboveAvailable', 'QuantityNotWhole'),
  }, async ({ request }) => {
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
  serve.put({
    id: 'negotiations.update',
    path: '/negotiation/{id}',
    summary: 'Propose new values, or move the negotiation to another status',
    access: 'account',
    body: negotiationUpdateSchema,
    answer: deal,
    refusals: { ...dealStepRefusals, ...refuse('InvoiceRequired', 'PaymentNotConfirmed', 'DeliveryTermsRequired', 'InvalidStatusTransition', 'NegotiationNotEditable', 'NothingToChange', 'ProposalPending', 'QuantityAboveAvailable', 'QuantityNotWhole', 'StatusWithValues', 'StockNotEnough') },
  }, async ({ request, params }) => {
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
  serve.get({
    id: 'negotiations.adminList',
    path: '/admin/negotiation',
    summary: 'Every negotiation',
    access: 'admin',
    query: listFilters,
    answer: page(negotiationSummarySchema),
  }, ({ request, query }) => {
    requireAdmin(request);
    return listPage(db.negotiations, query);
  }),

  serve.get({
    id: 'negotiations.adminStatusOptions',
    path: '/admin/negotiation/{id}/status-options',
    summary: 'The statuses an administrator may move the negotiation to',
    access: 'admin',
    answer: json(statusOptionsSchema),
  }, ({ request, params }) => {
    requireAdmin(request);
    return optionsOf(findNegotiation(idParam(params.id)), ['ADMIN']);
  }),

  serve.get({
    id: 'negotiations.adminGet',
    path: '/admin/negotiation/{id}',
    summary: 'One negotiation, as an administrator sees it',
    access: 'admin',
    answer: deal,
  }, ({ request, params }) => {
    requireAdmin(request);
    return toNegotiation(findNegotiation(idParam(params.id)), []);
  }),

  serve.put({
    id: 'negotiations.adminUpdate',
    path: '/admin/negotiation/{id}',
    summary: 'Move a negotiation to another status as an administrator',
    access: 'admin',
    body: adminNegotiationUpdateSchema,
    answer: deal,
    refusals: { ...dealStepRefusals, ...refuse('InvalidStatusTransition', 'ProposalPending', 'StockNotEnough') },
  }, async ({ request, params }) => {
    const admin = requireAdmin(request);
    const record = findNegotiation(idParam(params.id));
    const body = await readBody(request, adminNegotiationUpdateSchema);
    step(record, admin, ['ADMIN'], body.status);
    return toNegotiation(record, []);
  }),
];
