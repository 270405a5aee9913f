import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SegmentsScreen } from '@/features/catalogue/screens/SegmentsScreen';
import { db } from '@/mocks/db/store';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

beforeEach(() => mockRouter.setRoute('/admin/segmentos'));

const table = () => screen.getByRole('table', { name: 'Segmentos' });

describe('/admin/segmentos', () => {
  it('lists the segments alphabetically with their product counts, and filters by name through the URL', async () => {
    await renderApp(<SegmentsScreen />, { signedInAs: 'admin@giro.dev' });
    await within(table()).findByText('Metalurgia');
    const rows = within(table()).getAllByRole('row');
    // header + 10 seeded segments on the first page
    expect(rows).toHaveLength(11);
    expect(within(rows[1]!).getByText('Agronegócio')).toBeInTheDocument();
    const chemical = within(table()).getByText('Químico').closest('tr')!;
    expect(within(chemical).getByText('4')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Buscar por nome'), 'texti{Enter}');
    await waitFor(() => expect(mockRouter.current.query).toMatchObject({ search: 'texti' }));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(within(table()).getByText('Têxtil')).toBeInTheDocument();
  });

  it('creates a segment in a dialog and shows it in the list', async () => {
    await renderApp(<SegmentsScreen />, { signedInAs: 'admin@giro.dev' });
    await within(table()).findByText('Metalurgia');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Novo segmento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo segmento' });
    expect(within(dialog).getByLabelText(/^Nome/)).toHaveFocus();
    await user.type(within(dialog).getByLabelText(/^Nome/), 'Mineração');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Segmento salvo com sucesso.')).toBeInTheDocument();
    expect(await within(table()).findByText('Mineração')).toBeInTheDocument();
    expect(db.segments.some((s) => s.name === 'Mineração')).toBe(true);
  });

  it('refuses an empty or duplicate name under the field, keeping the dialog and what was typed', async () => {
    await renderApp(<SegmentsScreen />, { signedInAs: 'admin@giro.dev' });
    await within(table()).findByText('Metalurgia');
    const count = db.segments.length;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Novo segmento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo segmento' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findAllByText('Informe o nome do segmento.')).not.toHaveLength(0);

    const name = within(dialog).getByLabelText(/^Nome/);
    await user.type(name, 'metalurgia');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Já existe um segmento com este nome.'));
    expect(name).toHaveValue('metalurgia');
    expect(screen.getByRole('dialog', { name: 'Novo segmento' })).toBeInTheDocument();
    expect(db.segments).toHaveLength(count);
  });

  it('renames a segment', async () => {
    await renderApp(<SegmentsScreen />, { signedInAs: 'admin@giro.dev' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Têxtil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar segmento' });
    const name = within(dialog).getByLabelText(/^Nome/);
    expect(name).toHaveValue('Têxtil');
    await user.clear(name);
    await user.type(name, 'Têxtil e confecção');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(table()).findByText('Têxtil e confecção')).toBeInTheDocument();
    expect(db.segments.find((s) => s.name === 'Têxtil e confecção')).toBeDefined();
  });

  it('deletes an unused segment after confirmation, and refuses one that products use with a pt-BR message', async () => {
    db.segments.push({ index: 99, name: 'Mineração', createdAt: '2026-10-01T12:00:00.000Z' });
    await renderApp(<SegmentsScreen />, { signedInAs: 'admin@giro.dev' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Excluir Metalurgia' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Excluir segmento' });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Não é possível excluir: este registro está em uso por produtos.')).toBeInTheDocument();
    // A refusal closes the dialog.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(db.segments.some((s) => s.name === 'Metalurgia')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Excluir Mineração' }));
    confirm = screen.getByRole('alertdialog', { name: 'Excluir segmento' });
    expect(confirm).toHaveTextContent('O segmento “Mineração” será excluído.');
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(table()).queryByText('Mineração')).not.toBeInTheDocument());
    expect(db.segments.some((s) => s.index === 99)).toBe(false);
  });
});
