import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { get, send } from './helpers';

const offer = () => db.announcements.find((a) => a.companyId === 3 && a.status === 'APPROVED' && !db.interestItems.some((i) => i.announcementId === a.id))!;
const names = (rows: Record<string, unknown>[]) => rows.map((r) => (r.customer as { name: string }).name);

describe('POST /interest-items', () => {
  it('registers an interest once per client and announcement (a double submit makes one)', async () => {
    const a = offer();
    const body = { announcement_id: a.id, companyId: 2, quantity: 1, message: 'Quero 1' };
    const [first, second] = await Promise.all([send('POST', '/interest-items', 'comprador', body), send('POST', '/interest-items', 'comprador', body)]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    const created = first.status === 200 ? first.body : second.body;
    expect(created).toMatchObject({ quantity: 1, message: 'Quero 1', customer: { name: 'Juliana Teixeira' }, company: { id: 2 }, announcement: { id: a.id } });
    expect([first.body.message, second.body.message]).toContain('InterestAlreadyRegistered');
    expect(db.interestItems.filter((i) => i.announcementId === a.id)).toHaveLength(1);
  });

  it('refuses more than is announced, zero, own announcements, hidden announcements and foreign companies', async () => {
    const a = offer();
    const post = (who: 'comprador' | 'vendedor', extra: Record<string, unknown>) => send('POST', '/interest-items', who, { announcement_id: a.id, companyId: 2, quantity: 1, message: '', ...extra });
    expect((await post('comprador', { quantity: a.quantity + 1 })).body).toMatchObject({ statusCode: 400, message: 'QuantityAboveAvailable' });
    expect((await post('comprador', { quantity: 0 })).status).toBe(400);
    expect((await post('comprador', { quantity: -2 })).status).toBe(400);
    expect((await post('comprador', { companyId: 1 })).status).toBe(401);
    const own = db.announcements.find((x) => x.companyId === 1 && x.status === 'APPROVED')!;
    expect((await post('vendedor', { announcement_id: own.id, companyId: 1 })).body.message).toBe('OwnAnnouncement');
    const pending = db.announcements.find((x) => x.status === 'PENDING' && x.companyId !== 2)!;
    expect((await post('comprador', { announcement_id: pending.id })).status).toBe(404);
  });
});

describe('GET /interest-items/me and DELETE /interest-items/{id}', () => {
  it("lists only the caller's items and deletes only the caller's (401 otherwise)", async () => {
    const mine = await get('/interest-items/me?take=50', 'comprador');
    const myId = db.accounts.find((a) => a.email === 'comprador@giro.dev')!.id;
    expect(mine.body.meta!.itemCount).toBe(db.interestItems.filter((i) => i.accountId === myId).length);
    expect(names(mine.body.data!).every((n) => n === 'Juliana Teixeira')).toBe(true);
    const someoneElses = db.interestItems.find((i) => i.accountId !== myId)!;
    expect((await send('DELETE', `/interest-items/${someoneElses.id}`, 'comprador')).status).toBe(401);
    const target = mine.body.data![0]!.id as number;
    expect((await send('DELETE', `/interest-items/${target}`, 'comprador')).status).toBe(204);
    expect(db.interestItems.some((i) => i.id === target)).toBe(false);
    expect((await send('DELETE', `/interest-items/${target}`, 'comprador')).status).toBe(404);
  });
});

describe('admin', () => {
  it("sorts by the server's keys: COSTUMER_NAME and CREATE_DATE (the screen's CLIENT and CREATED_AT are unknown to it)", async () => {
    const byName = await get('/admin/interest-items?take=50&orderBy=COSTUMER_NAME&order=ASC', 'admin');
    const list = names(byName.body.data!);
    expect(list).toEqual([...list].sort((x, y) => x.localeCompare(y, 'pt-BR')));
    expect(new Set(list).size).toBeGreaterThan(3);
    const desc = names((await get('/admin/interest-items?take=50&orderBy=COSTUMER_NAME&order=DESC', 'admin')).body.data!);
    expect(desc).toEqual([...list].reverse());
    const byDate = (await get('/admin/interest-items?take=50&orderBy=CREATE_DATE&order=ASC', 'admin')).body.data!.map((r) => r.createdAt as string);
    expect(byDate).toEqual([...byDate].sort());
    // Unknown keys keep the default order (newest first).
    const unknownKey = (await get('/admin/interest-items?take=50&orderBy=CLIENT&order=ASC', 'admin')).body.data!.map((r) => r.createdAt as string);
    expect(unknownKey).toEqual([...unknownKey].sort().reverse());
  });

  it('filters by text and product, shows one item with contacts, and is for admins only', async () => {
    const byText = await get(`/admin/interest-items?take=50&search=${encodeURIComponent('Thiago')}`, 'admin');
    expect(names(byText.body.data!)).toEqual(['Thiago Moura']);
    const item = db.interestItems[0]!;
    const productId = db.announcements.find((a) => a.id === item.announcementId)!.productId;
    const ofProduct = db.interestItems.filter((i) => db.announcements.find((a) => a.id === i.announcementId)!.productId === productId);
    expect(ofProduct.length).toBeGreaterThan(0);
    const byProduct = await get(`/admin/interest-items?take=50&product=${productId}`, 'admin');
    expect(byProduct.body.meta!.itemCount).toBe(ofProduct.length);
    expect(byProduct.body.data!.every((r) => (r.announcement as { product: { id: number } }).product.id === productId)).toBe(true);
    const detail = await get(`/admin/interest-item/${item.id}`, 'admin');
    expect(detail.body).toMatchObject({ id: item.id, customer: { phone: { Area: expect.any(String), Numero: expect.any(String) } }, seller: { email: expect.stringContaining('@') } });
    expect((await get('/admin/interest-items', 'comprador')).status).toBe(401);
    expect((await get(`/admin/interest-item/${item.id}`, 'comprador')).status).toBe(401);
    expect((await get('/admin/interest-item/99999', 'admin')).status).toBe(404);
  });
});
