import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { DEV_ACCOUNTS } from '@/mocks/db/seed';
import { makeTestToken } from '@/mocks/lib/token';
import { mockOnly } from './helpers';

mockOnly('signs up users the identity provider does not hold, with forged tokens');

const API = 'http://localhost:4000';
const bearer = (uid: string, claims = {}) => ({ authorization: `Bearer ${makeTestToken(uid, claims)}` });
const call = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${API}${path}`, init);
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
};

describe('mock account calls', () => {
  it('GET /user needs a token and answers the session user', async () => {
    expect(await call('/user')).toEqual({ status: 401, body: { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' } });
    const { body } = await call('/user', { headers: bearer(DEV_ACCOUNTS.superadmin.uid) });
    expect(body).toMatchObject({ email: 'superadmin@giro.dev', type: 'ADMIN', isAdmin: true, isSuperAdmin: true, status: 'ENABLED' });
  });

  it('refuses an expired or malformed token with a session code', async () => {
    const expired = await call('/user', { headers: bearer('dev-admin', { exp: Math.floor(Date.now() / 1000) - 10 }) });
    expect(expired).toMatchObject({ status: 401, body: { message: 'id-token-expired' } });
    const junk = await call('/profile', { headers: { authorization: 'Bearer x.y.z' } });
    expect(junk).toMatchObject({ status: 401, body: { message: 'id-token-revoked' } });
  });

  it('GET /profile refuses DISABLED and PENDING accounts with 401', async () => {
    expect(await call('/profile', { headers: bearer(DEV_ACCOUNTS.inativo.uid) })).toMatchObject({ status: 401, body: { message: 'UserDisabled' } });
    expect(await call('/profile', { headers: bearer(DEV_ACCOUNTS.pendente.uid) })).toMatchObject({ status: 401, body: { message: 'UserPending' } });
    const ok = await call('/profile', { headers: bearer(DEV_ACCOUNTS.vendedor.uid) });
    expect(ok.body).toMatchObject({ email: 'vendedor@giro.dev', accountType: 'SELLER', status: 'ENABLED' });
  });

  it('GET /user/exists and /profile/company-exists answer by e-mail and refuse a malformed one', async () => {
    expect((await call('/user/exists?email=COMPRADOR@giro.dev')).body).toEqual({ exists: true });
    expect((await call('/user/exists?email=nobody@giro.dev')).body).toEqual({ exists: false });
    expect((await call('/user/exists?email=nope')).status).toBe(400);
    const headers = bearer(DEV_ACCOUNTS.admin.uid);
    expect((await call('/profile/company-exists?email=colaborador@giro.dev', { headers })).body).toEqual({ exists: true });
    expect((await call('/profile/company-exists?email=pendente@giro.dev', { headers })).body).toEqual({ exists: false });
  });

  it('POST /account validates the body and the CPF, and creates a PENDING account for the token uid', async () => {
    const headers = { ...bearer('new-uid', { email: 'nova@empresa.com.br' }), 'content-type': 'application/json' };
    const body = { name: 'Nova Pessoa', email: 'nova@empresa.com.br', cpf: '52998224725', phone: { Area: '11', Numero: '987654321' }, accountType: 'SELLER' };
    expect((await call('/account', { method: 'POST', headers, body: JSON.stringify({ ...body, cpf: '52998224726' }) })).status).toBe(400);
    expect((await call('/account', { method: 'POST', headers, body: JSON.stringify({ ...body, phone: { Area: '01', Numero: '987654321' } }) })).status).toBe(400);
    const created = await call('/account', { method: 'POST', headers, body: JSON.stringify(body) });
    expect(created).toMatchObject({ status: 200, body: { email: 'nova@empresa.com.br', type: 'COMMERCE', status: 'PENDING' } });
    expect(db.accounts.find((a) => a.uid === 'new-uid')?.accountType).toBe('SELLER');
    const again = await call('/account', { method: 'POST', headers, body: JSON.stringify(body) });
    expect(again).toMatchObject({ status: 400, body: { message: 'email-already-exists' } });
  });

  it('PUT /profile records a new e-mail as pending and refuses one that another account uses (identity.test.ts)', async () => {
    const headers = { ...bearer(DEV_ACCOUNTS.comprador.uid, { auth_time: Math.floor(Date.now() / 1000) }), 'content-type': 'application/json' };
    const email = 'comprador@giro.dev';
    const taken = await call('/profile', { method: 'PUT', headers, body: JSON.stringify({ email, pendingEmail: 'vendedor@giro.dev' }) });
    expect(taken).toMatchObject({ status: 400, body: { message: 'email-already-exists' } });
    const ok = await call('/profile', { method: 'PUT', headers, body: JSON.stringify({ email, pendingEmail: 'juliana@valeverde.com.br', password: 'Nova@2026' }) });
    expect(ok.body).toMatchObject({ email, pendingEmail: 'juliana@valeverde.com.br' });
    const withdrawn = await call('/profile', { method: 'PUT', headers, body: JSON.stringify({ email, pendingEmail: null }) });
    expect(withdrawn.body).toMatchObject({ email, pendingEmail: null });
  });

  it('PUT /profile refuses a new password weaker than the forms allow (8 characters, letters and numbers)', async () => {
    const headers = { ...bearer(DEV_ACCOUNTS.comprador.uid, { auth_time: Math.floor(Date.now() / 1000) }), 'content-type': 'application/json' };
    const put = (password: string) => call('/profile', { method: 'PUT', headers, body: JSON.stringify({ email: 'comprador@giro.dev', password }) });
    for (const weak of ['abc123', '12345678', 'abcdefgh']) expect((await put(weak)).status, weak).toBe(400);
    expect((await put('Nova@2026')).status).toBe(200);
  });

  it('PUT /profile asks for a new e-mail or a password only with a recent sign-in (auth_time within 5 minutes), the rest always', async () => {
    const json = { 'content-type': 'application/json' };
    const at = (secondsAgo: number | null) => ({ ...json, ...bearer(DEV_ACCOUNTS.comprador.uid, secondsAgo === null ? {} : { auth_time: Math.floor(Date.now() / 1000) - secondsAgo }) });
    const put = (headers: Record<string, string>, body: Record<string, unknown>) => call('/profile', { method: 'PUT', headers, body: JSON.stringify(body) });
    const email = 'comprador@giro.dev';
    for (const stale of [null, 6 * 60]) {
      expect(await put(at(stale), { email, pendingEmail: 'juliana@valeverde.com.br' })).toMatchObject({ status: 401, body: { message: 'requires-recent-login' } });
      expect(await put(at(stale), { email, password: 'Nova@2026' })).toMatchObject({ status: 401, body: { message: 'requires-recent-login' } });
      expect((await put(at(stale), { email, name: 'Juliana T.' })).status).toBe(200);
    }
    const account = db.accounts.find((a) => a.uid === DEV_ACCOUNTS.comprador.uid)!;
    expect([account.email, account.pendingEmail ?? null]).toEqual([email, null]);
    expect((await put(at(30), { email, pendingEmail: 'juliana@valeverde.com.br' })).status).toBe(200);
  });

  it('PATCH /account/old-user is a 404 for unknown e-mails', async () => {
    expect((await call('/account/old-user?email=vendedor@giro.dev', { method: 'PATCH' })).status).toBe(200);
    expect((await call('/account/old-user?email=x@y.dev', { method: 'PATCH' })).status).toBe(404);
  });

  it('mock controls: forced failures, reset', async () => {
    await call('/__mock/fail', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/user/exists', status: 503, times: 1 }) });
    expect((await call('/user/exists?email=a@b.dev')).status).toBe(503);
    expect((await call('/user/exists?email=a@b.dev')).status).toBe(200);
    db.accounts.length = 0;
    await call('/__mock/reset', { method: 'POST' });
    expect((await call('/user/exists?email=vendedor@giro.dev')).body).toEqual({ exists: true });
  });
});
