import * as z from 'zod/mini';
import { timelineSchema } from '@/features/dashboard/api';
import { moderationBodySchema } from './bodies/moderation';
import { DECISION_SUBJECTS, decisionSchema } from '@/features/moderation/api';
import { newsSchema } from '@/features/news/api';
import { REPORT_KINDS, REPORT_STATUSES, REPORTS } from '@/features/reports/api';
import { searchBodySchema, searchEditSchema } from '@/features/searches/bodies';
import { searchDecisionSchema } from './bodies/announcements';
import { compatibleAnnouncementSchema, searchDeferralSchema, searchSchema, searchStatusSchema, wantedSearchSchema } from '@/features/searches/api';
import { decisionHistorySchema } from './names';
import { flag, id, listQuery, query, someOf, sorting, text, uf } from './query';
import { area, json, page, refuse, xlsx, type Operation } from './types';

/** Searches (wanted items), moderation and its history, news, reports and the admin dashboard. */

const searchFilters = { search: text, product: id, category: id, uf, ...sorting };
const ownSearchFilters = { ...searchFilters, status: z.optional(searchStatusSchema), active: flag, company: id };
const searchRefusals = refuse('CategoryNotFound', 'DeadlineInPast', 'ProductNotFound', 'ProductOrCategoryRequired', 'QuantityNotWhole', 'UnitNotFound');
/** yyyy-mm-dd or an ISO date-time (`to` takes in its whole day), and the report's statuses (none for products). */
const reportQuery = (statuses: readonly string[]) =>
  query({ from: text, to: text, ...(statuses.length ? { status: someOf(z.enum(statuses as [string, ...string[]])) } : {}) });

export const reviewOperations: Operation[] = [
  ...area('searches', [
    { id: 'searches.list', method: 'get', path: '/search/list', summary: 'Approved, active searches (public demand)', access: 'account', query: listQuery(searchFilters), answer: page(searchSchema) },
    {
      id: 'searches.mine',
      method: 'get',
      path: '/search/list/me',
      summary: "The searches of the caller's companies",
      access: 'account',
      query: listQuery(ownSearchFilters),
      answer: page(searchSchema),
    },
    { id: 'searches.get', method: 'get', path: '/search/{id}', summary: 'One search', access: 'account', answer: json(searchSchema) },
    {
      id: 'searches.compatible',
      method: 'get',
      path: '/search/{id}/compatible',
      summary: 'The offers that answer a search, best first',
      access: 'account',
      query: listQuery(),
      answer: page(compatibleAnnouncementSchema),
    },
    {
      id: 'searches.wanted',
      method: 'get',
      path: '/announcement/me/wanted',
      summary: "Other companies' searches that the caller's announcements answer",
      access: 'account',
      query: listQuery({ company: id }),
      answer: page(wantedSearchSchema),
    },
    {
      id: 'searches.create',
      method: 'post',
      path: '/search',
      summary: 'Post a search (it waits for review)',
      access: 'account',
      body: searchBodySchema,
      answer: json(searchSchema),
      refusals: { ...searchRefusals, ...refuse('CompanyNotApproved', 'CompanySuspended') },
    },
    {
      id: 'searches.resubmit',
      method: 'put',
      path: '/search/{id}',
      summary: 'Edit a search and send it back to review',
      access: 'account',
      body: searchEditSchema,
      answer: json(searchSchema),
      refusals: { ...searchRefusals, ...refuse('CompanyNotApproved', 'CompanySuspended', 'SearchInactive') },
    },
    {
      id: 'searches.inactivate',
      method: 'patch',
      path: '/search/{id}/inactivate',
      summary: 'Inactivate a search (searches are never deleted)',
      access: 'account',
      answer: json(searchSchema),
      refusals: refuse('SearchInactive'),
    },
    { id: 'searches.adminList', method: 'get', path: '/admin/search/list', summary: 'Every search', access: 'admin', query: listQuery(ownSearchFilters), answer: page(searchSchema) },
    { id: 'searches.deferral', method: 'get', path: '/admin/search/{id}/deferral', summary: 'A search and who posted it', access: 'admin', answer: json(searchDeferralSchema) },
    {
      id: 'searches.adminUpdate',
      method: 'put',
      path: '/admin/search/{id}',
      summary: 'Decide a search (a body with `status`) or correct its fields (a body without it)',
      access: 'admin',
      body: z.union([searchDecisionSchema, searchEditSchema]),
      answer: json(searchSchema),
      refusals: { ...searchRefusals, ...refuse('DeferralNotPending', 'RejectionReasonRequired', 'SearchInactive') },
    },
  ]),
  ...area('moderation', [
    ...DECISION_SUBJECTS.map((kind) => ({
      id: `moderation.${kind}History`,
      method: 'get' as const,
      path: `/${kind}/{id}/history`,
      summary: `The review and moderation decisions of one ${kind}`,
      access: 'account' as const,
      answer: json(decisionHistorySchema),
    })),
    {
      id: 'moderation.company',
      method: 'patch',
      path: '/admin/company/{id}/moderation',
      summary: 'Suspend, reactivate or reject an approved company',
      access: 'admin',
      body: moderationBodySchema,
      answer: json(decisionSchema),
      refusals: refuse('CompanyNotInactive', 'ModerationNotApproved', 'ModerationReasonRequired'),
    },
    {
      id: 'moderation.announcement',
      method: 'patch',
      path: '/admin/announcement/{id}/moderation',
      summary: 'Suspend, reactivate or reject an approved announcement',
      access: 'admin',
      body: moderationBodySchema,
      answer: json(decisionSchema),
      refusals: refuse('ModerationActionInvalid', 'ModerationNotApproved', 'ModerationReasonRequired'),
    },
    {
      id: 'moderation.search',
      method: 'patch',
      path: '/admin/search/{id}/moderation',
      summary: 'Suspend, reactivate or reject an approved search',
      access: 'admin',
      body: moderationBodySchema,
      answer: json(decisionSchema),
      refusals: refuse('ModerationActionInvalid', 'ModerationNotApproved', 'ModerationReasonRequired', 'SearchInactive'),
    },
  ]),
  ...area('news', [
    {
      id: 'news.list',
      method: 'get',
      path: '/news',
      summary: "What changed for the caller since an instant (decisions, negotiation events)",
      access: 'account',
      query: query({ since: z.string() }),
      answer: json(newsSchema),
      refusals: refuse('InvalidSince'),
    },
  ]),
  ...area('reports', [
    ...REPORT_KINDS.map((kind) => ({
      id: `reports.${kind}`,
      method: 'get' as const,
      path: REPORTS[kind].url,
      summary: `Report of ${kind} (.xlsx), by creation period and status`,
      access: 'admin' as const,
      query: reportQuery(REPORT_STATUSES[kind]),
      answer: xlsx,
    })),
    {
      id: 'dashboard.timeline',
      method: 'get',
      path: '/admin/dashboard/timeline',
      summary: 'New clients and announcements per day over the last `days` (1 to 90)',
      access: 'admin',
      query: query({ days: z.optional(z.int().check(z.gte(1), z.lte(90))) }),
      answer: json(timelineSchema),
    },
  ]),
];
