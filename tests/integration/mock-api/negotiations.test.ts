import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { NEGOTIATION_STATUSES } from '@/lib/status';
import { MONEY_MAX, QUANTITY_MAX } from '@/lib/validators/common';
import { statusOptions } from '@/mocks/handlers/negotiations';
import { get, send } from './helpers';

const sellerOffer = () =>
  db.announcements.find((a) => a.companyId === 1 && a.status === 'APPROVED' && !db.negotiations.some((n) => n.announcementId === a.id && n.buyerCompanyId === 2))!;
const open = (extra: Record<string, unknown> = {}) => {
  const a = sellerOffer();
  return send('POST', '/negotiation', 'comprador', { announcementId: a.id, companyId: 2, quantity: 1, unitPrice: a.unitPrice, delivery: 'PICKUP', message: 'Proposta', ...extra });
};
const seeded = (status: string) => db.negotiations.find((n) => n.buyerCompanyId === 2 && n.sellerCompanyId === 1 && n.status === status)!;

describe('negotiation seed', () => {
  it('has every status between the buyer and the seller, each with its history', () => {
    for (const status of NEGOTIATION_STATUSES) {
      const n = seeded(status);
      expect(n, status).toBeDefined();
      expect(n.history[0]!.status).toBe('IN_QUOTATION');
      expect(n.history.at(-1)!.status).toBe(status);
    }
  });
});

describe('GET /negotiation/list/purchases and /sales', () => {
  it("lists the caller's purchases and sales, filtered by status", async () => {
    const purchases = await get('/negotiation/list/purchases?take=50', 'comprador');
    expect(purchases.body.data!.every((n) => (n.buyer as { id: number }).id === 2)).toBe(true);
    expect(new Set(purchases.body.data!.map((n) => n.status))).toEqual(new Set(NEGOTIATION_STATUSES));
    const sales = await get('/negotiation/list/sales?take=50&status=IN_QUOTATION&status=IN_PROGRESS', 'vendedor');
    expect(sales.body.data!.length).toBeGreaterThan(1);
    expect(sales.body.data!.every((n) => (n.seller as { id: number }).id === 1 && ['IN_QUOTATION', 'IN_PROGRESS'].includes(n.status as string))).toBe(true);
    // The collaborator of the seller's company sees its sales too.
    expect((await get('/negotiation/list/sales?take=50', 'colaborador')).body.meta!.itemCount).toBe((await get('/negotiation/list/sales?take=50', 'vendedor')).body.meta!.itemCount);
  });
});

