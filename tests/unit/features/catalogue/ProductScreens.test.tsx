import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogueQueries } from '@/features/catalogue/queries';
import { EditProductScreen, NewProductScreen } from '@/features/catalogue/screens/ProductFormScreen';
import { ProductsScreen } from '@/features/catalogue/screens/ProductsScreen';
import { db } from '@/mocks/db/store';
import { forcedFailures } from '@/mocks/lib/http';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';
import { settled } from '@tests/helpers/time';

type User = ReturnType<typeof userEvent.setup>;

const categoryId = (name: string) => db.categories.find((c) => c.name === name)!.id;
const subIndex = (category: string, name: string) => db.subCategories.find((s) => s.categoryId === categoryId(category) && s.name === name)!.index;
const segmentIndex = (name: string) => db.segments.find((s) => s.name === name)!.index;

/** Types into a multi-select combobox and clicks the option. */
async function choose(user: User, label: RegExp, text: string, option: string) {
  const combo = screen.getByRole('combobox', { name: label });
  await user.clear(combo);
  await user.type(combo, text);
  await user.click(await within(screen.getByRole('listbox', { name: label })).findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

describe('/admin/produtos', () => {
  beforeEach(() => mockRouter.setRoute('/admin/produtos'));

  it('lists products with category, sub-category and segment names, and filters by segment', async () => {
    mockRouter.setRoute('/admin/produtos?take=50');
    await renderApp(<ProductsScreen />, { signedInAs: 'admin@giro.dev' });
    const table = screen.getByRole('table', { name: 'Produtos' });
    const row = (await within(table).findByRole('link', { name: 'Fio de poliéster texturizado' })).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('Tecidos e fios: Poliéster, Fios'));
    expect(row).toHaveTextContent('Têxtil');
    expect(within(row).getByRole('link', { name: 'Editar Fio de poliéster texturizado' })).toHaveAttribute(
      'href',
      `/admin/produtos/${db.products.find((p) => p.name === 'Fio de poliéster texturizado')!.id}`,
    );

    const user = userEvent.setup();
    const segment = screen.getByRole('combobox', { name: 'Segmento' });
    await within(segment).findByRole('option', { name: 'Automotivo' });
    await user.selectOptions(segment, 'Automotivo');
    await waitFor(() => expect(mockRouter.current.query).toMatchObject({ segmentIndex: String(segmentIndex('Automotivo')) }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('Polipropileno homopolímero')).toBeInTheDocument();
  });

  it('deletes a product after confirmation, and refuses one that announcements use', async () => {
    const inUse = db.products.find((p) => db.announcements.some((a) => a.productId === p.id))!;
    db.products.push({ ...db.products[0]!, id: 900, name: 'Abraçadeira de nylon', categories: [{ categoryId: categoryId('Embalagens'), subCategoriesIndex: [] }] });
    mockRouter.setRoute('/admin/produtos?take=50');
    const { client } = await renderApp(<ProductsScreen />, { signedInAs: 'admin@giro.dev' });
    await client.fetchQuery(catalogueQueries.products.select());
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: `Excluir ${inUse.name}` }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Excluir produto' })).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Não é possível excluir: este produto está em uso por anúncios.')).toBeInTheDocument();
    expect(db.products.some((p) => p.id === inUse.id)).toBe(true);
    // A refusal closes the dialog.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Excluir Abraçadeira de nylon' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Excluir produto' })).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Produto excluído com sucesso.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Abraçadeira de nylon' })).not.toBeInTheDocument());
    expect(db.products.some((p) => p.id === 900)).toBe(false);
    expect(client.getQueryState(catalogueQueries.products.select().queryKey)?.isInvalidated).toBe(true);
  });
});

