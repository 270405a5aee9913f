import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { get } from './helpers';

/** `GET /search/{id}/compatible`: the offers that answer a search, nearest to its delivery UF first. */

const RANK = { UF: 0, REGION: 1, OTHER: 2 } as const;
type Row = { id: number; uf: string; proximity: keyof typeof RANK; company: { id: number }; product: { id: number }; quantity: number; createdAt: string };
const rowsOf = (body: { data?: unknown[] }) => (body.data ?? []) as Row[];

/** A search of the buyer's company (2): 'Chapa de aço carbono SAE 1020' delivered in MG. */
function plateSearch() {
  const search = db.searches.find((s) => s.companyId === 2 && s.status === 'REJECTED' && s.active)!;
  const plate = db.products.find((p) => p.name === 'Chapa de aço carbono SAE 1020')!;
  Object.assign(search, { productId: plate.id, categoryId: null, uf: 'MG' });
  return { search, plate };
}

describe('GET /search/{id}/compatible', () => {
  it('orders the offers by the delivery UF, then its region, then the rest, newest first in each', async () => {
    const { search, plate } = plateSearch();
    const public_ = db.announcements.filter((a) => a.productId === plate.id && a.status === 'APPROVED');
    // One offer moves to MG (the delivery UF); the others stay in SP (Sudeste too) and CE.
    const inMg = public_.find((a) => a.location.uf === 'SP')!;
    inMg.location = { ...inMg.location, uf: 'MG', city: 'Belo Horizonte' };
    const { status, body } = await get(`/search/${search.id}/compatible?take=50`, 'comprador');
    expect(status).toBe(200);
    const rows = rowsOf(body);
    expect(rows.map((r) => r.id).sort()).toEqual(public_.map((a) => a.id).sort());
    expect(rows[0]).toMatchObject({ id: inMg.id, uf: 'MG', proximity: 'UF' });
    expect(rows.filter((r) => r.proximity === 'REGION').every((r) => r.uf === 'SP')).toBe(true);
    expect(rows.at(-1)).toMatchObject({ uf: 'CE', proximity: 'OTHER' });
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      expect(RANK[a.proximity] < RANK[b.proximity] || (a.proximity === b.proximity && a.createdAt >= b.createdAt)).toBe(true);
    }
    expect(body.meta).toMatchObject({ itemCount: public_.length, page: 1 });
  });

  it('covers every UF: a search delivered in RJ finds the offers in SP (Sudeste)', async () => {
    const search = db.searches.find((s) => s.status === 'APPROVED' && s.active && s.uf === 'RJ' && s.productId !== null)!;
    expect(db.announcements.some((a) => a.productId === search.productId && a.location.uf === 'RJ')).toBe(false);
    const rows = rowsOf((await get(`/search/${search.id}/compatible?take=50`, 'comprador')).body);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((r) => r.product.id === search.productId && r.uf === 'SP' && r.proximity === 'REGION')).toBe(true);
  });

  it("leaves out the searcher's own company, announcements not approved, of companies not approved, and none left", async () => {
    const { search, plate } = plateSearch();
    const offers = db.announcements.filter((a) => a.productId === plate.id && a.status === 'APPROVED');
    expect(offers.length).toBeGreaterThanOrEqual(4);
    const [own, pending, emptied, unapproved] = offers;
    own!.companyId = search.companyId;
    pending!.status = 'PENDING';
    emptied!.quantity = 0;
    db.companies.find((c) => c.id === unapproved!.companyId)!.status = 'PENDING';
    const ids = rowsOf((await get(`/search/${search.id}/compatible?take=50`, 'comprador')).body).map((r) => r.id);
    for (const gone of [own, pending, emptied, unapproved]) expect(ids).not.toContain(gone!.id);
  });

  it('matches a search for a category with any product of that category, in every region', async () => {
    const search = db.searches.find((s) => s.productId === null && s.categoryId !== null && s.status === 'APPROVED' && s.active)!;
    const inCategory = new Set(db.products.filter((p) => p.categories.some((c) => c.categoryId === search.categoryId)).map((p) => p.id));
    const companies = new Map(db.companies.map((c) => [c.id, c.status]));
    const expected = db.announcements.filter((a) => inCategory.has(a.productId) && a.status === 'APPROVED' && companies.get(a.companyId) === 'APPROVED' && a.companyId !== search.companyId && a.quantity > 0);
    const rows = rowsOf((await get(`/search/${search.id}/compatible?take=50`, 'comprador')).body);
    expect(rows.map((r) => r.id).sort()).toEqual(expected.map((a) => a.id).sort());
    expect(new Set(rows.map((r) => r.proximity))).toEqual(new Set(['UF', 'REGION', 'OTHER']));
    expect(rows.map((r) => r.proximity)).toEqual([...rows].sort((a, b) => RANK[a.proximity] - RANK[b.proximity]).map((r) => r.proximity));
  });

  it('paginates', async () => {
    const { search } = plateSearch();
    const all = rowsOf((await get(`/search/${search.id}/compatible?take=50`, 'comprador')).body);
    const second = await get(`/search/${search.id}/compatible?page=2&take=2`, 'comprador');
    expect(rowsOf(second.body).map((r) => r.id)).toEqual(all.slice(2, 4).map((r) => r.id));
    expect(second.body.meta).toMatchObject({ page: 2, take: 2, itemCount: all.length, hasPreviousPage: true });
    expect((await get(`/search/${search.id}/compatible?page=9`, 'comprador')).body).toMatchObject({ data: [], meta: { page: 9 } });
  });

  it('is seen by whoever may see the search', async () => {
    const pending = db.searches.find((s) => s.companyId === 2 && s.status === 'PENDING' && s.active)!;
    expect((await get(`/search/${pending.id}/compatible`, 'comprador')).status).toBe(200);
    expect((await get(`/search/${pending.id}/compatible`, 'admin')).status).toBe(200);
    expect((await get(`/search/${pending.id}/compatible`, 'vendedor')).status).toBe(404);
    expect((await get(`/search/${pending.id}/compatible`)).status).toBe(401);
    expect((await get('/search/999999/compatible', 'comprador')).status).toBe(404);
  });
});
