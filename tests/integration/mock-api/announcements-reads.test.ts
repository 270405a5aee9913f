// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LARGE_SEED_SIZE, seedAnnouncements } from '@/mocks/db/announcements';
import { seedCatalogue } from '@/mocks/db/catalogue';
import { createSeed, PLACES } from '@/mocks/db/seed';
import { db } from '@/mocks/db/store';
import { call, idsOf, productOf, shown } from './announcements-setup';
import { API, mockOnly, needsSeed } from './helpers';

mockOnly("sets up or checks its state in the mock's store (db), not through the API", ['lists only APPROVED announcements of APPROVED companies']);
mockOnly("times the mock's own seed builder", ['seeds 10 000 announcements']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

describe('announcement seed', () => {
  it('has 60+ announcements in every status over APPROVED companies, a dense featured list of APPROVED ones, and real photo files', () => {
    const seed = createSeed();
    expect(seed.announcements.length).toBeGreaterThanOrEqual(60);
    for (const status of ['PENDING', 'APPROVED', 'REJECTED']) {
      expect(seed.announcements.filter((a) => a.status === status).length).toBeGreaterThanOrEqual(5);
      expect(seed.announcements.some((a) => a.companyId === 1 && a.status === status)).toBe(true);
    }
    const approvedCompanies = new Set(seed.companies.filter((c) => c.status === 'APPROVED').map((c) => c.id));
    expect(seed.announcements.every((a) => approvedCompanies.has(a.companyId))).toBe(true);
    expect(seed.announcements.filter((a) => a.status === 'REJECTED').every((a) => !!a.rejectionReason)).toBe(true);
    expect(seed.featured.map((f) => f.sequence)).toEqual(seed.featured.map((_, i) => i + 1));
    expect(seed.featured.length).toBeGreaterThanOrEqual(3);
    expect(seed.featured.length).toBeLessThan(7);
    for (const f of seed.featured) expect(seed.announcements.find((a) => a.id === f.announcementId)?.status).toBe('APPROVED');
    const fileIds = new Set(seed.files.map((f) => f.id));
    for (const a of seed.announcements) {
      expect(a.files.some((f) => f.type === 'PHOTO')).toBe(true);
      for (const f of a.files) expect(fileIds.has(f.fileId)).toBe(true);
    }
    // Photos as users upload them (WebP rendered by `npm run seed:photos`), one per product.
    const photos = seed.files.filter((f) => f.mimetype.startsWith('image/'));
    expect(photos).toHaveLength(seedCatalogue().products.length);
    for (const photo of photos) {
      expect({ name: photo.name, mimetype: photo.mimetype }).toEqual({ name: expect.stringMatching(/^[a-z0-9-]+\.webp$/), mimetype: 'image/webp' });
      expect(new TextDecoder().decode(photo.bytes.subarray(0, 4)) + new TextDecoder().decode(photo.bytes.subarray(8, 12))).toBe('RIFFWEBP');
    }
    expect(new TextDecoder().decode(seed.files.find((f) => f.mimetype === 'application/pdf')!.bytes)).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
  });

  // How fast is for a bench, not a unit test (a loaded machine makes any bound flaky).
  it('seeds 10 000 announcements for MOCK_SEED_SIZE=large', () => {
    const base = createSeed();
    const large = seedAnnouncements({ companies: base.companies, catalogue: seedCatalogue(), firstFileId: 0, size: 'large', places: PLACES });
    expect(large.announcements).toHaveLength(LARGE_SEED_SIZE);
    expect(new Set(large.announcements.map((a) => a.id)).size).toBe(LARGE_SEED_SIZE);
    expect(large.files.length).toBeLessThan(200);
  });
});

describe('GET /announcement/showcase', () => {
  it('needs a token', async () => {
    expect((await call('/announcement/showcase', null)).status).toBe(401);
  });

  it('lists only APPROVED announcements of APPROVED companies, newest first, paginated', async () => {
    db.companies.find((c) => c.id === 3)!.status = 'INACTIVE';
    const answer = await call('/announcement/showcase?take=50', 'comprador');
    const expected = db.announcements.filter((a) => a.status === 'APPROVED' && a.companyId !== 3);
    expect(answer.body.meta).toMatchObject({ page: 1, take: 50, itemCount: expected.length });
    for (const row of answer.body.data!) {
      expect(row.status).toBe('APPROVED');
      expect((row.company as { id: number }).id).not.toBe(3);
    }
    const dates = answer.body.data!.map((r) => r.createdAt as string);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('leaves the featured out with featured=FALSE', async () => {
    const featured = db.featured.map((f) => f.announcementId);
    const all = idsOf(await call('/announcement/showcase?take=100', 'comprador'));
    const rest = idsOf(await call('/announcement/showcase?take=100&featured=FALSE', 'comprador'));
    expect(featured.every((id) => all.includes(id))).toBe(true);
    expect(featured.some((id) => rest.includes(id))).toBe(false);
    expect(rest.length).toBe(all.length - featured.length);
  });

  it('filters by text (accents and case ignored), segment, category, product and UF', async () => {
    const bySearch = await call(`/announcement/showcase?take=100&search=${encodeURIComponent('ACO')}`, 'comprador');
    expect(bySearch.body.data!.length).toBeGreaterThan(0);
    for (const row of bySearch.body.data!) {
      const record = db.announcements.find((a) => a.id === row.id)!;
      const product = db.products.find((p) => p.id === record.productId)!;
      const company = db.companies.find((c) => c.id === record.companyId)!;
      expect(
        [record.title, record.description, product.name, company.companyName, company.tradeName, record.location.city]
          .join(' ')
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toLowerCase(),
      ).toContain('aco');
    }
    const inSegment = shown().filter((a) => productOf(a.productId).segmentsIndex.includes(2));
    expect(inSegment.length).toBeGreaterThan(0);
    const bySegment = await call('/announcement/showcase?take=100&segment=2', 'comprador');
    expect(bySegment.body.meta!.itemCount).toBe(inSegment.length);
    for (const row of bySegment.body.data!) {
      const productId = (row.product as { id: number }).id;
      expect(db.products.find((p) => p.id === productId)!.segmentsIndex).toContain(2);
    }
    const byCategory = await call('/announcement/showcase?take=100&category=1', 'comprador');
    expect(byCategory.body.data!.length).toBeGreaterThan(0);
    for (const row of byCategory.body.data!) {
      const productId = (row.product as { id: number }).id;
      expect(db.products.find((p) => p.id === productId)!.categories.map((c) => c.categoryId)).toContain(1);
    }
    const ofProduct = shown().filter((a) => a.productId === 1);
    expect(ofProduct.length).toBeGreaterThan(0);
    const byProduct = await call('/announcement/showcase?take=100&product=1', 'comprador');
    expect(byProduct.body.meta!.itemCount).toBe(ofProduct.length);
    expect(byProduct.body.data!.every((r) => (r.product as { id: number }).id === 1)).toBe(true);
    const byUf = await call('/announcement/showcase?take=100&uf=mg', 'comprador');
    expect(byUf.body.data!.length).toBeGreaterThan(0);
    expect(byUf.body.data!.every((r) => r.uf === 'MG')).toBe(true);
    const none = await call('/announcement/showcase?search=zzzznada', 'comprador');
    expect(none.body.meta!.itemCount).toBe(0);
  });

  it('ignores a status filter (never shows PENDING)', async () => {
    const plain = await call('/announcement/showcase?take=100', 'comprador');
    const answer = await call('/announcement/showcase?take=100&status=PENDING', 'comprador');
    expect(plain.body.meta!.itemCount).toBeGreaterThan(0);
    expect(answer.body.meta!.itemCount).toBe(plain.body.meta!.itemCount);
    expect(idsOf(answer)).toEqual(idsOf(plain));
    expect(answer.body.data!.every((r) => r.status === 'APPROVED')).toBe(true);
  });
});

describe('GET /announcement/me and /announcement/{id}', () => {
  it("lists the caller's companies' announcements in every status, with a status filter", async () => {
    const all = await call('/announcement/me?take=100', 'vendedor');
    const statuses = new Set(all.body.data!.map((r) => r.status));
    expect(statuses).toEqual(new Set(['PENDING', 'APPROVED', 'REJECTED']));
    expect(all.body.data!.every((r) => [1, 13].includes((r.company as { id: number }).id))).toBe(true);
    const pending = await call('/announcement/me?take=100&status=PENDING', 'vendedor');
    expect(pending.body.data!.length).toBeGreaterThan(0);
    expect(pending.body.data!.every((r) => r.status === 'PENDING')).toBe(true);
    // The collaborator of company 1 sees its announcements too.
    const colleague = idsOf(await call('/announcement/me?take=100&company=1', 'colaborador'));
    expect(colleague.length).toBeGreaterThan(0);
  });

  it('shows a PENDING announcement only to its company and to admins', async () => {
    const pending = db.announcements.find((a) => a.companyId === 1 && a.status === 'PENDING')!;
    expect((await call(`/announcement/${pending.id}`, 'comprador')).status).toBe(404);
    expect((await call(`/announcement/${pending.id}`, 'vendedor')).status).toBe(200);
    const asAdmin = await call(`/announcement/${pending.id}`, 'admin');
    expect(asAdmin.body).toMatchObject({ id: pending.id, status: 'PENDING' });
    const approved = db.announcements.find((a) => a.status === 'APPROVED')!;
    const detail = await call(`/announcement/${approved.id}`, 'comprador');
    expect(detail.body).toMatchObject({ id: approved.id, status: 'APPROVED', title: approved.title });
    expect((detail.body.files as { type: string; url: string }[]).find((f) => f.type === 'PHOTO')?.url).toMatch(new RegExp(`^${API}/file/[\\w-]{32}/[^?]+$`));
    expect((await call('/announcement/999999', 'comprador')).status).toBe(404);
  });
});
