import { describe, expect, it } from 'vitest';
import { toApiDay } from '@/lib/api-period';
import { db } from '@/mocks/db/store';
import { API, mockOnly, tokenOf } from './helpers';

mockOnly("sets up or checks its state in the mock's store (db), not through the API");

/**
 * `createdFrom` / `createdTo` on `GET /admin/clients` and `GET /admin/announcement`: calendar days
 * sent as yyyy/MM/dd or as an ISO date-time (docs/product/limits.md), inclusive, in São Paulo time — the
 * timeline's days.
 */
const auth = { authorization: `Bearer ${tokenOf('admin')}` };
async function get(path: string) {
  const response = await fetch(`${API}${path}`, { headers: auth });
  return { status: response.status, body: (await response.json()) as { data?: Row[]; meta?: { itemCount: number }; message?: string } };
}

/** Records put on the edges of São Paulo's 22/11/2026 (03:00 UTC to 02:59:59.999 UTC next day). */
const EDGES = {
  before: '2026-11-22T02:59:59.999Z', // 21/11 23:59:59.999 in São Paulo
  first: '2026-11-22T03:00:00.000Z', // 22/11 00:00
  last: '2026-11-23T02:59:59.999Z', // 22/11 23:59:59.999
  after: '2026-11-23T03:00:00.000Z', // 23/11 00:00
};

/** Where `placeOnEdges` puts every other record: 01/10/2026, far from the edge days. */
const ELSEWHERE = '2026-10-01T12:00:00.000Z';

type Dated = { id: number; createdAt: string };
type Row = Dated & Record<string, unknown>;

function placeOnEdges(records: Dated[]): Record<keyof typeof EDGES, number> {
  // Everything else far away from those days, so the answers are exactly the edge records.
  for (const r of records) r.createdAt = ELSEWHERE;
  const [a, b, c, d] = records;
  a!.createdAt = EDGES.before;
  b!.createdAt = EDGES.first;
  c!.createdAt = EDGES.last;
  d!.createdAt = EDGES.after;
  return { before: a!.id, first: b!.id, last: c!.id, after: d!.id };
}

const ids = (body: { data?: { id: number }[] }) => body.data!.map((r) => r.id).sort((x, y) => x - y);
const sorted = (...values: number[]) => values.sort((x, y) => x - y);

/**
 * Another filter of the list (`param=value`, on the record's and the row's `field`) and an ascending
 * sort on a field that differs between the records (`orderBy`, named like the field). `expected`
 * reads the db: the records on 01/10 the filter keeps, in the order asked for.
 */
interface Other {
  query: string;
  keeps: (row: Row) => boolean;
  expected: () => { id: number; key: unknown }[];
}

function filterAndSort<T extends Dated, F extends keyof T & string, K extends keyof T & string>(
  records: () => T[],
  { param, field, value }: { param: string; field: F; value: T[F] },
  orderBy: K,
): Other {
  const compare = (x: unknown, y: unknown) => {
    if (typeof x === 'string' && typeof y === 'string') return x.localeCompare(y, 'pt-BR');
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    throw new Error(`${orderBy} is neither text nor a number`);
  };
  return {
    query: `${param}=${encodeURIComponent(String(value))}&orderBy=${orderBy}&order=ASC`,
    keeps: (row) => row[field] === value,
    expected: () =>
      records()
        .filter((r) => r.createdAt === ELSEWHERE && r[field] === value)
        .map((r) => ({ id: r.id, key: r[orderBy] }))
        .sort((x, y) => compare(x.key, y.key)),
  };
}

const clients = () => db.accounts.filter((a) => !a.isAdmin && a.accountType !== 'ADMIN');

describe.each<{ list: string; path: string; records: () => Dated[]; other: Other }>([
  {
    list: 'GET /admin/clients',
    path: '/admin/clients',
    records: clients,
    other: filterAndSort(clients, { param: 'type', field: 'accountType', value: 'SELLER' }, 'name'),
  },
  {
    list: 'GET /admin/announcement',
    path: '/admin/announcement',
    records: () => db.announcements,
    other: filterAndSort(() => db.announcements, { param: 'status', field: 'status', value: 'APPROVED' }, 'unitPrice'),
  },
])('$list createdFrom / createdTo', ({ path, records, other }) => {
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
    const expected = other.expected();
    const order = expected.map((e) => e.id);
    // The filter leaves some of the day's records out and keeps more than two pages of 2; the
    // field differs between them, and its order is not the default one (highest id first here).
    expect(expected.length).toBeGreaterThan(4);
    expect(expected.length).toBeLessThan(records().filter((r) => r.createdAt === ELSEWHERE).length);
    expect(new Set(expected.map((e) => e.key)).size).toBe(expected.length);
    expect(order).not.toEqual([...order].sort((x, y) => y - x));
    const day = `${path}?createdFrom=2026/10/01&createdTo=2026/10/01&${other.query}`;
    const all = await get(`${day}&take=100`);
    expect(all.body.data!.every(other.keeps)).toBe(true);
    expect(all.body.data!.map((r) => r.id)).toEqual(order);
    const page = await get(`${day}&take=2&page=2`);
    expect(page.body.meta).toMatchObject({ itemCount: expected.length, take: 2, page: 2 });
    expect(page.body.data!.map((r) => r.id)).toEqual(order.slice(2, 4));
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
