import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { NEGOTIATION_STATUSES } from '@/lib/status';
import { get, mockOnly, needsSeed, send } from './helpers';
import { eventsOf, open, put, seeded, sellerOffer } from './negotiations-setup';

mockOnly("sets up or checks its state in the mock's store (db), not through the API", ['opens it in Em cotação for the interested company', 'refuses a second open negotiation', 'refuses someone outside the announcing company']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

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

const TERMS = { address: { zipCode: '30110000', street: 'Rua da Bahia', number: '1200', neighborhood: 'Centro', city: 'Belo Horizonte', uf: 'MG' }, freight: 'FOB' };

describe('POST /negotiation', () => {
  it('opens a negotiation in IN_QUOTATION whose OPENED event carries the values and the message', async () => {
    const { status, body } = await open({ quantity: 2, unitPrice: 10.555, delivery: 'DELIVERY', deliveryTerms: TERMS });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'IN_QUOTATION', quantity: 2, unitPrice: 10.56, total: 21.12, delivery: 'DELIVERY', buyer: { id: 2 }, seller: { id: 1 } });
    // The opening terms are the negotiation's from the start, as an accepted proposal's would be.
    expect(body).toMatchObject({ deliveryTerms: { ...TERMS, address: { ...TERMS.address, complement: '' } }, pickupAddress: null });
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
        deliveryTerms: { ...TERMS, address: { ...TERMS.address, complement: '' } },
        message: 'Proposta',
        interestItemId: null,
      },
    ]);
  });

  it('refuses Entrega without its terms (DeliveryTermsRequired) and opens Retirada without any', async () => {
    expect((await open({ delivery: 'DELIVERY' })).body).toMatchObject({ statusCode: 400, message: 'DeliveryTermsRequired' });
    expect((await open({ delivery: 'DELIVERY', deliveryTerms: null })).body.message).toBe('DeliveryTermsRequired');
    expect((await open({ delivery: 'DELIVERY', deliveryTerms: { address: TERMS.address, freight: 'EXW' } })).status).toBe(400);
    // Terms sent with Retirada are not kept: nothing is delivered.
    const pickup = await open({ delivery: 'PICKUP', deliveryTerms: TERMS });
    expect(pickup.status).toBe(200);
    expect(pickup.body.deliveryTerms).toBeNull();
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
