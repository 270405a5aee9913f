import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { AppHeader } from '@/layouts/AppHeader';
import { profileApi } from '@/features/profile/api';
import { updateProfileFlow } from '@/features/profile/flows';
import { ProfileScreen } from '@/features/profile/screens/ProfileScreen';
import { db } from '@/mocks/db/store';
import { DEV_ACCOUNTS } from '@/mocks/db/seed';
import { renderApp } from '@tests/helpers/app';
import { createFakeAuth } from '@tests/helpers/fake-auth';
import { mockRouter } from '@tests/helpers/router';

type FakeAuth = ReturnType<typeof createFakeAuth>;

/**
 * What the real backend does on `PUT /profile` with the Admin SDK: the Firebase user takes the new
 * password (a new e-mail waits for its link, docs/identity.md). The fake identity provider learns it the same way.
 */
function backendUpdatesFirebase(auth: FakeAuth, uid: string) {
  const update = profileApi.update;
  return vi.spyOn(profileApi, 'update').mockImplementation(async (body) => {
    const saved = await update(body);
    const user = [...auth.users.values()].find((u) => u.uid === uid)!;
    if (body.password) user.password = body.password;
    return saved;
  });
}

async function open(email = 'comprador@giro.dev', area: 'commerce' | 'admin' = 'commerce') {
  const path = area === 'admin' ? '/admin/perfil' : '/perfil';
  mockRouter.setRoute(path);
  const view = await renderApp(
    <RouteGuard>
      <ProfileScreen area={area} />
    </RouteGuard>,
    { signedInAs: email },
  );
  await screen.findByRole('heading', { level: 1, name: 'Meu perfil' });
  await screen.findByRole('form', { name: 'Meu perfil' });
  return { ...view, user: userEvent.setup() };
}

const field = (label: RegExp) => screen.getByLabelText(label);
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Salvar perfil' }));

beforeEach(() => mockRouter.reset());

