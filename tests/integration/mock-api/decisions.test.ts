import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { get, mockOnly, needsSeed, send } from './helpers';

mockOnly("sets up or checks its state in the mock's store (db), not through the API", ['keeps approvals and rejections']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

/** : every decision kept with who, when and why, and read as a record's history (docs/moderation.md). */

const actions = (body: unknown) => (body as { action: string }[]).map((d) => d.action);

describe('the record of decisions', () => {
  it('keeps approvals and rejections of companies, announcements and searches, with who, when and why', async () => {
    const before = db.decisions.length;
    await send('PATCH', '/admin/company/7/deferral', 'admin', { action: 'REJECT', reason: 'CNPJ não confere.' });
    const announcement = db.announcements.find((a) => a.status === 'PENDING')!;
    await send('PUT', `/admin/announcement/${announcement.id}`, 'admin', { status: 'APPROVED' });
    const search = db.searches.find((s) => s.status === 'PENDING' && s.active)!;
    await send('PUT', `/admin/search/${search.id}`, 'admin', { status: 'REJECTED', rejectionReason: 'Falta a quantidade.' });
    const admin = db.accounts.find((a) => a.email === 'admin@giro.dev')!;
    expect(db.decisions.slice(before)).toEqual([
      expect.objectContaining({ subject: { kind: 'company', id: 7 }, action: 'REJECTED', byAccountId: admin.id, reason: 'CNPJ não confere.' }),
      expect.objectContaining({ subject: { kind: 'announcement', id: announcement.id }, action: 'APPROVED', byAccountId: admin.id }),
      expect.objectContaining({ subject: { kind: 'search', id: search.id }, action: 'REJECTED', reason: 'Falta a quantidade.' }),
    ]);
    expect(db.decisions.slice(before).every((d) => !Number.isNaN(Date.parse(d.at)))).toBe(true);
    // An edit that changes no status decides nothing.
    const count = db.decisions.length;
    await send('PUT', `/admin/announcement/${announcement.id}`, 'admin', { title: 'Outro título do anúncio' });
    expect(db.decisions.length).toBe(count);
  });

  it('keeps featured changes', async () => {
    const entry = db.featured[0]!.announcementId;
    await send('DELETE', '/featured/announcement', 'admin', { announcement_id: entry });
    await send('POST', '/admin/featured/announcement', 'admin', { announcement_id: entry });
    expect(actions((await get(`/announcement/${entry}/history`, 'admin')).body).slice(0, 2)).toEqual(['FEATURED', 'UNFEATURED']);
  });

  it('answers the history newest first: admins see who; members see what and why; anyone else is refused', async () => {
    await send('PATCH', '/admin/company/1/moderation', 'admin', { action: 'SUSPEND', reason: 'Denúncia de fraude.' });
    await send('PATCH', '/admin/company/1/moderation', 'admin', { action: 'REACTIVATE', reason: 'Apurado: sem fraude.' });
    const asAdmin = await get('/company/1/history', 'admin');
    expect(asAdmin.body).toEqual([
      expect.objectContaining({ action: 'REACTIVATED', reason: 'Apurado: sem fraude.', by: { id: expect.any(Number), name: 'Rafael Moreira' } }),
      expect.objectContaining({ action: 'SUSPENDED', reason: 'Denúncia de fraude.' }),
      expect.objectContaining({ action: 'APPROVED', reason: null }),
    ]);
    const asMember = await get('/company/1/history', 'colaborador');
    expect(asMember.status).toBe(200);
    expect((asMember.body as unknown as { by: unknown }[]).every((d) => d.by === null)).toBe(true);
    expect((await get('/company/1/history', 'comprador')).status).toBe(401);
    expect((await get('/company/999/history', 'admin')).status).toBe(404);
    const offer = db.announcements.find((a) => a.companyId === 1)!;
    expect((await get(`/announcement/${offer.id}/history`, 'vendedor')).status).toBe(200);
    expect((await get(`/announcement/${offer.id}/history`, 'comprador')).status).toBe(401);
    const search = db.searches.find((s) => s.companyId === 2)!;
    expect((await get(`/search/${search.id}/history`, 'comprador')).status).toBe(200);
    expect((await get(`/search/${search.id}/history`, 'vendedor')).status).toBe(401);
    expect((await get(`/search/${search.id}/history`)).status).toBe(401);
  });
});
