import * as z from 'zod/mini';
import { interestItemBodySchema } from '@/features/interest-items/bodies';
import { INTEREST_SCOPES, type InterestContact, type InterestItem, type InterestItemDetail, interestItemDetailSchema, interestItemSchema, type ReceivedInterest, receivedInterestSchema } from '@/features/interest-items/api';
import { FINAL_NEGOTIATION_STATUSES } from '@/lib/status';
import type { InterestItemRecord } from '../db/deals';
import { db, nextId, now } from '../db/store';
import { requireAccount, requireAdmin } from '../lib/auth';
import { badRequest, notFound, unauthorized } from '../lib/errors';
import { idParam, readBody } from '../lib/http';
import { checkQuantityFitsUnit, wholeNumber } from '../lib/numbers';
import { enumFilter, normalize, paginate, sortItems } from '../lib/list';
import { joins, toAnnouncementSummary, type Joins } from '../lib/announcement-views';
import { availableOf } from '../lib/negotiation-guards';
import { actingCompany, buyableAnnouncement, companyIdsOf, companyRef, personRef } from '../lib/deal-helpers';
import { id, listQuery, sorting, text } from '../contract/query';
import { empty, json, page, refuse } from '../contract/types';
import { area } from '../contract/serve';

/**
 * Interest items (docs/product/calls.md, docs/deal/interests.md). 'Tenho interesse' on a public announcement of another
 * company, up to its current quantity ('AnnouncementSoldOut' at 0, else 'QuantityAboveAvailable');
 * one per client and announcement ('InterestAlreadyRegistered'), so a double submit never makes
 * two. `GET /interest-items/me` lists the caller's own (`scope=mine`, the default) or those the
 * caller's companies received (`scope=received`: every member sees them, with the buyer's
 * contact). The client deletes their own (401 for anyone else's). Lists sort by the server's keys
 * (docs/product/validation.md): CREATE_DATE and COSTUMER_NAME, plus QUANTITY and ANNOUNCEMENT.
 */

/**
 * The interest's negotiation: the newest open one of its announcement and buying company, else
 * the newest that ended (docs/deal/interests.md: after the deal both sides still reach it, and the seller is
 * not offered to open another).
 */
function negotiationIdOf(record: InterestItemRecord): number | null {
  let open: number | null = null;
  let ended: number | null = null;
  for (const n of db.negotiations) {
    if (n.announcementId !== record.announcementId || n.buyerCompanyId !== record.companyId) continue;
    if (FINAL_NEGOTIATION_STATUSES.includes(n.status)) ended = Math.max(ended ?? 0, n.id);
    else open = Math.max(open ?? 0, n.id);
  }
  return open ?? ended;
}

function toInterestItem(record: InterestItemRecord, j: Joins): InterestItem | null {
  const announcement = db.announcements.find((a) => a.id === record.announcementId);
  if (!announcement) return null;
  return {
    id: record.id,
    announcement: toAnnouncementSummary(announcement, j),
    quantity: record.quantity,
    message: record.message,
    customer: personRef(record.accountId),
    company: companyRef(record.companyId, j),
    createdAt: record.createdAt,
    negotiationId: negotiationIdOf(record),
  };
}

function contactOf(record: InterestItemRecord, j: Joins): InterestContact {
  const account = db.accounts.find((a) => a.id === record.accountId);
  const company = j.companies.get(record.companyId);
  return {
    customer: { name: account?.name ?? '—', email: account?.email ?? '', phone: account?.phone ?? null },
    company: { companyName: company?.companyName ?? '—', email: company?.email ?? '', phone: company?.phone ?? null },
  };
}

