import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOMAIN_MESSAGES } from '@/lib/api/errors';
import { DEV_ACCOUNTS } from '@/mocks/db/seed';
import { db } from '@/mocks/db/store';
import { makeTestToken, type TokenClaims } from '@/mocks/lib/token';
import { API, type Json, mockOnly, send } from './helpers';

mockOnly('forges tokens whose e-mail, verification and sign-in time it chooses');

/**
 * Proven identities (docs/identity.md): the API trusts only e-mails a token proves, an invited
 * account waits for its owner, and a lost confirmation mail can be sent again, once a minute.
 */

async function as(claims: Partial<TokenClaims> & { user_id: string }, method: string, path: string, body?: unknown) {
  const headers = { authorization: `Bearer ${makeTestToken(claims.user_id, claims)}`, 'content-type': 'application/json' };
  const response = await fetch(`${API}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
}

const vendedor = DEV_ACCOUNTS.vendedor.uid;
const recent = () => ({ auth_time: Math.floor(Date.now() / 1000) });
const signUpBody = { name: 'Nova Pessoa', email: 'nova@empresa.com.br', cpf: '52998224725', phone: { Area: '11', Numero: '987654321' }, accountType: 'SELLER' };

afterEach(() => {
  vi.useRealTimers();
});

describe('item 1: an e-mail the token does not prove', () => {
  it('refuses every call of an unverified token with EmailNotVerified, in pt-BR', async () => {
    const unverified = { user_id: vendedor, email: 'vendedor@giro.dev', email_verified: false };
    for (const [method, path] of [
      ['GET', '/profile'],
      ['GET', '/user'],
      ['GET', '/company/list/me'],
      ['GET', '/profile/company-exists?email=vendedor@giro.dev'],
      ['POST', '/company'],
    ] as const) {
      expect(await as(unverified, method, path, method === 'POST' ? {} : undefined), `${method} ${path}`).toMatchObject({ status: 401, body: { message: 'EmailNotVerified' } });
    }
    // A token that says nothing about it is no proof either.
    expect(await as({ user_id: vendedor, email_verified: undefined }, 'GET', '/profile')).toMatchObject({ status: 401, body: { message: 'EmailNotVerified' } });
    expect(DOMAIN_MESSAGES.EmailNotVerified).toBe('Email pendente de confirmação!');
    expect((await as({ user_id: vendedor, email: 'vendedor@giro.dev' }, 'GET', '/profile')).status).toBe(200);
  });

  it('still lets an unverified token sign up (POST /account), with its own e-mail only', async () => {
    const claims = { user_id: 'uid-nova', email: 'nova@empresa.com.br', email_verified: false };
    expect(await as({ ...claims, email: undefined }, 'POST', '/account', signUpBody)).toMatchObject({ status: 400, body: { message: 'EmailMismatch' } });
    expect(await as({ ...claims, email: 'outra@empresa.com.br' }, 'POST', '/account', signUpBody)).toMatchObject({ status: 400, body: { message: 'EmailMismatch' } });
    expect(db.accounts.some((a) => a.email === 'nova@empresa.com.br')).toBe(false);
    expect(await as(claims, 'POST', '/account', { ...signUpBody, email: 'NOVA@empresa.com.br' })).toMatchObject({ status: 200, body: { status: 'PENDING' } });
    expect(DOMAIN_MESSAGES.EmailMismatch).toMatch(/e-mail/);
  });

  it('PUT /profile refuses a new e-mail without proof; the new address waits as pendingEmail until a token proves it', async () => {
    const me = { user_id: DEV_ACCOUNTS.comprador.uid, email: 'comprador@giro.dev', ...recent() };
    expect(await as(me, 'PUT', '/profile', { email: 'ceo@alvo.com.br' })).toMatchObject({ status: 400, body: { message: 'EmailChangeNeedsVerification' } });
    expect(DOMAIN_MESSAGES.EmailChangeNeedsVerification).toMatch(/link/);
    expect(await as(me, 'PUT', '/profile', { email: 'comprador@giro.dev', pendingEmail: 'vendedor@giro.dev' })).toMatchObject({
      status: 400,
      body: { message: 'email-already-exists' },
    });
    expect(await as({ ...me, auth_time: 0 }, 'PUT', '/profile', { email: 'comprador@giro.dev', pendingEmail: 'juliana@valeverde.com.br' })).toMatchObject({
      status: 401,
      body: { message: 'requires-recent-login' },
    });

    const saved = await as(me, 'PUT', '/profile', { email: 'comprador@giro.dev', pendingEmail: 'Juliana@valeverde.com.br' });
    expect(saved).toMatchObject({ status: 200, body: { email: 'comprador@giro.dev', pendingEmail: 'juliana@valeverde.com.br' } });
    expect((await as(me, 'GET', '/profile')).body).toMatchObject({ email: 'comprador@giro.dev', pendingEmail: 'juliana@valeverde.com.br' });

    // The link followed: Firebase's next token carries the new, verified address.
    const moved = await as({ ...me, email: 'juliana@valeverde.com.br' }, 'GET', '/profile');
    expect(moved.body).toMatchObject({ email: 'juliana@valeverde.com.br', pendingEmail: null });
    // An unverified claim moves nothing.
    await as({ ...me, email: 'outra@valeverde.com.br', email_verified: false }, 'GET', '/profile');
    expect(db.accounts.find((a) => a.uid === me.user_id)!.email).toBe('juliana@valeverde.com.br');
  });

  it('the impostor chain stops: no e-mail taken without proof, so the invitation to it is never theirs', async () => {
    const impostor = { user_id: DEV_ACCOUNTS.comprador.uid, email: 'comprador@giro.dev', ...recent() };
    expect((await as(impostor, 'PUT', '/profile', { email: 'ceo@alvo.com.br' })).status).toBe(400);
    // At most a pending address, which the impostor cannot confirm.
    expect((await as(impostor, 'PUT', '/profile', { email: 'comprador@giro.dev', pendingEmail: 'ceo@alvo.com.br' })).status).toBe(200);
    const invited = await send('PATCH', '/company/1/collaborator/invite', 'vendedor', { name: 'CEO', email: 'ceo@alvo.com.br', role: 'ADMIN' });
    expect(invited.body).toMatchObject({ result: 'MEMBER' });
    expect((await as(impostor, 'GET', '/company/invitations/me')).body).toEqual([]);
    const ceo = db.accounts.find((a) => a.email === 'ceo@alvo.com.br')!;
    expect(ceo.uid).not.toBe(impostor.user_id);
    expect(((await as(impostor, 'GET', '/company/list/me')).body.data ?? []).map((c) => c.companyId)).not.toContain(1);
  });

  it('an invitation is accepted only by the account whose verified e-mail is the invited one', async () => {
    const juliana = { user_id: DEV_ACCOUNTS.comprador.uid, email: 'comprador@giro.dev' };
    expect((await send('PATCH', '/company/1/collaborator/invite', 'vendedor', { name: 'Juliana', email: 'comprador@giro.dev', role: 'ADMIN' })).body.result).toBe('INVITED');
    const [invitation] = (await as(juliana, 'GET', '/company/invitations/me')).body as unknown as Json[];
    // She has since proven another address: the invitation to the old one is no longer hers.
    await as({ ...juliana, email: 'juliana@valeverde.com.br' }, 'GET', '/profile');
    const moved = { ...juliana, email: 'juliana@valeverde.com.br' };
    expect((await as(moved, 'GET', '/company/invitations/me')).body).toEqual([]);
    expect((await as(moved, 'POST', `/company/invitations/${invitation!.id}/accept`)).status).toBe(404);
    expect(db.collaborators.some((c) => c.companyId === 1 && c.accountId === 4)).toBe(false);
  });
});

describe('item 2: invited accounts', () => {
  it('only an APPROVED company invites', async () => {
    // Company 12 (PENDING) is vendedor's too.
    const body = { name: 'Carla Mendes', email: 'carla@fundicaopaulista.com.br', role: 'COLLABORATOR' };
    expect(await send('PATCH', '/company/12/collaborator/invite', 'vendedor', body)).toMatchObject({ status: 400, body: { message: 'CompanyNotApprovedToInvite' } });
    expect(await send('PATCH', '/company/12/collaborator/invite', 'vendedor', { ...body, email: 'comprador@giro.dev' })).toMatchObject({
      status: 400,
      body: { message: 'CompanyNotApprovedToInvite' },
    });
    expect(db.accounts.some((a) => a.email === body.email)).toBe(false);
    expect(DOMAIN_MESSAGES.CompanyNotApprovedToInvite).toMatch(/aprovad/);
  });

  it('an invited account is ENABLED only once its owner followed the mail and signs in verified', async () => {
    const invited = await send('PATCH', '/company/1/collaborator/invite', 'vendedor', { name: 'Carla Mendes', email: 'carla@horizontemetais.com.br', role: 'COLLABORATOR' });
    expect(invited.body.result).toBe('MEMBER');
    const account = db.accounts.find((a) => a.email === 'carla@horizontemetais.com.br')!;
    expect(account).toMatchObject({ status: 'PENDING', invitePending: true, emailVerified: false });
    const carla = { user_id: account.uid, email: account.email };
    // Before the mail is followed her e-mail is unproven: nothing answers, and she stays PENDING.
    expect(await as({ ...carla, email_verified: false }, 'GET', '/user')).toMatchObject({ status: 401, body: { message: 'EmailNotVerified' } });
    expect(account.status).toBe('PENDING');
    // The password link proves the address: her first verified token enables the account.
    expect((await as(carla, 'GET', '/user')).body).toMatchObject({ status: 'ENABLED' });
    expect(account).toMatchObject({ status: 'ENABLED', invitePending: false, emailVerified: true });
  });
});

describe('item 3: resending the confirmation mail', () => {
  const naoverificado = () => db.accounts.find((a) => a.email === 'naoverificado@giro.dev')!;

  it('the unverified user resends it, at most once a minute (429, pt-BR)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const me = { user_id: naoverificado().uid, email: 'naoverificado@giro.dev', email_verified: false };
    expect((await as(me, 'POST', '/account/verification-email')).status).toBe(204);
    expect(await as(me, 'POST', '/account/verification-email')).toMatchObject({ status: 429, body: { message: 'VerificationMailTooSoon' } });
    expect(DOMAIN_MESSAGES.VerificationMailTooSoon).toMatch(/minuto/);
    // The admin's resend counts against the same minute.
    expect((await send('POST', `/admin/client/${naoverificado().id}/verification-email`, 'admin')).status).toBe(429);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await as(me, 'POST', '/account/verification-email')).status).toBe(204);
    // Nobody else resends it, and a verified user has nothing to resend.
    expect((await as({ user_id: 'sem-conta', email: 'x@y.com.br', email_verified: false }, 'POST', '/account/verification-email')).status).toBe(404);
    expect(await as({ user_id: vendedor, email: 'vendedor@giro.dev' }, 'POST', '/account/verification-email')).toMatchObject({
      status: 400,
      body: { message: 'EmailAlreadyVerified' },
    });
  });

  it("an admin resends a client's mail from the client's page; a confirmed e-mail has nothing to resend", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const id = naoverificado().id;
    expect((await send('POST', `/admin/client/${id}/verification-email`, 'vendedor')).status).toBe(401);
    expect((await send('POST', `/admin/client/${id}/verification-email`, 'admin')).status).toBe(204);
    expect(await send('POST', `/admin/client/${id}/verification-email`, 'admin')).toMatchObject({ status: 429, body: { message: 'VerificationMailTooSoon' } });
    expect(await send('POST', '/admin/client/3/verification-email', 'admin')).toMatchObject({ status: 400, body: { message: 'EmailAlreadyVerified' } });
    expect(DOMAIN_MESSAGES.EmailAlreadyVerified).toMatch(/confirmado/);
  });
});
