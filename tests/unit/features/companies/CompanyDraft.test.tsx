import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { AdminCompanyCreateScreen } from '@/features/companies/screens/AdminCompanyCreateScreen';
import { CompanyCreateScreen } from '@/features/companies/screens/CompanyCreateScreen';
import { CompanyScreen } from '@/features/companies/screens/CompanyScreen';
import { db } from '@/mocks/db/store';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';
import { elapse, fakeClock } from '@tests/helpers/time';

/**
 * The company forms keep a draft like the announcement form (docs/forms.md: "the company form
 * loses 13 of 14 fields on reload"): typed, reloaded, offered, restored, cleared on save.
 */
const FREE_CNPJ = '11222333000181';
/** More than useFormDraft's debounce (400 ms), in fake time. */
const DRAFT_DEBOUNCE_MS = 1_000;
const accountId = (email: string) => db.accounts.find((a) => a.email === email)!.id;
const draftKey = (name: string) => `giro:rascunho:${name}`;
const stored = (name: string) => JSON.parse(localStorage.getItem(draftKey(name)) ?? 'null') as { values: Record<string, unknown> } | null;

async function open(ui: ReactElement, asPath: string, pathname: string, email = 'vendedor@giro.dev') {
  mockRouter.setRoute(asPath, pathname);
  const view = await renderApp(<RouteGuard>{ui}</RouteGuard>, { signedInAs: email });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, user: userEvent.setup() };
}

const field = (label: RegExp) => screen.getByLabelText(label);
const banner = () => screen.findByRole('region', { name: 'Rascunho não salvo' });

async function statesLoaded() {
  await waitFor(() => expect(within(field(/^UF/)).getByRole('option', { name: 'São Paulo' })).toBeInTheDocument());
}
async function parentOffered(name: string) {
  await waitFor(() => expect(within(field(/^Matriz/)).getByRole('option', { name })).toBeInTheDocument());
}
async function retype(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.clear(field(label));
  await user.type(field(label), text);
}

/** Every field of the form as the user sees it (the 14 of the issue), selects by their text. */
function formOnScreen(): Record<string, string> {
  const fields = {
    cnpj: field(/^CNPJ/),
    companyName: field(/^Razão social/),
    tradeName: field(/^Nome fantasia/),
    parent: field(/^Matriz/),
    phone: field(/^Telefone/),
    email: field(/^E-mail da empresa/),
    website: field(/^Site/),
    zipCode: field(/^CEP/),
    street: field(/^Logradouro/),
    number: field(/^Número/),
    complement: field(/^Complemento/),
    neighborhood: field(/^Bairro/),
    city: field(/^Cidade/),
    uf: field(/^UF/),
  };
  const shown = (input: HTMLElement) => (input instanceof HTMLSelectElement ? (input.selectedOptions[0]?.textContent ?? '') : (input as HTMLInputElement).value);
  return Object.fromEntries(Object.entries(fields).map(([name, input]) => [name, shown(input)]));
}

beforeEach(() => {
  mockRouter.reset();
  localStorage.clear();
});

