import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { get, mockOnly } from './helpers';

mockOnly("sets up or checks its state in the mock's store (db), not through the API");

/**
 * `GET /announcement/me/wanted` ("Quem procura o que você vende"): the approved searches of other
 * companies that the caller's approved announcements fit, each with the best of them and a reason.
 */

type Row = {
  search: { id: number; company: { id: number }; status: string };
  announcement: { id: number; company: { id: number } };
  matchKind: string;
  fill: string;
  proximity: string;
  reason: string;
  announcementCount: number;
};
const rowsOf = (body: { data?: unknown[] }) => (body.data ?? []) as Row[];
const searchIds = (body: { data?: unknown[] }) => rowsOf(body).map((r) => r.search.id);

/** Química Sul's (3) approved search for 'Tubo de aço inox 304' in m, up to R$ 90,00, in RJ. */
const tubeSearch = () => db.searches.find((s) => s.companyId === 3 && s.status === 'APPROVED')!;
/** The seller's (company 1) approved tube offers. */
const tubeOffers = () => db.announcements.filter((a) => a.companyId === 1 && a.productId === tubeSearch().productId && a.status === 'APPROVED');

describe('GET /announcement/me/wanted', () => {
  it("lists another company's approved search that my approved announcement fits, with the best one and a reason", async () => {
    const search = tubeSearch();
    const [cheap, dear] = tubeOffers();
    Object.assign(cheap!, { unitPrice: 50, quantity: 500 });
    Object.assign(dear!, { unitPrice: 80, quantity: 100 });
    const { status, body } = await get('/announcement/me/wanted?take=50', 'vendedor');
    expect(status).toBe(200);
    const row = rowsOf(body).find((r) => r.search.id === search.id)!;
    expect(row).toMatchObject({
      search: { id: search.id, company: { id: 3 }, status: 'APPROVED' },
      announcement: { id: cheap!.id, company: { id: 1 } },
      matchKind: 'PRODUCT',
      fill: 'FULL',
      proximity: 'REGION',
      reason: 'mesmo produto, SP (mesma região: Sudeste), R$\u00a050,00 ≤ R$\u00a090,00',
    });
    expect(row.announcementCount).toBeGreaterThanOrEqual(2);
    expect(body.meta).toMatchObject({ page: 1, itemCount: rowsOf(body).length });
  });

  it('only APPROVED on both sides: not a pending announcement, not a search pending, rejected, inactive or of a company not approved', async () => {
    const search = tubeSearch();
    for (const offer of db.announcements.filter((a) => a.companyId !== 3 && a.productId === search.productId)) offer.status = 'PENDING';
    expect(searchIds((await get('/announcement/me/wanted?take=50', 'vendedor')).body)).not.toContain(search.id);
    db.announcements.filter((a) => a.productId === search.productId && a.companyId === 1).forEach((a) => Object.assign(a, { status: 'APPROVED', unitPrice: 50 }));
    expect(searchIds((await get('/announcement/me/wanted?take=50', 'vendedor')).body)).toContain(search.id);
    for (const change of [{ status: 'PENDING' }, { status: 'REJECTED' }, { active: false }] as const) {
      const saved = { status: search.status, active: search.active };
      Object.assign(search, change);
      expect(searchIds((await get('/announcement/me/wanted?take=50', 'vendedor')).body)).not.toContain(search.id);
      Object.assign(search, saved);
    }
    db.companies.find((c) => c.id === 3)!.status = 'PENDING';
    expect(searchIds((await get('/announcement/me/wanted?take=50', 'vendedor')).body)).not.toContain(search.id);
  });

  it("other companies only: never a search of one of my companies, even one my other company's offer fits", async () => {
    const search = tubeSearch();
    tubeOffers().forEach((a) => Object.assign(a, { unitPrice: 50 }));
    search.companyId = 13; // the seller is a member of 13 too (Horizonte Metais Campinas)
    expect(searchIds((await get('/announcement/me/wanted?take=50', 'vendedor')).body)).not.toContain(search.id);
    expect(searchIds((await get('/announcement/me/wanted?take=50', 'comprador')).body)).not.toContain(search.id);
  });

  it('is for members of companies: 401 without a token and for an admin; `company` must be mine', async () => {
    tubeOffers().forEach((a) => Object.assign(a, { unitPrice: 50 }));
    expect((await get('/announcement/me/wanted')).status).toBe(401);
    expect((await get('/announcement/me/wanted', 'admin')).status).toBe(401);
    expect((await get('/announcement/me/wanted?company=3', 'vendedor')).status).toBe(401);
    expect((await get('/announcement/me/wanted?company=99999', 'vendedor')).status).toBe(404);
    expect((await get('/announcement/me/wanted?company=abc', 'vendedor')).status).toBe(400);
    const one = await get('/announcement/me/wanted?company=1&take=50', 'vendedor');
    expect(one.status).toBe(200);
    expect(rowsOf(one.body).every((r) => r.announcement.company.id === 1)).toBe(true);
    expect(searchIds(one.body)).toContain(tubeSearch().id);
    expect(searchIds((await get('/announcement/me/wanted?company=13&take=50', 'vendedor')).body)).toContain(tubeSearch().id);
    // A collaborator of the seller's company sees the same demand.
    expect(searchIds((await get('/announcement/me/wanted?take=50', 'colaborador')).body)).toContain(tubeSearch().id);
  });

  it('paginates like every list', async () => {
    // Every search of other companies fits: a product search for the tube, priced high.
    for (const s of db.searches.filter((s) => s.companyId !== 1 && s.companyId !== 13 && s.companyId !== 12)) {
      Object.assign(s, { productId: tubeSearch().productId, categoryId: null, unitIndex: tubeSearch().unitIndex, maxPrice: 1000, status: 'APPROVED', active: true });
    }
    const all = await get('/announcement/me/wanted?take=50', 'vendedor');
    expect(rowsOf(all.body).length).toBeGreaterThan(3);
    const second = await get('/announcement/me/wanted?page=2&take=2', 'vendedor');
    expect(searchIds(second.body)).toEqual(searchIds(all.body).slice(2, 4));
    expect(second.body.meta).toMatchObject({ page: 2, take: 2, itemCount: rowsOf(all.body).length, hasPreviousPage: true });
  });
});