function listPage<T extends InterestItem>(items: readonly InterestItemRecord[], query: URLSearchParams, shape: (record: InterestItemRecord, j: Joins) => T | null) {
  const j = joins();
  const q = normalize(query.get('search') ?? '');
  const product = wholeNumber(query.get('product'));
  const announcement = wholeNumber(query.get('announcement'));
  const rows = items
    .filter((r) => announcement === undefined || r.announcementId === announcement)
    .flatMap((r) => shape(r, j) ?? [])
    .filter((i) => product === undefined || i.announcement.product.id === product)
    .filter(
      (i) =>
        !q ||
        normalize(`${i.customer.name} ${i.customer.email} ${i.company.companyName} ${i.company.tradeName} ${i.announcement.title} ${i.announcement.product.name}`).includes(q),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const sorted = sortItems(rows, query, {
    CREATE_DATE: (i) => i.createdAt,
    COSTUMER_NAME: (i) => i.customer.name,
    QUANTITY: (i) => i.quantity,
    ANNOUNCEMENT: (i) => i.announcement.title,
  });
  return paginate(sorted, query);
}

function toReceived(record: InterestItemRecord, j: Joins): ReceivedInterest | null {
  const item = toInterestItem(record, j);
  return item ? { ...item, contact: contactOf(record, j) } : null;
}

function findInterest(id: number): InterestItemRecord {
  const found = db.interestItems.find((i) => i.id === id);
  if (!found) throw notFound('Not Found');
  return found;
}

const serve = area('interest-items');

export const interestItemHandlers = [
  serve.get({
    id: 'interestItems.mine',
    path: '/interest-items/me',
    summary: "Interest the caller's companies registered (`scope=mine`) or received on their announcements (`scope=received`, rows with the contact)",
    access: 'account',
    query: listQuery({ scope: z.optional(z.enum(INTEREST_SCOPES)), search: text, product: id, announcement: id, ...sorting }),
    answer: page(z.union([receivedInterestSchema, interestItemSchema])),
  }, ({ request, query }) => {
    const account = requireAccount(request);
    const scope = enumFilter(query, 'scope', INTEREST_SCOPES) ?? 'mine';
    if (scope === 'mine') return listPage(db.interestItems.filter((i) => i.accountId === account.id), query, toInterestItem);
    const companies = companyIdsOf(account);
    const announcements = new Set(db.announcements.filter((a) => companies.has(a.companyId)).map((a) => a.id));
    return listPage(db.interestItems.filter((i) => announcements.has(i.announcementId)), query, toReceived);
  }),

  serve.post({
    id: 'interestItems.create',
    path: '/interest-items',
    summary: 'Register interest in an announcement',
    access: 'account',
    body: interestItemBodySchema,
    answer: json(interestItemSchema),
    refusals: refuse('AnnouncementSoldOut', 'CompanyNotApproved', 'CompanySuspended', 'InterestAlreadyRegistered', 'OwnAnnouncement', 'QuantityAboveAvailable', 'QuantityNotWhole'),
  }, async ({ request }) => {
    const account = requireAccount(request);
    const body = await readBody(request, interestItemBodySchema);
    const j = joins();
    const announcement = buyableAnnouncement(body.announcement_id, account, j);
    actingCompany(body.companyId, account);
    const left = availableOf(announcement);
    if (left <= 0) throw badRequest('AnnouncementSoldOut');
    if (body.quantity > left) throw badRequest('QuantityAboveAvailable');
    checkQuantityFitsUnit(body.quantity, announcement.unitIndex);
    if (db.interestItems.some((i) => i.accountId === account.id && i.announcementId === announcement.id)) throw badRequest('InterestAlreadyRegistered');
    const record: InterestItemRecord = {
      id: nextId('interestItems'),
      accountId: account.id,
      companyId: body.companyId,
      announcementId: announcement.id,
      quantity: body.quantity,
      message: body.message,
      createdAt: now(),
    };
    db.interestItems.push(record);
    return toInterestItem(record, j);
  }),

  serve.delete({
    id: 'interestItems.remove',
    path: '/interest-items/{id}',
    summary: 'Withdraw registered interest',
    access: 'account',
    answer: empty,
  }, ({ request, params }) => {
    const account = requireAccount(request);
    const record = findInterest(idParam(params.id));
    if (record.accountId !== account.id) throw unauthorized('Unauthorized');
    db.interestItems = db.interestItems.filter((i) => i !== record);
    return undefined;
  }),

  // ---- admin
  serve.get({
    id: 'interestItems.adminList',
    path: '/admin/interest-items',
    summary: 'Every registered interest',
    access: 'admin',
    query: listQuery({ search: text, product: id, announcement: id, ...sorting }),
    answer: page(interestItemSchema),
  }, ({ request, query }) => {
    requireAdmin(request);
    return listPage(db.interestItems, query, toInterestItem);
  }),

  serve.get({
    id: 'interestItems.adminGet',
    path: '/admin/interest-item/{id}',
    summary: 'One registered interest with both parties',
    access: 'admin',
    answer: json(interestItemDetailSchema),
  }, ({ request, params }) => {
    requireAdmin(request);
    const record = findInterest(idParam(params.id));
    const j = joins();
    const item = toInterestItem(record, j);
    if (!item) throw notFound('Not Found');
    const account = db.accounts.find((a) => a.id === record.accountId);
    const seller = j.companies.get(item.announcement.company.id);
    return {
      ...item,
      customer: { ...item.customer, phone: account?.phone ?? null },
      seller: { ...companyRef(item.announcement.company.id, j), email: seller?.email ?? '' },
    } satisfies InterestItemDetail;
  }),
];
