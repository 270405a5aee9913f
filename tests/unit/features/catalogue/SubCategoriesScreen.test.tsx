import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SubCategoriesScreen } from '@/features/catalogue/screens/SubCategoriesScreen';
import { db } from '@/mocks/db/store';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

beforeEach(() => mockRouter.setRoute('/admin/subcategorias'));

const table = () => screen.getByRole('table', { name: 'Subcategorias' });
const categoryId = (name: string) => db.categories.find((c) => c.name === name)!.id;

describe('/admin/subcategorias', () => {
  it('lists sub-categories with their category, and filters by category', async () => {
    await renderApp(<SubCategoriesScreen />, { signedInAs: 'admin@giro.dev' });
    const row = (await within(table()).findByText('Açúcares')).closest('tr')!;
    expect(within(row).getByText('Insumos alimentícios')).toBeInTheDocument();

    const user = userEvent.setup();
    const filter = screen.getByRole('combobox', { name: 'Categoria' });
    await within(filter).findByRole('option', { name: 'Resinas plásticas' });
    await user.selectOptions(filter, 'Resinas plásticas');
    await waitFor(() => expect(mockRouter.current.query).toMatchObject({ categoryId: String(categoryId('Resinas plásticas')) }));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(5));
    expect(within(table()).getAllByText('Resinas plásticas')).toHaveLength(4);
  });

  it('creates a sub-category under the filtered category (POST /admin/product/category/{id}/sub-category)', async () => {
    const id = categoryId('Aço e metais');
    mockRouter.setRoute(`/admin/subcategorias?categoryId=${id}`);
    await renderApp(<SubCategoriesScreen />, { signedInAs: 'admin@giro.dev' });
    await within(table()).findByText('Chapas');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nova subcategoria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova subcategoria' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Categoria/ })).toHaveDisplayValue('Aço e metais'));
    await user.type(within(dialog).getByLabelText(/^Nome/), 'Arames');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(table()).findByText('Arames')).toBeInTheDocument();
    expect(db.subCategories.find((s) => s.name === 'Arames')).toMatchObject({ categoryId: id });
  });

  it('asks for the category and the name, and refuses a name already used in that category', async () => {
    await renderApp(<SubCategoriesScreen />, { signedInAs: 'admin@giro.dev' });
    await within(table()).findByText('Açúcares');
    const count = db.subCategories.length;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nova subcategoria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova subcategoria' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const category = within(dialog).getByRole('combobox', { name: /^Categoria/ });
    await waitFor(() => expect(category).toHaveAccessibleDescription('Selecione a categoria.'));
    expect(within(dialog).getByLabelText(/^Nome/)).toHaveAccessibleDescription('Informe o nome da subcategoria.');

    await within(category).findByRole('option', { name: 'Tecidos e fios' });
    await user.selectOptions(category, 'Tecidos e fios');
    await user.type(within(dialog).getByLabelText(/^Nome/), 'malhas');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Nome/)).toHaveAccessibleDescription('Já existe uma subcategoria com este nome nesta categoria.'),
    );
    expect(within(dialog).getByLabelText(/^Nome/)).toHaveValue('malhas');
    expect(db.subCategories).toHaveLength(count);
  });

  it('renames a sub-category without moving it, and refuses to delete one that products use', async () => {
    await renderApp(<SubCategoriesScreen />, { signedInAs: 'admin@giro.dev' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Farinhas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar subcategoria' });
    expect(within(dialog).getByRole('combobox', { name: /^Categoria/ })).toBeDisabled();
    await user.clear(within(dialog).getByLabelText(/^Nome/));
    await user.type(within(dialog).getByLabelText(/^Nome/), 'Farinhas e amidos');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(table()).findByText('Farinhas e amidos')).toBeInTheDocument();
    expect(db.subCategories.find((s) => s.name === 'Farinhas e amidos')?.categoryId).toBe(categoryId('Insumos alimentícios'));

    await user.click(screen.getByRole('button', { name: 'Excluir Farinhas e amidos' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Excluir subcategoria' });
    expect(confirm).toHaveTextContent('“Farinhas e amidos” de “Insumos alimentícios”');
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Não é possível excluir: este registro está em uso por produtos.')).toBeInTheDocument();
    expect(db.subCategories.some((s) => s.name === 'Farinhas e amidos')).toBe(true);
  });
});
