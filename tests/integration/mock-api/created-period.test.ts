import { describe, expect, it } from 'vitest';
import { toApiDay } from '@/lib/api-period';
import { DEV_ACCOUNTS } from '@/mocks/db/seed';
import { db } from '@/mocks/db/store';
import { makeTestToken } from '@/mocks/lib/token';

/**
 * `createdFrom` / `createdTo` on `GET /admin/clients` and `GET /admin/announcement`: calendar days
 * sent as yyyy/MM/dd or as an ISO date-time (SPEC.md §9), inclusive, in São Paulo time — the
 * timeline's days.
 */
const API = 'http://localhost:4000';
const auth = { authorization: `Bearer ${makeTestToken(DEV_ACCOUNTS.admin.uid)}` };
async function get(path: string) {
  const response = await fetch(`${API}${path}`, { headers: auth });
  return { status: response.status, body: (await response.json()) as { data?: { id: number; createdAt: string }[]; meta?: { itemCount: number }; message?: string } };
}

/** Records put on the edges of São Paulo's 22/11/2026 (03:00 UTC to 02:59:59.999 UTC next day). */
const EDGES = {
  before: '2026-11-22T02:59:59.999Z', // 21/11 23:59:59.999 in São Paulo
  first: '2026-11-22T03:00:00.000Z', // 22/11 00:00
  last: '2026-11-23T02:59:59.999Z', // 22/11 23:59:59.999
  after: '2026-11-23T03:00:00.000Z', // 23/11 00:00
};

type Dated = { id: number; createdAt: string };

function placeOnEdges(records: Dated[]): Record<keyof typeof EDGES, number> {
  // Everything else far away from those days, so the answers are exactly the edge records.
  for (const r of records) r.createdAt = '2026-10-01T12:00:00.000Z';
  const [a, b, c, d] = records;
  a!.createdAt = EDGES.before;
  b!.createdAt = EDGES.first;
  c!.createdAt = EDGES.last;
  d!.createdAt = EDGES.after;
  return { before: a!.id, first: b!.id, last: c!.id, after: d!.id };
}

const ids = (body: { data?: { id: number }[] }) => body.data!.map((r) => r.id).sort((x, y) => x - y);
const sorted = (...values: number[]) => values.sort((x, y) => x - y);

describe.each<{ list: string; path: string; records: () => Dated[] }>([
  { list: 'GET /admin/clients', path: '/admin/clients', records: () => db.accounts.filter((a) => !a.isAdmin && a.accountType !== 'ADMIN') },
  { list: 'GET /admin/announcement', path: '/admin/announcement', records: () => db.announcements },
])('$list createdFrom / createdTo', ({ path, records }) => {
  it('one day is that São Paulo calendar day, both ends included', async () => {
    const edge = placeOnEdges(records());
    const day = await get(`${path}?createdFrom=2026/11/22&createdTo=2026/11/22&take=50`);
    expect(day.status).toBe(200);
    expect(ids(day.body)).toEqual(sorted(edge.first, edge.last));
    expect(day.body.meta!.itemCount).toBe(2);
  });

  it('a period spans whole days; an open end is unbounded', async () => {
    const edge = placeOnEdges(records());
    expect(ids((await get(`${path}?createdFrom=2026/11/21&createdTo=2026/11/22&take=50`)).body)).toEqual(sorted(edge.before, edge.first, edge.last));
    expect(ids((await get(`${path}?createdFrom=2026/11/22&take=50`)).body)).toEqual(sorted(edge.first, edge.last, edge.after));
    const upTo21 = await get(`${path}?createdTo=2026/11/21&take=100`);
    expect(upTo21.body.meta!.itemCount).toBe(records().length - 3);
    expect(upTo21.body.data!.map((r) => r.id)).toContain(edge.before);
    expect((await get(`${path}?createdFrom=2026/11/24&take=50`)).body.meta!.itemCount).toBe(0);
  });

  it('takes an ISO date-time as its São Paulo day', async () => {
    const edge = placeOnEdges(records());
    // 2026-11-22T12:00:00-03:00 is in São Paulo's 22/11; 2026-11-23T01:00:00Z is still 22/11 there.
    const iso = await get(`${path}?createdFrom=${encodeURIComponent('2026-11-22T12:00:00-03:00')}&createdTo=2026-11-23T01:00:00.000Z&take=50`);
    expect(iso.status).toBe(200);
    expect(ids(iso.body)).toEqual(sorted(edge.first, edge.last));
  });

  it('keeps the other filters, sorting and paging', async () => {
    placeOnEdges(records());
    const page = await get(`${path}?createdFrom=2026/10/01&createdTo=2026/10/01&take=2&page=2&orderBy=createdAt&order=ASC`);
    expect(page.body.meta).toMatchObject({ itemCount: records().length - 4, take: 2, page: 2 });
  });

  it('answers 400 for a value that is not a day or a start after the end', async () => {
    expect(await get(`${path}?createdFrom=banana`)).toMatchObject({ status: 400, body: { message: 'createdFrom: Invalid date' } });
    expect((await get(`${path}?createdTo=2026/02/30`)).status).toBe(400);
    expect((await get(`${path}?createdFrom=2026-11-22`)).status).toBe(400); // yyyy-MM-dd is not an API date
    expect((await get(`${path}?createdFrom=22/11/2026`)).status).toBe(400);
    expect(await get(`${path}?createdFrom=2026/11/23&createdTo=2026/11/22`)).toMatchObject({ status: 400, body: { message: 'createdTo: Must not be before createdFrom' } });
  });
});

describe('the timeline and the lists agree', () => {
  it("a day's timeline numbers are the lists' item counts for that day", async () => {
    const timeline = (await (await fetch(`${API}/admin/dashboard/timeline?days=30`, { headers: auth })).json()) as {
      from: string;
      to: string;
      series: { date: string; clients: number; announcements: number }[];
      totals: { clients: number; announcements: number };
    };
    const count = async (path: string) => (await get(path)).body.meta!.itemCount;
    expect(await count(`/admin/clients?createdFrom=${toApiDay(timeline.from)}&createdTo=${toApiDay(timeline.to)}`)).toBe(timeline.totals.clients);
    expect(await count(`/admin/announcement?createdFrom=${toApiDay(timeline.from)}&createdTo=${toApiDay(timeline.to)}`)).toBe(timeline.totals.announcements);
    const busy = timeline.series.filter((d) => d.clients + d.announcements > 0);
    expect(busy.length).toBeGreaterThan(0);
    for (const day of busy) {
      expect(await count(`/admin/clients?createdFrom=${toApiDay(day.date)}&createdTo=${toApiDay(day.date)}`)).toBe(day.clients);
      expect(await count(`/admin/announcement?createdFrom=${toApiDay(day.date)}&createdTo=${toApiDay(day.date)}`)).toBe(day.announcements);
    }
  });
});
