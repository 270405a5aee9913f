import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { CompanyCreateScreen } from '@/features/companies/screens/CompanyCreateScreen';
import { companyQueries } from '@/features/companies/queries';
import { CompanyScreen } from '@/features/companies/screens/CompanyScreen';
import { createQueryClient } from '@/lib/query-client';
import { db } from '@/mocks/db/store';
import { forcedFailures } from '@/mocks/lib/http';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

const FREE_CNPJ = '11222333000181';

async function open(ui: ReactElement, asPath: string, pathname: string, email = 'vendedor@giro.dev') {
  mockRouter.setRoute(asPath, pathname);
  const view = await renderApp(<RouteGuard>{ui}</RouteGuard>, { signedInAs: email });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, user: userEvent.setup() };
}

const field = (label: RegExp) => screen.getByLabelText(label);

/** The UF select is ready (IBGE states loaded). */
async function statesLoaded() {
  await waitFor(() => expect(within(field(/^UF/)).getByRole('option', { name: 'São Paulo' })).toBeInTheDocument());
}

beforeEach(() => mockRouter.reset());

describe('/empresas/nova', () => {
  it('fills the form from the CNPJ consult, looks a new CEP up, and registers a PENDING company', async () => {
    const { user } = await open(<CompanyCreateScreen />, '/empresas/nova', '/empresas/nova');
    await statesLoaded();
    await user.type(field(/^CNPJ/), FREE_CNPJ);
    expect(await screen.findByText('Dados preenchidos pela consulta do CNPJ. Confira e ajuste se precisar.')).toBeInTheDocument();
    const companyName = (field(/^Razão social/) as HTMLInputElement).value;
    expect(companyName).toMatch(/\S+ \S+/);
    expect((field(/^Telefone/) as HTMLInputElement).value).toMatch(/^\([1-9]{2}\) \d{4}-\d{4}$/);
    expect((field(/^CEP/) as HTMLInputElement).value).toMatch(/^\d{5}-\d{3}$/);

    // The user may edit what the consult filled; a new CEP fills the address again.
    await user.clear(field(/^Nome fantasia/));
    await user.type(field(/^Nome fantasia/), 'Serra Azul');
    await user.clear(field(/^CEP/));
    await user.type(field(/^CEP/), '20040020');
    await waitFor(() => expect(field(/^Logradouro/)).toHaveValue('Rua da Assembleia'));
    expect(field(/^Cidade/)).toHaveValue('Rio de Janeiro');
    expect(field(/^UF/)).toHaveDisplayValue('Rio de Janeiro');
    await user.clear(field(/^Número/));
    await user.type(field(/^Número/), '77');
    await user.type(field(/^Site/), 'www.serraazul.com.br');

    await user.click(screen.getByRole('button', { name: 'Cadastrar empresa' }));
    await waitFor(() => expect(mockRouter.current.pathname).toBe('/empresas'));
    const created = db.companies.find((c) => c.cnpj === FREE_CNPJ)!;
    expect(created).toMatchObject({
      companyName,
      tradeName: 'Serra Azul',
      status: 'PENDING',
      website: 'www.serraazul.com.br',
      parentCompanyId: null,
      address: { zipCode: '20040020', street: 'Rua da Assembleia', number: '77', city: 'Rio de Janeiro', uf: 'RJ' },
    });
    expect(created.phone).toEqual({ Area: expect.stringMatching(/^[1-9]{2}$/), Numero: expect.stringMatching(/^\d{8,9}$/) });
    expect(await screen.findByText('Empresa cadastrada com sucesso. Ela aguarda a aprovação de um administrador.')).toBeInTheDocument();
  });

  it('offers the user’s own companies as parent by their plain names (docs/product/records.md: “Subsidiaria de: …” read backwards there)', async () => {
    const { user } = await open(<CompanyCreateScreen />, '/empresas/nova', '/empresas/nova');
    const parent = field(/^Matriz/);
    await waitFor(() => expect(within(parent).getByRole('option', { name: 'Metalúrgica Horizonte Ltda' })).toBeInTheDocument());
    expect(within(parent).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Nenhuma — empresa independente',
      'Metalúrgica Horizonte Ltda',
      'Fundição Paulista de Metais Ltda',
    ]);
    await statesLoaded();
    await user.type(field(/^CNPJ/), FREE_CNPJ);
    await screen.findByText(/Dados preenchidos pela consulta/);
    await user.selectOptions(parent, 'Metalúrgica Horizonte Ltda');
    await user.type(field(/^Número/), '1');
    await user.click(screen.getByRole('button', { name: 'Cadastrar empresa' }));
    await waitFor(() => expect(db.companies.find((c) => c.cnpj === FREE_CNPJ)?.parentCompanyId).toBe(1));
  });

  it('shows every bad input at its field in pt-BR and keeps the values', async () => {
    const { user } = await open(<CompanyCreateScreen />, '/empresas/nova', '/empresas/nova');
    await statesLoaded();
    const consult = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/consult/cnpj/')) consult();
    });
    await user.type(field(/^CNPJ/), '11222333000182');
    await user.type(field(/^Telefone/), '098765432');
    await user.type(field(/^Site/), 'meu site');
    await user.type(field(/^CEP/), '99999999');
    await user.type(field(/^Razão social/), 'Empresa Teste Ltda');
    // An unknown CEP is said at the field as soon as it is looked up (the address stays editable).
    await waitFor(() => expect(field(/^CEP/)).toHaveAccessibleDescription(expect.stringContaining('Não conseguimos localizar este CEP!')));
    await user.click(screen.getByRole('button', { name: 'Cadastrar empresa' }));

    await waitFor(() => expect(field(/^CNPJ/)).toHaveAccessibleDescription(expect.stringContaining('CNPJ inválido.')));
    expect(field(/^Telefone/)).toHaveAccessibleDescription('Telefone inválido.');
    expect(field(/^Site/)).toHaveAccessibleDescription('Opcional. Informe um endereço de site válido.');
    // Values as typed (the phone mask drops the 0 of the area code, as typing it would).
    expect(field(/^CNPJ/)).toHaveValue('11.222.333/0001-82');
    expect(field(/^Telefone/)).toHaveValue('(98) 7654-32');
    expect(field(/^Site/)).toHaveValue('meu site');
    expect(field(/^CEP/)).toHaveValue('99999-999');
    expect(field(/^Razão social/)).toHaveValue('Empresa Teste Ltda');
    expect(consult).not.toHaveBeenCalled();
    expect(mockRouter.current.pathname).toBe('/empresas/nova');
  });

  it('puts a duplicate CNPJ on the CNPJ field and toasts it (docs/product/messages.md), keeping every value', async () => {
    const { user } = await open(<CompanyCreateScreen />, '/empresas/nova', '/empresas/nova');
    await statesLoaded();
    const taken = db.companies[2]!.cnpj;
    await user.type(field(/^CNPJ/), taken);
    await waitFor(() => expect(field(/^Razão social/)).toHaveValue('Química Sul Indústria e Comércio Ltda'));
    const before = db.companies.length;
    await user.click(screen.getByRole('button', { name: 'Cadastrar empresa' }));
    await waitFor(() => expect(field(/^CNPJ/)).toHaveAccessibleDescription(expect.stringContaining('Já existe uma empresa com este CNPJ.')));
    await waitFor(() => expect(document.querySelector('.Toastify')).toHaveTextContent('Já existe uma empresa com este CNPJ.'));
    expect(db.companies).toHaveLength(before);
    expect(field(/^Razão social/)).toHaveValue('Química Sul Indústria e Comércio Ltda');
    expect(mockRouter.current.pathname).toBe('/empresas/nova');
  });

  it('leaves manual entry when the consult finds nothing (404)', async () => {
    server.use(http.get('http://localhost:4000/consult/cnpj/:cnpj', () => HttpResponse.json({ statusCode: 404, message: 'Not Found' }, { status: 404 })));
    const { user } = await open(<CompanyCreateScreen />, '/empresas/nova', '/empresas/nova');
    await user.type(field(/^CNPJ/), FREE_CNPJ);
    expect(await screen.findByText('Não encontramos dados para este CNPJ. Preencha os campos manualmente.')).toBeInTheDocument();
    expect(field(/^Razão social/)).toHaveValue('');
    expect(screen.queryByText(/Erro #404/)).toBeNull();
    await user.type(field(/^Razão social/), 'Preenchida à mão Ltda');
    expect(field(/^Razão social/)).toHaveValue('Preenchida à mão Ltda');
  });

  it('a failed consult (503) is toasted and does not claim that nothing was found', async () => {
    server.use(http.get('http://localhost:4000/consult/cnpj/:cnpj', () => HttpResponse.json({ statusCode: 503, message: 'Service Unavailable' }, { status: 503 })));
    const { user } = await open(<CompanyCreateScreen />, '/empresas/nova', '/empresas/nova');
    await user.type(field(/^CNPJ/), FREE_CNPJ);
    expect(await screen.findByText('Não foi possível consultar o CNPJ agora. Preencha os campos manualmente ou digite o CNPJ de novo.')).toBeInTheDocument();
    expect(await screen.findByText(/^Erro #503: O servidor não está disponível no momento/)).toBeInTheDocument();
    expect(screen.queryByText('Não encontramos dados para este CNPJ. Preencha os campos manualmente.')).toBeNull();
    expect(field(/^Razão social/)).toHaveValue('');
  });

  it("asks the consult once with the app's query client: a failure is the form's to show at once", async () => {
    let calls = 0;
    server.use(
      http.get('http://localhost:4000/consult/cnpj/:cnpj', () => {
        calls += 1;
        return HttpResponse.json({ statusCode: 503, message: 'Service Unavailable' }, { status: 503 });
      }),
    );
    await expect(createQueryClient().fetchQuery(companyQueries.cnpj(FREE_CNPJ))).rejects.toThrow();
    expect(calls).toBe(1);
  });
});

describe('/empresas/[id]', () => {
  it('lets the owner edit and save', async () => {
    const { user } = await open(<CompanyScreen id={1} />, '/empresas/1', '/empresas/[id]');
    const website = await screen.findByLabelText(/^Site/);
    await waitFor(() => expect(website).toBeEnabled());
    expect(screen.getByText('Aprovada')).toBeInTheDocument();
    await user.clear(website);
    await user.type(website, 'www.horizonteacos.com.br');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(db.companies[0]!.website).toBe('www.horizonteacos.com.br'));
    // Not its identity: still approved (a new name goes back to review, CompanyIdentity.test.tsx).
    expect(await screen.findByText('Empresa salva com sucesso.')).toBeInTheDocument();
    expect(db.companies[0]!.status).toBe('APPROVED');
  });

  it("shows a company to its collaborator read-only, without 'Salvar alterações'", async () => {
    await open(<CompanyScreen id={1} />, '/empresas/1', '/empresas/[id]', 'colaborador@giro.dev');
    expect(await screen.findByText('Somente o responsável e os administradores da empresa podem editar estes dados.')).toBeInTheDocument();
    expect(field(/^Razão social/)).toBeDisabled();
    expect(field(/^CNPJ/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar alterações' })).toBeNull();
  });

  it('shows the parent of a subsidiary and the reason of a rejection', async () => {
    db.companies[12]!.status = 'REJECTED';
    db.companies[12]!.rejectionReason = 'Contrato social ilegível';
    await open(<CompanyScreen id={13} />, '/empresas/13', '/empresas/[id]');
    await waitFor(() => expect(field(/^Matriz/)).toHaveDisplayValue('Metalúrgica Horizonte Ltda'));
    expect(screen.getByText(/Contrato social ilegível/)).toHaveTextContent('Motivo da reprovação: Contrato social ilegível. Corrija os dados');
  });

  it('ends the rejection reason with one full stop when the admin already wrote one', async () => {
    db.companies[12]!.status = 'REJECTED';
    db.companies[12]!.rejectionReason = 'Contrato social ilegível.';
    await open(<CompanyScreen id={13} />, '/empresas/13', '/empresas/[id]');
    expect(await screen.findByText(/Contrato social ilegível/)).toHaveTextContent('Motivo da reprovação: Contrato social ilegível. Corrija os dados');
  });

  it('says a company that does not exist was not found, with the way back and no retry', async () => {
    await open(<CompanyScreen id={9999} />, '/empresas/9999', '/empresas/[id]');
    expect(await screen.findByRole('heading', { level: 1, name: 'Empresa não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para minhas empresas' })).toHaveAttribute('href', '/empresas');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Colaboradores' })).toBeNull();
  });

  it("says a company the user is not part of was not found (the API's 404)", async () => {
    const me = db.accounts.find((a) => a.email === 'vendedor@giro.dev')!;
    const other = db.companies.find((c) => !db.collaborators.some((m) => m.companyId === c.id && m.accountId === me.id))!;
    await open(<CompanyScreen id={other.id} />, `/empresas/${other.id}`, '/empresas/[id]');
    expect(await screen.findByRole('heading', { level: 1, name: 'Empresa não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para minhas empresas' })).toHaveAttribute('href', '/empresas');
    expect(screen.queryByText(other.companyName)).toBeNull();
  });

  it("keeps 'Tentar novamente' for a first load that failed otherwise (500), without the page's actions", async () => {
    forcedFailures.push({ method: 'GET', pattern: /^\/company\/1$/, status: 500, times: 1 });
    const { user } = await open(<CompanyScreen id={1} />, '/empresas/1', '/empresas/[id]');
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.getAllByRole('alert').some((alert) => /^Erro #500/.test(alert.textContent ?? ''))).toBe(true);
    // The page says it; no toast repeats it.
    await waitFor(() => expect(document.querySelector('.Toastify')).toBeInTheDocument());
    expect(document.querySelector('.Toastify')).not.toHaveTextContent('Erro #500');
    expect(screen.queryByRole('heading', { level: 1, name: 'Empresa não encontrada' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Colaboradores' })).toBeNull();
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Metalúrgica Horizonte Ltda' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Colaboradores' })).toHaveAttribute('href', '/empresas/1/colaboradores');
  });
});
