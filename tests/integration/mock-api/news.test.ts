import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { API, get, headersOf, type Json, mockOnly, needsSeed, send, type Who } from './helpers';
import { message, put, sellerOffer } from './negotiations-setup';

mockOnly("sets up or checks its state in the mock's store (db), not through the API", ['tells the buyer of offers approved', 'tells the members of a suspended company', 'words what the other side did']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

/** `GET /news?since=` (docs/deal/news.md): what is new for the caller, from the caller's own records. */

type Item = Record<string, unknown> & { id: string; kind: string; at: string };
const news = async (who: Who, since: string) => {
  const res = await get(`/news?since=${encodeURIComponent(since)}`, who);
  expect(res.status).toBe(200);
  return res.body.data as unknown as Item[];
};
const stamp = () => new Date(Date.now() - 1).toISOString();
const byKind = (items: Item[], kind: string) => items.filter((i) => i.kind === kind);

/** The buyer registers interest in one of the seller's offers; the seller opens a negotiation from it. */
async function interestAndNegotiation() {
  const a = sellerOffer();
  const interest = await send('POST', '/interest-items', 'comprador', { announcement_id: a.id, companyId: 2, quantity: 1, message: 'Tenho interesse no lote.' });
  expect(interest.status).toBe(200);
  const opened = await send('POST', '/negotiation', 'vendedor', { interestItemId: interest.body.id });
  expect([200, 201]).toContain(opened.status);
  return { announcement: a, interestId: interest.body.id as number, negotiationId: opened.body.id as number };
}

describe('GET /news: who may ask, and how', () => {
  it('needs a signed-in commerce account and a date-time `since`', async () => {
    expect((await get(`/news?since=${stamp()}`)).status).toBe(401);
    expect((await get(`/news?since=${stamp()}`, 'admin')).status).toBe(401);
    for (const since of ['', 'ontem', '2026-11-27', '2026-13-45T99:00:00Z']) {
      const res = await get(`/news?since=${encodeURIComponent(since)}`, 'vendedor');
      expect(res.status, since).toBe(400);
      expect(res.body.message).toBe('InvalidSince');
    }
  });
});

describe('GET /news: negotiations and interests', () => {
  it('tells the seller of a new interest and the buyer that the seller opened a negotiation', async () => {
    const since = stamp();
    const a = sellerOffer();
    const interest = await send('POST', '/interest-items', 'comprador', { announcement_id: a.id, companyId: 2, quantity: 1, message: 'Tenho interesse no lote.' });
    const sellerNews = await news('vendedor', since);
    expect(byKind(sellerNews, 'INTEREST')).toEqual([
      expect.objectContaining({ id: `interesse:${interest.body.id}`, interestId: interest.body.id, announcementId: a.id, title: a.title, companyName: expect.any(String) }),
    ]);
    // The buyer's own interest is not news to the buyer; the collaborator of the seller's company sees it too.
    expect(byKind(await news('comprador', since), 'INTEREST')).toEqual([]);
    expect(byKind(await news('colaborador', since), 'INTEREST')).toHaveLength(1);

    const opened = await send('POST', '/negotiation', 'vendedor', { interestItemId: interest.body.id });
    const buyerNews = byKind(await news('comprador', since), 'NEGOTIATION');
    expect(buyerNews).toEqual([expect.objectContaining({ id: `negociacao:${opened.body.id}`, negotiationId: opened.body.id, event: 'OPENED', title: a.title })]);
    // What the seller did is not news to the seller.
    expect(byKind(await news('vendedor', since), 'NEGOTIATION')).toEqual([]);
  });

  it("words what the other side did: a proposal to answer, messages, a status, the caller's turn", async () => {
    const { negotiationId: id } = await interestAndNegotiation();
    let since = stamp();
    expect((await put(id, 'comprador', { quantity: 1, unitPrice: 1, delivery: 'PICKUP', message: 'Contraproposta' })).status).toBe(200);
    expect(byKind(await news('vendedor', since), 'NEGOTIATION')).toEqual([expect.objectContaining({ negotiationId: id, event: 'PROPOSAL' })]);
    const pending = db.negotiations.find((n) => n.id === id)!.pendingProposal!;
    await send('DELETE', `/negotiation/${id}/proposal/${pending.id}`, 'comprador');

    since = stamp();
    await message(id, 'vendedor', 'Bom dia!');
    await message(id, 'vendedor', 'Podemos fechar?');
    expect(byKind(await news('comprador', since), 'NEGOTIATION')).toEqual([expect.objectContaining({ event: 'MESSAGES', count: 2, status: null })]);

    since = stamp();
    expect((await put(id, 'vendedor', { status: 'IN_PROGRESS' })).status).toBe(200);
    expect(byKind(await news('comprador', since), 'NEGOTIATION')).toEqual([expect.objectContaining({ event: 'STATUS', status: 'IN_PROGRESS' })]);

    await put(id, 'vendedor', { status: 'AWAITING_PAYMENT' });
    // The release waits for the confirmed payment and the NF-e (negotiations-payment.test.ts); here they are given.
    const record = db.negotiations.find((n) => n.id === id)!;
    const at = new Date().toISOString();
    record.payment = { status: 'CONFIRMED', amount: 0, proofFileId: 0, sentAt: at, confirmedAt: at };
    record.invoice = { number: '1', series: '1', accessKey: '52060433009911002506550120000007800267301615', fileId: 0, recordedAt: at };
    since = stamp();
    expect((await put(id, 'vendedor', { status: 'RELEASED_FOR_DELIVERY' })).status).toBe(200);
    // Released: the buyer confirms receipt next.
    expect(byKind(await news('comprador', since), 'NEGOTIATION')).toEqual([expect.objectContaining({ event: 'YOUR_TURN' })]);
  });

  it('leaves out what happened before `since`', async () => {
    const { negotiationId: id } = await interestAndNegotiation();
    const first = byKind(await news('comprador', stamp().slice(0, 4) + '-01-01T00:00:00Z'), 'NEGOTIATION').find((i) => i.negotiationId === id)!;
    expect(first.event).toBe('OPENED');
    expect(byKind(await news('comprador', first.at), 'NEGOTIATION').filter((i) => i.negotiationId === id)).toEqual([]);
    await message(id, 'vendedor', 'Chegou a ver?');
    expect(byKind(await news('comprador', first.at), 'NEGOTIATION').find((i) => i.negotiationId === id)).toEqual(expect.objectContaining({ event: 'MESSAGES', count: 1 }));
  });
});

describe("GET /news: the admins' decisions", () => {
  it("tells the owner that the company was approved, and no one else", async () => {
    const company = db.companies.find((c) => c.status === 'PENDING' && c.ownerAccountId === db.accounts.find((a) => a.uid === 'dev-vendedor')!.id)!;
    const since = stamp();
    expect((await send('PATCH', `/admin/company/${company.id}/deferral`, 'admin', { action: 'APPROVE' })).status).toBe(200);
    expect(byKind(await news('vendedor', since), 'COMPANY')).toEqual([
      expect.objectContaining({ id: `empresa:${company.id}`, companyId: company.id, companyName: company.tradeName, decision: 'APPROVED' }),
    ]);
    expect(byKind(await news('comprador', since), 'COMPANY')).toEqual([]);
  });

  it('tells the seller its announcements were approved or rejected, and the buyer its search', async () => {
    const pending = db.announcements.filter((a) => a.companyId === 1 && a.status === 'PENDING');
    const search = db.searches.find((s) => s.companyId === 2 && s.status === 'PENDING' && s.active)!;
    const since = stamp();
    await send('PUT', `/admin/announcement/${pending[0]!.id}`, 'admin', { status: 'APPROVED' });
    await send('PUT', `/admin/announcement/${pending[1]!.id}`, 'admin', { status: 'REJECTED', rejectionReason: 'Fotos ilegíveis do lote.' });
    await send('PUT', `/admin/search/${search.id}`, 'admin', { status: 'APPROVED' });
    const seller = await news('vendedor', since);
    expect(byKind(seller, 'ANNOUNCEMENT').map((i) => [i.announcementId, i.decision]).sort()).toEqual(
      [
        [pending[0]!.id, 'APPROVED'],
        [pending[1]!.id, 'REJECTED'],
      ].sort(),
    );
    expect(byKind(seller, 'SEARCH')).toEqual([]);
    expect(byKind(await news('comprador', since), 'SEARCH')).toEqual([expect.objectContaining({ id: `busca:${search.id}`, searchId: search.id, decision: 'APPROVED' })]);
    expect(byKind(await news('comprador', since), 'ANNOUNCEMENT')).toEqual([]);
  });

  it('tells the members of a suspended company, from the record of decisions, and nobody else', async () => {
    const since = stamp();
    const answer = await send('PATCH', '/admin/company/1/moderation', 'admin', { action: 'SUSPEND', reason: 'Denúncia em análise pela equipe.' });
    expect(answer.status).toBe(200);
    const decision = db.decisions.at(-1)!;
    expect(byKind(await news('vendedor', since), 'COMPANY')).toEqual([expect.objectContaining({ id: 'empresa:1', decision: 'SUSPENDED', at: decision.at })]);
    expect(byKind(await news('comprador', since), 'COMPANY')).toEqual([]);
  });
});

describe('GET /news: offers for my searches, searches for my offers', () => {
  it("tells the buyer of offers approved for its search, and the seller of searches its offers fit", async () => {
    // A search of the buyer's company for a product the showcase offers, approved (as in searches-compatible.test.ts).
    const plate = db.products.find((p) => p.name === 'Chapa de aço carbono SAE 1020')!;
    const search = db.searches.find((s) => s.companyId === 2 && s.status === 'REJECTED' && s.active)!;
    Object.assign(search, { productId: plate.id, categoryId: null, uf: 'MG', unitIndex: db.units.find((u) => u.name === 't')!.index, quantity: 1, maxPrice: 100_000, status: 'APPROVED', rejectionReason: null });
    const row = (await get(`/search/${search.id}/compatible?take=1`, 'comprador')).body.data![0]!;
    const offer = db.announcements.find((a) => a.id === row.id)!;
    const wanted = await get('/announcement/me/wanted?take=1', 'vendedor');
    const wantedSearch = db.searches.find((s) => s.id === ((wanted.body.data![0]!.search as Json).id as number))!;
    const since = stamp();
    offer.updatedAt = new Date().toISOString();
    wantedSearch.updatedAt = new Date().toISOString();
    expect(byKind(await news('comprador', since), 'COMPATIBLE')).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: `compativeis:${search.id}`, searchId: search.id, count: expect.any(Number) })]),
    );
    expect(byKind(await news('vendedor', since), 'WANTED')).toEqual([expect.objectContaining({ id: `procura:${wantedSearch.id}`, searchId: wantedSearch.id, companyName: expect.any(String) })]);
    // Neither sees the other's.
    expect(byKind(await news('vendedor', since), 'COMPATIBLE').some((i) => i.searchId === search.id)).toBe(false);
  });
});

describe('GET /negotiation/{id}: conditional reads (docs/deal/live.md)', () => {
  it('answers 304 without a body while nothing changed, and 200 with a new ETag once it did', async () => {
    const { negotiationId: id } = await interestAndNegotiation();
    const first = await fetch(`${API}/negotiation/${id}`, { headers: headersOf('comprador') });
    const etag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await fetch(`${API}/negotiation/${id}`, { headers: { ...headersOf('comprador'), 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await message(id, 'vendedor', 'Novidade');
    const changed = await fetch(`${API}/negotiation/${id}`, { headers: { ...headersOf('comprador'), 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});
