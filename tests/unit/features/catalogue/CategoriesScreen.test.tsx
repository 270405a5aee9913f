import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CategoriesScreen } from '@/features/catalogue/screens/CategoriesScreen';
import { db } from '@/mocks/db/store';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

beforeEach(() => mockRouter.setRoute('/admin/categorias'));

const table = () => screen.getByRole('table', { name: 'Categorias' });

describe('/admin/categorias', () => {
  it('lists categories with sub-category and product counts, linking to their sub-categories', async () => {
    await renderApp(<CategoriesScreen />, { signedInAs: 'admin@giro.dev' });
    const row = (await within(table()).findByText('Produtos químicos')).closest('tr')!;
    const link = within(row).getByRole('link', { name: 'Ver as subcategorias de Produtos químicos (4)' });
    const id = db.categories.find((c) => c.name === 'Produtos químicos')!.id;
    expect(link).toHaveAttribute('href', `/admin/subcategorias?categoryId=${id}`);
    expect(within(table()).getAllByRole('row')).toHaveLength(db.categories.length + 1);
    expect(screen.getByRole('navigation', { name: 'Seções do catálogo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Categorias', current: 'page' })).toBeInTheDocument();
  });

  it('sorts by name descending through the header, in the URL', async () => {
    await renderApp(<CategoriesScreen />, { signedInAs: 'admin@giro.dev' });
    await within(table()).findByText('Aço e metais');
    const user = userEvent.setup();
    await user.click(within(table()).getByRole('button', { name: /Nome/ }));
    await user.click(within(table()).getByRole('button', { name: /Nome/ }));
    await waitFor(() => expect(mockRouter.current.query).toMatchObject({ orderBy: 'name', order: 'DESC' }));
    await waitFor(() => expect(within(within(table()).getAllByRole('row')[1]!).getByText('Tecidos e fios')).toBeInTheDocument());
  });

  it('creates a category, and refuses a duplicate name under the field without saving', async () => {
    await renderApp(<CategoriesScreen />, { signedInAs: 'admin@giro.dev' });
    await within(table()).findByText('Aço e metais');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nova categoria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova categoria' });
    await user.type(within(dialog).getByLabelText(/^Nome/), 'EMBALAGENS');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Nome/)).toHaveAccessibleDescription('Já existe uma categoria com este nome.'));
    expect(db.categories.filter((c) => c.name.toLowerCase() === 'embalagens')).toHaveLength(1);

    await user.clear(within(dialog).getByLabelText(/^Nome/));
    await user.type(within(dialog).getByLabelText(/^Nome/), 'Vidros');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(table()).findByText('Vidros')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('explains why a category cannot be deleted: used by products, or still has sub-categories', async () => {
    const id = 500;
    db.categories.push({ id, name: 'Vidros', createdAt: '2026-10-01T12:00:00.000Z' });
    db.subCategories.push({ index: 500, categoryId: id, name: 'Vidro temperado', createdAt: '2026-10-01T12:00:00.000Z' });
    await renderApp(<CategoriesScreen />, { signedInAs: 'admin@giro.dev' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Excluir Embalagens' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Não é possível excluir: este registro está em uso por produtos.')).toBeInTheDocument();
    // A refusal closes the dialog.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Excluir Vidros' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Não é possível excluir: esta categoria possui subcategorias. Exclua-as antes.')).toBeInTheDocument();
    expect(db.categories.some((c) => c.id === id)).toBe(true);
  });
});
