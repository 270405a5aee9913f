import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { MONEY_MAX, QUANTITY_MAX } from '@/lib/validators/common';
import { get, mockOnly, needsSeed, send } from './helpers';
import { accept, announcementOf, decline, eventsOf, fresh, open, pendingOf, put, seeded, withdraw } from './negotiations-setup';

mockOnly("sets up or checks its state in the mock's store (db), not through the API", ['blocks every status change while', 'declines with an optional reason', 'holds proposals and acceptance', 'refuses values and status in one call']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

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
    const deliveryTerms = { address: { zipCode: '30110000', street: 'Rua da Bahia', number: '1200', complement: '', neighborhood: 'Centro', city: 'Belo Horizonte', uf: 'MG' }, freight: 'CIF' };
    const { status, body } = await put(id, 'comprador', { quantity: 1, unitPrice: 99.9, delivery: 'DELIVERY', deliveryTerms, message: ' Frete incluso? ' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ quantity: 1, delivery: 'PICKUP', status: 'IN_QUOTATION', waitingFor: 'SELLER' });
    const pending = pendingOf(body)!;
    expect(pending).toEqual({ id: 1, by: { id: expect.any(Number), name: 'Juliana Teixeira', role: 'BUYER' }, quantity: 1, unitPrice: 99.9, delivery: 'DELIVERY', deliveryTerms, message: 'Frete incluso?', createdAt: expect.any(String) });
    // Only what changed, old → new.
    expect(eventsOf(body).at(-1)).toMatchObject({
      type: 'PROPOSAL',
      proposalId: 1,
      by: { role: 'BUYER' },
      message: 'Frete incluso?',
      changes: [
        { field: 'unitPrice', from: expect.any(Number), to: 99.9 },
        { field: 'delivery', from: 'PICKUP', to: 'DELIVERY' },
        { field: 'deliveryTerms', from: null, to: deliveryTerms },
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
