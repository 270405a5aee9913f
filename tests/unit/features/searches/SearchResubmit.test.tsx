import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { SearchScreen } from '@/features/searches/screens/SearchScreen';
import { db } from '@/mocks/db/store';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

beforeEach(() => mockRouter.reset());

async function openSearch(id: number, email: string) {
  mockRouter.setRoute(`/buscas/${id}`, '/buscas/[id]');
  await renderApp(
    <RouteGuard>
      <SearchScreen />
    </RouteGuard>,
    { signedInAs: email },
  );
  await screen.findByRole('heading', { level: 1 });
  return userEvent.setup();
}

/** The buyer's rejected search (its deadline is still ahead, so it can be sent as it is). */
const rejected = () => db.searches.find((s) => s.companyId === 2 && s.status === 'REJECTED' && s.active)!;

async function openCorrection(id: number) {
  const user = await openSearch(id, 'comprador@giro.dev');
  await user.click(await screen.findByRole('button', { name: 'Corrigir e reenviar' }));
  const form = await screen.findByRole('form', { name: 'Corrigir e reenviar' });
  await waitFor(() => expect(within(form).getByRole('option', { name: 'Minas Gerais (MG)' })).toBeInTheDocument());
  return { form, user };
}

describe('/buscas/[id], a rejected search of the company', () => {
  it('shows the reason beside the edit form and sends the correction back to review', async () => {
    const search = rejected();
    const reason = search.rejectionReason!;
    const { form, user } = await openCorrection(search.id);
    expect(within(form).getByRole('note')).toHaveTextContent(`Motivo da reprovação: ${reason}`);
    const description = within(form).getByRole('textbox', { name: /^Descrição/ });
    expect(description).toHaveValue(search.description);
    await user.clear(description);
    await user.type(description, 'Porcelanato 60x60 acetinado, cinza claro, 1.500 m².');
    await user.click(within(form).getByRole('button', { name: 'Enviar para aprovação' }));

    expect(await screen.findByText('Busca reenviada para aprovação.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Corrigir e reenviar' })).toBeNull());
    expect(screen.getAllByText('Pendente').length).toBeGreaterThan(0);
    expect(screen.queryByText('Reprovada')).toBeNull();
    expect(screen.getByText('Esta busca aguarda aprovação e ainda não aparece para os vendedores.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Corrigir e reenviar' })).toBeNull();
    expect(db.searches.find((s) => s.id === search.id)).toMatchObject({ status: 'PENDING', rejectionReason: null, description: 'Porcelanato 60x60 acetinado, cinza claro, 1.500 m².' });
  });

  it('keeps what was typed when the API refuses it', async () => {
    const search = rejected();
    const { form, user } = await openCorrection(search.id);
    const description = within(form).getByRole('textbox', { name: /^Descrição/ });
    await user.clear(description);
    await user.type(description, 'Texto corrigido que não pode se perder.');
    // Meanwhile another member of the company inactivated it.
    db.searches.find((s) => s.id === search.id)!.active = false;
    await user.click(within(form).getByRole('button', { name: 'Enviar para aprovação' }));
    expect(await screen.findByText('Esta busca já foi inativada.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Descrição/ })).toHaveValue('Texto corrigido que não pode se perder.');
    expect(within(form).getByRole('button', { name: 'Enviar para aprovação' })).toBeEnabled();
    expect(db.searches.find((s) => s.id === search.id)!.description).toBe(search.description);
  });

  it('closes an untouched form without asking, back to the entry button', async () => {
    const { form, user } = await openCorrection(rejected().id);
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Corrigir e reenviar' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Corrigir e reenviar' })).toHaveFocus();
  });

  it('is offered only to its company, and only while rejected and active', async () => {
    const search = rejected();
    db.searches.find((s) => s.id === search.id)!.status = 'APPROVED';
    await openSearch(search.id, 'vendedor@giro.dev');
    expect(await screen.findByRole('region', { name: 'Detalhes da busca' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Corrigir e reenviar' })).toBeNull();
  });

  it('is not offered for a pending search (that one is edited as it is: below)', async () => {
    const pending = db.searches.find((s) => s.companyId === 2 && s.status === 'PENDING' && s.active)!;
    await openSearch(pending.id, 'comprador@giro.dev');
    expect(await screen.findByRole('button', { name: 'Inativar busca' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Corrigir e reenviar' })).toBeNull();
  });
});

describe('/buscas/[id], a pending or approved search of the company (docs/deal/searches.md)', () => {
  async function openEdit(id: number) {
    const user = await openSearch(id, 'comprador@giro.dev');
    await user.click(await screen.findByRole('button', { name: 'Editar busca' }));
    const form = await screen.findByRole('form', { name: 'Editar busca' });
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Minas Gerais (MG)' })).toBeInTheDocument());
    return { form, user };
  }

  it('edits an approved search, saying before saving that it goes back to review', async () => {
    const search = db.searches.find((s) => s.companyId === 2 && s.status === 'APPROVED' && s.active)!;
    const { form, user } = await openEdit(search.id);
    expect(within(form).getByRole('note')).toHaveTextContent('Salva, a busca volta a aguardar aprovação e deixa de aparecer para os vendedores até ser aprovada de novo.');
    const description = within(form).getByRole('textbox', { name: /^Descrição/ });
    await user.clear(description);
    await user.type(description, 'Quantidade revista: entregas em duas etapas.');
    await user.click(within(form).getByRole('button', { name: 'Salvar e enviar para aprovação' }));
    expect(await screen.findByText('Busca reenviada para aprovação.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Editar busca' })).toBeNull());
    expect(screen.getByText('Esta busca aguarda aprovação e ainda não aparece para os vendedores.')).toBeInTheDocument();
    expect(db.searches.find((s) => s.id === search.id)).toMatchObject({ status: 'PENDING', description: 'Quantidade revista: entregas em duas etapas.' });
  });

  it('edits a pending search while it waits', async () => {
    const search = db.searches.find((s) => s.companyId === 2 && s.status === 'PENDING' && s.active)!;
    const { form, user } = await openEdit(search.id);
    expect(within(form).getByRole('note')).toHaveTextContent('Salva, a busca continua aguardando aprovação.');
    const description = within(form).getByRole('textbox', { name: /^Descrição/ });
    await user.clear(description);
    await user.type(description, 'Descrição ajustada antes da análise.');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Busca salva com sucesso.')).toBeInTheDocument();
    expect(db.searches.find((s) => s.id === search.id)).toMatchObject({ status: 'PENDING', description: 'Descrição ajustada antes da análise.' });
  });
});