describe('/perfil', () => {
  it('gives the header the new name once the profile is saved', async () => {
    mockRouter.setRoute('/perfil');
    await renderApp(
      <>
        <AppHeader />
        <RouteGuard>
          <ProfileScreen area="commerce" />
        </RouteGuard>
      </>,
      { signedInAs: 'comprador@giro.dev' },
    );
    expect(await screen.findByTestId('session-user-name')).toHaveTextContent('Juliana Teixeira');
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Meu perfil' });
    await user.clear(field(/^Nome completo/));
    await user.type(field(/^Nome completo/), 'Juliana Teixeira Prado');
    await save(user);
    await waitFor(() => expect(screen.getByTestId('session-user-name')).toHaveTextContent('Juliana Teixeira Prado'));
  });

  it('shows the profile and saves name and phone (Area/Numero) without asking for the password', async () => {
    const { user, auth } = await open();
    const reauth = vi.spyOn(auth.gateway, 'reauthenticate');
    expect(field(/^Nome completo/)).toHaveValue('Juliana Teixeira');
    expect(field(/^E-mail/)).toHaveValue('comprador@giro.dev');
    expect(screen.getByText('Comprador')).toBeInTheDocument();
    await user.clear(field(/^Nome completo/));
    await user.type(field(/^Nome completo/), 'Juliana T. Teixeira');
    await user.clear(field(/^Telefone/));
    await user.type(field(/^Telefone/), '21987654321');
    await save(user);
    expect(await screen.findByText('Perfil salvo com sucesso.')).toBeInTheDocument();
    expect(db.accounts[3]).toMatchObject({ name: 'Juliana T. Teixeira', phone: { Area: '21', Numero: '987654321' }, email: 'comprador@giro.dev' });
    expect(reauth).not.toHaveBeenCalled();
  });

  it('an e-mail change needs the current password, then waits as pending until the link sent to the new address is followed (docs/identity.md)', async () => {
    const { user, auth } = await open();
    const put = vi.spyOn(profileApi, 'update');
    const reauth = vi.spyOn(auth.gateway, 'reauthenticate');
    await user.clear(field(/^E-mail/));
    await user.type(field(/^E-mail/), 'juliana@valeverde.com.br');
    await save(user);
    await waitFor(() => expect(field(/^Senha atual/)).toHaveAccessibleDescription(expect.stringContaining('Informe sua senha atual para alterar o e-mail ou a senha.')));
    expect(put).not.toHaveBeenCalled();

    await user.type(field(/^Senha atual/), 'errada-123');
    await save(user);
    await waitFor(() => expect(field(/^Senha atual/)).toHaveAccessibleDescription(expect.stringContaining('Senha incorreta!')));
    await waitFor(() => expect(document.querySelector('.Toastify')).toHaveTextContent('Senha incorreta!')); // toasted too (docs/product/messages.md)
    expect(put).not.toHaveBeenCalled();
    expect(field(/^E-mail/)).toHaveValue('juliana@valeverde.com.br');

    await user.clear(field(/^Senha atual/));
    await user.type(field(/^Senha atual/), 'Giro@2026');
    await save(user);
    expect(await screen.findByText(/Perfil salvo. Enviamos um link de confirmação para juliana@valeverde.com.br/)).toBeInTheDocument();
    // The API keeps the proven address; the new one is only pending, and Firebase mails it a link.
    expect(put).toHaveBeenCalledWith(expect.objectContaining({ email: 'comprador@giro.dev', pendingEmail: 'juliana@valeverde.com.br' }));
    expect(put.mock.calls[0]![0]).not.toHaveProperty('password');
    expect(auth.mails).toContainEqual(expect.objectContaining({ type: 'verifyAndChange', email: 'juliana@valeverde.com.br', continueUrl: expect.stringMatching(/\/participe$/) }));
    expect(reauth.mock.calls).toEqual([
      ['comprador@giro.dev', 'errada-123'],
      ['comprador@giro.dev', 'Giro@2026'],
    ]);
    expect(auth.current()?.email).toBe('comprador@giro.dev');
    expect(db.accounts[3]).toMatchObject({ email: 'comprador@giro.dev', pendingEmail: 'juliana@valeverde.com.br' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Troca de e-mail pendente: abra o link que enviamos para juliana@valeverde.com.br. Até lá, seu e-mail e login continuam comprador@giro.dev.',
    );
    await waitFor(() => expect(field(/^E-mail/)).toHaveValue('comprador@giro.dev'));
    await waitFor(() => expect(field(/^Senha atual/)).toHaveValue(''));
  });

  it('an e-mail change the provider refuses leaves no pending address behind', async () => {
    const { user, auth } = await open();
    vi.spyOn(auth.gateway, 'verifyBeforeUpdateEmail').mockRejectedValue(Object.assign(new Error('Firebase'), { code: 'auth/email-already-in-use' }));
    await user.clear(field(/^E-mail/));
    await user.type(field(/^E-mail/), 'juliana@valeverde.com.br');
    await user.type(field(/^Senha atual/), 'Giro@2026');
    await save(user);
    await waitFor(() => expect(document.querySelector('.Toastify')).toHaveTextContent('Email já existe!'));
    await waitFor(() => expect(db.accounts[3]!.pendingEmail ?? null).toBeNull());
    expect(field(/^E-mail/)).toHaveValue('juliana@valeverde.com.br');
  });

  it('a password change sends the new password and signs in with it', async () => {
    const { user, auth } = await open();
    const put = backendUpdatesFirebase(auth, DEV_ACCOUNTS.comprador.uid);
    const reauth = vi.spyOn(auth.gateway, 'reauthenticate');
    await user.type(field(/^Nova senha/), 'Nova@2027x');
    await user.type(field(/^Confirme a nova senha/), 'Outra@2027x');
    await user.type(field(/^Senha atual/), 'Giro@2026');
    await save(user);
    await waitFor(() => expect(field(/^Confirme a nova senha/)).toHaveAccessibleDescription('As senhas não conferem.'));
    await user.clear(field(/^Confirme a nova senha/));
    await user.type(field(/^Confirme a nova senha/), 'Nova@2027x');
    await save(user);
    expect(await screen.findByText('Perfil salvo com sucesso.')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith(expect.objectContaining({ email: 'comprador@giro.dev', password: 'Nova@2027x' }));
    expect(reauth.mock.calls).toEqual([
      ['comprador@giro.dev', 'Giro@2026'],
      ['comprador@giro.dev', 'Nova@2027x'],
    ]);
  });

  it('puts an e-mail taken by another account on the e-mail field', async () => {
    const { user } = await open();
    await user.clear(field(/^E-mail/));
    await user.type(field(/^E-mail/), 'vendedor@giro.dev');
    await user.type(field(/^Senha atual/), 'Giro@2026');
    await save(user);
    await waitFor(() => expect(field(/^E-mail/)).toHaveAccessibleDescription(expect.stringContaining('Email já existe!')));
    await waitFor(() => expect(document.querySelector('.Toastify')).toHaveTextContent('Email já existe!'));
    expect(db.accounts[3]!.email).toBe('comprador@giro.dev');
  });

  it('works the same for an admin under /admin/perfil: shows and saves the profile', async () => {
    const { user } = await open('superadmin@giro.dev', 'admin');
    expect(screen.getByText('Admin Giro')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Painel' })).toHaveAttribute('href', '/admin');
    expect(field(/^E-mail/)).toHaveValue('superadmin@giro.dev');
    await user.clear(field(/^Nome completo/));
    await user.type(field(/^Nome completo/), 'Renata Administradora');
    await save(user);
    await waitFor(() => expect(db.accounts.find((a) => a.email === 'superadmin@giro.dev')!.name).toBe('Renata Administradora'));
    expect(field(/^Nome completo/)).toHaveValue('Renata Administradora');
  });
});

describe('updateProfileFlow', () => {
  it("says 'Usuário não encontrado!' without a signed-in user with an e-mail, and sends nothing", async () => {
    const auth = createFakeAuth();
    const put = vi.spyOn(profileApi, 'update');
    const values = { name: 'Juliana Teixeira', email: 'x@y.com.br', phone: undefined, newPassword: '', newPasswordConfirmation: '', currentPassword: 'a', originalEmail: 'x@y.com.br' };
    await expect(updateProfileFlow(auth.gateway, null, values, '/participe')).rejects.toThrow('Usuário não encontrado!');
    await expect(updateProfileFlow(auth.gateway, { uid: 'u', email: null, emailVerified: true }, values, '/participe')).rejects.toThrow('Usuário não encontrado!');
    expect(put).not.toHaveBeenCalled();
  });
});
