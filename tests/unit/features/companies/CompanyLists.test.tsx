import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { AdminCompaniesScreen } from '@/features/companies/screens/AdminCompaniesScreen';
import { AdminCompanyCreateScreen } from '@/features/companies/screens/AdminCompanyCreateScreen';
import { AdminCompanyScreen } from '@/features/companies/screens/AdminCompanyScreen';
import { MyCompaniesScreen } from '@/features/companies/screens/MyCompaniesScreen';
import { http as mswHttp, HttpResponse } from 'msw';
import { MOCK_API_ORIGIN } from '@/mocks/config';
import { db } from '@/mocks/db/store';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

async function open(ui: ReactElement, asPath: string, pathname: string, email: string) {
  mockRouter.setRoute(asPath, pathname);
  const view = await renderApp(<RouteGuard>{ui}</RouteGuard>, { signedInAs: email });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, user: userEvent.setup() };
}

const rowOf = async (table: HTMLElement, text: string) => (await within(table).findByRole('link', { name: text })).closest('tr')!;

beforeEach(() => mockRouter.reset());
afterEach(() => server.resetHandlers());

describe('/empresas', () => {
  it('lists my companies with status and role, and a subsidiary through its derived view', async () => {
    await open(<MyCompaniesScreen />, '/empresas', '/empresas', 'vendedor@giro.dev');
    const table = screen.getByRole('table', { name: 'Minhas empresas' });
    const main = await rowOf(table, 'Metalúrgica Horizonte Ltda');
    expect(within(main).getByText('Aprovada')).toBeInTheDocument();
    expect(within(main).getByText('Administrador')).toBeInTheDocument();
    const subsidiary = await rowOf(table, 'Metalúrgica Horizonte Ltda — Filial Campinas');
    expect(within(subsidiary).getByText('Subsidiaria de: Metalúrgica Horizonte Ltda')).toBeInTheDocument();
    const pending = await rowOf(table, 'Fundição Paulista de Metais Ltda');
    expect(within(pending).getByText('Pendente')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Colaboradores de Fundição Paulista de Metais Ltda' })).toHaveAttribute('href', '/empresas/12/colaboradores');
    expect(screen.getByRole('link', { name: 'Nova empresa' })).toHaveAttribute('href', '/empresas/nova');
  });

  it('shows a collaborator their role', async () => {
    await open(<MyCompaniesScreen />, '/empresas', '/empresas', 'colaborador@giro.dev');
    const row = await rowOf(screen.getByRole('table', { name: 'Minhas empresas' }), 'Metalúrgica Horizonte Ltda');
    expect(within(row).getByText('Colaborador')).toBeInTheDocument();
    expect(within(row).queryByText('(responsável)')).toBeNull();
  });

  it('says so when the user has no company', async () => {
    db.collaborators = db.collaborators.filter((c) => c.accountId !== 5);
    await open(<MyCompaniesScreen />, '/empresas', '/empresas', 'colaborador@giro.dev');
    expect(await screen.findByText('Nenhum item foi encontrado.')).toBeInTheDocument();
  });
});

describe('/admin/empresas', () => {
  it('filters by status and searches by CNPJ', async () => {
    const { user } = await open(<AdminCompaniesScreen />, '/admin/empresas', '/admin/empresas', 'admin@giro.dev');
    const table = screen.getByRole('table', { name: 'Empresas' });
    await rowOf(table, 'Autopeças Gaúcha Ltda');
    await user.selectOptions(screen.getByLabelText('Status'), 'Pendente');
    await waitFor(() => expect(mockRouter.current.query).toMatchObject({ status: 'PENDING' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).queryByRole('link', { name: 'Autopeças Gaúcha Ltda' })).toBeNull();
    expect(within(table).getAllByText('Pendente')).toHaveLength(3);

    await user.selectOptions(screen.getByLabelText('Status'), 'Todos');
    const cnpj = db.companies[3]!.cnpj;
    await user.type(screen.getByLabelText('CNPJ'), `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}{Enter}`);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('link', { name: 'Têxteis Aurora Ltda' })).toHaveAttribute('href', '/admin/empresas/4');
  });

  it('masks the CNPJ filter like every CNPJ field: typed digits show formatted, letters never enter (docs/product/validation.md)', async () => {
    const { user } = await open(<AdminCompaniesScreen />, '/admin/empresas', '/admin/empresas', 'admin@giro.dev');
    const cnpj = db.companies[3]!.cnpj;
    const field = screen.getByLabelText('CNPJ');
    await user.type(field, `${cnpj.slice(0, 8)}ab`);
    // As the form's CNPJ fields show it (the mask may already show the next fixed '/').
    const shown = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}`;
    await waitFor(() => expect((field as HTMLInputElement).value.replace(/\/$/, '')).toBe(shown));
    await waitFor(() => expect(mockRouter.current.query).toMatchObject({ cnpj: cnpj.slice(0, 8) }));
  });
});

describe('/admin/empresas/[id]', () => {
  it('approves a PENDING company after confirmation', async () => {
    const { user } = await open(<AdminCompanyScreen id={12} />, '/admin/empresas/12', '/admin/empresas/[id]', 'admin@giro.dev');
    expect(await screen.findByText('vendedor@giro.dev')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aprovar' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Aprovar empresa' });
    await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(db.companies[11]!.status).toBe('APPROVED'));
    expect(await screen.findByText('Aprovada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprovar' })).toBeNull();
  });

  it('rejects with a reason; no reason is a field message', async () => {
    const { user } = await open(<AdminCompanyScreen id={7} />, '/admin/empresas/7', '/admin/empresas/[id]', 'admin@giro.dev');
    await user.click(await screen.findByRole('button', { name: 'Reprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reprovar empresa' });
    expect(within(dialog).getByLabelText(/^Motivo da reprovação/)).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    expect(await within(dialog).findByText('Informe o motivo da reprovação (mínimo de 5 caracteres).', { selector: 'p' })).toBeInTheDocument();
    expect(db.companies[6]!.status).toBe('PENDING');
    await user.type(within(dialog).getByLabelText(/^Motivo da reprovação/), 'CNPJ baixado na Receita Federal.');
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    await waitFor(() => expect(db.companies[6]).toMatchObject({ status: 'REJECTED', rejectionReason: 'CNPJ baixado na Receita Federal.' }));
    expect(await screen.findByText('CNPJ baixado na Receita Federal.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a first load that failed says why and loads again on “Tentar novamente”', async () => {
    // Down for the first call (the tests' query client does not retry), back for the user's retry.
    server.use(mswHttp.get(`${MOCK_API_ORIGIN}/admin/company/:id/deferral`, () => HttpResponse.json({ statusCode: 503, message: 'down' }, { status: 503 }), { once: true }));
    const { user } = await open(<AdminCompanyScreen id={12} />, '/admin/empresas/12', '/admin/empresas/[id]', 'admin@giro.dev');
    await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.getAllByRole('alert').some((alert) => /^Erro #503/.test(alert.textContent ?? ''))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fundição Paulista de Metais Ltda' })).toBeInTheDocument();
    expect(await screen.findByText('vendedor@giro.dev')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('says a company that does not exist was not found, with the way back and no retry', async () => {
    await open(<AdminCompanyScreen id={9999} />, '/admin/empresas/9999', '/admin/empresas/[id]', 'admin@giro.dev');
    expect(await screen.findByRole('heading', { level: 1, name: 'Empresa não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para as empresas' })).toHaveAttribute('href', '/admin/empresas');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('offers no decision on a company that is not pending', async () => {
    await open(<AdminCompanyScreen id={11} />, '/admin/empresas/11', '/admin/empresas/[id]', 'admin@giro.dev');
    expect(await screen.findByText(/só empresas pendentes podem ser aprovadas ou reprovadas/)).toBeInTheDocument();
    expect(screen.getByText('Documentação do contrato social ilegível.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprovar' })).toBeNull();
  });
});

describe('/admin/empresas/nova', () => {
  it('asks for the client, then creates an APPROVED company owned by that client', async () => {
    const { user } = await open(<AdminCompanyCreateScreen />, '/admin/empresas/nova', '/admin/empresas/nova', 'admin@giro.dev');
    const client = screen.getByLabelText(/^Cliente responsável/);
    await waitFor(() => expect(within(client).getByRole('option', { name: 'Juliana Teixeira — comprador@giro.dev' })).toBeInTheDocument());
    expect(within(client).queryByRole('option', { name: /inativo@giro.dev/ })).toBeNull();
    await waitFor(() => expect(within(screen.getByLabelText(/^UF/)).getByRole('option', { name: 'São Paulo' })).toBeInTheDocument());
    await user.type(screen.getByLabelText(/^CNPJ/), '11222333000181');
    await screen.findByText(/Dados preenchidos pela consulta/);
    await user.click(screen.getByRole('button', { name: 'Cadastrar empresa' }));
    expect(await screen.findByText('Selecione o cliente responsável.', { selector: 'p' })).toBeInTheDocument();

    await user.selectOptions(client, 'Juliana Teixeira — comprador@giro.dev');
    const parent = screen.getByLabelText(/^Matriz/);
    await waitFor(() => expect(within(parent).getByRole('option', { name: 'Construtora Vale Verde S.A.' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Cadastrar empresa' }));
    await waitFor(() => expect(db.companies.find((c) => c.cnpj === '11222333000181')).toMatchObject({ status: 'APPROVED', ownerAccountId: 4 }));
    const id = db.companies.find((c) => c.cnpj === '11222333000181')!.id;
    await waitFor(() => expect(mockRouter.current.asPath).toBe(`/admin/empresas/${id}`));
  });

  it('finds the client by typing, among all clients, not only the first page of 100 (docs/product/validation.md)', async () => {
    const base = db.accounts.find((a) => a.email === 'comprador@giro.dev')!;
    let id = Math.max(...db.accounts.map((a) => a.id));
    for (let i = 0; i < 120; i++) {
      id += 1;
      db.accounts.push({ ...base, id, uid: `cliente-${id}`, email: `cliente${i}@exemplo.com.br`, name: `Cliente Aaa ${String(i).padStart(3, '0')}`, cpf: '' });
    }
    id += 1;
    db.accounts.push({ ...base, id, uid: `cliente-${id}`, email: 'zuleica@ultima.com.br', name: 'Zuleica Última', cpf: '' });
    const { user } = await open(<AdminCompanyCreateScreen />, '/admin/empresas/nova', '/admin/empresas/nova', 'admin@giro.dev');
    const client = screen.getByLabelText(/^Cliente responsável/);
    await waitFor(() => expect(within(client).getAllByRole('option').length).toBeGreaterThan(50));
    expect(within(client).queryByRole('option', { name: 'Zuleica Última — zuleica@ultima.com.br' })).toBeNull();
    await user.type(screen.getByLabelText('Buscar cliente'), 'zuleica');
    await waitFor(() => expect(within(client).getByRole('option', { name: 'Zuleica Última — zuleica@ultima.com.br' })).toBeInTheDocument());
    await user.selectOptions(client, 'Zuleica Última — zuleica@ultima.com.br');
    expect(client).toHaveDisplayValue('Zuleica Última — zuleica@ultima.com.br');
    // Another search keeps the chosen client in the list.
    await user.clear(screen.getByLabelText('Buscar cliente'));
    await user.type(screen.getByLabelText('Buscar cliente'), 'juliana');
    await waitFor(() => expect(within(client).getByRole('option', { name: 'Juliana Teixeira — comprador@giro.dev' })).toBeInTheDocument());
    expect(client).toHaveDisplayValue('Zuleica Última — zuleica@ultima.com.br');
  });
});