describe('POST /negotiation', () => {
  it('opens a negotiation in IN_QUOTATION with its first history entry', async () => {
    const { status, body } = await open({ quantity: 2, unitPrice: 10.555, delivery: 'DELIVERY' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'IN_QUOTATION', quantity: 2, unitPrice: 10.56, total: 21.12, delivery: 'DELIVERY', buyer: { id: 2 }, seller: { id: 1 }, message: 'Proposta' });
    expect(body.history).toEqual([{ status: 'IN_QUOTATION', at: expect.any(String), by: { id: expect.any(Number), name: 'Juliana Teixeira', role: 'BUYER' } }]);
  });

  it('refuses a second open negotiation on the same announcement (no duplicate on a double submit)', async () => {
    const a = sellerOffer();
    const body = { announcementId: a.id, companyId: 2, quantity: 1, unitPrice: 5, delivery: 'PICKUP', message: '' };
    const [first, second] = await Promise.all([send('POST', '/negotiation', 'comprador', body), send('POST', '/negotiation', 'comprador', body)]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    expect([first.body.message, second.body.message]).toContain('NegotiationAlreadyOpen');
    expect(db.negotiations.filter((n) => n.announcementId === a.id && n.buyerCompanyId === 2)).toHaveLength(1);
  });

  it('refuses quantities above the announced, zero or negative values, own announcements and foreign companies', async () => {
    const a = sellerOffer();
    expect((await open({ quantity: a.quantity + 1 })).body).toMatchObject({ statusCode: 400, message: 'QuantityAboveAvailable' });
    expect((await open({ quantity: 0 })).status).toBe(400);
    expect((await open({ unitPrice: -1 })).status).toBe(400);
    expect((await send('POST', '/negotiation', 'vendedor', { announcementId: a.id, companyId: 1, quantity: 1, unitPrice: 1, delivery: 'PICKUP' })).body.message).toBe('OwnAnnouncement');
    expect((await open({ companyId: 3 })).status).toBe(401);
    const pending = db.announcements.find((x) => x.companyId === 1 && x.status === 'PENDING')!;
    expect((await open({ announcementId: pending.id })).status).toBe(404);
  });
});

describe('amounts of a proposal', () => {
  it('refuses a price that is not a sane amount on opening and on editing, so the total stays a number', async () => {
    const count = db.negotiations.length;
    for (const unitPrice of [1e308, MONEY_MAX + 0.01, 0.001, 0.004]) expect((await open({ unitPrice })).status, String(unitPrice)).toBe(400);
    expect((await open({ quantity: QUANTITY_MAX + 1 })).status).toBe(400);
    expect(db.negotiations.length).toBe(count);
    const n = seeded('IN_QUOTATION');
    const before = structuredClone(n);
    for (const unitPrice of [1e308, MONEY_MAX + 0.01, 0.001, 0.004]) {
      expect((await send('PUT', `/negotiation/${n.id}`, 'comprador', { unitPrice })).status, String(unitPrice)).toBe(400);
      expect((await send('PUT', `/admin/negotiation/${n.id}`, 'admin', { unitPrice })).status, String(unitPrice)).toBe(400);
    }
    expect((await send('PUT', `/negotiation/${n.id}`, 'comprador', { quantity: 1e308 })).status).toBe(400);
    expect(db.negotiations.find((x) => x.id === n.id)).toEqual(before);
    const purchases = await get('/negotiation/list/purchases?take=100', 'comprador');
    expect(purchases.body.data!.every((x) => Number.isFinite(x.total) && Number.isFinite(x.unitPrice))).toBe(true);
  });

  it('takes the maximum price and one cent', async () => {
    expect((await open({ unitPrice: MONEY_MAX })).body).toMatchObject({ unitPrice: MONEY_MAX, total: MONEY_MAX });
    const n = seeded('IN_QUOTATION');
    expect((await send('PUT', `/negotiation/${n.id}`, 'comprador', { unitPrice: 0.01 })).body).toMatchObject({ unitPrice: 0.01 });
  });
});

describe('status machine', () => {
  it('gives the seller, the buyer and the admin their own options; final statuses have none', () => {
    expect(statusOptions('IN_QUOTATION', ['SELLER'])).toEqual(['IN_PROGRESS', 'CALLED_OFF']);
    expect(statusOptions('IN_QUOTATION', ['BUYER'])).toEqual(['CALLED_OFF']);
    expect(statusOptions('IN_PROGRESS', ['SELLER'])).toEqual(['AWAITING_PAYMENT', 'CALLED_OFF']);
    expect(statusOptions('AWAITING_PAYMENT', ['SELLER'])).toEqual(['RELEASED_FOR_DELIVERY', 'CALLED_OFF']);
    expect(statusOptions('RELEASED_FOR_DELIVERY', ['BUYER'])).toEqual(['FINISHED']);
    expect(statusOptions('IN_PROGRESS', ['ADMIN'])).toEqual(['IN_QUOTATION', 'AWAITING_PAYMENT', 'RELEASED_FOR_DELIVERY', 'FINISHED', 'CALLED_OFF']);
    for (const role of ['SELLER', 'BUYER', 'ADMIN'] as const) {
      expect(statusOptions('FINISHED', [role])).toEqual([]);
      expect(statusOptions('CALLED_OFF', [role])).toEqual([]);
    }
  });

  it('answers each party its options through the API', async () => {
    const n = seeded('IN_QUOTATION');
    expect((await get(`/negotiation/${n.id}/status-options`, 'vendedor')).body).toEqual(['IN_PROGRESS', 'CALLED_OFF']);
    expect((await get(`/negotiation/${n.id}/status-options`, 'comprador')).body).toEqual(['CALLED_OFF']);
    expect((await get(`/admin/negotiation/${n.id}/status-options`, 'admin')).body).toEqual(['IN_PROGRESS', 'AWAITING_PAYMENT', 'RELEASED_FOR_DELIVERY', 'FINISHED', 'CALLED_OFF']);
    expect((await get(`/negotiation/${seeded('FINISHED').id}/status-options`, 'vendedor')).body).toEqual([]);
  });

  it('moves forward and keeps the history with dates and who', async () => {
    const created = (await open()).body;
    const id = created.id as number;
    const moved = await send('PUT', `/negotiation/${id}`, 'vendedor', { status: 'IN_PROGRESS' });
    expect(moved.body.status).toBe('IN_PROGRESS');
    const paid = await send('PUT', `/negotiation/${id}`, 'colaborador', { status: 'AWAITING_PAYMENT' });
    expect(paid.body.history).toEqual([
      expect.objectContaining({ status: 'IN_QUOTATION', by: expect.objectContaining({ name: 'Juliana Teixeira', role: 'BUYER' }) }),
      expect.objectContaining({ status: 'IN_PROGRESS', by: expect.objectContaining({ name: 'Marcos Albuquerque', role: 'SELLER' }) }),
      expect.objectContaining({ status: 'AWAITING_PAYMENT', by: expect.objectContaining({ name: 'Bruno Carvalho', role: 'SELLER' }) }),
    ]);
    const history = paid.body.history as { at: string }[];
    expect(history.every((h) => !Number.isNaN(Date.parse(h.at)))).toBe(true);
  });

  it('refuses statuses outside the caller’s options, and anything on a final negotiation', async () => {
    const n = seeded('IN_QUOTATION');
    expect((await send('PUT', `/negotiation/${n.id}`, 'comprador', { status: 'IN_PROGRESS' })).body).toMatchObject({ statusCode: 400, message: 'InvalidStatusTransition' });
    expect((await send('PUT', `/negotiation/${n.id}`, 'vendedor', { status: 'FINISHED' })).body.message).toBe('InvalidStatusTransition');
    const finished = seeded('FINISHED');
    expect((await send('PUT', `/negotiation/${finished.id}`, 'comprador', { status: 'CALLED_OFF' })).body.message).toBe('NegotiationClosed');
    expect((await send('PUT', `/admin/negotiation/${finished.id}`, 'admin', { status: 'IN_PROGRESS' })).body.message).toBe('NegotiationClosed');
    const cancelled = seeded('CALLED_OFF');
    expect((await send('PUT', `/negotiation/${cancelled.id}`, 'vendedor', { quantity: 1 })).body.message).toBe('NegotiationClosed');
  });

  it('cancels (CALLED_OFF) and then offers nothing more', async () => {
    const n = seeded('IN_PROGRESS');
    const cancelled = await send('PUT', `/negotiation/${n.id}`, 'comprador', { status: 'CALLED_OFF' });
    expect(cancelled.body.status).toBe('CALLED_OFF');
    expect((await get(`/negotiation/${n.id}/status-options`, 'comprador')).body).toEqual([]);
  });

  it('edits values only while in quotation, up to the announced quantity', async () => {
    const n = seeded('IN_QUOTATION');
    const a = db.announcements.find((x) => x.id === n.announcementId)!;
    const edited = await send('PUT', `/negotiation/${n.id}`, 'comprador', { quantity: 1, unitPrice: 99.9, delivery: 'DELIVERY' });
    expect(edited.body).toMatchObject({ quantity: 1, unitPrice: 99.9, delivery: 'DELIVERY', status: 'IN_QUOTATION' });
    expect((await send('PUT', `/negotiation/${n.id}`, 'comprador', { quantity: a.quantity + 1 })).body.message).toBe('QuantityAboveAvailable');
    expect((await send('PUT', `/negotiation/${seeded('IN_PROGRESS').id}`, 'comprador', { unitPrice: 1 })).body.message).toBe('NegotiationNotEditable');
    expect((await send('PUT', `/negotiation/${n.id}`, 'comprador', {})).status).toBe(400);
  });

  it('lets the admin set any other status of an open negotiation, recorded as the admin', async () => {
    const n = seeded('AWAITING_PAYMENT');
    const back = await send('PUT', `/admin/negotiation/${n.id}`, 'admin', { status: 'IN_PROGRESS' });
    expect(back.body.status).toBe('IN_PROGRESS');
    expect((back.body.history as { by: { role: string; name: string } }[]).at(-1)!.by).toMatchObject({ role: 'ADMIN', name: 'Rafael Moreira' });
  });
});

describe('who may see and act', () => {
  it('refuses a negotiation to anyone who is not a party (401), and the admin routes to non-admins', async () => {
    const n = db.negotiations.find((x) => x.buyerCompanyId === 3 && x.sellerCompanyId !== 1 && x.sellerCompanyId !== 2)!;
    expect((await get(`/negotiation/${n.id}`, 'comprador')).status).toBe(401);
    expect((await get(`/negotiation/${n.id}/status-options`, 'comprador')).status).toBe(401);
    expect((await send('PUT', `/negotiation/${n.id}`, 'comprador', { status: 'CALLED_OFF' })).status).toBe(401);
    expect((await get('/admin/negotiation', 'comprador')).status).toBe(401);
    expect((await get(`/negotiation/${seeded('IN_QUOTATION').id}`, 'comprador')).status).toBe(200);
    expect((await get('/negotiation/999999', 'comprador')).status).toBe(404);
  });

  it('gives the admin every negotiation, filtered by status and text', async () => {
    const all = await get('/admin/negotiation?take=100', 'admin');
    expect(all.body.meta!.itemCount).toBe(db.negotiations.length);
    const closed = db.negotiations.filter((n) => n.status === 'FINISHED');
    expect(closed.length).toBeGreaterThan(0);
    const finished = await get('/admin/negotiation?take=100&status=FINISHED', 'admin');
    expect(finished.body.meta!.itemCount).toBe(closed.length);
    expect(finished.body.data!.every((n) => n.status === 'FINISHED')).toBe(true);
    const byCompany = await get(`/admin/negotiation?take=100&search=${encodeURIComponent('Química Sul')}`, 'admin');
    expect(byCompany.body.data!.length).toBeGreaterThan(0);
    expect(byCompany.body.data!.every((n) => [(n.buyer as { id: number }).id, (n.seller as { id: number }).id].includes(3))).toBe(true);
  });
});

describe('POST /negotiation from an interest item (the seller opens it)', () => {
  const isOpen = (status: string) => !['FINISHED', 'CALLED_OFF'].includes(status);
  /** An interest received by the seller's company (1) whose buyer company has no open negotiation on it. */
  const freeInterest = () =>
    db.interestItems.find((i) => {
      const a = db.announcements.find((x) => x.id === i.announcementId);
      return a?.companyId === 1 && !db.negotiations.some((n) => n.announcementId === i.announcementId && n.buyerCompanyId === i.companyId && isOpen(n.status));
    })!;

  it('opens it in Em cotação for the interested company, with its quantity, the announced price and pick-up', async () => {
    const interest = freeInterest();
    const a = db.announcements.find((x) => x.id === interest.announcementId)!;
    const { status, body } = await send('POST', '/negotiation', 'colaborador', { interestItemId: interest.id });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'IN_QUOTATION',
      quantity: interest.quantity,
      unitPrice: a.unitPrice,
      delivery: 'PICKUP',
      buyer: { id: interest.companyId },
      seller: { id: 1 },
      buyerAccount: { id: interest.accountId },
    });
    const record = db.negotiations.find((n) => n.id === body.id)!;
    expect(record.buyerAccountId).toBe(interest.accountId);
    // The buyer sees it among its purchases.
    expect(record.buyerCompanyId).toBe(interest.companyId);
  });

  it('refuses someone outside the announcing company (401), a second open negotiation and a quantity above what is available', async () => {
    const interest = freeInterest();
    expect((await send('POST', '/negotiation', 'comprador', { interestItemId: interest.id })).status).toBe(401);
    const a = db.announcements.find((x) => x.id === interest.announcementId)!;
    const quantity = a.quantity;
    a.quantity = interest.quantity - 0.5;
    expect((await send('POST', '/negotiation', 'vendedor', { interestItemId: interest.id })).body).toMatchObject({ statusCode: 400, message: 'QuantityAboveAvailable' });
    a.quantity = quantity;
    expect((await send('POST', '/negotiation', 'vendedor', { interestItemId: interest.id })).status).toBe(200);
    expect((await send('POST', '/negotiation', 'vendedor', { interestItemId: interest.id })).body.message).toBe('NegotiationAlreadyOpen');
    expect((await send('POST', '/negotiation', 'vendedor', { interestItemId: 999999 })).status).toBe(404);
  });
});
