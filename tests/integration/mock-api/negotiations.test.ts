import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { NEGOTIATION_STATUSES } from '@/lib/status';
import { MONEY_MAX, QUANTITY_MAX } from '@/lib/validators/common';
import { statusOptions } from '@/mocks/lib/negotiation-rules';
import { get, send, type Json, type Who } from './helpers';

const sellerOffer = () =>
  db.announcements.find((a) => a.companyId === 1 && a.status === 'APPROVED' && !db.negotiations.some((n) => n.announcementId === a.id && n.buyerCompanyId === 2))!;
const open = (extra: Record<string, unknown> = {}) => {
  const a = sellerOffer();
  return send('POST', '/negotiation', 'comprador', { announcementId: a.id, companyId: 2, quantity: 1, unitPrice: a.unitPrice, delivery: 'PICKUP', message: 'Proposta', ...extra });
};
const seeded = (status: string) => db.negotiations.find((n) => n.buyerCompanyId === 2 && n.sellerCompanyId === 1 && n.status === status)!;
const announcementOf = (negotiationId: number) => db.announcements.find((a) => a.id === db.negotiations.find((n) => n.id === negotiationId)!.announcementId)!;

type Event = { id: number; type: string; at: string; by: { id: number; name: string; role: string } } & Record<string, unknown>;
const eventsOf = (body: Json) => body.events as Event[];
const pendingOf = (body: Json) => body.pendingProposal as ({ id: number; by: { role: string; name: string } } & Record<string, unknown>) | null;

const put = (id: number, who: Who, body: unknown) => send('PUT', `/negotiation/${id}`, who, body);
const accept = (id: number, proposalId: number, who: Who) => send('POST', `/negotiation/${id}/proposal/${proposalId}/accept`, who);
const decline = (id: number, proposalId: number, who: Who, body: unknown = {}) => send('POST', `/negotiation/${id}/proposal/${proposalId}/decline`, who, body);
const withdraw = (id: number, proposalId: number, who: Who) => send('DELETE', `/negotiation/${id}/proposal/${proposalId}`, who);
const message = (id: number, who: Who, text: string) => send('POST', `/negotiation/${id}/messages`, who, { text });
/** A fresh negotiation of the buyer (2) with the seller (1), in quotation, with nothing pending. */
const fresh = async () => (await open()).body.id as number;

