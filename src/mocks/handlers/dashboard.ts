import { TIMELINE_DAYS, TIMELINE_MAX_DAYS, type Timeline } from '@/features/dashboard/api';
import { db } from '../db/store';
import { requireAdmin } from '../lib/auth';
import { badRequest } from '../lib/errors';
import { route } from '../lib/http';

/**
 * `GET /admin/dashboard/timeline?days=30` — our extension for the admin dashboard (see
 * src/features/dashboard/api.ts): new clients and announcements per Brasília calendar day.
 */

const BRASILIA_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/** ISO instant → its Brasília calendar day, yyyy-MM-dd. */
export const brasiliaDay = (ms: number) => new Date(ms - BRASILIA_OFFSET_MS).toISOString().slice(0, 10);

export function timeline(days: number, now = Date.now()): Timeline {
  const today = brasiliaDay(now);
  const start = Date.parse(`${today}T00:00:00.000Z`) - (days - 1) * DAY_MS;
  const series = Array.from({ length: days }, (_, i) => ({ date: new Date(start + i * DAY_MS).toISOString().slice(0, 10), clients: 0, announcements: 0 }));
  const index = new Map(series.map((day, i) => [day.date, i]));
  const add = (iso: string, key: 'clients' | 'announcements') => {
    const ms = Date.parse(iso);
    if (ms > now) return;
    const i = index.get(brasiliaDay(ms));
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

export const dashboardHandlers = [
  route.get('/admin/dashboard/timeline', ({ request, query }) => {
    requireAdmin(request);
    const raw = query.get('days');
    const days = raw === null || raw === '' ? TIMELINE_DAYS : Number(raw);
    if (!Number.isInteger(days) || days < 1 || days > TIMELINE_MAX_DAYS) throw badRequest('days: Must be a whole number from 1 to 90');
    return timeline(days);
  }),
];
