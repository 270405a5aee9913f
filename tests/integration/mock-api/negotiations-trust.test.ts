import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { get, mockOnly, needsSeed, send } from './helpers';
import { accept, put } from './negotiations-setup';

mockOnly("sets up or checks its state in the mock's store (db), not through the API", ['a member of both companies', 'a seller who belongs to the interested company', 'answers onHold', "carry each row's onHold", 'holds the admin to the same stock', 'releases the reservation when cancelled', 'reserves at Em andamento']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

/** : stock reserved at Em andamento, negotiations on hold, nobody on both sides (docs/deal/negotiations.md). */

/** A public offer of the seller (1) with no negotiation, its quantity set to `quantity`. */
function freshOffer(quantity = 10) {
  const offer = db.announcements.find((a) => a.companyId === 1 && a.status === 'APPROVED' && a.unitIndex !== undefined && !db.negotiations.some((n) => n.announcementId === a.id))!;
  offer.quantity = quantity;
  return offer;
}

/** The buyer (company 2) opens one for `quantity`; with `companyId` 3, the buyer is made a member of Química Sul first. */
async function openFor(offerId: number, quantity: number, companyId = 2) {
  if (companyId !== 2 && !db.collaborators.some((c) => c.companyId === companyId && c.accountId === accountId('comprador@giro.dev'))) {
    db.collaborators.push({ id: 900 + companyId, companyId, accountId: accountId('comprador@giro.dev'), role: 'COLLABORATOR', createdAt: new Date().toISOString() });
  }
  const offer = db.announcements.find((a) => a.id === offerId)!;
  const answer = await send('POST', '/negotiation', 'comprador', { announcementId: offerId, companyId, quantity, unitPrice: offer.unitPrice, delivery: 'PICKUP', message: '' });
  expect(answer.status).toBe(200);
  return answer.body.id as number;
}
const accountId = (email: string) => db.accounts.find((a) => a.email === email)!.id;
const detail = async (id: number) => (await get(`/announcement/${id}`, 'comprador')).body;

describe('stock that cannot be sold twice', () => {
  it('reserves at Em andamento: of two negotiations for the whole quantity, the second is refused naming what is left', async () => {
    const offer = freshOffer(10);
    const first = await openFor(offer.id, 10);
    const second = await openFor(offer.id, 10, 3);
    expect((await put(first, 'vendedor', { status: 'IN_PROGRESS' })).body.status).toBe('IN_PROGRESS');
    expect(await detail(offer.id)).toMatchObject({ quantity: 10, reservedQuantity: 10, availableQuantity: 0 });
    const refused = await put(second, 'vendedor', { status: 'IN_PROGRESS' });
    expect(refused.body).toMatchObject({ statusCode: 400, message: 'StockNotEnough', details: { available: 0 } });
    expect(db.negotiations.find((n) => n.id === second)!.status).toBe('IN_QUOTATION');
    // Nor may a new one be opened or a proposal take more than is left.
    expect((await send('POST', '/interest-items', 'comprador', { announcement_id: offer.id, companyId: 3, quantity: 1, message: '' })).body.message).toBe('AnnouncementSoldOut');
    expect((await put(second, 'comprador', { quantity: 9 })).body.message).toBe('QuantityAboveAvailable');
  });

  it('releases the reservation when cancelled, and sells it at Finalizado: reserved plus sold never passes what was announced', async () => {
    const offer = freshOffer(10);
    const first = await openFor(offer.id, 6);
    const second = await openFor(offer.id, 6, 3);
    await put(first, 'vendedor', { status: 'IN_PROGRESS' });
    expect((await put(second, 'vendedor', { status: 'IN_PROGRESS' })).body).toMatchObject({ message: 'StockNotEnough', details: { available: 4, unit: expect.any(String) } });
    await put(first, 'comprador', { status: 'CALLED_OFF' });
    expect((await detail(offer.id)).availableQuantity).toBe(10);
    expect((await put(second, 'vendedor', { status: 'IN_PROGRESS' })).body.status).toBe('IN_PROGRESS');
    expect((await put(second, 'vendedor', { status: 'AWAITING_PAYMENT' })).body.status).toBe('AWAITING_PAYMENT');
    // The release waits for the confirmed payment and the NF-e (negotiations-payment.test.ts); here they are given.
    const record = db.negotiations.find((n) => n.id === second)!;
    const at = new Date().toISOString();
    record.payment = { status: 'CONFIRMED', amount: 0, proofFileId: 0, sentAt: at, confirmedAt: at };
    record.invoice = { number: '1', series: '1', accessKey: '52060433009911002506550120000007800267301615', fileId: 0, recordedAt: at };
    expect((await put(second, 'vendedor', { status: 'RELEASED_FOR_DELIVERY' })).body.status).toBe('RELEASED_FOR_DELIVERY');
    expect((await put(second, 'comprador', { status: 'FINISHED' })).body.status).toBe('FINISHED');
    expect(await detail(offer.id)).toMatchObject({ quantity: 4, reservedQuantity: 0, availableQuantity: 4 });
  });

  it('refuses an edit of the announcement below what is reserved, naming it', async () => {
    const offer = freshOffer(10);
    const id = await openFor(offer.id, 6);
    await put(id, 'vendedor', { status: 'IN_PROGRESS' });
    expect((await send('PUT', `/admin/announcement/${offer.id}`, 'admin', { quantity: 5 })).body).toMatchObject({ message: 'QuantityBelowReserved', details: { reserved: 6 } });
    expect((await send('PUT', `/admin/announcement/${offer.id}`, 'admin', { quantity: 6 })).status).toBe(200);
  });

  it('holds the admin to the same stock', async () => {
    const offer = freshOffer(5);
    const first = await openFor(offer.id, 5);
    const second = await openFor(offer.id, 5, 3);
    await send('PUT', `/admin/negotiation/${first}`, 'admin', { status: 'AWAITING_PAYMENT' });
    expect((await send('PUT', `/admin/negotiation/${second}`, 'admin', { status: 'FINISHED' })).body.message).toBe('StockNotEnough');
  });
});

describe('negotiations on hold', () => {
  it('while the seller company is suspended, only cancelling is accepted; after reactivation the steps work again', async () => {
    const offer = freshOffer(10);
    const id = await openFor(offer.id, 2);
    await send('PATCH', '/admin/company/1/moderation', 'admin', { action: 'SUSPEND', reason: 'Denúncia de fraude.' });
    expect((await get(`/negotiation/${id}/status-options`, 'vendedor')).body).toEqual(['CALLED_OFF']);
    expect((await put(id, 'vendedor', { status: 'IN_PROGRESS' })).body.message).toBe('NegotiationOnHold');
    expect((await put(id, 'comprador', { quantity: 3 })).body.message).toBe('NegotiationOnHold');
    expect((await send('PUT', `/admin/negotiation/${id}`, 'admin', { status: 'IN_PROGRESS' })).body.message).toBe('NegotiationOnHold');
    await send('PATCH', '/admin/company/1/moderation', 'admin', { action: 'REACTIVATE' });
    expect((await put(id, 'vendedor', { status: 'IN_PROGRESS' })).body.status).toBe('IN_PROGRESS');
  });

  it('refuses proposals, accepting and steps but cancelling while the announcement or the buyer company is not APPROVED', async () => {
    const offer = freshOffer(10);
    const id = await openFor(offer.id, 2);
    const proposal = await put(id, 'vendedor', { unitPrice: offer.unitPrice + 1 });
    const proposalId = (proposal.body.pendingProposal as { id: number }).id;
    await send('PATCH', `/admin/announcement/${offer.id}/moderation`, 'admin', { action: 'RETURN_TO_REVIEW', reason: 'Fotos de outro produto.' });
    expect((await accept(id, proposalId, 'comprador')).body.message).toBe('NegotiationOnHold');
    await send('PUT', `/admin/announcement/${offer.id}`, 'admin', { status: 'APPROVED' });
    await send('PATCH', '/admin/company/2/moderation', 'admin', { action: 'RETURN_TO_REVIEW', reason: 'Confirme o CNPJ.' });
    expect((await accept(id, proposalId, 'comprador')).body.message).toBe('NegotiationOnHold');
    await send('DELETE', `/negotiation/${id}/proposal/${proposalId}`, 'vendedor');
    expect((await put(id, 'comprador', { status: 'CALLED_OFF' })).body.status).toBe('CALLED_OFF');
  });
});

describe('the detail says why a negotiation is on hold', () => {
  it('answers onHold: null while all is approved, then the reason, to each party and the admin; a member of both sides reads OWN_COMPANY', async () => {
    const offer = freshOffer(10);
    const id = await openFor(offer.id, 2);
    const onHold = async (as: 'comprador' | 'vendedor' | 'admin') => (await get(as === 'admin' ? `/admin/negotiation/${id}` : `/negotiation/${id}`, as)).body.onHold;
    expect(await onHold('comprador')).toBeNull();
    await send('PATCH', `/admin/announcement/${offer.id}/moderation`, 'admin', { action: 'RETURN_TO_REVIEW', reason: 'Fotos de outro produto.' });
    expect(await onHold('comprador')).toBe('OFFER_NOT_APPROVED');
    expect(await onHold('admin')).toBe('OFFER_NOT_APPROVED');
    await send('PUT', `/admin/announcement/${offer.id}`, 'admin', { status: 'APPROVED' });
    await send('PATCH', '/admin/company/1/moderation', 'admin', { action: 'SUSPEND', reason: 'Denúncia de fraude.' });
    expect(await onHold('vendedor')).toBe('PARTY_NOT_APPROVED');
    await send('PATCH', '/admin/company/1/moderation', 'admin', { action: 'REACTIVATE' });
    expect(await onHold('vendedor')).toBeNull();
    db.collaborators.push({ id: 997, companyId: 1, accountId: accountId('comprador@giro.dev'), role: 'COLLABORATOR', createdAt: new Date().toISOString() });
    expect(await onHold('comprador')).toBe('OWN_COMPANY');
    expect(await onHold('admin')).toBeNull();
    db.collaborators = db.collaborators.filter((c) => c.id !== 997);
  });
});

describe('the lists say it too', () => {
  it("carry each row's onHold, as the detail reads it to that side (null for the admin's list when it moves freely)", async () => {
    const offer = freshOffer(10);
    const id = await openFor(offer.id, 2);
    const rowOf = async (path: string, as: 'comprador' | 'vendedor' | 'admin') => (await get(`${path}?take=100`, as)).body.data!.find((r) => r.id === id)!;
    expect((await rowOf('/negotiation/list/purchases', 'comprador')).onHold).toBeNull();
    await send('PATCH', '/admin/company/1/moderation', 'admin', { action: 'SUSPEND', reason: 'Denúncia de fraude.' });
    expect((await rowOf('/negotiation/list/purchases', 'comprador')).onHold).toBe('PARTY_NOT_APPROVED');
    expect((await rowOf('/negotiation/list/sales', 'vendedor')).onHold).toBe('PARTY_NOT_APPROVED');
    expect((await rowOf('/admin/negotiation', 'admin')).onHold).toBe('PARTY_NOT_APPROVED');
    await send('PATCH', '/admin/company/1/moderation', 'admin', { action: 'REACTIVATE' });
    expect((await rowOf('/negotiation/list/sales', 'vendedor')).onHold).toBeNull();
    db.collaborators.push({ id: 996, companyId: 1, accountId: accountId('comprador@giro.dev'), role: 'COLLABORATOR', createdAt: new Date().toISOString() });
    expect((await rowOf('/negotiation/list/purchases', 'comprador')).onHold).toBe('OWN_COMPANY');
    expect((await rowOf('/admin/negotiation', 'admin')).onHold).toBeNull();
    db.collaborators = db.collaborators.filter((c) => c.id !== 996);
  });
});

describe('nobody negotiates with a company they belong to', () => {
  it('a member of both companies cannot accept their own proposal nor move it on, but may cancel', async () => {
    const offer = freshOffer(10);
    const id = await openFor(offer.id, 2);
    const proposal = await put(id, 'comprador', { quantity: 3 });
    const proposalId = (proposal.body.pendingProposal as { id: number }).id;
    db.collaborators.push({ id: 999, companyId: 1, accountId: accountId('comprador@giro.dev'), role: 'COLLABORATOR', createdAt: new Date().toISOString() });
    expect((await accept(id, proposalId, 'comprador')).body.message).toBe('OwnCompanyNegotiation');
    await send('DELETE', `/negotiation/${id}/proposal/${proposalId}`, 'comprador');
    expect((await put(id, 'comprador', { status: 'IN_PROGRESS' })).body.message).toBe('OwnCompanyNegotiation');
    expect((await get(`/negotiation/${id}/status-options`, 'comprador')).body).toEqual(['CALLED_OFF']);
    expect((await put(id, 'comprador', { status: 'CALLED_OFF' })).body.status).toBe('CALLED_OFF');
  });

  it('a seller who belongs to the interested company cannot open a negotiation from its interest', async () => {
    const received = db.interestItems.find((i) => i.companyId === 3)!;
    db.negotiations = db.negotiations.filter((n) => !(n.announcementId === received.announcementId && n.buyerCompanyId === 3));
    db.collaborators.push({ id: 998, companyId: 3, accountId: accountId('vendedor@giro.dev'), role: 'COLLABORATOR', createdAt: new Date().toISOString() });
    expect((await send('POST', '/negotiation', 'vendedor', { interestItemId: received.id })).body.message).toBe('OwnCompanyNegotiation');
  });
});
