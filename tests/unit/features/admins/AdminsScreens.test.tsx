import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminScreen } from '@/features/admins/screens/AdminScreen';
import { AdminsScreen } from '@/features/admins/screens/AdminsScreen';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { db } from '@/mocks/db/store';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

async function open(ui: ReactElement, asPath: string, pathname: string, email: string) {
  mockRouter.setRoute(asPath, pathname);
  const view = await renderApp(<RouteGuard>{ui}</RouteGuard>, { signedInAs: email });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, user: userEvent.setup() };
}

const table = () => screen.getByRole('table', { name: 'Administradores' });

beforeEach(() => mockRouter.reset());

describe('/admin/administradores', () => {
  it('a Super Admin invites an admin; an e-mail in use is refused at the field', async () => {
    const { user } = await open(<AdminsScreen />, '/admin/administradores', '/admin/administradores', 'superadmin@giro.dev');
    await within(table()).findByRole('link', { name: 'Rafael Moreira' });
    await user.click(screen.getByRole('button', { name: 'Convidar administrador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convidar administrador' });
    await user.type(within(dialog).getByLabelText(/^Nome/), 'Lúcia Prado');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'vendedor@giro.dev');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Email já existe!'));
    expect(within(dialog).getByLabelText(/^Nome/)).toHaveValue('Lúcia Prado');

    await user.clear(within(dialog).getByLabelText(/^E-mail/));
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'lucia@giro.dev');
    await user.click(within(dialog).getByLabelText('Super Admin'));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText('Convite enviado para lucia@giro.dev.')).toBeInTheDocument();
    const row = (await within(table()).findByRole('link', { name: 'Lúcia Prado' })).closest('tr')!;
    expect(within(row).getByText('Super Admin')).toBeInTheDocument();
    expect(db.accounts.find((a) => a.email === 'lucia@giro.dev')).toMatchObject({ isAdmin: true, isSuperAdmin: true });
    // Not 'Ativo' before she has set her password (docs/identity.md).
    expect(within(row).getByText('Convite enviado')).toBeInTheDocument();
    expect(within(row).queryByText('Ativo')).toBeNull();
  });

  it("an invited admin's page says the invitation is pending, until the invitee signs in (docs/identity.md)", async () => {
    const invitee = db.accounts.find((a) => a.email === 'admin@giro.dev')!;
    Object.assign(invitee, { invitePending: true });
    await open(<AdminScreen id={invitee.id} />, `/admin/administradores/${invitee.id}`, '/admin/administradores/[id]', 'superadmin@giro.dev');
    const details = await screen.findByRole('region', { name: 'Dados do administrador' });
    expect(await within(details).findByText('Convite enviado')).toBeInTheDocument();
    expect(within(details).queryByText('Ativo')).toBeNull();
    expect(details).toHaveTextContent('Ainda não definiu a senha: o convite foi enviado para admin@giro.dev.');
  });

  it('an Admin sees the list read-only', async () => {
    await open(<AdminsScreen />, '/admin/administradores', '/admin/administradores', 'admin@giro.dev');
    await within(table()).findByRole('link', { name: 'Helena Duarte' });
    expect(screen.getByText('Somente um Super Admin pode convidar ou editar administradores.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Convidar administrador' })).toBeNull();
    expect(within(table()).getByRole('link', { name: 'Ver Helena Duarte' })).toBeInTheDocument();
  });
});

describe('/admin/administradores/[id]', () => {
  it('a Super Admin edits name, level and status', async () => {
    const { user } = await open(<AdminScreen id={2} />, '/admin/administradores/2', '/admin/administradores/[id]', 'superadmin@giro.dev');
    const form = await screen.findByRole('form', { name: 'Editar administrador' });
    await user.clear(within(form).getByLabelText(/^Nome/));
    await user.type(within(form).getByLabelText(/^Nome/), 'Rafael M. Moreira');
    await user.click(within(form).getByLabelText('Super Admin'));
    await user.click(within(form).getByLabelText('Inativo'));
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    // Deactivating locks the admin out at once: it asks first, and Cancelar saves nothing.
    const confirm = await screen.findByRole('alertdialog', { name: 'Desativar administrador' });
    expect(confirm).toHaveAccessibleDescription('Rafael Moreira não poderá mais entrar na plataforma: ao tentar, verá “Usuário inativo!”.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(db.accounts[1]).toMatchObject({ isSuperAdmin: false, status: 'ENABLED' });
    expect(within(form).getByLabelText('Inativo')).toBeChecked();

    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Desativar administrador' })).getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText('Administrador salvo com sucesso.')).toBeInTheDocument();
    expect(db.accounts[1]).toMatchObject({ name: 'Rafael M. Moreira', isSuperAdmin: true, status: 'DISABLED' });
  });

  it('saves a change that keeps the admin active without asking', async () => {
    const { user } = await open(<AdminScreen id={2} />, '/admin/administradores/2', '/admin/administradores/[id]', 'superadmin@giro.dev');
    const form = await screen.findByRole('form', { name: 'Editar administrador' });
    await user.click(within(form).getByLabelText('Super Admin'));
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Administrador salvo com sucesso.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(db.accounts[1]).toMatchObject({ isSuperAdmin: true, status: 'ENABLED' });
  });

  it('a Super Admin cannot change their own level or status', async () => {
    await open(<AdminScreen id={1} />, '/admin/administradores/1', '/admin/administradores/[id]', 'superadmin@giro.dev');
    const form = await screen.findByRole('form', { name: 'Editar administrador' });
    expect(within(form).getByLabelText('Admin')).toBeDisabled();
    expect(within(form).getByLabelText('Inativo')).toBeDisabled();
  });

  it('says an administrator that does not exist was not found, with the way back and no retry', async () => {
    await open(<AdminScreen id={9999} />, '/admin/administradores/9999', '/admin/administradores/[id]', 'superadmin@giro.dev');
    expect(await screen.findByRole('heading', { level: 1, name: 'Administrador não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para os administradores' })).toHaveAttribute('href', '/admin/administradores');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Editar administrador' })).toBeNull();
  });

  it('an Admin only views', async () => {
    await open(<AdminScreen id={1} />, '/admin/administradores/1', '/admin/administradores/[id]', 'admin@giro.dev');
    expect(await screen.findByText('superadmin@giro.dev', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Somente um Super Admin pode editar administradores.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Editar administrador' })).toBeNull();
  });
});
