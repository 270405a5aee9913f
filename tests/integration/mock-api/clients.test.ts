import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { makeTestToken } from '@/mocks/lib/token';
import { API, get, mockOnly, needsSeed, send } from './helpers';

mockOnly('forges the token of a user who just signed up', ['says whether the client confirmed']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

describe('clients', () => {
  it('lists clients (no admins) with name, e-mail, type and status filters', async () => {
    expect((await get('/admin/clients', 'vendedor')).status).toBe(401);
    const all = await get('/admin/clients?take=50', 'admin');
    expect(all.body.meta).toMatchObject({ itemCount: 16 });
    expect(all.body.data!.some((c) => String(c.email).endsWith('@giro.dev') && ['superadmin@giro.dev', 'admin@giro.dev'].includes(String(c.email)))).toBe(false);
    const disabled = await get('/admin/clients?status=DISABLED&take=50', 'admin');
    expect(disabled.body.data!.map((c) => c.email).sort()).toEqual(['camila@autopecasgaucha.com.br', 'inativo@giro.dev']);
    const pendingBuyers = await get('/admin/clients?status=PENDING&type=BUYER', 'admin');
    expect(pendingBuyers.body.data!.map((c) => c.email)).toEqual(['pendente@giro.dev']);
    expect((await get('/admin/clients?name=julia', 'admin')).body.data!.map((c) => c.email)).toEqual(['comprador@giro.dev']);
    expect((await get('/admin/clients?email=valeverde', 'admin')).body.data!.map((c) => c.name)).toEqual(['Renata Campos']);
  });

  it("shows a client's companies", async () => {
    const { body } = await get('/admin/client/3', 'admin');
    expect(body).toMatchObject({ email: 'vendedor@giro.dev', accountType: 'SELLER', companiesCount: 3 });
    expect((body.companies as Record<string, unknown>[]).map((c) => [c.companyId, c.isOwner, c.role])).toEqual([
      [1, true, 'ADMIN'],
      [12, true, 'ADMIN'],
      [13, true, 'ADMIN'],
    ]);
    expect((await get('/admin/client/1', 'admin')).status).toBe(404);
  });

  it('says whether the client confirmed the e-mail: as seeded, after sign-up, and once a token says so (docs/identity.md)', async () => {
    expect((await get('/admin/client/3', 'admin')).body).toMatchObject({ email: 'vendedor@giro.dev', emailVerified: true });
    const unverified = db.accounts.find((a) => a.email === 'naoverificado@giro.dev')!;
    expect((await get(`/admin/client/${unverified.id}`, 'admin')).body).toMatchObject({ emailVerified: false });

    // A new sign-up starts unconfirmed.
    const token = makeTestToken('novo-uid', { email: 'nova.cliente@empresa.com.br', email_verified: false });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const created = await fetch(`${API}/account`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Nova Cliente', email: 'nova.cliente@empresa.com.br', cpf: '52998224725', phone: { Area: '11', Numero: '987654321' }, accountType: 'BUYER' }),
    });
    expect(created.status).toBe(200);
    const id = db.accounts.find((a) => a.email === 'nova.cliente@empresa.com.br')!.id;
    expect((await get(`/admin/client/${id}`, 'admin')).body).toMatchObject({ status: 'PENDING', emailVerified: false });
    // Her next token (after the link) says the e-mail is verified: the server knows it from then on.
    const verified = makeTestToken('novo-uid', { email: 'nova.cliente@empresa.com.br', email_verified: true });
    await fetch(`${API}/user`, { headers: { authorization: `Bearer ${verified}` } });
    expect((await get(`/admin/client/${id}`, 'admin')).body).toMatchObject({ status: 'PENDING', emailVerified: true });
  });

  it('a deactivated client gets 401 on its next request; reactivated, it works again', async () => {
    expect((await get('/profile', 'comprador')).status).toBe(200);
    expect((await send('PUT', '/admin/profile/4', 'admin', { status: 'DISABLED' })).body).toMatchObject({ status: 'DISABLED' });
    expect(await get('/profile', 'comprador')).toMatchObject({ status: 401, body: { message: 'UserDisabled' } });
    expect((await get('/user', 'comprador')).body).toMatchObject({ status: 'DISABLED' });
    await send('PUT', '/admin/profile/4', 'admin', { status: 'ENABLED' });
    expect((await get('/profile', 'comprador')).status).toBe(200);
    expect((await send('PUT', '/admin/profile/6', 'admin', { status: 'ENABLED' })).body).toMatchObject({ status: 'ENABLED' });
    expect((await send('PUT', '/admin/profile/1', 'admin', { status: 'DISABLED' })).status).toBe(404);
    expect((await send('PUT', '/admin/profile/4', 'admin', { status: 'PENDING' })).status).toBe(400);
  });
});