describe('negotiation seed', () => {
  it('has every status between the buyer and the seller, each with coherent events', () => {
    for (const status of NEGOTIATION_STATUSES) {
      const n = seeded(status);
      expect(n, status).toBeDefined();
      expect(n.events[0]!.type).toBe('OPENED');
      const steps = n.events.filter((e) => e.type === 'STATUS');
      expect(steps.at(-1)?.to ?? 'IN_QUOTATION').toBe(status);
    }
  });

  it('replays: the opening values and the accepted proposals give every negotiation its values', () => {
    for (const n of db.negotiations) {
      const opened = n.events[0]!;
      if (opened.type !== 'OPENED') throw new Error(`${n.id} does not start with OPENED`);
      const values = { quantity: opened.quantity, unitPrice: opened.unitPrice, delivery: opened.delivery };
      const proposals = new Map<number, Record<string, unknown>>();
      let pending: number | null = null;
      let status = 'IN_QUOTATION';
      for (const [i, e] of n.events.entries()) {
        expect(e.id).toBe(i + 1);
        if (i > 0) expect(e.at >= n.events[i - 1]!.at, `${n.id} events in order`).toBe(true);
        if (e.type === 'PROPOSAL') {
          expect(pending, `${n.id}: a proposal while another is pending must supersede it`).toBeNull();
          proposals.set(e.proposalId, Object.fromEntries(e.changes.map((c) => [c.field, c.to])));
          pending = e.proposalId;
        }
        if (e.type === 'PROPOSAL_SUPERSEDED' || e.type === 'PROPOSAL_DECLINED' || e.type === 'PROPOSAL_WITHDRAWN') pending = null;
        if (e.type === 'PROPOSAL_ACCEPTED') {
          Object.assign(values, proposals.get(e.proposalId));
          pending = null;
        }
        if (e.type === 'STATUS') {
          expect(e.from).toBe(status);
          expect(pending).toBeNull();
          status = e.to;
        }
      }
      expect({ quantity: n.quantity, unitPrice: n.unitPrice, delivery: n.delivery }, String(n.id)).toEqual(values);
      expect(n.status).toBe(status);
      expect(n.pendingProposal?.id ?? null).toBe(pending);
    }
    // The seed shows a pending proposal, an accepted one and messages somewhere.
    expect(db.negotiations.some((n) => n.pendingProposal)).toBe(true);
    expect(db.negotiations.some((n) => n.events.some((e) => e.type === 'PROPOSAL_ACCEPTED'))).toBe(true);
    expect(db.negotiations.some((n) => n.events.some((e) => e.type === 'MESSAGE'))).toBe(true);
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
  it('opens a negotiation in IN_QUOTATION whose OPENED event carries the values and the message', async () => {
    const { status, body } = await open({ quantity: 2, unitPrice: 10.555, delivery: 'DELIVERY' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'IN_QUOTATION', quantity: 2, unitPrice: 10.56, total: 21.12, delivery: 'DELIVERY', buyer: { id: 2 }, seller: { id: 1 } });
    expect(body).toMatchObject({ pendingProposal: null, viewerRoles: ['BUYER'], waitingFor: 'SELLER', contacts: null });
    expect(eventsOf(body)).toEqual([
      {
        id: 1,
        type: 'OPENED',
        at: expect.any(String),
        by: { id: expect.any(Number), name: 'Juliana Teixeira', role: 'BUYER' },
        quantity: 2,
        unitPrice: 10.56,
        delivery: 'DELIVERY',
        message: 'Proposta',
        interestItemId: null,
      },
    ]);
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

  it('refuses decimals in a unit that counts whole things, on opening and in a proposal', async () => {
    const un = db.units.find((u) => u.name === 'un')!.index;
    const a = db.announcements.find((x) => x.companyId === 1 && x.status === 'APPROVED' && x.unitIndex === un && x.quantity >= 3 && !db.negotiations.some((n) => n.announcementId === x.id && n.buyerCompanyId === 2))!;
    const opening = { announcementId: a.id, companyId: 2, unitPrice: a.unitPrice, delivery: 'PICKUP', message: '' };
    expect((await send('POST', '/negotiation', 'comprador', { ...opening, quantity: 1.5 })).body).toMatchObject({ statusCode: 400, message: 'QuantityNotWhole' });
    const { body } = await send('POST', '/negotiation', 'comprador', { ...opening, quantity: 2 });
    expect((await put(body.id as number, 'comprador', { quantity: 2.5, unitPrice: a.unitPrice, delivery: 'PICKUP' })).body).toMatchObject({ statusCode: 400, message: 'QuantityNotWhole' });
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
      viewerRoles: ['SELLER'],
      waitingFor: 'SELLER',
    });
    expect(eventsOf(body)).toEqual([expect.objectContaining({ type: 'OPENED', by: expect.objectContaining({ name: 'Bruno Carvalho', role: 'SELLER' }), interestItemId: interest.id, message: '' })]);
    const record = db.negotiations.find((n) => n.id === body.id)!;
    expect(record.buyerAccountId).toBe(interest.accountId);
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

describe('amounts of a proposal', () => {
  it('refuses a price that is not a sane amount on opening and in a proposal, so the total stays a number', async () => {
    const count = db.negotiations.length;
    for (const unitPrice of [1e308, MONEY_MAX + 0.01, 0.001, 0.004]) expect((await open({ unitPrice })).status, String(unitPrice)).toBe(400);
    expect((await open({ quantity: QUANTITY_MAX + 1 })).status).toBe(400);
    expect(db.negotiations.length).toBe(count);
    const n = seeded('IN_QUOTATION');
    const before = structuredClone(n);
    for (const unitPrice of [1e308, MONEY_MAX + 0.01, 0.001, 0.004]) expect((await put(n.id, 'comprador', { unitPrice })).status, String(unitPrice)).toBe(400);
    expect((await put(n.id, 'comprador', { quantity: 1e308 })).status).toBe(400);
    expect(db.negotiations.find((x) => x.id === n.id)).toEqual(before);
    const purchases = await get('/negotiation/list/purchases?take=100', 'comprador');
    expect(purchases.body.data!.every((x) => Number.isFinite(x.total) && Number.isFinite(x.unitPrice))).toBe(true);
  });

  it('takes the maximum price and one cent', async () => {
    expect((await open({ unitPrice: MONEY_MAX })).body).toMatchObject({ unitPrice: MONEY_MAX, total: MONEY_MAX });
    const n = seeded('IN_QUOTATION');
    expect(pendingOf((await put(n.id, 'comprador', { unitPrice: 0.01 })).body)).toMatchObject({ unitPrice: 0.01 });
  });
});

describe('proposals (PUT /negotiation/{id} with values)', () => {
  it('records a proposal pending for both parties, without changing the values', async () => {
    const id = await fresh();
    const { status, body } = await put(id, 'comprador', { quantity: 1, unitPrice: 99.9, delivery: 'DELIVERY', message: ' Frete incluso? ' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ quantity: 1, delivery: 'PICKUP', status: 'IN_QUOTATION', waitingFor: 'SELLER' });
    const pending = pendingOf(body)!;
    expect(pending).toEqual({ id: 1, by: { id: expect.any(Number), name: 'Juliana Teixeira', role: 'BUYER' }, quantity: 1, unitPrice: 99.9, delivery: 'DELIVERY', message: 'Frete incluso?', createdAt: expect.any(String) });
    // Only what changed, old → new.
    expect(eventsOf(body).at(-1)).toMatchObject({
      type: 'PROPOSAL',
      proposalId: 1,
      by: { role: 'BUYER' },
      message: 'Frete incluso?',
      changes: [
        { field: 'unitPrice', from: expect.any(Number), to: 99.9 },
        { field: 'delivery', from: 'PICKUP', to: 'DELIVERY' },
      ],
    });
    const seller = await get(`/negotiation/${id}`, 'vendedor');
    expect(seller.body).toMatchObject({ pendingProposal: pending, viewerRoles: ['SELLER'], waitingFor: 'SELLER' });
  });

  it('refuses values and status in one call, a proposal that changes nothing, and a second proposal of the same side', async () => {
    const id = await fresh();
    expect((await put(id, 'vendedor', { status: 'IN_PROGRESS', unitPrice: 12 })).body).toMatchObject({ statusCode: 400, message: 'StatusWithValues' });
    expect((await put(id, 'comprador', { quantity: 1, message: 'Só a mensagem' })).body.message).toBe('NothingToChange');
    expect((await put(id, 'comprador', { message: 'Só a mensagem' })).body.message).toBe('NothingToChange');
    expect((await put(id, 'comprador', {})).status).toBe(400);
    expect((await put(id, 'comprador', { quantity: 2 })).status).toBe(200);
    expect((await put(id, 'colaborador', { quantity: 2 })).status).toBe(200); // the other side: a counter-proposal
    expect((await put(id, 'vendedor', { quantity: 3 })).body.message).toBe('ProposalPending');
    expect(db.negotiations.find((n) => n.id === id)!.events.filter((e) => e.type === 'PROPOSAL')).toHaveLength(2);
  });

  it('blocks every status change while a proposal is pending', async () => {
    const id = await fresh();
    await put(id, 'comprador', { quantity: 2 });
    expect((await get(`/negotiation/${id}/status-options`, 'vendedor')).body).toEqual([]);
    expect((await get(`/negotiation/${id}/status-options`, 'comprador')).body).toEqual([]);
    expect((await get(`/admin/negotiation/${id}/status-options`, 'admin')).body).toEqual([]);
    expect((await put(id, 'vendedor', { status: 'IN_PROGRESS' })).body.message).toBe('ProposalPending');
    expect((await put(id, 'comprador', { status: 'CALLED_OFF' })).body.message).toBe('ProposalPending');
    expect((await send('PUT', `/admin/negotiation/${id}`, 'admin', { status: 'CALLED_OFF' })).body.message).toBe('ProposalPending');
    expect(db.negotiations.find((n) => n.id === id)!.status).toBe('IN_QUOTATION');
  });

  it("supersedes the pending proposal with the other side's counter-proposal", async () => {
    const id = await fresh();
    await put(id, 'comprador', { unitPrice: 10 });
    const counter = await put(id, 'vendedor', { unitPrice: 12, message: 'Fechamos em 12?' });
    expect(pendingOf(counter.body)).toMatchObject({ id: 2, by: { role: 'SELLER' }, unitPrice: 12, message: 'Fechamos em 12?' });
    expect(counter.body.waitingFor).toBe('BUYER');
    expect(eventsOf(counter.body).slice(-2)).toEqual([
      expect.objectContaining({ type: 'PROPOSAL_SUPERSEDED', proposalId: 1, byProposalId: 2, by: expect.objectContaining({ role: 'SELLER' }) }),
      expect.objectContaining({ type: 'PROPOSAL', proposalId: 2 }),
    ]);
    expect((await accept(id, 1, 'vendedor')).body.message).toBe('ProposalNotPending');
    expect((await accept(id, 1, 'comprador')).body.message).toBe('ProposalNotPending');
  });

  it('applies the values when the other party accepts, and then the status steps come back', async () => {
    const id = await fresh();
    await put(id, 'comprador', { quantity: 2, unitPrice: 10 });
    expect((await accept(id, 1, 'comprador')).body).toMatchObject({ statusCode: 400, message: 'OwnProposal' });
    expect((await decline(id, 1, 'comprador')).body.message).toBe('OwnProposal');
    const accepted = await accept(id, 1, 'colaborador');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ quantity: 2, unitPrice: 10, total: 20, pendingProposal: null, waitingFor: 'SELLER' });
    expect(eventsOf(accepted.body).at(-1)).toMatchObject({ type: 'PROPOSAL_ACCEPTED', proposalId: 1, by: { name: 'Bruno Carvalho', role: 'SELLER' } });
    expect((await get(`/negotiation/${id}/status-options`, 'vendedor')).body).toEqual(['IN_PROGRESS', 'CALLED_OFF']);
    expect((await accept(id, 1, 'vendedor')).body.message).toBe('ProposalNotPending');
  });

  it('declines with an optional reason, keeping the values', async () => {
    const id = await fresh();
    await put(id, 'vendedor', { unitPrice: 1000 });
    const declined = await decline(id, 1, 'comprador', { reason: ' Acima do orçamento. ' });
    expect(declined.body).toMatchObject({ pendingProposal: null, unitPrice: announcementOf(id).unitPrice });
    expect(eventsOf(declined.body).at(-1)).toMatchObject({ type: 'PROPOSAL_DECLINED', proposalId: 1, reason: 'Acima do orçamento.', by: { role: 'BUYER' } });
    await put(id, 'vendedor', { unitPrice: 900 });
    expect(eventsOf((await decline(id, 2, 'comprador')).body).at(-1)).toMatchObject({ type: 'PROPOSAL_DECLINED', proposalId: 2, reason: '' });
  });

  it('lets only the author withdraw its proposal', async () => {
    const id = await fresh();
    await put(id, 'comprador', { quantity: 2 });
    expect((await withdraw(id, 1, 'vendedor')).status).toBe(401);
    expect((await withdraw(id, 7, 'comprador')).body.message).toBe('ProposalNotPending');
    const withdrawn = await withdraw(id, 1, 'comprador');
    expect(withdrawn.body).toMatchObject({ pendingProposal: null, quantity: 1 });
    expect(eventsOf(withdrawn.body).at(-1)).toMatchObject({ type: 'PROPOSAL_WITHDRAWN', proposalId: 1, by: { role: 'BUYER' } });
    expect((await withdraw(id, 1, 'comprador')).body.message).toBe('ProposalNotPending');
  });

  it('holds proposals and acceptance to the quantity the announcement has now', async () => {
    const id = await fresh();
    const a = announcementOf(id);
    expect((await put(id, 'comprador', { quantity: a.quantity + 1 })).body.message).toBe('QuantityAboveAvailable');
    await put(id, 'comprador', { quantity: 3 });
    a.quantity = 2;
    expect((await accept(id, 1, 'vendedor')).body.message).toBe('QuantityAboveAvailable');
    expect(db.negotiations.find((n) => n.id === id)!.pendingProposal).not.toBeNull();
  });

  it('takes proposals only while in quotation, and nothing on a final negotiation', async () => {
    expect((await put(seeded('IN_PROGRESS').id, 'comprador', { unitPrice: 1 })).body.message).toBe('NegotiationNotEditable');
    expect((await put(seeded('CALLED_OFF').id, 'vendedor', { quantity: 1 })).body.message).toBe('NegotiationClosed');
    expect((await send('PUT', `/admin/negotiation/${seeded('IN_QUOTATION').id}`, 'admin', { unitPrice: 1 })).status).toBe(400);
  });
});

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
