import * as z from 'zod/mini';
import { type Timeline, TIMELINE_MAX_DAYS, timelineSchema } from '@/features/dashboard/api';
import { TIMELINE_DAYS } from '@/features/dashboard/model';
import { saoPauloDay } from '@/lib/calendar-day';
import { addDays } from '@/lib/days';
import { db } from '../db/store';
import { requireAdmin } from '../lib/auth';
import { badRequest } from '../lib/errors';
import { wholeNumber } from '../lib/numbers';
import { query } from '../contract/query';
import { json } from '../contract/types';
import { area } from '../contract/serve';

/**
 * `GET /admin/dashboard/timeline?days=30` — our extension for the admin dashboard (see
 * src/features/dashboard/api.ts): new clients and announcements per São Paulo calendar day
 * (`saoPauloDay` of src/lib/days.ts, the same days the lists' `createdFrom` / `createdTo` filter by).
 */

function timeline(days: number, now = Date.now()): Timeline {
  const today = saoPauloDay(now);
  const start = addDays(today, -(days - 1));
  const series = Array.from({ length: days }, (_, i) => ({ date: addDays(start, i), clients: 0, announcements: 0 }));
  const index = new Map(series.map((day, i) => [day.date, i]));
  // Every record whose creation day is in the window, exactly what the lists filtered with
  // `createdFrom=<from>&createdTo=<to>` show (a seed record later today counts today).
  const add = (iso: string, key: 'clients' | 'announcements') => {
    const i = index.get(saoPauloDay(iso));
    if (i !== undefined) series[i]![key]++;
  };
  for (const account of db.accounts) if (!account.isAdmin && account.accountType !== 'ADMIN') add(account.createdAt, 'clients');
  for (const announcement of db.announcements) add(announcement.createdAt, 'announcements');
  return {
    days,
    from: series[0]!.date,
    to: today,
    series,
    totals: {
      clients: series.reduce((sum, d) => sum + d.clients, 0),
      announcements: series.reduce((sum, d) => sum + d.announcements, 0),
    },
  };
}

const serve = area('reports');

export const dashboardHandlers = [
  serve.get({
    id: 'dashboard.timeline',
    path: '/admin/dashboard/timeline',
    summary: 'New clients and announcements per day over the last `days` (1 to 90)',
    access: 'admin',
    query: query({ days: z.optional(z.int().check(z.gte(1), z.lte(90))) }),
    answer: json(timelineSchema),
  }, ({ request, query }) => {
    requireAdmin(request);
    const raw = query.get('days');
    const days = raw === null || raw === '' ? TIMELINE_DAYS : wholeNumber(raw);
    if (days === undefined || days < 1 || days > TIMELINE_MAX_DAYS) throw badRequest('days: Must be a whole number from 1 to 90');
    return timeline(days);
  }),
];
