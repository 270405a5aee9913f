import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { get, needsSeed, send } from './helpers';

needsSeed("picks records of the mock's seed (ids, names, counts)");

const publicOf = (companyId: number) => db.announcements.find((a) => a.companyId === companyId && a.status === 'APPROVED' && !db.favorites.some((f) => f.announcementId === a.id))!;

describe('favorites', () => {
  it("lists the caller's favorites, newest first, with the announcement", async () => {
    const { status, body } = await get('/favorites', 'comprador');
    expect(status).toBe(200);
    const mine = db.favorites.filter((f) => f.accountId === db.accounts.find((a) => a.email === 'comprador@giro.dev')!.id);
    expect(body.meta).toMatchObject({ page: 1, take: 10, itemCount: mine.length });
    const dates = body.data!.map((f) => f.createdAt as string);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.data![0]).toMatchObject({ announcement_id: expect.any(Number), announcement: { id: expect.any(Number), title: expect.any(String) } });
    // Someone else's favorites are not in the list.
    const seller = await get('/favorites', 'vendedor');
    const sellerIds = seller.body.data!.map((f) => f.id);
    expect(body.data!.some((f) => sellerIds.includes(f.id))).toBe(false);
  });

  it('toggles with the same call: on, then off', async () => {
    const a = publicOf(1);
    const on = await send('POST', '/favorites', 'comprador', { announcement_id: a.id });
    expect(on).toMatchObject({ status: 200, body: { announcement_id: a.id, favorite: true } });
    expect((await get('/favorites', 'comprador')).body.data!.map((f) => f.announcement_id)).toContain(a.id);
    const off = await send('POST', '/favorites', 'comprador', { announcement_id: a.id });
    expect(off.body).toEqual({ announcement_id: a.id, favorite: false });
    expect((await get('/favorites', 'comprador')).body.data!.map((f) => f.announcement_id)).not.toContain(a.id);
  });

  it('refuses a non-public announcement (404), one of your own (OwnAnnouncement), bad bodies (400) and no token (401)', async () => {
    const pending = db.announcements.find((a) => a.companyId === 1 && a.status === 'PENDING')!;
    expect((await send('POST', '/favorites', 'comprador', { announcement_id: pending.id })).status).toBe(404);
    expect((await send('POST', '/favorites', 'comprador', { announcement_id: 999999 })).status).toBe(404);
    expect((await send('POST', '/favorites', 'vendedor', { announcement_id: publicOf(1).id })).body).toMatchObject({ statusCode: 400, message: 'OwnAnnouncement' });
    expect((await send('POST', '/favorites', 'comprador', { announcement_id: 'x' })).status).toBe(400);
    expect((await send('POST', '/favorites', undefined, { announcement_id: publicOf(1).id })).status).toBe(401);
  });

  it('lets a favorite be removed after its announcement left the showcase', async () => {
    const a = publicOf(3);
    await send('POST', '/favorites', 'comprador', { announcement_id: a.id });
    a.status = 'PENDING';
    const off = await send('POST', '/favorites', 'comprador', { announcement_id: a.id });
    expect(off.body).toEqual({ announcement_id: a.id, favorite: false });
  });
});
