import * as z from 'zod/mini';
import { REJECTION_REASON_MIN } from '@/lib/validators/common';
import { searchBodySchema, searchEditSchema } from '@/features/searches/bodies';
import { searchDecisionSchema } from '../contract/bodies/announcements';
import type { SearchDeferral } from '@/features/searches/api';
import type { SearchRecord } from '../db/deals';
import { db, nextId, now } from '../db/store';
import type { AccountRecord } from '../db/types';
import { requireAccount, requireAdmin } from '../lib/auth';
import { badRequest, notFound, unauthorized } from '../lib/errors';
import { idParam, parseBody, readBody } from '../lib/http';
import { compatiblePage } from '../lib/matching-views';
import { actingCompany, companyIdsOf, personRef } from '../lib/deal-helpers';
import { isPublicSearch, listPage, searchFields, toSearch } from '../lib/search-views';
import { recordDecision } from '../lib/decisions';
import { flag, id, listQuery, sorting, text, uf } from '../contract/query';
import { json, page, refuse } from '../contract/types';
import { compatibleAnnouncementSchema, searchDeferralSchema, searchSchema, searchStatusSchema } from '@/features/searches/api';
import { area } from '../contract/serve';

/**
 * Searches (wanted items; docs/product/statuses.md, docs/product/calls.md, docs/product/statuses.md). New searches are PENDING; an admin
 * approves or rejects a PENDING one (with a reason); its company corrects a REJECTED one and sends
 * it back to review (PENDING again); APPROVED active searches are public. A search is never
 * deleted: its company inactivates it. The deadline may not be in the past. The shape, filters and
 * field rules are lib/search-views.ts.
 */

function findSearch(id: number): SearchRecord {
  const found = db.searches.find((s) => s.id === id);
  if (!found) throw notFound('Not Found');
  return found;
}

function mine(record: SearchRecord, account: AccountRecord): boolean {
  return companyIdsOf(account).has(record.companyId);
}

/** A search the caller may see: public, or of their company, or any for an admin (else 404). */
function visibleSearch(request: Request, id: string | readonly string[] | undefined): SearchRecord {
  const account = requireAccount(request);
  const record = findSearch(idParam(id));
  if (!account.isAdmin && !isPublicSearch(record) && !mine(record, account)) throw notFound('Not Found');
  return record;
}

const searchFilters = { search: text, product: id, category: id, uf, ...sorting };
const ownSearchFilters = { ...searchFilters, status: z.optional(searchStatusSchema), active: flag, company: id };
const searchRefusals = refuse('CategoryNotFound', 'DeadlineInPast', 'ProductNotFound', 'ProductOrCategoryRequired', 'QuantityNotWhole', 'UnitNotFound');
const serve = area('searches');

