import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { AdminSearchScreen } from '@/features/searches/screens/AdminSearchScreen';
import { SearchFormScreen } from '@/features/searches/screens/SearchFormScreen';
import { SearchScreen } from '@/features/searches/screens/SearchScreen';
import { MySearchesScreen, SearchesScreen } from '@/features/searches/screens/SearchesScreen';
import { mockConfig } from '@/mocks/config';
import { forcedFailures } from '@/mocks/lib/http';
import { db } from '@/mocks/db/store';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

beforeEach(() => mockRouter.reset());

/** dd/MM/yyyy digits of today + `days`. */
function typedDate(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${d.getFullYear()}`;
}

async function openSearch(id: number, email: string) {
  mockRouter.setRoute(`/buscas/${id}`, '/buscas/[id]');
  await renderApp(
    <RouteGuard>
      <SearchScreen />
    </RouteGuard>,
    { signedInAs: email },
  );
  return screen.findByRole('heading', { level: 1 });
}

describe('/buscas', () => {
  it('lists the approved active searches of every company, and filters by UF', async () => {
    mockRouter.setRoute('/buscas');
    await renderApp(<SearchesScreen />, { signedInAs: 'vendedor@giro.dev' });
    const table = await screen.findByRole('table', { name: 'Buscas aprovadas' });
    const expected = db.searches.filter((s) => s.status === 'APPROVED' && s.active);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(expected.length + 1));
    expect(table).not.toHaveTextContent('Tubo de PVC 100 mm');
    expect(screen.getByRole('link', { name: 'Buscas aprovadas' })).toHaveAttribute('aria-current', 'page');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('UF'), await screen.findByRole('option', { name: 'Rio de Janeiro (RJ)' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(expected.filter((s) => s.uf === 'RJ').length + 1));
    expect(within(table).getByRole('link', { name: 'Tubo de aço inox 304' })).toBeInTheDocument();
  });
});

describe('/buscas/minhas', () => {
  it("shows the company's searches with their status, inactive ones marked", async () => {
    mockRouter.setRoute('/buscas/minhas');
    await renderApp(<MySearchesScreen />, { signedInAs: 'comprador@giro.dev' });
    const table = await screen.findByRole('table', { name: 'Minhas buscas' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(db.searches.filter((s) => s.companyId === 2).length + 1));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.some((r) => r.textContent!.includes('Reprovada'))).toBe(true);
    expect(rows.some((r) => r.textContent!.includes('Pendente'))).toBe(true);
    expect(rows.filter((r) => r.textContent!.includes('Inativa'))).toHaveLength(2);
  });
});

describe('/buscas/nova', () => {
  async function openForm() {
    mockRouter.setRoute('/buscas/nova');
    await renderApp(<SearchFormScreen />, { signedInAs: 'comprador@giro.dev' });
    const form = await screen.findByRole('form', { name: 'Nova busca' });
    await within(form).findByText('Vale Verde Construções');
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Motor elétrico trifásico 5 cv' })).toBeInTheDocument());
    await waitFor(() => expect(within(form).getByRole('option', { name: 'São Paulo (SP)' })).toBeInTheDocument());
    return { form, user: userEvent.setup() };
  }

  it('refuses no product nor category, zero values and a deadline in the past, without a request', async () => {
    const { form, user } = await openForm();
    // The search goes to review, not straight to the showcase: the button says so.
    expect(within(form).queryByRole('button', { name: 'Publicar busca' })).toBeNull();
    const before = db.searches.length;
    await user.type(within(form).getByRole('textbox', { name: /^Quantidade/ }), '0');
    await user.type(within(form).getByRole('textbox', { name: /^Prazo/ }), typedDate(-3));
    await user.click(within(form).getByRole('button', { name: 'Enviar para aprovação' }));
    for (const message of ['Informe o produto ou a categoria.', 'A quantidade deve ser maior que zero.', 'O prazo não pode ser uma data passada.', 'Informe o preço máximo.', 'Selecione a UF.', 'Selecione a unidade.']) {
      expect((await within(form).findAllByText(message)).length).toBeGreaterThan(0);
    }
    expect(db.searches.length).toBe(before);
  });

  it('posts a PENDING search once, even on a double click, and opens it', async () => {
    const { form, user } = await openForm();
    await user.selectOptions(within(form).getByLabelText('Categoria'), 'Componentes elétricos');
    await user.selectOptions(within(form).getByLabelText('Produto'), 'Motor elétrico trifásico 5 cv');
    await user.type(within(form).getByRole('textbox', { name: /^Quantidade/ }), '4');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Unidade/ }), 'un (Unidade)');
    await user.type(within(form).getByRole('textbox', { name: /^Preço máximo/ }), '2500');
    await user.type(within(form).getByRole('textbox', { name: /^Prazo/ }), typedDate(20));
    await user.selectOptions(within(form).getByRole('combobox', { name: /^UF de entrega/ }), 'São Paulo (SP)');
    await user.type(within(form).getByRole('textbox', { name: /^Descrição/ }), 'Motores de reposição para a linha de envase.');
    const before = db.searches.length;
    // A real save takes a moment: the second click lands while the first is still in flight (the
    // test router's push resolves at once and keeps the form on screen, unlike a real navigation).
    mockConfig.latencyMs = 300;
    try {
      await user.dblClick(within(form).getByRole('button', { name: 'Enviar para aprovação' }));
      await waitFor(() => expect(mockRouter.current.asPath).toMatch(/^\/buscas\/\d+$/));
    } finally {
      mockConfig.latencyMs = 0;
    }
    expect(db.searches.length).toBe(before + 1);
    const created = db.searches.at(-1)!;
    expect(created).toMatchObject({ companyId: 2, productId: 26, quantity: 4, maxPrice: 2500, uf: 'SP', status: 'PENDING', active: true });
    expect(mockRouter.current.asPath).toBe(`/buscas/${created.id}`);
    expect(await screen.findByText('Busca enviada para aprovação.')).toBeInTheDocument();
  });
});

describe('/buscas/[id]', () => {
  it("shows another company's user the search, without the owner's actions", async () => {
    const search = db.searches.find((s) => s.companyId === 1 && s.status === 'APPROVED')!;
    const heading = await openSearch(search.id, 'comprador@giro.dev');
    expect(heading).toHaveTextContent('Motor elétrico trifásico 5 cv');
    expect(screen.getByRole('region', { name: 'Detalhes da busca' })).toHaveTextContent('Horizonte Metais');
    expect(screen.getByRole('region', { name: 'Anúncios compatíveis' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inativar busca' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Corrigir e reenviar' })).toBeNull();
  });

  it('lets its company inactivate it (confirmed): it stays, marked Inativa', async () => {
    const search = db.searches.find((s) => s.companyId === 2 && s.status === 'APPROVED' && s.active)!;
    await openSearch(search.id, 'comprador@giro.dev');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Inativar busca' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Inativar busca' });
    await user.click(within(dialog).getByRole('button', { name: 'Inativar' }));
    expect(await screen.findByText('Busca inativada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Inativar busca' })).toBeNull());
    expect(screen.getAllByText('Inativa').length).toBeGreaterThan(0);
    expect(db.searches.find((s) => s.id === search.id)).toMatchObject({ active: false });
  });

  it("is not found for someone else's pending search", async () => {
    const pending = db.searches.find((s) => s.companyId === 2 && s.status === 'PENDING' && s.active)!;
    expect(await openSearch(pending.id, 'vendedor@giro.dev')).toHaveTextContent('Busca não encontrada');
  });
});

describe('/admin/buscas/[id]', () => {
  async function openDeferral(id: number) {
    mockRouter.setRoute(`/admin/buscas/${id}`, '/admin/buscas/[id]');
    await renderApp(
      <RouteGuard>
        <AdminSearchScreen />
      </RouteGuard>,
      { signedInAs: 'admin@giro.dev' },
    );
    await screen.findByRole('heading', { level: 1 });
    return userEvent.setup();
  }

  it('approves a pending search', async () => {
    const pending = db.searches.find((s) => s.status === 'PENDING' && s.active)!;
    const user = await openDeferral(pending.id);
    const panel = screen.getByRole('region', { name: 'Aprovação' });
    expect(panel).toHaveTextContent('Publicada por');
    await user.click(within(panel).getByRole('button', { name: 'Aprovar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Aprovar busca' })).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('Busca aprovada.')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByText('Aprovada')).toBeInTheDocument());
    expect(within(panel).queryByRole('button', { name: 'Aprovar' })).toBeNull();
    expect(db.searches.find((s) => s.id === pending.id)!.status).toBe('APPROVED');
  });

  it('rejects with a reason', async () => {
    const pending = db.searches.find((s) => s.status === 'PENDING' && s.active)!;
    const user = await openDeferral(pending.id);
    await user.click(within(screen.getByRole('region', { name: 'Aprovação' })).getByRole('button', { name: 'Reprovar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reprovar busca' });
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    expect((await within(dialog).findAllByText('Informe o motivo da reprovação (mínimo de 5 caracteres).')).length).toBeGreaterThan(0);
    await user.type(within(dialog).getByRole('textbox', { name: /^Motivo da reprovação/ }), 'Descrição genérica demais.');
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    expect(await screen.findByText('Busca reprovada.')).toBeInTheDocument();
    expect(db.searches.find((s) => s.id === pending.id)).toMatchObject({ status: 'REJECTED', rejectionReason: 'Descrição genérica demais.' });
  });

  /** An approved active search whose deadline is still ahead: it can be saved as it is. */
  const editable = () => db.searches.find((s) => s.status === 'APPROVED' && s.active && Date.parse(s.deadline) > Date.now() + 86_400_000)!;

  async function openEditor(id: number) {
    const user = await openDeferral(id);
    await user.click(screen.getByRole('button', { name: 'Editar busca' }));
    const form = await screen.findByRole('form', { name: 'Editar busca' });
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Rio de Janeiro (RJ)' })).toBeInTheDocument());
    return { form, user };
  }

  it('edits an active search: filled in, saved, its status kept, back to the details', async () => {
    const search = editable();
    const { form, user } = await openEditor(search.id);
    expect(within(form).getByRole('heading', { name: 'Editar busca' })).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: /^Descrição/ })).toHaveValue(search.description);
    expect(within(form).getByRole('combobox', { name: /^UF de entrega/ })).toHaveDisplayValue(new RegExp(`\\(${search.uf}\\)$`));
    expect(within(form).getByRole('combobox', { name: /^Unidade/ })).toHaveDisplayValue(new RegExp(`^${db.units.find((u) => u.index === search.unitIndex)!.name} `));
    expect(within(form).getByRole('textbox', { name: /^Prazo/ })).not.toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Editar busca' })).toBeNull();

    const description = within(form).getByRole('textbox', { name: /^Descrição/ });
    await user.clear(description);
    await user.type(description, 'Descrição revisada pela equipe do Giro.');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^UF de entrega/ }), 'Rio de Janeiro (RJ)');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Busca salva com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Editar busca' })).toBeNull());
    expect(await screen.findByText('Descrição revisada pela equipe do Giro.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar busca' })).toHaveFocus();
    expect(db.searches.find((s) => s.id === search.id)).toMatchObject({
      description: 'Descrição revisada pela equipe do Giro.',
      uf: 'RJ',
      status: 'APPROVED',
      companyId: search.companyId,
      quantity: search.quantity,
      deadline: search.deadline,
    });
  });

  it('keeps what was typed when the save fails, refuses a past deadline, and asks before discarding changes', async () => {
    const search = editable();
    const before = { ...search };
    const { form, user } = await openEditor(search.id);
    const description = within(form).getByRole('textbox', { name: /^Descrição/ });
    await user.clear(description);
    await user.type(description, 'Texto que não pode se perder.');

    const deadline = within(form).getByRole('textbox', { name: /^Prazo/ });
    await user.clear(deadline);
    await user.type(deadline, typedDate(-2));
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect((await within(form).findAllByText('O prazo não pode ser uma data passada.')).length).toBeGreaterThan(0);
    await user.clear(deadline);
    await user.type(deadline, typedDate(15));

    forcedFailures.push({ method: 'PUT', pattern: new RegExp(`^/admin/search/${search.id}$`), status: 500, times: 1 });
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect((await screen.findAllByText(/^Erro #500/)).length).toBeGreaterThan(0);
    expect(within(form).getByRole('textbox', { name: /^Descrição/ })).toHaveValue('Texto que não pode se perder.');
    expect(db.searches.find((s) => s.id === search.id)).toMatchObject({ description: before.description, deadline: before.deadline });

    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Descartar alterações?' })).getByRole('button', { name: 'Continuar editando' }));
    expect(within(form).getByRole('textbox', { name: /^Descrição/ })).toHaveValue('Texto que não pode se perder.');

    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Descartar alterações?' })).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Editar busca' })).toBeNull());
    expect(screen.getByText(before.description)).toBeInTheDocument();
    expect(db.searches.find((s) => s.id === search.id)!.description).toBe(before.description);
  });

  it('closes an untouched form without asking', async () => {
    const { form, user } = await openEditor(editable().id);
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Editar busca' })).toBeNull());
  });
});

describe('/admin/buscas/[id], inactivated', () => {
  it('has no edit', async () => {
    const inactive = db.searches.find((s) => !s.active)!;
    mockRouter.setRoute(`/admin/buscas/${inactive.id}`, '/admin/buscas/[id]');
    await renderApp(
      <RouteGuard>
        <AdminSearchScreen />
      </RouteGuard>,
      { signedInAs: 'admin@giro.dev' },
    );
    expect(await screen.findByText('Esta busca foi inativada pela empresa.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar busca' })).toBeNull();
  });
});
