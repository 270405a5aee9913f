import * as z from 'zod/mini';
import { isoDaySchema } from '@/lib/day-schemas';

/**
 * The admin dashboard (`/admin`). Its counts come from the features' own list calls (a list with
 * `take=1` answers `meta.itemCount`): companies, announcements and searches PENDING, the featured
 * list, negotiations by status (see queries.ts).
 *
 * **Our extension** (docs/product/calls.md marks it as ours): `GET /admin/dashboard/timeline?days=30`
 * answers, per calendar day in São Paulo (lib/days.ts) of the last `days` days (today included,
 * 1–90, default 30), how many clients (buyer and seller accounts) and announcements (any status) were created:
 *
 *   { days: 30, from: '2026-10-24', to: '2026-11-22',
 *     series: [{ date: '2026-10-24', clients: 0, announcements: 2 }, …],
 *     totals: { clients: 5, announcements: 24 } }
 *
 * Admins only (401 otherwise); an invalid `days` is a 400. A day's records are exactly what the
 * admin lists show filtered with `createdFrom=<date>&createdTo=<date>` (the dashboard links there).
 */

export const TIMELINE_MAX_DAYS = 90;

const count = z.int().check(z.nonnegative());

const timelineDaySchema = z.object({ date: isoDaySchema, clients: count, announcements: count });

export const timelineSchema = z.object({
  days: z.int().check(z.positive()),
  from: isoDaySchema,
  to: isoDaySchema,
  series: z.array(timelineDaySchema),
  totals: z.object({ clients: count, announcements: count }),
});
export type Timeline = z.infer<typeof timelineSchema>;
