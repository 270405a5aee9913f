import * as z from 'zod/mini';
import { requireAccount } from '../lib/auth';
import { joins } from '../lib/announcement-views';
import { companyIdsOf } from '../lib/deal-helpers';
import { badRequest, unauthorized } from '../lib/errors';
import { newsFor } from '../lib/news';
import { query } from '../contract/query';
import { json, refuse } from '../contract/types';
import { newsSchema } from '@/features/news/api';
import { area } from '../contract/serve';

/** An ISO 8601 date-time with its zone: what `since` must be. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

const serve = area('news');

/**
 * `GET /news?since=…` (docs/deal/news.md): the header's "Novidades" in one call, derived
 * from the caller's own records by the sources in lib/news/. Commerce accounts only.
 */

export const newsHandlers = [
  serve.get({
    id: 'news.list',
    path: '/news',
    summary: "What changed for the caller since an instant (decisions, negotiation events)",
    access: 'account',
    query: query({ since: z.string() }),
    answer: json(newsSchema),
    refusals: refuse('InvalidSince'),
  }, ({ request, query }) => {
    const account = requireAccount(request);
    if (account.isAdmin) throw unauthorized('Unauthorized');
    const raw = query.get('since') ?? '';
    const since = ISO_DATE_TIME.test(raw) ? Date.parse(raw) : Number.NaN;
    if (Number.isNaN(since)) throw badRequest('InvalidSince');
    return { data: newsFor({ account, companyIds: companyIdsOf(account), since, j: joins() }) };
  }),
];
