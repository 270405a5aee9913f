import { describe, expect, it } from 'vitest';
import { DOMAIN_MESSAGES } from '@/lib/api/errors';
import { db } from '@/mocks/db/store';
import { makeTestToken } from '@/mocks/lib/token';
import { API, get, type Json, mockOnly, needsSeed, send } from './helpers';

mockOnly("sets up or checks its state in the mock's store (db), not through the API", ['declined: no membership']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

/**
 * Invitations need the invitee's consent (docs/security.md): an e-mail that already has an account
 * gets a pending invitation it accepts or declines; a platform admin's e-mail is answered exactly
 * like any other account's, and the admin never joins.
 */

const invite = (email: string, name = 'Pessoa Convidada', role = 'ADMIN', who: 'vendedor' | 'colaborador' = 'vendedor') =>
  send('PATCH', '/company/1/collaborator/invite', who, { name, email, role });
const memberEmails = async () => (await get('/company/1/collaborator/list?take=50', 'vendedor')).body.data!.map((c) => c.email);
const myCompanyIds = async (who: 'comprador' | 'admin') => ((await get('/company/list/me', who)).body.data ?? []).map((c) => c.companyId);
const received = async (who: 'comprador' | 'admin' | 'colaborador') => (await get('/company/invitations/me', who)).body as unknown as Json[];
const pending = async () => (await get('/company/1/invitation/list', 'vendedor')).body as unknown as Json[];

describe('inviting an e-mail that already has an account', () => {
  it('creates a pending invitation: no membership until the invitee accepts', async () => {
    const answer = await invite('Comprador@giro.dev', 'Juliana');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ result: 'INVITED', invitation: { companyId: 1, name: 'Juliana', email: 'comprador@giro.dev', role: 'ADMIN' } });
    expect(await memberEmails()).not.toContain('comprador@giro.dev');
    expect(await myCompanyIds('comprador')).not.toContain(1);
    expect(db.collaborators.some((c) => c.companyId === 1 && c.accountId === 4)).toBe(false);

    // The company sees it as pending (its members too; others not at all).
    expect(await pending()).toEqual([expect.objectContaining({ name: 'Juliana', email: 'comprador@giro.dev', role: 'ADMIN' })]);
    expect((await get('/company/1/invitation/list', 'colaborador')).status).toBe(200);
    expect((await get('/company/1/invitation/list', 'comprador')).status).toBe(404);

    // The invitee sees who invites them to what; nobody else can answer it.
    const mine = await received('comprador');
    expect(mine).toEqual([
      expect.objectContaining({ company: expect.objectContaining({ id: 1, companyName: 'Metalúrgica Horizonte Ltda', tradeName: 'Horizonte Metais' }), role: 'ADMIN', invitedBy: 'Marcos Albuquerque' }),
    ]);
    const id = mine[0]!.id as number;
    expect((await send('POST', `/company/invitations/${id}/accept`, 'colaborador')).status).toBe(404);
    expect(await received('colaborador')).toEqual([]);

    const accepted = await send('POST', `/company/invitations/${id}/accept`, 'comprador');
    expect(accepted).toMatchObject({ status: 200, body: { companyId: 1, email: 'comprador@giro.dev', name: 'Juliana Teixeira', role: 'ADMIN' } });
    expect(await myCompanyIds('comprador')).toContain(1);
    expect(await memberEmails()).toContain('comprador@giro.dev');
    expect(await received('comprador')).toEqual([]);
    expect(await pending()).toEqual([]);
    expect((await send('POST', `/company/invitations/${id}/accept`, 'comprador')).status).toBe(404);
    expect((await invite('comprador@giro.dev')).body.message).toBe('CollaboratorAlreadyExists');
  });

  it('declined: no membership, the invitation is gone, and the company may invite again', async () => {
    const renata = 'renata.campos@valeverde.com.br';
    expect((await invite(renata)).body.result).toBe('INVITED');
    expect(await invite(renata)).toMatchObject({ status: 400, body: { message: 'InvitationAlreadyPending' } });
    expect(DOMAIN_MESSAGES.InvitationAlreadyPending).toBe('Já existe um convite pendente para este e-mail.');
    const account = db.accounts.find((a) => a.email === renata)!;
    const asRenata = (method: string, path: string) => fetch(`${API}${path}`, { method, headers: { authorization: `Bearer ${makeTestToken(account.uid)}` } });
    const [invitation] = (await (await asRenata('GET', '/company/invitations/me')).json()) as Json[];
    expect(invitation).toMatchObject({ company: { id: 1 }, role: 'ADMIN' });
    expect((await send('POST', `/company/invitations/${invitation!.id}/decline`, 'comprador')).status).toBe(404);
    expect((await asRenata('POST', `/company/invitations/${invitation!.id}/decline`)).status).toBe(204);
    expect(db.collaborators.some((c) => c.companyId === 1 && c.accountId === account.id)).toBe(false);
    expect(await pending()).toEqual([]);
    expect((await invite(renata)).body.result).toBe('INVITED');
  });

  it('the company cancels a pending invitation (owners and company admins only)', async () => {
    await invite('comprador@giro.dev');
    const [row] = await pending();
    expect((await send('DELETE', `/company/1/invitation/${row!.id}`, 'colaborador')).status).toBe(401);
    expect((await send('DELETE', `/company/1/invitation/${row!.id}`, 'vendedor')).status).toBe(204);
    expect(await pending()).toEqual([]);
    expect(await received('comprador')).toEqual([]);
  });
});

describe("inviting a platform admin's e-mail", () => {
  it('answers exactly as for any account, and the admin never becomes a member', async () => {
    const anyone = await invite('comprador@giro.dev', 'Fulano de Tal', 'COLLABORATOR');
    const admin = await invite('admin@giro.dev', 'Fulano de Tal', 'COLLABORATOR');
    expect(admin.status).toBe(anyone.status);
    const strip = (body: Json) => ({ ...body, invitation: { ...(body.invitation as Json), id: 0, email: '', createdAt: '' } });
    expect(strip(admin.body)).toEqual(strip(anyone.body));
    expect(await pending()).toHaveLength(2);
    // Asked again, the same refusal as any account with a pending invitation.
    expect((await invite('admin@giro.dev')).body.message).toBe('InvitationAlreadyPending');

    // Nothing to accept: the admin is never offered it, and answering it by id is a 404.
    expect(await received('admin')).toEqual([]);
    const id = (admin.body.invitation as Json).id as number;
    expect((await send('POST', `/company/invitations/${id}/accept`, 'admin')).status).toBe(404);
    expect(await memberEmails()).not.toContain('admin@giro.dev');
    expect(db.collaborators.some((c) => c.accountId === db.accounts.find((a) => a.email === 'admin@giro.dev')!.id)).toBe(false);
  });
});

describe('inviting an e-mail without an account', () => {
  it('keeps the direct flow: the account is created (PENDING until the password e-mail is followed), joins at once', async () => {
    const created = await invite('nova.pessoa@horizontemetais.com.br', 'Nova Pessoa', 'COLLABORATOR');
    expect(created).toMatchObject({ status: 200, body: { result: 'MEMBER', collaborator: { email: 'nova.pessoa@horizontemetais.com.br', role: 'COLLABORATOR', status: 'PENDING' } } });
    expect(await memberEmails()).toContain('nova.pessoa@horizontemetais.com.br');
    expect(await pending()).toEqual([]);
  });
});
