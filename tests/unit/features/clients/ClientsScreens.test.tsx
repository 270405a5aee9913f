import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { ClientScreen } from '@/features/clients/screens/ClientScreen';
import { ClientsScreen } from '@/features/clients/screens/ClientsScreen';
import { http } from '@/lib/api/client';
import { setTokenSource } from '@/lib/api/token';
import { DEV_ACCOUNTS } from '@/mocks/db/seed';
import { db } from '@/mocks/db/store';
import { companiesOf } from '@/mocks/lib/accounts';
import { makeTestToken } from '@/mocks/lib/token';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

async function open(ui: ReactElement, asPath: string, pathname: string) {
  mockRouter.setRoute(asPath, pathname);
  const view = await renderApp(<RouteGuard>{ui}</RouteGuard>, { signedInAs: 'admin@giro.dev' });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, user: userEvent.setup() };
}

beforeEach(() => mockRouter.reset());

describe('/admin/clientes', () => {
  it('lists clients and filters by status and type', async () => {
    const { user } = await open(<ClientsScreen />, '/admin/clientes', '/admin/clientes');
    const table = screen.getByRole('table', { name: 'Clientes' });
    expect(await within(table).findByRole('link', { name: 'Renata Campos' })).toHaveAttribute('href', '/admin/clientes/9');
    expect(within(table).queryByText('admin@giro.dev')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Situação'), 'Inativo');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('inativo@giro.dev')).toBeInTheDocument();
    expect(within(table).getByText('camila@autopecasgaucha.com.br')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Situação'), 'Pendente');
    await user.selectOptions(screen.getByLabelText('Tipo'), 'Comprador');
    await waitFor(() => expect(mockRouter.current.query).toMatchObject({ status: 'PENDING', type: 'BUYER' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('pendente@giro.dev')).toBeInTheDocument();
  });

  it('searches by e-mail', async () => {
    const { user } = await open(<ClientsScreen />, '/admin/clientes', '/admin/clientes');
    const table = screen.getByRole('table', { name: 'Clientes' });
    await within(table).findByRole('link', { name: 'Renata Campos' });
    await user.type(screen.getByLabelText('E-mail'), 'giro.dev{Enter}');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    expect(within(table).getByRole('link', { name: 'Juliana Teixeira' })).toHaveAttribute('href', '/admin/clientes/4');
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'valeverde{Enter}');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('link', { name: 'Renata Campos' })).toBeInTheDocument();
  });
});

describe('/admin/clientes/[id]', () => {
  it("shows the client's companies and deactivates the client, whose next request is refused", async () => {
    const { user } = await open(<ClientScreen id={3} />, '/admin/clientes/3', '/admin/clientes/[id]');
    expect(await screen.findByRole('link', { name: 'Metalúrgica Horizonte Ltda — Filial Campinas' })).toHaveAttribute('href', '/admin/empresas/13');
    const companies = screen.getByRole('table', { name: 'Empresas do cliente' });
    const owned = companiesOf(db.accounts[2]!.id).length;
    expect(owned).toBeGreaterThan(1);
    expect(within(companies).getAllByRole('row').filter((row) => within(row).queryAllByRole('cell').length > 0)).toHaveLength(Math.min(owned, 10));
    expect(screen.getByText(`1–${Math.min(owned, 10)} de ${owned}`)).toBeInTheDocument();
    expect(screen.getByText('Ativo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Desativar cliente' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Desativar cliente' });
    expect(dialog).toHaveTextContent('Usuário inativo!');
    await user.click(within(dialog).getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText('Cliente desativado com sucesso.')).toBeInTheDocument();
    expect(db.accounts[2]!.status).toBe('DISABLED');
    expect(await screen.findByRole('button', { name: 'Reativar cliente' })).toBeInTheDocument();

    // The client's own next request: 401 UserDisabled.
    setTokenSource({ getToken: async () => makeTestToken(DEV_ACCOUNTS.vendedor.uid) });
    await expect(http.get('/profile', z.unknown())).rejects.toMatchObject({ response: { status: 401, data: { message: 'UserDisabled' } } });
  });

  it('says whether the client confirmed the e-mail (docs/identity.md)', async () => {
    await open(<ClientScreen id={3} />, '/admin/clientes/3', '/admin/clientes/[id]');
    const access = await screen.findByRole('region', { name: 'Acesso' });
    expect(await within(access).findByText('E-mail confirmado')).toBeInTheDocument();
    expect(within(access).queryByText('E-mail não confirmado')).toBeNull();
  });

  it('says an unconfirmed e-mail keeps the client out, whatever the account status (docs/identity.md)', async () => {
    const unverified = db.accounts.find((a) => a.email === 'naoverificado@giro.dev')!;
    await open(<ClientScreen id={unverified.id} />, `/admin/clientes/${unverified.id}`, '/admin/clientes/[id]');
    const access = await screen.findByRole('region', { name: 'Acesso' });
    expect(await within(access).findByText('E-mail não confirmado')).toBeInTheDocument();
    expect(access).toHaveTextContent('O cliente ainda não abriu o link de confirmação enviado para naoverificado@giro.dev e não consegue entrar antes disso.');
  });

  it("resends an unconfirmed client's confirmation mail, once a minute (docs/identity.md)", async () => {
    const unverified = db.accounts.find((a) => a.email === 'naoverificado@giro.dev')!;
    const { user } = await open(<ClientScreen id={unverified.id} />, `/admin/clientes/${unverified.id}`, '/admin/clientes/[id]');
    const access = await screen.findByRole('region', { name: 'Acesso' });
    const resend = await within(access).findByRole('button', { name: 'Reenviar e-mail de confirmação' });
    await user.click(resend);
    await waitFor(() => expect(document.querySelector('.Toastify')).toHaveTextContent('Enviamos um novo link de confirmação para naoverificado@giro.dev.'));
    await user.click(within(access).getByRole('button', { name: 'Reenviar e-mail de confirmação' }));
    await waitFor(() => expect(document.querySelector('.Toastify')).toHaveTextContent('Já enviamos um e-mail de confirmação há menos de um minuto. Aguarde um minuto e peça de novo.'));
  });

  it('offers no resend for a confirmed e-mail (docs/identity.md)', async () => {
    await open(<ClientScreen id={3} />, '/admin/clientes/3', '/admin/clientes/[id]');
    const access = await screen.findByRole('region', { name: 'Acesso' });
    expect(await within(access).findByText('E-mail confirmado')).toBeInTheDocument();
    expect(within(access).queryByRole('button', { name: 'Reenviar e-mail de confirmação' })).toBeNull();
  });

  it('says a client that does not exist was not found, with the way back and no retry', async () => {
    await open(<ClientScreen id={9999} />, '/admin/clientes/9999', '/admin/clientes/[id]');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cliente não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para os clientes' })).toHaveAttribute('href', '/admin/clientes');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('activates a pending client', async () => {
    const { user } = await open(<ClientScreen id={6} />, '/admin/clientes/6', '/admin/clientes/[id]');
    expect(await screen.findByText('A conta aguarda ativação. Confira os dados antes de ativá-la.')).toBeInTheDocument();
    // The kit's table and its empty state (docs/product/screens.md), after the 300 ms delay.
    expect(await within(screen.getByRole('table', { name: 'Empresas do cliente' })).findByText('Nenhum item foi encontrado.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ativar cliente' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Ativar cliente' })).getByRole('button', { name: 'Ativar' }));
    await waitFor(() => expect(db.accounts[5]!.status).toBe('ENABLED'));
    expect(await screen.findByRole('button', { name: 'Desativar cliente' })).toBeInTheDocument();
  });
});
