import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { get, mockOnly, needsSeed } from './helpers';

mockOnly("sets up or checks its state in the mock's store (db), not through the API", ['answers each fit with its kind', 'leaves out prices above the maximum', 'orders by kind, then the whole quantity']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

/**
 * `GET /search/{id}/compatible`: the public offers that fit a search (features/searches/matching.ts),
 * best first, each with its `matchKind`, `fill`, `proximity` and pt-BR `reason`.
 */

type Row = { id: number; uf: string; proximity: string; matchKind: string; fill: string; reason: string; unitPrice: number; product: { id: number }; createdAt: string };
const rowsOf = (body: { data?: unknown[] }) => (body.data ?? []) as Row[];
const byName = (name: string) => db.products.find((p) => p.name === name)!;
const unit = (name: string) => db.units.find((u) => u.name === name)!.index;

/**
 * A search of the buyer's company (2) for 'Chapa de aço carbono SAE 1020' in t, delivered in MG,
 * approved, with a maximum above every seeded plate price; and the public plate offers.
 */
function plateSearch() {
  const search = db.searches.find((s) => s.companyId === 2 && s.status === 'REJECTED' && s.active)!;
  const plate = byName('Chapa de aço carbono SAE 1020');
  Object.assign(search, { productId: plate.id, categoryId: null, uf: 'MG', unitIndex: unit('t'), quantity: 1, maxPrice: 100_000, status: 'APPROVED', rejectionReason: null });
  const offers = db.announcements.filter((a) => a.productId === plate.id && a.status === 'APPROVED' && a.companyId !== 2);
  return { search, plate, offers };
}

describe('GET /search/{id}/compatible', () => {
  it('answers each fit with its kind, quantity, proximity and reason; the delivery UF first', async () => {
    const { search, offers } = plateSearch();
    const inMg = offers.find((a) => a.location.uf === 'SP')!;
    inMg.location = { ...inMg.location, uf: 'MG', city: 'Belo Horizonte' };
    Object.assign(inMg, { unitPrice: 4900, quantity: 80 });
    search.maxPrice = 5000;
    const { status, body } = await get(`/search/${search.id}/compatible?take=50`, 'comprador');
    expect(status).toBe(200);
    const rows = rowsOf(body);
    expect(rows[0]).toMatchObject({ id: inMg.id, matchKind: 'PRODUCT', fill: 'FULL', proximity: 'UF', reason: 'mesmo produto, MG (UF de entrega), R$\u00a04.900,00 ≤ R$\u00a05.000,00' });
    expect(rows.every((r) => r.unitPrice <= 5000)).toBe(true);
  });

  it('leaves out prices above the maximum and offers in another unit', async () => {
    const { search, offers } = plateSearch();
    const [dear, inKg, kept] = offers;
    search.maxPrice = 5000;
    Object.assign(dear!, { unitPrice: 5000.01 });
    Object.assign(inKg!, { unitPrice: 4, unitIndex: unit('kg') });
    Object.assign(kept!, { unitPrice: 5000 });
    const ids = rowsOf((await get(`/search/${search.id}/compatible?take=50`, 'comprador')).body).map((r) => r.id);
    expect(ids).toContain(kept!.id);
    expect(ids).not.toContain(dear!.id);
    expect(ids).not.toContain(inKg!.id);
  });

  it('orders by kind, then the whole quantity, then UF, region, rest, then price', async () => {
    const { search, offers } = plateSearch();
    const galvanized = byName('Bobina de aço galvanizado');
    // The coil shares the plate's sub-category here: a sibling, ranked after every plate.
    galvanized.categories = [{ categoryId: 1, subCategoriesIndex: [...galvanized.categories[0]!.subCategoriesIndex, byName('Chapa de aço carbono SAE 1020').categories[0]!.subCategoriesIndex[0]!] }];
    const sibling = db.announcements.find((a) => a.productId === galvanized.id && a.status === 'APPROVED' && a.companyId !== 2)!;
    Object.assign(sibling, { unitIndex: unit('t'), unitPrice: 1, location: { ...sibling.location, uf: 'MG' } });
    search.quantity = 1_000_000;
    const full = offers.at(-1)!;
    Object.assign(full, { quantity: 1_000_000, location: { ...full.location, uf: 'AM' } });
    const rows = rowsOf((await get(`/search/${search.id}/compatible?take=100`, 'comprador')).body);
    expect(rows[0]).toMatchObject({ id: full.id, fill: 'FULL', proximity: 'OTHER' });
    // Every coil comes after every plate, this one first among them (in MG, the cheapest).
    const firstSibling = rows.findIndex((r) => r.matchKind === 'SUBCATEGORY');
    expect(rows.slice(firstSibling).every((r) => r.matchKind === 'SUBCATEGORY')).toBe(true);
    expect(rows[firstSibling]).toMatchObject({ id: sibling.id, proximity: 'UF' });
    expect(rows[firstSibling]!.reason).toMatch(/^mesma subcategoria \(Chapas\), MG \(UF de entrega\), R\$\u00a01,00 ≤ R\$\u00a0100\.000,00, parcial: [\d.,]+ de 1\.000\.000 t$/);
    const partial = rows.slice(1, firstSibling);
    const NEAR = { UF: 0, REGION: 1, OTHER: 2 } as Record<string, number>;
    for (let i = 1; i < partial.length; i++) {
      const [a, b] = [partial[i - 1]!, partial[i]!];
      expect(NEAR[a.proximity]! < NEAR[b.proximity]! || (a.proximity === b.proximity && a.unitPrice <= b.unitPrice)).toBe(true);
    }
  });

  it("leaves out the searcher's own company, announcements not approved, of companies not approved, and none left", async () => {
    const { search, offers } = plateSearch();
    expect(offers.length).toBeGreaterThanOrEqual(4);
    const [own, pending, emptied, unapproved] = offers;
    own!.companyId = search.companyId;
    pending!.status = 'PENDING';
    emptied!.quantity = 0;
    db.companies.find((c) => c.id === unapproved!.companyId)!.status = 'PENDING';
    const ids = rowsOf((await get(`/search/${search.id}/compatible?take=50`, 'comprador')).body).map((r) => r.id);
    for (const gone of [own, pending, emptied, unapproved]) expect(ids).not.toContain(gone!.id);
  });

  it('matches a search for a category with its products in the same unit, each said so', async () => {
    const search = db.searches.find((s) => s.productId === null && s.categoryId !== null && s.status === 'APPROVED' && s.active)!;
    const rows = rowsOf((await get(`/search/${search.id}/compatible?take=100`, 'comprador')).body);
    expect(rows.length).toBeGreaterThan(0);
    const category = db.categories.find((c) => c.id === search.categoryId)!;
    for (const row of rows) {
      expect(row.matchKind).toBe('CATEGORY');
      expect(row.reason.startsWith(`mesma categoria (${category.name}), `)).toBe(true);
      const record = db.announcements.find((a) => a.id === row.id)!;
      expect(record.unitIndex).toBe(search.unitIndex);
      expect(record.unitPrice).toBeLessThanOrEqual(search.maxPrice);
    }
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
