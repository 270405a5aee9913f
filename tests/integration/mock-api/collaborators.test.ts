import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { get, mockOnly, needsSeed, send } from './helpers';

mockOnly("sets up or checks its state in the mock's store (db), not through the API", ['invites a new person']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

describe('collaborators', () => {
  it('lists the members of a company to its members, owner first', async () => {
    const { body } = await get('/company/1/collaborator/list', 'colaborador');
    expect(body.data!.map((c) => [c.email, c.role, c.isOwner])).toEqual([
      ['vendedor@giro.dev', 'ADMIN', true],
      ['colaborador@giro.dev', 'COLLABORATOR', false],
    ]);
    expect(body.data![1]).toMatchObject({ companyId: 1, collaboratorId: body.data![1]!.id });
    expect((await get('/company/1/collaborator/list', 'comprador')).status).toBe(404);
    expect((await get('/company/1/collaborator/list?search=bruno', 'vendedor')).body.data).toHaveLength(1);
  });

  it('invites a new person: account, role and membership; the same e-mail again is refused', async () => {
    const invite = { name: 'Carla Mendes', email: 'Carla.Mendes@horizontemetais.com.br', role: 'COLLABORATOR' };
    const created = await send('PATCH', '/company/1/collaborator/invite', 'vendedor', invite);
    expect(created).toMatchObject({
      status: 200,
      body: { result: 'MEMBER', collaborator: { email: 'carla.mendes@horizontemetais.com.br', role: 'COLLABORATOR', isOwner: false, status: 'PENDING' } },
    });
    const account = db.accounts.find((a) => a.email === 'carla.mendes@horizontemetais.com.br');
    // PENDING until Carla follows the password mail (docs/identity.md; identity.test.ts).
    expect(account).toMatchObject({ isAdmin: false, accountType: 'SELLER', status: 'PENDING', invitePending: true });
    expect(await send('PATCH', '/company/1/collaborator/invite', 'vendedor', invite)).toMatchObject({ status: 400, body: { message: 'CollaboratorAlreadyExists' } });
    expect(await send('PATCH', '/company/1/collaborator/invite', 'vendedor', { ...invite, email: 'colaborador@giro.dev' })).toMatchObject({
      status: 400,
      body: { message: 'CollaboratorAlreadyExists' },
    });
  });

  it('invites an existing account without creating another, and without adding it before it accepts (invitations.test.ts)', async () => {
    const before = db.accounts.length;
    const invited = await send('PATCH', '/company/1/collaborator/invite', 'vendedor', { name: 'Juliana', email: 'comprador@giro.dev', role: 'ADMIN' });
    expect(invited.body).toMatchObject({ result: 'INVITED', invitation: { name: 'Juliana', email: 'comprador@giro.dev', role: 'ADMIN' } });
    expect(db.accounts.length).toBe(before);
    expect((await get('/company/list/me', 'comprador')).body.data!.map((c) => c.companyId)).not.toContain(1);
    // A platform admin's e-mail is answered alike (never 'AdminCannotJoinCompany', which told who is an admin).
    expect(await send('PATCH', '/company/1/collaborator/invite', 'vendedor', { name: 'Admin', email: 'admin@giro.dev', role: 'ADMIN' })).toMatchObject({
      status: 200,
      body: { result: 'INVITED' },
    });
  });

  it('only the owner or company admins invite, change roles and remove; the owner stays', async () => {
    const collaborator = db.collaborators.find((c) => c.companyId === 1 && c.accountId === 5)!;
    const owner = db.collaborators.find((c) => c.companyId === 1 && c.accountId === 3)!;
    const path = `/company/1/collaborator/${collaborator.id}`;
    expect((await send('PATCH', '/company/1/collaborator/invite', 'colaborador', { name: 'Xavier Luz', email: 'x@y.com.br', role: 'ADMIN' })).status).toBe(401);
    expect((await send('PUT', path, 'colaborador', { role: 'ADMIN' })).status).toBe(401);
    expect((await get(path, 'colaborador')).body).toMatchObject({ email: 'colaborador@giro.dev', role: 'COLLABORATOR' });
    expect((await send('PUT', path, 'vendedor', { role: 'ADMIN' })).body).toMatchObject({ role: 'ADMIN' });
    // Now a company admin: may change the others, never the owner.
    expect(await send('PUT', `/company/1/collaborator/${owner.id}`, 'colaborador', { role: 'COLLABORATOR' })).toMatchObject({ status: 400, body: { message: 'CompanyOwnerLocked' } });
    expect(await send('DELETE', `/company/1/collaborator/${owner.id}`, 'colaborador')).toMatchObject({ status: 400, body: { message: 'CompanyOwnerLocked' } });
    expect((await send('PUT', path, 'vendedor', { role: 'GUEST' })).status).toBe(400);
    expect((await send('DELETE', path, 'vendedor')).status).toBe(204);
    expect((await get(path, 'vendedor')).status).toBe(404);
    expect((await get('/company/list/me', 'colaborador')).body.data).toEqual([]);
  });
});