describe('company form drafts', () => {
  it('/empresas/nova: what was typed comes back after a reload, every field, and goes away once saved', async () => {
    const key = `empresa:${accountId('vendedor@giro.dev')}:nova`;
    const first = await open(<CompanyCreateScreen />, '/empresas/nova', '/empresas/nova');
    await statesLoaded();
    const { user } = first;
    await user.type(field(/^CNPJ/), FREE_CNPJ);
    await screen.findByText(/Dados preenchidos pela consulta/);
    await retype(user, /^Razão social/, 'Serra Azul Comércio de Tubos Ltda');
    await retype(user, /^Nome fantasia/, 'Serra Azul');
    await parentOffered('Metalúrgica Horizonte Ltda');
    await user.selectOptions(field(/^Matriz/), 'Metalúrgica Horizonte Ltda');
    await retype(user, /^Telefone/, '1133224455');
    await retype(user, /^E-mail da empresa/, 'contato@serraazul.com.br');
    await user.type(field(/^Site/), 'www.serraazul.com.br');
    await retype(user, /^CEP/, '20040020');
    await waitFor(() => expect(field(/^Logradouro/)).toHaveValue('Rua da Assembleia'));
    await retype(user, /^Logradouro/, 'Rua da Assembleia, bloco B');
    await retype(user, /^Número/, '77');
    await retype(user, /^Complemento/, 'Sala 1203');
    await retype(user, /^Bairro/, 'Centro Histórico');
    const typed = formOnScreen();
    expect(typed).toMatchObject({ city: 'Rio de Janeiro', uf: 'Rio de Janeiro', parent: 'Metalúrgica Horizonte Ltda', complement: 'Sala 1203' });
    await waitFor(() => expect(stored(key)?.values).toMatchObject({ address: { neighborhood: 'Centro Histórico' } }));
    first.unmount(); // the reload

    const second = await open(<CompanyCreateScreen />, '/empresas/nova', '/empresas/nova');
    await statesLoaded();
    const offer = await banner();
    expect(offer).toHaveTextContent(/^Encontramos um rascunho não salvo desta empresa, de \d{2}\/\d{2}\/\d{4}/);
    expect(field(/^Razão social/)).toHaveValue('');
    await parentOffered('Metalúrgica Horizonte Ltda');
    fakeClock(); // the draft writes the restored values after its debounce
    await second.user.click(within(offer).getByRole('button', { name: 'Restaurar rascunho' }));
    await waitFor(() => expect(formOnScreen()).toEqual(typed));
    expect(screen.queryByRole('region', { name: 'Rascunho não salvo' })).not.toBeInTheDocument();

    await second.user.click(screen.getByRole('button', { name: 'Cadastrar empresa' }));
    await waitFor(() => expect(mockRouter.current.pathname).toBe('/empresas'));
    expect(db.companies.find((c) => c.cnpj === FREE_CNPJ)).toMatchObject({ tradeName: 'Serra Azul', parentCompanyId: 1, address: { complement: 'Sala 1203' } });
    await elapse(DRAFT_DEBOUNCE_MS); // a write still pending would land now
    expect(localStorage.getItem(draftKey(key))).toBeNull();
  }, 30_000); // types every field of the form key by key, twice the default on a busy machine

  it("'Descartar' drops the draft and leaves the form empty", async () => {
    const key = `empresa:${accountId('vendedor@giro.dev')}:nova`;
    const first = await open(<CompanyCreateScreen />, '/empresas/nova', '/empresas/nova');
    await first.user.type(field(/^Razão social/), 'Rascunho Ltda');
    await waitFor(() => expect(stored(key)).not.toBeNull());
    first.unmount();
    const second = await open(<CompanyCreateScreen />, '/empresas/nova', '/empresas/nova');
    await second.user.click(within(await banner()).getByRole('button', { name: 'Descartar' }));
    expect(localStorage.getItem(draftKey(key))).toBeNull();
    expect(field(/^Razão social/)).toHaveValue('');
  });

  it('/empresas/[id]: one draft per company, restored over the saved data, cleared by the save (even right after typing)', async () => {
    const me = accountId('vendedor@giro.dev');
    const first = await open(<CompanyScreen id={1} />, '/empresas/1', '/empresas/[id]');
    const website = await screen.findByLabelText(/^Site/);
    await waitFor(() => expect(website).toBeEnabled());
    await retype(first.user, /^Site/, 'www.rascunho-horizonte.com.br');
    await retype(first.user, /^Complemento/, 'Galpão 3');
    await waitFor(() => expect(stored(`empresa:${me}:1`)?.values).toMatchObject({ website: 'www.rascunho-horizonte.com.br', address: { complement: 'Galpão 3' } }));
    expect(stored(`empresa:${me}:nova`)).toBeNull();
    first.unmount();

    // Another company of the user: not offered this one's draft.
    const otherId = db.companies.find((c) => c.companyName === 'Fundição Paulista de Metais Ltda')!.id;
    const other = await open(<CompanyScreen id={otherId} />, `/empresas/${otherId}`, '/empresas/[id]');
    await waitFor(() => expect(field(/^Site/)).toBeEnabled());
    expect(screen.queryByRole('region', { name: 'Rascunho não salvo' })).not.toBeInTheDocument();
    other.unmount();

    const second = await open(<CompanyScreen id={1} />, '/empresas/1', '/empresas/[id]');
    const offer = await banner();
    expect(field(/^Site/)).toHaveValue(db.companies[0]!.website);
    await second.user.click(within(offer).getByRole('button', { name: 'Restaurar rascunho' }));
    expect(field(/^Site/)).toHaveValue('www.rascunho-horizonte.com.br');
    expect(field(/^Complemento/)).toHaveValue('Galpão 3');
    expect(field(/^Razão social/)).toHaveValue(db.companies[0]!.companyName);

    // Typing and saving at once: the draft's pending write must not come back after the save.
    fakeClock();
    await second.user.type(field(/^Número/), 'A');
    await second.user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Empresa salva com sucesso.')).toBeInTheDocument();
    expect(db.companies[0]).toMatchObject({ website: 'www.rascunho-horizonte.com.br', address: { complement: 'Galpão 3' } });
    await elapse(DRAFT_DEBOUNCE_MS); // the write of the 'A' would land now
    expect(localStorage.getItem(draftKey(`empresa:${me}:1`))).toBeNull();
  });

  it('a collaborator who only reads the company keeps no draft', async () => {
    await open(<CompanyScreen id={1} />, '/empresas/1', '/empresas/[id]', 'colaborador@giro.dev');
    await screen.findByText('Somente o responsável e os administradores da empresa podem editar estes dados.');
    localStorage.setItem(draftKey(`empresa:${accountId('colaborador@giro.dev')}:1`), JSON.stringify({ savedAt: '2026-11-22T12:00:00.000Z', values: {} }));
    expect(screen.queryByRole('region', { name: 'Rascunho não salvo' })).not.toBeInTheDocument();
  });

  it('/admin/empresas/nova: the client and the parent come back too', async () => {
    const key = `empresa-admin:${accountId('admin@giro.dev')}:nova`;
    const first = await open(<AdminCompanyCreateScreen />, '/admin/empresas/nova', '/admin/empresas/nova', 'admin@giro.dev');
    const client = field(/^Cliente responsável/);
    await waitFor(() => expect(within(client).getAllByRole('option').length).toBeGreaterThan(2));
    const owner = within(client).getAllByRole('option').find((o) => o.textContent?.includes('vendedor@giro.dev'))!;
    await first.user.selectOptions(client, owner);
    await parentOffered('Metalúrgica Horizonte Ltda');
    await first.user.selectOptions(field(/^Matriz/), 'Metalúrgica Horizonte Ltda');
    await first.user.type(field(/^Razão social/), 'Filial Horizonte Ltda');
    await waitFor(() => expect(stored(key)?.values).toMatchObject({ companyName: 'Filial Horizonte Ltda', parentCompanyId: 1 }));
    first.unmount();

    const second = await open(<AdminCompanyCreateScreen />, '/admin/empresas/nova', '/admin/empresas/nova', 'admin@giro.dev');
    const offer = await banner();
    await waitFor(() => expect(within(field(/^Cliente responsável/)).getAllByRole('option').length).toBeGreaterThan(2));
    await second.user.click(within(offer).getByRole('button', { name: 'Restaurar rascunho' }));
    expect(field(/^Cliente responsável/)).toHaveValue(owner.getAttribute('value'));
    expect(field(/^Razão social/)).toHaveValue('Filial Horizonte Ltda');
    await parentOffered('Metalúrgica Horizonte Ltda');
    await waitFor(() => expect(field(/^Matriz/)).toHaveDisplayValue('Metalúrgica Horizonte Ltda'));
    // Choosing another client still clears the parent (the candidates change).
    const another = within(field(/^Cliente responsável/)).getAllByRole('option').find((o) => o.getAttribute('value') && o !== owner && o.getAttribute('value') !== owner.getAttribute('value'))!;
    await second.user.selectOptions(field(/^Cliente responsável/), another);
    await second.user.selectOptions(field(/^Cliente responsável/), owner.getAttribute('value')!);
    await parentOffered('Metalúrgica Horizonte Ltda');
    expect(field(/^Matriz/)).toHaveDisplayValue('Nenhuma — empresa independente');
  });
});
