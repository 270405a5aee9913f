import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { makeTestToken } from '@/mocks/lib/token';
import { API, get, mockOnly, send } from './helpers';

mockOnly('signs in an invited admin the identity provider does not hold, with a forged token');

describe('admins', () => {
  it('lists and shows admins to every admin', async () => {
    const { body } = await get('/admin/admins', 'admin');
    expect(body.data!.map((a) => [a.email, a.level])).toEqual([
      ['superadmin@giro.dev', 'SUPER_ADMIN'],
      ['admin@giro.dev', 'ADMIN'],
    ]);
    expect((await get('/admin/profile/2', 'admin')).body).toMatchObject({ accountId: 2, name: 'Rafael Moreira', level: 'ADMIN', isSuperAdmin: false });
    expect((await get('/admin/profile/3', 'admin')).status).toBe(404);
    expect((await get('/admin/admins', 'vendedor')).status).toBe(401);
  });

  it('only a Super Admin invites, through the query string; an e-mail in use is refused', async () => {
    const query = '?email=nova.admin@giro.dev&name=Nova%20Admin&level=ADMIN';
    expect(await send('PATCH', `/admin/invite${query}`, 'admin')).toMatchObject({ status: 401, body: { message: 'insufficient-permission' } });
    const invited = await send('PATCH', `/admin/invite${query}`, 'superadmin');
    expect(invited.body).toMatchObject({ email: 'nova.admin@giro.dev', level: 'ADMIN', status: 'PENDING' });
    expect(db.accounts.find((a) => a.email === 'nova.admin@giro.dev')).toMatchObject({ isAdmin: true, accountType: 'ADMIN' });
    expect(await send('PATCH', `/admin/invite${query}`, 'superadmin')).toMatchObject({ status: 400, body: { message: 'email-already-exists' } });
    expect((await send('PATCH', '/admin/invite?email=x&name=Nome%20Bom&level=ADMIN', 'superadmin')).status).toBe(400);
    expect((await send('PATCH', '/admin/invite?email=a@b.com.br&name=Nome%20Bom&level=ROOT', 'superadmin')).status).toBe(400);
  });

  it("says an invited admin's invitation is pending until the invitee signs in with the password they set (docs/identity.md)", async () => {
    expect((await get('/admin/profile/2', 'admin')).body).toMatchObject({ status: 'ENABLED', invitePending: false });
    const invited = await send('PATCH', '/admin/invite?email=convidada@giro.dev&name=Convidada%20Nova&level=ADMIN', 'superadmin');
    expect(invited.body).toMatchObject({ status: 'PENDING', invitePending: true });
    const id = invited.body.accountId as number;
    expect((await get(`/admin/profile/${id}`, 'admin')).body).toMatchObject({ invitePending: true });
    expect((await get('/admin/admins', 'admin')).body.data!.find((a) => a.accountId === id)).toMatchObject({ invitePending: true });
    // The invitee's first request (the sign-in's GET /user) can only come after setting a password.
    const uid = db.accounts.find((a) => a.id === id)!.uid;
    const user = await fetch(`${API}/user`, { headers: { authorization: `Bearer ${makeTestToken(uid, { email: 'convidada@giro.dev' })}` } });
    expect(user.status).toBe(200);
    expect((await get(`/admin/profile/${id}`, 'admin')).body).toMatchObject({ status: 'ENABLED', invitePending: false });
  });

  it('only a Super Admin edits, and never their own level or status', async () => {
    const edit = { name: 'Rafael M. Moreira', level: 'SUPER_ADMIN', status: 'ENABLED' };
    expect((await send('PATCH', '/admin/admin-profile/2', 'admin', edit)).status).toBe(401);
    expect((await send('PATCH', '/admin/admin-profile/2', 'superadmin', edit)).body).toMatchObject({ name: 'Rafael M. Moreira', level: 'SUPER_ADMIN' });
    expect(await send('PATCH', '/admin/admin-profile/1', 'superadmin', { name: 'Helena', level: 'ADMIN', status: 'ENABLED' })).toMatchObject({
      status: 400,
      body: { message: 'OwnAdminLevelLocked' },
    });
    expect((await send('PATCH', '/admin/admin-profile/1', 'superadmin', { name: 'Helena D. Duarte', level: 'SUPER_ADMIN', status: 'ENABLED' })).status).toBe(200);
    await send('PATCH', '/admin/admin-profile/2', 'superadmin', { ...edit, level: 'ADMIN', status: 'DISABLED' });
    expect(await get('/admin/admins', 'admin')).toMatchObject({ status: 401, body: { message: 'UserDisabled' } });
  });
});
