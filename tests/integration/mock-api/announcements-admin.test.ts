// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { call, idsOf, shown, validBody } from './announcements-setup';
import { mockOnly, needsSeed, type Who } from './helpers';

mockOnly("sets up or checks its state in the mock's store (db), not through the API", ['allows at most 7', 'creates for any APPROVED company']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

describe('admin announcement calls', () => {
  it('are refused to COMMERCE users', async () => {
    expect((await call('/admin/announcement', 'vendedor')).status).toBe(401);
    expect((await call('/admin/announcement', 'vendedor', { method: 'POST', json: validBody() })).status).toBe(401);
  });

  it('list every status with filters; status=PENDING is the deferral queue', async () => {
    const all = await call('/admin/announcement?take=100', 'admin');
    expect(all.body.meta!.itemCount).toBe(db.announcements.length);
    const queue = await call('/admin/announcement?take=100&status=PENDING', 'admin');
    expect(queue.body.meta!.itemCount).toBe(db.announcements.filter((a) => a.status === 'PENDING').length);
    const ofCompany = db.announcements.filter((a) => a.companyId === 4);
    expect(ofCompany.length).toBeGreaterThan(0);
    const byCompany = await call('/admin/announcement?take=100&company=4', 'admin');
    expect(byCompany.body.meta!.itemCount).toBe(ofCompany.length);
    expect(byCompany.body.data!.every((r) => (r.company as { id: number }).id === 4)).toBe(true);
    const featured = await call('/admin/announcement?featured=TRUE', 'admin');
    expect(featured.body.meta!.itemCount).toBe(db.featured.length);
    const sorted = await call('/admin/announcement?take=100&orderBy=unitPrice&order=ASC', 'admin');
    const prices = sorted.body.data!.map((r) => r.unitPrice as number);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('approve, and reject only with a reason', async () => {
    const pending = db.announcements.find((a) => a.status === 'PENDING')!;
    const put = (body: unknown) => call(`/admin/announcement/${pending.id}`, 'admin', { method: 'PUT', json: body });
    expect((await put({ status: 'REJECTED' })).body.message).toBe('RejectionReasonRequired');
    expect((await put({ status: 'REJECTED', rejectionReason: 'ab' })).body.message).toBe('RejectionReasonRequired');
    expect((await put({ status: 'REJECTED', rejectionReason: 'Fotos ilegíveis.' })).body).toMatchObject({ status: 'REJECTED', rejectionReason: 'Fotos ilegíveis.' });
    expect((await put({ status: 'APPROVED' })).body).toMatchObject({ status: 'APPROVED', rejectionReason: null });
    expect(idsOf(await call('/announcement/showcase?take=100', 'comprador'))).toContain(pending.id);
  });

  it('creates for any APPROVED company, APPROVED by default', async () => {
    const created = await call('/admin/announcement', 'admin', { method: 'POST', json: validBody({ companyId: 4 }) });
    expect(created.body).toMatchObject({ status: 'APPROVED', company: { id: 4 } });
    const refused = await call('/admin/announcement', 'admin', { method: 'POST', json: validBody({ companyId: 7 }) });
    expect(refused.body.message).toBe('CompanyNotApproved');
  });
});

describe('featured announcements', () => {
  const add = (id: number, who: Who = 'admin') => call('/admin/featured/announcement', who, { method: 'POST', json: { announcement_id: id } });

  it('lists in sequence for any signed-in user, with the showcase filters', async () => {
    const list = await call('/featured/announcement', 'comprador');
    expect(list.body.data!.map((e) => e.sequence)).toEqual(db.featured.map((_, i) => i + 1));
    expect(list.body.data!.every((e) => (e.announcement as { featured: boolean }).featured)).toBe(true);
    const first = db.announcements.find((a) => a.id === db.featured[0]!.announcementId)!;
    const sameProduct = shown().filter((a) => a.productId === first.productId && db.featured.some((f) => f.announcementId === a.id));
    expect(sameProduct.length).toBeGreaterThan(0);
    const filtered = await call(`/featured/announcement?product=${first.productId}`, 'comprador');
    expect(filtered.body.data).toHaveLength(sameProduct.length);
    expect(filtered.body.data!.every((e) => (e.announcement as { product: { id: number } }).product.id === first.productId)).toBe(true);
  });

  it('allows at most 7, no duplicates and only APPROVED announcements', async () => {
    const candidates = db.announcements.filter((a) => a.status === 'APPROVED' && !db.featured.some((f) => f.announcementId === a.id));
    expect((await add(db.featured[0]!.announcementId)).body).toMatchObject({ statusCode: 400, message: 'AnnouncementAlreadyFeatured' });
    const pending = db.announcements.find((a) => a.status === 'PENDING')!;
    expect((await add(pending.id)).body.message).toBe('AnnouncementNotApproved');
    let i = 0;
    while (db.featured.length < 7) expect((await add(candidates[i++]!.id)).status).toBe(200);
    expect((await add(candidates[i]!.id)).body).toEqual({ statusCode: 400, message: 'MaxFeaturedsAnnouncementsReached', error: 'Bad Request' });
    expect(db.featured.map((f) => f.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await add(candidates[i]!.id, 'vendedor')).status).toBe(401);
  });

  it('moves one entry and removes one, keeping the sequence dense', async () => {
    const before = db.featured.map((f) => f.announcementId);
    const moved = await call('/featured/announcement', 'admin', { method: 'PUT', json: { announcement_id: before[0], sequence: before.length } });
    const order = (moved.body as unknown as { announcement_id: number; sequence: number }[]).map((e) => e.announcement_id);
    expect(order).toEqual([...before.slice(1), before[0]]);
    const removed = await call('/featured/announcement', 'admin', { method: 'DELETE', json: { announcement_id: before[1] } });
    const after = removed.body as unknown as { announcement_id: number; sequence: number }[];
    expect(after.map((e) => e.announcement_id)).toEqual([...before.slice(2), before[0]]);
    expect(after.map((e) => e.sequence)).toEqual(after.map((_, i) => i + 1));
    expect((await call('/featured/announcement', 'admin', { method: 'DELETE', json: { announcement_id: before[1] } })).status).toBe(404);
    expect((await call('/featured/announcement', 'vendedor', { method: 'PUT', json: { announcement_id: before[0], sequence: 1 } })).status).toBe(401);
  });
});
