import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { get, mockOnly, needsSeed, send } from './helpers';

mockOnly("sets up or checks its state in the mock's store (db), not through the API", ['gives the seller the negotiationId', 'leaves the showcase and the featured list', 'links the negotiation of the same announcement', 'lists only the caller', 'registers an interest once per client']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

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

  it('refuses decimals on an announcement in a unit that counts whole things', async () => {
    const un = db.units.find((u) => u.name === 'un')!.index;
    const a = db.announcements.find((x) => x.companyId === 1 && x.status === 'APPROVED' && x.unitIndex === un && x.quantity >= 3)!;
    const post = (quantity: number) => send('POST', '/interest-items', 'comprador', { announcement_id: a.id, companyId: 2, quantity, message: '' });
    expect((await post(2.5)).body).toMatchObject({ statusCode: 400, message: 'QuantityNotWhole' });
    expect((await post(2)).status).toBe(200);
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

describe('GET /interest-items/me?scope=received (the seller side)', () => {
  const sellerItems = () => db.interestItems.filter((i) => db.announcements.find((a) => a.id === i.announcementId)!.companyId === 1);
  const ids = (rows: Record<string, unknown>[]) => rows.map((r) => r.id as number).sort((x, y) => x - y);

  it('lists the interests on announcements of the caller’s companies, for every member, with the buyer’s contact', async () => {
    const expected = sellerItems().map((i) => i.id).sort((x, y) => x - y);
    expect(expected.length).toBeGreaterThan(2);
    for (const who of ['vendedor', 'colaborador'] as const) {
      const res = await get('/interest-items/me?scope=received&take=50', who);
      expect(res.status).toBe(200);
      expect(ids(res.body.data!)).toEqual(expected);
    }
    const row = (await get('/interest-items/me?scope=received&take=50', 'vendedor')).body.data!.find((r) => (r.customer as { name: string }).name === 'Juliana Teixeira')!;
    const buyer = db.accounts.find((a) => a.email === 'comprador@giro.dev')!;
    const company = db.companies.find((c) => c.id === 2)!;
    expect(row.contact).toEqual({
      customer: { name: buyer.name, email: buyer.email, phone: buyer.phone },
      company: { companyName: company.companyName, email: company.email, phone: company.phone },
    });
  });

  it('shows nobody else the items a company received', async () => {
    const theirs = new Set(sellerItems().map((i) => i.id));
    for (const who of ['comprador', 'admin'] as const) {
      const res = await get('/interest-items/me?scope=received&take=50', who);
      expect(res.status).toBe(200);
      expect(res.body.data!.some((r) => theirs.has(r.id as number))).toBe(false);
    }
    expect((await get('/interest-items/me?scope=received')).status).toBe(401);
  });

  it('keeps scope=mine as it was (the default, no contact) and refuses an unknown scope', async () => {
    const byDefault = await get('/interest-items/me?take=50', 'comprador');
    const mine = await get('/interest-items/me?scope=mine&take=50', 'comprador');
    expect(mine.body).toEqual(byDefault.body);
    expect(mine.body.data!.every((r) => !('contact' in r))).toBe(true);
    expect((await get('/interest-items/me?scope=all', 'comprador')).status).toBe(400);
    expect((await get('/interest-items/me?scope=', 'comprador')).status).toBe(200);
  });

  it('filters by announcement in both scopes', async () => {
    const item = sellerItems().find((i) => db.accounts.find((a) => a.id === i.accountId)!.email === 'comprador@giro.dev')!;
    const received = await get(`/interest-items/me?scope=received&announcement=${item.announcementId}`, 'vendedor');
    expect(ids(received.body.data!)).toEqual(db.interestItems.filter((i) => i.announcementId === item.announcementId).map((i) => i.id));
    const mine = await get(`/interest-items/me?scope=mine&announcement=${item.announcementId}`, 'comprador');
    expect(ids(mine.body.data!)).toEqual([item.id]);
    const other = db.announcements.find((a) => a.companyId === 1 && !db.interestItems.some((i) => i.announcementId === a.id))!;
    expect((await get(`/interest-items/me?scope=mine&announcement=${other.id}`, 'comprador')).body.data).toEqual([]);
  });

  it("sorts by the server's keys COSTUMER_NAME and CREATE_DATE", async () => {
    const list = names((await get('/interest-items/me?scope=received&take=50&orderBy=COSTUMER_NAME&order=ASC', 'vendedor')).body.data!);
    expect(list).toEqual([...list].sort((x, y) => x.localeCompare(y, 'pt-BR')));
    expect(new Set(list).size).toBeGreaterThan(2);
    const desc = names((await get('/interest-items/me?scope=received&take=50&orderBy=COSTUMER_NAME&order=DESC', 'vendedor')).body.data!);
    expect(desc).toEqual([...list].reverse());
    const byDate = (await get('/interest-items/me?scope=received&take=50&orderBy=CREATE_DATE&order=ASC', 'vendedor')).body.data!.map((r) => r.createdAt as string);
    expect(byDate).toEqual([...byDate].sort());
    expect(new Set(byDate).size).toBe(byDate.length);
  });

  it('links the negotiation of the same announcement and buying company (negotiationId), open or ended (docs/deal/interests.md)', async () => {
    const a = offer();
    const created = await send('POST', '/interest-items', 'comprador', { announcement_id: a.id, companyId: 2, quantity: 1, message: '' });
    const interestId = created.body.id as number;
    expect(created.body.negotiationId).toBeNull();
    const negotiation = await send('POST', '/negotiation', 'comprador', { announcementId: a.id, companyId: 2, quantity: 1, unitPrice: a.unitPrice, delivery: 'PICKUP', message: '' });
    expect(negotiation.status).toBe(200);
    const mineRow = async () => (await get(`/interest-items/me?announcement=${a.id}`, 'comprador')).body.data![0]!;
    const receivedRow = async (who: 'vendedor' | 'colaborador') =>
      (await get(`/interest-items/me?scope=received&announcement=${a.id}`, who)).body.data!.find((r) => r.id === interestId);
    // The seller of this announcement is company 3: none of the dev sellers is a member.
    expect(await receivedRow('vendedor')).toBeUndefined();
    expect((await mineRow()).negotiationId).toBe(negotiation.body.id);
    const record = db.negotiations.find((n) => n.id === negotiation.body.id)!;
    // After the deal (or its end) the interest still leads to it.
    record.status = 'CALLED_OFF';
    expect((await mineRow()).negotiationId).toBe(negotiation.body.id);
    record.status = 'FINISHED';
    expect((await mineRow()).negotiationId).toBe(negotiation.body.id);
  });

  it('gives the seller the negotiationId of its received rows', async () => {
    const item = sellerItems()[0]!;
    const row = async () => (await get(`/interest-items/me?scope=received&announcement=${item.announcementId}`, 'vendedor')).body.data!.find((r) => r.id === item.id)!;
    const ofIt = db.negotiations.filter((n) => n.announcementId === item.announcementId && n.buyerCompanyId === item.companyId);
    ofIt.forEach((n) => (n.announcementId = -n.id));
    expect((await row()).negotiationId).toBeNull();
    const [ended, open] = db.negotiations.filter((n) => n.status === 'FINISHED' || n.status === 'IN_PROGRESS').sort((a, b) => b.id - a.id);
    Object.assign(ended!, { announcementId: item.announcementId, buyerCompanyId: item.companyId, status: 'FINISHED' });
    expect((await row()).negotiationId).toBe(ended!.id);
    // An open one comes first, even an older one.
    Object.assign(open!, { announcementId: item.announcementId, buyerCompanyId: item.companyId, status: 'IN_PROGRESS' });
    expect((await row()).negotiationId).toBe(open!.id);
  });
});

describe('interestCount on the company’s announcements', () => {
  it('counts the interest items of each announcement on GET /announcement/me and for a member on GET /announcement/{id}', async () => {
    const res = await get('/announcement/me?take=50', 'colaborador');
    expect(res.body.data!.length).toBeGreaterThan(0);
    for (const row of res.body.data!) expect(row.interestCount).toBe(db.interestItems.filter((i) => i.announcementId === row.id).length);
    expect(res.body.data!.some((r) => (r.interestCount as number) > 0)).toBe(true);
    const withInterest = db.interestItems.find((i) => db.announcements.find((a) => a.id === i.announcementId)!.companyId === 1)!;
    const count = db.interestItems.filter((i) => i.announcementId === withInterest.announcementId).length;
    expect((await get(`/announcement/${withInterest.announcementId}`, 'vendedor')).body.interestCount).toBe(count);
    // Buyers do not learn how many others are interested.
    expect((await get(`/announcement/${withInterest.announcementId}`, 'comprador')).body).not.toHaveProperty('interestCount');
  });
});

describe('a sold-out announcement (quantity 0)', () => {
  it('leaves the showcase and the featured list, stays readable, and refuses interest and negotiation', async () => {
    const featured = db.featured[0]!;
    const a = db.announcements.find((x) => x.id === featured.announcementId)!;
    const showcaseIds = async () => (await get(`/announcement/showcase?take=50&company=&search=${encodeURIComponent(a.title)}`, 'comprador')).body.data!.map((r) => r.id);
    const featuredIds = async () => (await get('/featured/announcement?take=50', 'comprador')).body.data!.map((r) => r.announcement_id);
    expect(await featuredIds()).toContain(a.id);
    expect(await showcaseIds()).toContain(a.id);
    a.quantity = 0;
    expect(await showcaseIds()).not.toContain(a.id);
    expect(await featuredIds()).not.toContain(a.id);
    // It still holds its place in the admin's list, so that the admin can remove it.
    expect((await get('/featured/announcement?take=50', 'admin')).body.data!.map((r) => r.announcement_id)).toContain(a.id);
    const detail = await get(`/announcement/${a.id}`, 'comprador');
    expect(detail.status).toBe(200);
    expect(detail.body.quantity).toBe(0);
    const buyer = a.companyId === 2 ? 'vendedor' : 'comprador';
    const companyId = buyer === 'comprador' ? 2 : 1;
    const interest = await send('POST', '/interest-items', buyer, { announcement_id: a.id, companyId, quantity: 1, message: '' });
    expect(interest.body).toMatchObject({ statusCode: 400, message: 'AnnouncementSoldOut' });
    const negotiation = await send('POST', '/negotiation', buyer, { announcementId: a.id, companyId, quantity: 1, unitPrice: a.unitPrice, delivery: 'PICKUP', message: '' });
    expect(negotiation.status).toBe(400);
    // Its company still lists it.
    const owner = await get(`/announcement/me?take=50&search=${encodeURIComponent(a.title)}`, a.companyId === 1 ? 'vendedor' : 'comprador');
    if (a.companyId === 1 || a.companyId === 2) expect(owner.body.data!.map((r) => r.id)).toContain(a.id);
  });
});