describe('/admin/produtos/novo', () => {
  beforeEach(() => mockRouter.setRoute('/admin/produtos/novo'));

  it('creates a product: categories as ids, sub-categories following them, segments; saved as indexes', async () => {
    const { client } = await renderApp(<NewProductScreen />, { signedInAs: 'admin@giro.dev' });
    // The product picker of the other screens (announcement and search forms, list filters), cached for 30 min.
    const picker = await client.fetchQuery(catalogueQueries.products.select());
    expect(picker.some((p) => p.name === 'Cantoneira de aço')).toBe(false);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nome/), 'Cantoneira de aço');
    await user.type(screen.getByLabelText(/^Descrição/), 'Abas iguais, barras de 6 m.');
    const subs = screen.getByRole('combobox', { name: /^Subcategorias/ });
    expect(subs).toBeDisabled();

    await choose(user, /^Categorias/, 'aço', 'Aço e metais');
    await choose(user, /^Categorias/, 'embal', 'Embalagens');
    await choose(user, /^Subcategorias/, 'perf', 'Perfis (Aço e metais)');
    await choose(user, /^Subcategorias/, 'pal', 'Paletes (Embalagens)');
    // Sub-categories of categories not chosen are not offered.
    await user.clear(subs);
    await user.type(subs, 'solv');
    expect(within(screen.getByRole('listbox', { name: /^Subcategorias/ })).queryByRole('option')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await choose(user, /^Segmentos/, 'metal', 'Metalurgia');
    await choose(user, /^Segmentos/, 'constr', 'Construção civil');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(mockRouter.current.pathname).toBe('/admin/produtos'));
    expect(db.products.find((p) => p.name === 'Cantoneira de aço')).toMatchObject({
      description: 'Abas iguais, barras de 6 m.',
      categories: [
        { categoryId: categoryId('Aço e metais'), subCategoriesIndex: [subIndex('Aço e metais', 'Perfis')] },
        { categoryId: categoryId('Embalagens'), subCategoriesIndex: [subIndex('Embalagens', 'Paletes')] },
      ],
      segmentsIndex: [segmentIndex('Construção civil'), segmentIndex('Metalurgia')],
    });
    // …and the picker is stale now: the next screen that shows it loads the new product.
    expect(client.getQueryState(catalogueQueries.products.select().queryKey)?.isInvalidated).toBe(true);
    expect((await client.fetchQuery(catalogueQueries.products.select())).some((p) => p.name === 'Cantoneira de aço')).toBe(true);
  });

  it('drops the sub-categories of a category taken out', async () => {
    await renderApp(<NewProductScreen />, { signedInAs: 'admin@giro.dev' });
    const user = userEvent.setup();
    await choose(user, /^Categorias/, 'aço', 'Aço e metais');
    await choose(user, /^Categorias/, 'embal', 'Embalagens');
    await choose(user, /^Subcategorias/, 'chap', 'Chapas (Aço e metais)');
    await choose(user, /^Subcategorias/, 'sacar', 'Sacarias (Embalagens)');
    await user.click(screen.getByRole('button', { name: 'Remover Embalagens' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Remover Sacarias/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Remover Chapas' })).toBeInTheDocument();
  });

  it('asks for a name and a category, refuses a duplicate name, and saves nothing meanwhile', async () => {
    const count = db.products.length;
    await renderApp(<NewProductScreen />, { signedInAs: 'admin@giro.dev' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByLabelText(/^Nome/)).toHaveAccessibleDescription('Informe o nome do produto.'));
    expect(screen.getByRole('combobox', { name: /^Categorias/ })).toHaveAccessibleDescription(/Selecione ao menos uma categoria\./);

    await user.type(screen.getByLabelText(/^Nome/), 'açúcar CRISTAL');
    await choose(user, /^Categorias/, 'insumos', 'Insumos alimentícios');
    await choose(user, /^Segmentos/, 'alim', 'Alimentos');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByLabelText(/^Nome/)).toHaveAccessibleDescription('Já existe um produto com este nome.'));
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('açúcar CRISTAL');
    expect(screen.getByRole('button', { name: 'Remover Insumos alimentícios' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover Alimentos' })).toBeInTheDocument();
    expect(db.products).toHaveLength(count);
    expect(mockRouter.current.pathname).toBe('/admin/produtos/novo');
  });
});

describe('/admin/produtos/[id]', () => {
  const product = () => db.products.find((p) => p.name === 'Malha de algodão penteado')!;
  beforeEach(() => mockRouter.setRoute(`/admin/produtos/${product().id}`, '/admin/produtos/[id]'));

  it('loads the product into the form (ids and strings back to choices) and saves a change', async () => {
    await renderApp(<EditProductScreen />, { signedInAs: 'admin@giro.dev' });
    expect(await screen.findByRole('heading', { name: 'Malha de algodão penteado' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Malha de algodão penteado');
    expect(await screen.findByRole('button', { name: 'Remover Tecidos e fios' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remover Malhas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover Algodão' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remover Têxtil' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remover Algodão' }));
    await choose(user, /^Segmentos/, 'quim', 'Químico');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(mockRouter.current.pathname).toBe('/admin/produtos'));
    expect(product()).toMatchObject({
      categories: [{ categoryId: categoryId('Tecidos e fios'), subCategoriesIndex: [subIndex('Tecidos e fios', 'Malhas')] }],
      segmentsIndex: [segmentIndex('Químico'), segmentIndex('Têxtil')],
    });
  });

  it('keeps every value and saves nothing when the server fails', async () => {
    const before = structuredClone(product());
    forcedFailures.push({ method: 'PUT', pattern: /^\/admin\/product\/\d+$/, status: 503, times: 1 });
    await renderApp(<EditProductScreen />, { signedInAs: 'admin@giro.dev' });
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/^Nome/);
    await screen.findByRole('button', { name: 'Remover Malhas' });
    await user.clear(name);
    await user.type(name, 'Malha penteada 30.1');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Erro #503: O servidor não está disponível no momento... tente mais tarde!')).not.toHaveLength(0);
    expect(name).toHaveValue('Malha penteada 30.1');
    expect(product()).toEqual(before);
    expect(mockRouter.current.pathname).toBe('/admin/produtos/[id]');
  });

  it('deletes a product that no announcement uses after confirmation, and goes back to the list', async () => {
    db.announcements = db.announcements.filter((a) => a.productId !== product().id);
    const id = product().id;
    await renderApp(<EditProductScreen />, { signedInAs: 'admin@giro.dev' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Excluir produto' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Excluir produto' })).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(mockRouter.current.pathname).toBe('/admin/produtos'));
    expect(db.products.some((p) => p.id === id)).toBe(false);
  });

  it('says when the product does not exist', async () => {
    mockRouter.setRoute('/admin/produtos/9999', '/admin/produtos/[id]');
    await renderApp(<EditProductScreen />, { signedInAs: 'admin@giro.dev' });
    expect(await screen.findByText('Produto não encontrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para os produtos' })).toHaveAttribute('href', '/admin/produtos');
  });

  it.each(['0', '-1', '1.5', 'abc'])('says /admin/produtos/%s is not found without asking the API', async (segment) => {
    mockRouter.setRoute(`/admin/produtos/${segment}`, '/admin/produtos/[id]');
    const calls: string[] = [];
    const track = ({ request }: { request: Request }) => void calls.push(new URL(request.url).pathname);
    server.events.on('request:start', track);
    try {
      const { client } = await renderApp(<EditProductScreen />, { signedInAs: 'admin@giro.dev' });
      expect(await screen.findByText('Produto não encontrado')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Voltar para os produtos' })).toHaveAttribute('href', '/admin/produtos');
      await settled(client);
      expect(calls.filter((path) => path.startsWith('/admin/product/'))).toEqual([]);
      expect(screen.queryByRole('button', { name: 'Excluir produto' })).not.toBeInTheDocument();
    } finally {
      server.events.removeListener('request:start', track);
    }
  });

  it('tells a failed load apart from a missing product, and retries it', async () => {
    forcedFailures.push({ method: 'GET', pattern: /^\/admin\/product\/\d+$/, status: 503, times: 1 });
    await renderApp(<EditProductScreen />, { signedInAs: 'admin@giro.dev' });
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.queryByText('Produto não encontrado')).not.toBeInTheDocument();
    await userEvent.setup().click(retry);
    await waitFor(() => expect(screen.getByLabelText(/^Nome/)).toHaveValue(product().name));
  });
});
