// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { API, mockOnly, needsSeed, type Who } from './helpers';
import { auth, dayBr, isClient, todayBr } from './reports-setup';

mockOnly("sets up or checks its state in the mock's store (db), not through the API", ['counts today\'s new announcement at once']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

describe('GET /admin/dashboard/timeline (our extension)', () => {
  const get = async (query: string, who: Who | null = 'admin') => {
    const response = await fetch(`${API}/admin/dashboard/timeline${query}`, { headers: who ? auth(who) : {} });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const dayOf = (iso: string) => dayBr(iso).replace(/\//g, '-');

  it('counts new clients and announcements per Brasília day over the last 30 days', async () => {
    const { status, body } = await get('?days=30');
    expect(status).toBe(200);
    const series = body.series as { date: string; clients: number; announcements: number }[];
    expect(series).toHaveLength(30);
    expect(body.to).toBe(todayBr());
    expect(series.at(-1)!.date).toBe(todayBr());
    expect(body.from).toBe(series[0]!.date);
    const window = new Set(series.map((d) => d.date));
    const clients = db.accounts.filter((a) => isClient(a) && window.has(dayOf(a.createdAt)));
    const announcements = db.announcements.filter((a) => window.has(dayOf(a.createdAt)));
    expect(body.totals).toEqual({ clients: clients.length, announcements: announcements.length });
    for (const day of series) {
      expect(day.clients).toBe(clients.filter((a) => dayOf(a.createdAt) === day.date).length);
      expect(day.announcements).toBe(announcements.filter((a) => dayOf(a.createdAt) === day.date).length);
    }
  });

  it("counts today's new announcement at once; defaults to 30 days; checks the caller and `days`", async () => {
    const before = (await get('')).body as { days: number; series: { announcements: number }[] };
    expect(before.days).toBe(30);
    db.announcements.push({ ...db.announcements[0]!, id: 9999, createdAt: new Date().toISOString() });
    const after = (await get('')).body as { series: { announcements: number }[] };
    expect(after.series.at(-1)!.announcements).toBe(before.series.at(-1)!.announcements + 1);
    expect((await get('?days=7')).body.series).toHaveLength(7);
    expect((await get('', null)).status).toBe(401);
    expect((await get('', 'comprador')).status).toBe(401);
    for (const days of ['0', '91', '2.5', 'abc']) expect((await get(`?days=${days}`)).status).toBe(400);
  });
});
