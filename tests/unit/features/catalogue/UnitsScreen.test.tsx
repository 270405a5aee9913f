import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { UnitsScreen } from '@/features/catalogue/screens/UnitsScreen';
import { db } from '@/mocks/db/store';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

beforeEach(() => mockRouter.setRoute('/admin/unidades'));

const table = () => screen.getByRole('table', { name: 'Unidades' });

describe('/admin/unidades', () => {
  it('lists the units with symbol and description, 25 per page from the URL', async () => {
    // More units than the default page of 10 holds, fewer than 25.
    const start = db.units.length;
    for (let n = start; n < 15; n++) db.units.push({ index: 1000 + n, name: `u${n}`, description: `Unidade ${n}`, createdAt: '2026-01-01T12:00:00.000Z' });
    mockRouter.setRoute('/admin/unidades?take=25');
    await renderApp(<UnitsScreen />, { signedInAs: 'admin@giro.dev' });
    const row = (await within(table()).findByText('m²')).closest('tr')!;
    expect(within(row).getByText('Metro quadrado')).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 15); // the header and every unit
    expect(screen.getByLabelText('Linhas por página')).toHaveValue('25');
  });

  it('creates a unit; both fields are required', async () => {
    await renderApp(<UnitsScreen />, { signedInAs: 'admin@giro.dev' });
    await within(table()).findByText('kg');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nova unidade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova unidade' });
    await user.type(within(dialog).getByLabelText(/^Símbolo/), 'g');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Descrição/)).toHaveAccessibleDescription('Informe a descrição da unidade.'));
    expect(within(dialog).getByLabelText(/^Símbolo/)).toHaveValue('g');
    expect(db.units.some((u) => u.name === 'g')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Descrição/), 'Grama');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.units.find((u) => u.name === 'g')).toMatchObject({ description: 'Grama' });
  });

  it('refuses a duplicate symbol, edits and deletes a unit', async () => {
    await renderApp(<UnitsScreen />, { signedInAs: 'admin@giro.dev' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar cx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar unidade' });
    const symbol = within(dialog).getByLabelText(/^Símbolo/);
    await user.clear(symbol);
    await user.type(symbol, 'UN');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(symbol).toHaveAccessibleDescription(/Já existe uma unidade com este símbolo\./));
    expect(db.units.find((u) => u.description === 'Caixa')?.name).toBe('cx');

    await user.clear(symbol);
    await user.type(symbol, 'cxa');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(table()).findByText('cxa')).toBeInTheDocument();

    const box = db.units.find((u) => u.description === 'Caixa')!.index;
    db.announcements = db.announcements.filter((a) => a.unitIndex !== box);
    await user.click(screen.getByRole('button', { name: 'Excluir cxa' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Excluir unidade' })).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(within(table()).queryByText('cxa')).not.toBeInTheDocument());
    expect(db.units.some((u) => u.description === 'Caixa')).toBe(false);
  });

  it('refuses to delete a unit that announcements use', async () => {
    const used = db.units.find((u) => db.announcements.some((a) => a.unitIndex === u.index))!;
    await renderApp(<UnitsScreen />, { signedInAs: 'admin@giro.dev' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Excluir ${used.name}` }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Excluir unidade' })).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Não é possível excluir: esta unidade está em uso por anúncios.')).toBeInTheDocument();
    // A refusal closes the dialog: the list behind is what changed or stayed.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(db.units.some((u) => u.index === used.index)).toBe(true);
  });
});
