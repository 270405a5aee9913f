import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { statusOptions } from '@/mocks/lib/negotiation-rules';
import { get, mockOnly, needsSeed, send } from './helpers';
import { accept, announcementOf, eventsOf, fresh, message, put, seeded } from './negotiations-setup';

mockOnly("sets up or checks its state in the mock's store (db), not through the API", ['lowers the announcement by the negotiated quantity', 'never goes below zero']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

describe('status steps per side', () => {
  it('gives the seller, the buyer and the admin their own options; final statuses and a pending proposal have none', () => {
    expect(statusOptions('IN_QUOTATION', ['SELLER'])).toEqual(['IN_PROGRESS', 'CALLED_OFF']);
    expect(statusOptions('IN_QUOTATION', ['BUYER'])).toEqual(['CALLED_OFF']);
    expect(statusOptions('IN_PROGRESS', ['SELLER'])).toEqual(['AWAITING_PAYMENT', 'CALLED_OFF']);
    expect(statusOptions('AWAITING_PAYMENT', ['SELLER'])).toEqual(['RELEASED_FOR_DELIVERY', 'CALLED_OFF']);
    expect(statusOptions('RELEASED_FOR_DELIVERY', ['SELLER'])).toEqual([]);
    expect(statusOptions('RELEASED_FOR_DELIVERY', ['BUYER'])).toEqual(['FINISHED']);
    expect(statusOptions('IN_PROGRESS', ['ADMIN'])).toEqual(['IN_QUOTATION', 'AWAITING_PAYMENT', 'RELEASED_FOR_DELIVERY', 'FINISHED', 'CALLED_OFF']);
    expect(statusOptions('IN_QUOTATION', ['SELLER'], true)).toEqual([]);
    for (const role of ['SELLER', 'BUYER', 'ADMIN'] as const) {
      expect(statusOptions('FINISHED', [role])).toEqual([]);
      expect(statusOptions('CALLED_OFF', [role])).toEqual([]);
    }
  });

  it('answers each party its options and whose turn it is', async () => {
    const n = seeded('IN_QUOTATION');
    expect((await get(`/negotiation/${n.id}/status-options`, 'vendedor')).body).toEqual(['IN_PROGRESS', 'CALLED_OFF']);
    expect((await get(`/negotiation/${n.id}/status-options`, 'comprador')).body).toEqual(['CALLED_OFF']);
    expect((await get(`/admin/negotiation/${n.id}/status-options`, 'admin')).body).toEqual(['IN_PROGRESS', 'AWAITING_PAYMENT', 'RELEASED_FOR_DELIVERY', 'FINISHED', 'CALLED_OFF']);
    expect((await get(`/negotiation/${seeded('FINISHED').id}/status-options`, 'vendedor')).body).toEqual([]);
    expect((await get(`/negotiation/${n.id}`, 'comprador')).body).toMatchObject({ viewerRoles: ['BUYER'], waitingFor: 'SELLER' });
    expect((await get(`/admin/negotiation/${n.id}`, 'admin')).body).toMatchObject({ viewerRoles: [], waitingFor: 'SELLER' });
    expect((await get(`/negotiation/${seeded('RELEASED_FOR_DELIVERY').id}`, 'vendedor')).body).toMatchObject({ viewerRoles: ['SELLER'], waitingFor: 'BUYER' });
    expect((await get(`/negotiation/${seeded('FINISHED').id}`, 'vendedor')).body.waitingFor).toBeNull();
  });

  it('moves forward by the seller and records each step (from → to, who, when)', async () => {
    const id = await fresh();
    expect((await put(id, 'comprador', { status: 'IN_PROGRESS' })).body).toMatchObject({ statusCode: 400, message: 'InvalidStatusTransition' });
    expect((await put(id, 'vendedor', { status: 'IN_PROGRESS' })).body.status).toBe('IN_PROGRESS');
    const paid = await put(id, 'colaborador', { status: 'AWAITING_PAYMENT' });
    expect(eventsOf(paid.body).filter((e) => e.type === 'STATUS')).toEqual([
      expect.objectContaining({ from: 'IN_QUOTATION', to: 'IN_PROGRESS', by: expect.objectContaining({ name: 'Marcos Albuquerque', role: 'SELLER' }) }),
      expect.objectContaining({ from: 'IN_PROGRESS', to: 'AWAITING_PAYMENT', by: expect.objectContaining({ name: 'Bruno Carvalho', role: 'SELLER' }) }),
    ]);
    expect(eventsOf(paid.body).every((e) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
    expect((await put(id, 'vendedor', { status: 'FINISHED' })).body.message).toBe('InvalidStatusTransition');
  });

  it('lets only the buyer confirm receipt (Finalizado)', async () => {
    const n = seeded('RELEASED_FOR_DELIVERY');
    expect((await put(n.id, 'vendedor', { status: 'FINISHED' })).body.message).toBe('InvalidStatusTransition');
    expect((await put(n.id, 'vendedor', { status: 'CALLED_OFF' })).body.message).toBe('InvalidStatusTransition');
    const finished = await put(n.id, 'comprador', { status: 'FINISHED' });
    expect(finished.body).toMatchObject({ status: 'FINISHED', waitingFor: null });
  });

  it('refuses anything on a final negotiation, and cancels (CALLED_OFF) with nothing more offered', async () => {
    const finished = seeded('FINISHED');
    expect((await put(finished.id, 'comprador', { status: 'CALLED_OFF' })).body.message).toBe('NegotiationClosed');
    expect((await send('PUT', `/admin/negotiation/${finished.id}`, 'admin', { status: 'IN_PROGRESS' })).body.message).toBe('NegotiationClosed');
    const n = seeded('IN_PROGRESS');
    expect((await put(n.id, 'comprador', { status: 'CALLED_OFF' })).body.status).toBe('CALLED_OFF');
    expect((await get(`/negotiation/${n.id}/status-options`, 'comprador')).body).toEqual([]);
  });

  it('lets the admin set any other status of an open negotiation, recorded as the admin', async () => {
    const n = seeded('AWAITING_PAYMENT');
    const back = await send('PUT', `/admin/negotiation/${n.id}`, 'admin', { status: 'IN_PROGRESS' });
    expect(back.body.status).toBe('IN_PROGRESS');
    expect(eventsOf(back.body).at(-1)).toMatchObject({ type: 'STATUS', from: 'AWAITING_PAYMENT', to: 'IN_PROGRESS', by: { role: 'ADMIN', name: 'Rafael Moreira' } });
  });
});

describe('messages (POST /negotiation/{id}/messages)', () => {
  it('adds a MESSAGE event by either party, trimmed, within 1..1000 characters', async () => {
    const n = seeded('IN_PROGRESS');
    const first = await message(n.id, 'comprador', '  Podemos retirar na segunda?  ');
    expect(first.status).toBe(200);
    expect(eventsOf(first.body).at(-1)).toMatchObject({ type: 'MESSAGE', text: 'Podemos retirar na segunda?', by: { name: 'Juliana Teixeira', role: 'BUYER' } });
    const answer = await message(n.id, 'vendedor', 'Sim, das 8h às 17h.');
    expect(eventsOf(answer.body).at(-1)).toMatchObject({ type: 'MESSAGE', by: { role: 'SELLER' } });
    expect(answer.body.status).toBe('IN_PROGRESS');
    expect((await message(n.id, 'comprador', '   ')).status).toBe(400);
    expect((await message(n.id, 'comprador', 'x'.repeat(1001))).status).toBe(400);
    expect((await message(n.id, 'comprador', 'x'.repeat(1000))).status).toBe(200);
  });

  it('refuses a final negotiation, and anyone who is not a party (the admin reads)', async () => {
    expect((await message(seeded('FINISHED').id, 'comprador', 'Obrigada!')).body).toMatchObject({ statusCode: 400, message: 'NegotiationClosed' });
    const n = seeded('IN_QUOTATION');
    expect((await message(n.id, 'admin', 'Olá')).status).toBe(401);
    await message(n.id, 'vendedor', 'Olá');
    expect(eventsOf((await get(`/admin/negotiation/${n.id}`, 'admin')).body).at(-1)).toMatchObject({ type: 'MESSAGE', text: 'Olá' });
  });
});

describe('contacts', () => {
  it('are null before Em andamento, for both parties, and the buyer’s e-mail is not shown either', async () => {
    const n = seeded('IN_QUOTATION');
    expect((await get(`/negotiation/${n.id}`, 'comprador')).body.contacts).toBeNull();
    const seller = await get(`/negotiation/${n.id}`, 'vendedor');
    expect(seller.body.contacts).toBeNull();
    expect(seller.body.buyerAccount).toEqual({ id: n.buyerAccountId, name: 'Juliana Teixeira', email: '' });
    expect((await get(`/negotiation/${seeded('IN_PROGRESS').id}`, 'vendedor')).body.buyerAccount).toMatchObject({ email: 'comprador@giro.dev' });
  });

  it('appear once it reached Em andamento, and stay when it ends', async () => {
    const n = seeded('IN_PROGRESS');
    const seller = db.companies.find((c) => c.id === 1)!;
    const buyer = db.companies.find((c) => c.id === 2)!;
    const person = db.accounts.find((a) => a.id === n.buyerAccountId)!;
    const expected = {
      seller: { companyName: seller.companyName, email: seller.email, phone: seller.phone },
      buyer: { companyName: buyer.companyName, email: buyer.email, phone: buyer.phone, person: { name: person.name, email: person.email } },
    };
    expect((await get(`/negotiation/${n.id}`, 'comprador')).body.contacts).toEqual(expected);
    expect((await get(`/negotiation/${n.id}`, 'vendedor')).body.contacts).toEqual(expected);
    expect((await get(`/negotiation/${seeded('FINISHED').id}`, 'comprador')).body.contacts).not.toBeNull();
    const calledOff = seeded('CALLED_OFF');
    expect(calledOff.events.some((e) => e.type === 'STATUS' && e.to === 'IN_PROGRESS')).toBe(true);
    expect((await get(`/negotiation/${calledOff.id}`, 'comprador')).body.contacts).not.toBeNull();
    // Cancelled in quotation: never shown.
    const id = await fresh();
    await put(id, 'comprador', { status: 'CALLED_OFF' });
    expect((await get(`/negotiation/${id}`, 'comprador')).body.contacts).toBeNull();
  });

  it('are shown to the admin whatever the status', async () => {
    expect((await get(`/admin/negotiation/${seeded('IN_QUOTATION').id}`, 'admin')).body.contacts).toMatchObject({ seller: { companyName: expect.any(String) }, buyer: { person: expect.any(Object) } });
  });
});

describe('stock', () => {
  it('lowers the announcement by the negotiated quantity when it is finished, and not when it is cancelled', async () => {
    const n = seeded('RELEASED_FOR_DELIVERY');
    const a = announcementOf(n.id);
    const before = a.quantity;
    await put(n.id, 'comprador', { status: 'FINISHED' });
    expect(a.quantity).toBeCloseTo(before - n.quantity, 6);
    const cancelled = seeded('AWAITING_PAYMENT');
    const b = announcementOf(cancelled.id);
    const kept = b.quantity;
    await put(cancelled.id, 'vendedor', { status: 'CALLED_OFF' });
    expect(b.quantity).toBe(kept);
  });

  it('never goes below zero (the admin finishing one)', async () => {
    const n = seeded('AWAITING_PAYMENT');
    const a = announcementOf(n.id);
    a.quantity = n.quantity / 2;
    await send('PUT', `/admin/negotiation/${n.id}`, 'admin', { status: 'FINISHED' });
    expect(a.quantity).toBe(0);
  });
});

describe('who may see and act', () => {
  it('refuses a negotiation to anyone who is not a party (401), and the admin routes to non-admins', async () => {
    const n = db.negotiations.find((x) => x.buyerCompanyId === 3 && x.sellerCompanyId !== 1 && x.sellerCompanyId !== 2)!;
    expect((await get(`/negotiation/${n.id}`, 'comprador')).status).toBe(401);
    expect((await get(`/negotiation/${n.id}/status-options`, 'comprador')).status).toBe(401);
    expect((await put(n.id, 'comprador', { status: 'CALLED_OFF' })).status).toBe(401);
    expect((await message(n.id, 'comprador', 'Oi')).status).toBe(401);
    expect((await accept(n.id, 1, 'comprador')).status).toBe(401);
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
