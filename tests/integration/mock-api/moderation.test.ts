import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { get, mockOnly, needsSeed, send } from './helpers';

mockOnly("sets up or checks its state in the mock's store (db), not through the API", ['returns an APPROVED', 'takes its announcements out of the showcase']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

/** : suspension, reactivation and return to review (docs/moderation.md). */

const moderate = (kind: string, id: number, body: unknown, who: 'admin' | 'vendedor' = 'admin') => send('PATCH', `/admin/${kind}/${id}/moderation`, who, body);
const REASON = 'Notas fiscais com dados de outra empresa.';
const sellerAnnouncement = () => db.announcements.find((a) => a.companyId === 1 && a.status === 'APPROVED' && a.quantity > 0)!;

describe('suspending and reactivating a company', () => {
  it('needs an admin and a reason, and only suspends an APPROVED company', async () => {
    expect((await moderate('company', 1, { action: 'SUSPEND', reason: REASON }, 'vendedor')).status).toBe(401);
    expect((await moderate('company', 1, { action: 'SUSPEND' })).body.message).toBe('ModerationReasonRequired');
    expect((await moderate('company', 1, { action: 'SUSPEND', reason: '  ok  ' })).body.message).toBe('ModerationReasonRequired');
    expect((await moderate('company', 7, { action: 'SUSPEND', reason: REASON })).body.message).toBe('ModerationNotApproved');
    expect((await moderate('company', 1, { action: 'REACTIVATE' })).body.message).toBe('CompanyNotInactive');
    expect((await moderate('company', 999, { action: 'SUSPEND', reason: REASON })).status).toBe(404);
    expect(db.companies.find((c) => c.id === 1)!.status).toBe('APPROVED');
  });

  it('takes its announcements out of the showcase, the featured list and matches; members still read, with the reason', async () => {
    const offer = sellerAnnouncement();
    db.featured.push({ announcementId: offer.id, sequence: db.featured.length + 1, createdAt: new Date().toISOString() });
    const answer = await moderate('company', 1, { action: 'SUSPEND', reason: ` ${REASON} ` });
    expect(answer.body).toMatchObject({ subject: { kind: 'company', id: 1 }, action: 'SUSPENDED', reason: REASON, by: { name: 'Rafael Moreira' } });
    const showcase = await get('/announcement/showcase?take=100', 'comprador');
    expect(showcase.body.data!.some((a) => (a.company as { id: number }).id === 1)).toBe(false);
    expect(db.featured.some((f) => f.announcementId === offer.id)).toBe(false);
    const search = db.searches.find((s) => s.companyId === 2 && s.status === 'APPROVED' && s.active)!;
    const compatible = await get(`/search/${search.id}/compatible?take=100`, 'comprador');
    expect(compatible.body.data!.some((a) => (a.company as { id: number }).id === 1)).toBe(false);
    expect((await get(`/announcement/${offer.id}`, 'comprador')).status).toBe(404);
    // Its members sign in and read, and learn why.
    expect((await get('/user', 'vendedor')).status).toBe(200);
    expect((await get('/company/1', 'vendedor')).body).toMatchObject({ status: 'INACTIVE', suspensionReason: REASON });
    const mine = await get('/company/list/me', 'vendedor');
    expect(mine.body.data!.find((c) => c.id === 1)).toMatchObject({ status: 'INACTIVE', suspensionReason: REASON });
    expect((await get(`/announcement/${offer.id}`, 'vendedor')).status).toBe(200);
  });

  it('refuses new interests, negotiations and announcements with it', async () => {
    const offer = sellerAnnouncement();
    await moderate('company', 1, { action: 'SUSPEND', reason: REASON });
    const interest = await send('POST', '/interest-items', 'comprador', { announcement_id: offer.id, companyId: 2, quantity: 1, message: '' });
    expect(interest.status).toBe(404);
    const negotiation = await send('POST', '/negotiation', 'comprador', { announcementId: offer.id, companyId: 2, quantity: 1, unitPrice: offer.unitPrice, delivery: 'PICKUP', message: '' });
    expect(negotiation.status).toBe(404);
    const received = db.interestItems.find((i) => db.announcements.find((a) => a.id === i.announcementId)?.companyId === 1)!;
    db.negotiations = db.negotiations.filter((n) => !(n.announcementId === received.announcementId && n.buyerCompanyId === received.companyId));
    expect((await send('POST', '/negotiation', 'vendedor', { interestItemId: received.id })).body.message).toBe('CounterpartyNotApproved');
    // A suspended buyer cannot buy either.
    await moderate('company', 1, { action: 'REACTIVATE' });
    await moderate('company', 2, { action: 'SUSPEND', reason: REASON });
    const asBuyer = await send('POST', '/interest-items', 'comprador', { announcement_id: offer.id, companyId: 2, quantity: 1, message: '' });
    expect(asBuyer.body.message).toBe('CompanySuspended');
  });

  it('reactivates: APPROVED again, the reason gone, the announcements back on the showcase', async () => {
    const offer = sellerAnnouncement();
    await moderate('company', 1, { action: 'SUSPEND', reason: REASON });
    const back = await moderate('company', 1, { action: 'REACTIVATE' });
    expect(back.body).toMatchObject({ action: 'REACTIVATED', reason: null });
    expect((await get('/company/1', 'vendedor')).body).toMatchObject({ status: 'APPROVED', suspensionReason: null });
    const showcase = await get(`/announcement/showcase?take=100&product=${offer.productId}`, 'comprador');
    expect(showcase.body.data!.some((a) => a.id === offer.id)).toBe(true);
  });
});

describe('sending back to review', () => {
  it('returns an APPROVED company to PENDING with a reason', async () => {
    expect((await moderate('company', 3, { action: 'RETURN_TO_REVIEW' })).body.message).toBe('ModerationReasonRequired');
    expect((await moderate('company', 3, { action: 'RETURN_TO_REVIEW', reason: 'Confirme o novo endereço.' })).body.action).toBe('RETURNED_TO_REVIEW');
    expect(db.companies.find((c) => c.id === 3)!.status).toBe('PENDING');
    expect((await moderate('company', 3, { action: 'RETURN_TO_REVIEW', reason: 'De novo, não.' })).body.message).toBe('ModerationNotApproved');
  });

  it('returns an APPROVED announcement to PENDING, out of the featured list; only that action applies', async () => {
    const featured = db.featured[0]!.announcementId;
    expect((await moderate('announcement', featured, { action: 'SUSPEND', reason: REASON })).body.message).toBe('ModerationActionInvalid');
    const answer = await moderate('announcement', featured, { action: 'RETURN_TO_REVIEW', reason: 'Fotos de outro produto.' });
    expect(answer.body).toMatchObject({ subject: { kind: 'announcement', id: featured }, action: 'RETURNED_TO_REVIEW', reason: 'Fotos de outro produto.' });
    expect(db.announcements.find((a) => a.id === featured)!.status).toBe('PENDING');
    expect(db.featured.some((f) => f.announcementId === featured)).toBe(false);
    const pending = db.announcements.find((a) => a.status === 'PENDING')!;
    expect((await moderate('announcement', pending.id, { action: 'RETURN_TO_REVIEW', reason: REASON })).body.message).toBe('ModerationNotApproved');
  });

  it('returns an APPROVED active search to PENDING', async () => {
    const search = db.searches.find((s) => s.status === 'APPROVED' && s.active)!;
    const inactive = db.searches.find((s) => s.status === 'APPROVED' && !s.active)!;
    expect((await moderate('search', search.id, { action: 'RETURN_TO_REVIEW', reason: 'Descrição vaga.' })).body.action).toBe('RETURNED_TO_REVIEW');
    expect(db.searches.find((s) => s.id === search.id)!.status).toBe('PENDING');
    expect((await get('/search/list?take=100', 'vendedor')).body.data!.some((s) => s.id === search.id)).toBe(false);
    expect((await moderate('search', inactive.id, { action: 'RETURN_TO_REVIEW', reason: 'Descrição vaga.' })).body.message).toBe('SearchInactive');
  });
});