export const searchHandlers = [
  /** Public demand: APPROVED, active searches of APPROVED companies. */
  serve.get({
    id: 'searches.list',
    path: '/search/list',
    summary: 'Approved, active searches (public demand)',
    access: 'account',
    query: listQuery(searchFilters),
    answer: page(searchSchema),
  }, ({ request, query }) => {
    requireAccount(request);
    query.delete('status');
    query.delete('active');
    return listPage(db.searches.filter(isPublicSearch), query);
  }),

  /** The searches of the caller's companies, in every status, active or not. */
  serve.get({
    id: 'searches.mine',
    path: '/search/list/me',
    summary: "The searches of the caller's companies",
    access: 'account',
    query: listQuery(ownSearchFilters),
    answer: page(searchSchema),
  }, ({ request, query }) => {
    const ids = companyIdsOf(requireAccount(request));
    return listPage(db.searches.filter((s) => ids.has(s.companyId)), query);
  }),

  /** Public when APPROVED and active; otherwise only for its company and admins (else 404). */
  serve.get({
    id: 'searches.get',
    path: '/search/{id}',
    summary: 'One search',
    access: 'account',
    answer: json(searchSchema),
  }, ({ request, params }) => toSearch(visibleSearch(request, params.id))),

  /**
   * The public offers that fit the search (lib/matching-views.ts), for whoever may see it: best
   * first, each row with its `matchKind`, `fill`, `proximity` and `reason`.
   */
  serve.get({
    id: 'searches.compatible',
    path: '/search/{id}/compatible',
    summary: 'The offers that answer a search, best first',
    access: 'account',
    query: listQuery(),
    answer: page(compatibleAnnouncementSchema),
  }, ({ request, params, query }) => {
    return compatiblePage(visibleSearch(request, params.id), query);
  }),

  serve.post({
    id: 'searches.create',
    path: '/search',
    summary: 'Post a search (it waits for review)',
    access: 'account',
    body: searchBodySchema,
    answer: json(searchSchema),
    refusals: { ...searchRefusals, ...refuse('CompanyNotApproved', 'CompanySuspended') },
  }, async ({ request }) => {
    const account = requireAccount(request);
    const body = await readBody(request, searchBodySchema);
    actingCompany(body.companyId, account);
    const fields = searchFields(body);
    const stamp = now();
    const record: SearchRecord = {
      id: nextId('searches'),
      companyId: body.companyId,
      createdByAccountId: account.id,
      ...fields,
      status: 'PENDING',
      rejectionReason: null,
      active: true,
      inactivatedAt: null,
      createdAt: stamp,
      updatedAt: stamp,
    };
    db.searches.push(record);
    return toSearch(record);
  }),

  /**
   * Its company edits an active search, whatever its review (a REJECTED one corrected, a PENDING
   * one while it waits, an APPROVED one), and it goes (back) to review: PENDING, reason cleared,
   * under the rules of `POST /search`; its company stays. 401 for anyone else (admins edit through
   * `PUT /admin/search/{id}`), 'SearchInactive'.
   */
  serve.put({
    id: 'searches.resubmit',
    path: '/search/{id}',
    summary: 'Edit a search and send it back to review',
    access: 'account',
    body: searchEditSchema,
    answer: json(searchSchema),
    refusals: { ...searchRefusals, ...refuse('CompanyNotApproved', 'CompanySuspended', 'SearchInactive') },
  }, async ({ request, params }) => {
    const account = requireAccount(request);
    const record = findSearch(idParam(params.id));
    actingCompany(record.companyId, account);
    if (!record.active) throw badRequest('SearchInactive');
    const fields = searchFields(await readBody(request, searchEditSchema));
    Object.assign(record, { ...fields, status: 'PENDING', rejectionReason: null, updatedAt: now() });
    return toSearch(record);
  }),

  /** Only the search's company inactivates it (401 for others); once is enough ('SearchInactive'). */
  serve.patch({
    id: 'searches.inactivate',
    path: '/search/{id}/inactivate',
    summary: 'Inactivate a search (searches are never deleted)',
    access: 'account',
    answer: json(searchSchema),
    refusals: refuse('SearchInactive'),
  }, ({ request, params }) => {
    const account = requireAccount(request);
    const record = findSearch(idParam(params.id));
    if (!mine(record, account)) throw unauthorized('Unauthorized');
    if (!record.active) throw badRequest('SearchInactive');
    const stamp = now();
    Object.assign(record, { active: false, inactivatedAt: stamp, updatedAt: stamp });
    return toSearch(record);
  }),

  // ---- admin
  serve.get({
    id: 'searches.adminList',
    path: '/admin/search/list',
    summary: 'Every search',
    access: 'admin',
    query: listQuery(ownSearchFilters),
    answer: page(searchSchema),
  }, ({ request, query }) => {
    requireAdmin(request);
    return listPage(db.searches, query);
  }),

  serve.get({
    id: 'searches.deferral',
    path: '/admin/search/{id}/deferral',
    summary: 'A search and who posted it',
    access: 'admin',
    answer: json(searchDeferralSchema),
  }, ({ request, params }) => {
    requireAdmin(request);
    const record = findSearch(idParam(params.id));
    return { ...toSearch(record), createdBy: personRef(record.createdByAccountId) } satisfies SearchDeferral;
  }),

  /**
   * With `status`: approve, or reject with a reason, a PENDING active search ('DeferralNotPending'
   * otherwise). Without it: an edit of an active search's own fields ('SearchInactive' once
   * inactivated), under the rules of `POST /search`; its company, status and reason stay.
   */
  serve.put({
    id: 'searches.adminUpdate',
    path: '/admin/search/{id}',
    summary: 'Decide a search (a body with `status`) or correct its fields (a body without it)',
    access: 'admin',
    body: z.union([searchDecisionSchema, searchEditSchema]),
    answer: json(searchSchema),
    refusals: { ...searchRefusals, ...refuse('DeferralNotPending', 'RejectionReasonRequired', 'SearchInactive') },
  }, async ({ request, params }) => {
    const admin = requireAdmin(request);
    const record = findSearch(idParam(params.id));
    const body: unknown = await readBody(request, z.unknown());
    if (typeof body === 'object' && body !== null && 'status' in body) {
      const decision = parseBody(body, searchDecisionSchema);
      if (record.status !== 'PENDING' || !record.active) throw badRequest('DeferralNotPending');
      const reason = decision.rejectionReason?.trim() ?? '';
      if (decision.status === 'REJECTED' && reason.length < REJECTION_REASON_MIN) throw badRequest('RejectionReasonRequired');
      Object.assign(record, { status: decision.status, rejectionReason: decision.status === 'REJECTED' ? reason : null, updatedAt: now() });
      recordDecision('search', record.id, decision.status, admin, record.rejectionReason);
      return toSearch(record);
    }
    const edit = parseBody(body, searchEditSchema);
    if (!record.active) throw badRequest('SearchInactive');
    Object.assign(record, { ...searchFields(edit), updatedAt: now() });
    return toSearch(record);
  }),
];
