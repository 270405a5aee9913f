import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { MAX_FEATURED } from '@/features/featured/model';
import { get, mockOnly, send } from './helpers';
import { put, seeded } from './negotiations-setup';

mockOnly("sets up or checks its state in the mock's store (db), not through the API");

/** docs/product/statuses.md: a sold-out announcement leaves the featured list, so its slot is free again. */
describe('featured slots and sold-out announcements', () => {
  it('an announcement sold out by a finished negotiation leaves the featured list; the others close up', async () => {
    const n = seeded('RELEASED_FOR_DELIVERY');
    const a = db.announcements.find((x) => x.id === n.announcementId)!;
    a.quantity = n.quantity; // this negotiation sells what is left
    if (!db.featured.some((f) => f.announcementId === a.id)) expect((await send('POST', '/admin/featured/announcement', 'admin', { announcement_id: a.id })).status).toBe(200);
    const before = db.featured.length;

    expect((await put(n.id, 'comprador', { status: 'FINISHED' })).body.status).toBe('FINISHED');
    expect(a.quantity).toBe(0);
    expect(db.featured.map((f) => f.announcementId)).not.toContain(a.id);
    expect(db.featured.length).toBe(before - 1);
    expect(db.featured.map((f) => f.sequence)).toEqual(Array.from({ length: before - 1 }, (_, i) => i + 1));
    // The admin's list and the showcase's agree on the count.
    const admin = await get('/featured/announcement', 'admin');
    const buyer = await get('/featured/announcement', 'comprador');
    expect(admin.body.meta!.itemCount).toBe(buyer.body.meta!.itemCount);
    expect(db.featured.length).toBeLessThan(MAX_FEATURED);
  });
});
