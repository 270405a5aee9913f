import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatCurrency } from '@/lib/format';
import { HttpError } from '@/mocks/lib/errors';
import { route } from '@/mocks/lib/http';
import { matchesText, paginate, sortItems } from '@/mocks/lib/list';
import { server } from '@/mocks/node';
import { mockRouter } from '@tests/helpers/router';
import { renderWithClient } from '../../../utils';
import { bodyRows, ITEMS, ItemsTable, lastNavigation, names } from './data-table-fixture';

configure({ asyncUtilTimeout: 5000 });

let requests: URLSearchParams[] = [];
let gate: Promise<void> | null = null;

function serveItems() {
  server.use(
    route.get('/test/items', async ({ query }) => {
      requests.push(new URLSearchParams(query));
      if (gate) await gate;
      const filtered = ITEMS.filter((item) => matchesText(query.get('search'), item.name) && (!query.get('status') || item.status === query.get('status')));
      return paginate(sortItems(filtered, query, { NAME: (i) => i.name, price: (i) => i.price }), query);
    }),
  );
}

const lastRequest = () => Object.fromEntries(requests[requests.length - 1]!);

beforeEach(() => {
  requests = [];
  gate = null;
  mockRouter.reset();
  mockRouter.setRoute('/itens');
  serveItems();
});
afterEach(() => {
  gate = null;
});

describe('DataTable over the API', () => {
  it('shows the first page with the total, the numbered pager and 44px rows', async () => {
    renderWithClient(<ItemsTable />);
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(names()[0]).toBe('Item 01');
    expect(lastRequest()).toEqual({ page: '1', take: '10' });
    expect(screen.getByText('1–10 de 57')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Paginação' });
    expect(within(pager).getAllByRole('link').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Primeira página',
      'Página anterior',
      'Página 1',
      'Página 2',
      'Página 3',
      'Página 4',
      'Página 5',
      'Página 6',
      'Próxima página',
      'Última página',
    ]);
    expect(within(pager).getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Primeira página' })).toHaveAttribute('aria-disabled', 'true');
    expect(bodyRows()[0]).toHaveClass('h-row');
    expect(screen.getByRole('columnheader', { name: 'Ações' })).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByRole('button', { name: 'Editar Item 01' })).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getAllByRole('cell')[1]).toHaveTextContent('R$');
  });

  it('changes the page size and the page in the URL (shallow), and a reload shows the same page', async () => {
    const user = userEvent.setup();
    const view = renderWithClient(<ItemsTable />);
    await waitFor(() => expect(names()).toHaveLength(10));

    await user.selectOptions(screen.getByLabelText('Linhas por página'), '25');
    await waitFor(() => expect(names()).toHaveLength(25));
    expect(lastNavigation()).toMatchObject({ method: 'push', href: '/itens?take=25', shallow: true });
    expect(lastRequest()).toEqual({ page: '1', take: '25' });

    await user.click(screen.getByRole('link', { name: 'Página 3' }));
    await waitFor(() => expect(names()[0]).toBe('Item 51'));
    expect(names()).toHaveLength(7);
    expect(mockRouter.current.asPath).toBe('/itens?take=25&page=3');
    expect(lastNavigation().shallow).toBe(true);
    expect(screen.getByText('51–57 de 57')).toBeInTheDocument();

    // Reload: a new app on the same address.
    view.unmount();
    const asPath = mockRouter.current.asPath;
    mockRouter.setRoute(asPath, '/itens');
    renderWithClient(<ItemsTable />);
    await waitFor(() => expect(names()[0]).toBe('Item 51'));
    expect(lastRequest()).toEqual({ page: '3', take: '25' });
    expect(screen.getByLabelText('Linhas por página')).toHaveValue('25');
    expect(screen.getByRole('link', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('is driven from the keyboard: next, last, first', async () => {
    const user = userEvent.setup();
    renderWithClient(<ItemsTable />);
    await waitFor(() => expect(names()).toHaveLength(10));
    screen.getByRole('link', { name: 'Página 1' }).focus();
    await user.tab(); // Página 2
    await user.tab(); // Página 3
    await user.keyboard('{Enter}');
    await waitFor(() => expect(names()[0]).toBe('Item 21'));
    // A link: Enter follows it (Space scrolls the page, as on any link).
    screen.getByRole('link', { name: 'Próxima página' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(names()[0]).toBe('Item 31'));
    screen.getByRole('link', { name: 'Última página' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(names()[0]).toBe('Item 51'));
    expect(screen.getByRole('link', { name: 'Próxima página' })).toHaveAttribute('aria-disabled', 'true');
    // The pressed » is disabled now: the keyboard lands on the current page's number, not <body>.
    expect(screen.getByRole('link', { current: 'page' })).toHaveFocus();
    screen.getByRole('link', { name: 'Primeira página' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(names()[0]).toBe('Item 01'));
    expect(mockRouter.current.asPath).toBe('/itens');
  });

  it('sorts on the server: ASC, DESC, then off, with aria-sort on the header', async () => {
    const user = userEvent.setup();
    mockRouter.setRoute('/itens?page=2');
    renderWithClient(<ItemsTable />);
    await waitFor(() => expect(names()[0]).toBe('Item 11'));
    const header = screen.getByRole('columnheader', { name: /Nome/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Situação' })).not.toHaveAttribute('aria-sort');

    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(lastRequest()).toMatchObject({ orderBy: 'NAME', order: 'ASC', page: '2' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');

    within(header).getByRole('button').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(names()[0]).toBe('Item 47'));
    expect(lastRequest()).toMatchObject({ orderBy: 'NAME', order: 'DESC' });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(mockRouter.current.query).toMatchObject({ orderBy: 'NAME', order: 'DESC', page: '2' });

    await user.keyboard('{Enter}');
    await waitFor(() => expect(names()[0]).toBe('Item 11'));
    expect(lastRequest()).toEqual({ page: '2', take: '10' });
    expect(header).toHaveAttribute('aria-sort', 'none');

    const priceHeader = screen.getByRole('columnheader', { name: /Preço/ });
    await user.click(within(priceHeader).getByRole('button'));
    await waitFor(() => expect(lastRequest()).toMatchObject({ orderBy: 'price', order: 'ASC' }));
    const prices = ITEMS.map((i) => i.price).sort((a, b) => a - b);
    await waitFor(() => expect(within(bodyRows()[0]!).getAllByRole('cell')[1]).toHaveTextContent(formatCurrency(prices[10]!).replace(/\s/g, ' ')));
  });

  it('goes back to page 1 when a filter changes, writing the filter to the URL', async () => {
    const user = userEvent.setup();
    mockRouter.setRoute('/itens?page=3');
    renderWithClient(<ItemsTable />);
    await waitFor(() => expect(names()[0]).toBe('Item 21'));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar item' }), 'item 5');
    await waitFor(() => expect(mockRouter.current.query).toEqual({ search: 'item 5' }));
    expect(lastNavigation()).toMatchObject({ method: 'replace', shallow: true });
    await waitFor(() => expect(names()).toEqual(['Item 50', 'Item 51', 'Item 52', 'Item 53', 'Item 54', 'Item 55', 'Item 56', 'Item 57']));
    expect(lastRequest()).toEqual({ page: '1', take: '10', search: 'item 5' });

    await user.click(screen.getByRole('link', { name: 'Página 1' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'Pausado');
    await waitFor(() => expect(lastRequest()).toEqual({ page: '1', take: '10', search: 'item 5', status: 'PAUSED' }));
    await waitFor(() => expect(names()).toEqual(['Item 52', 'Item 55']));
  });

  it('follows the URL when it changes from outside (back/forward)', async () => {
    renderWithClient(<ItemsTable />);
    await waitFor(() => expect(names()).toHaveLength(10));
    act(() => mockRouter.setRoute('/itens?page=2&search=item', '/itens'));
    await waitFor(() => expect(names()[0]).toBe('Item 11'));
    expect(screen.getByRole('searchbox', { name: 'Buscar item' })).toHaveValue('item');
    act(() => mockRouter.setRoute('/itens', '/itens'));
    await waitFor(() => expect(names()[0]).toBe('Item 01'));
    expect(screen.getByRole('searchbox', { name: 'Buscar item' })).toHaveValue('');
  });

  it('keeps the previous page visible (aria-busy) while the next one loads', async () => {
    const user = userEvent.setup();
    renderWithClient(<ItemsTable />);
    await waitFor(() => expect(names()).toHaveLength(10));
    let open: () => void = () => undefined;
    gate = new Promise<void>((resolve) => (open = resolve));
    await user.click(screen.getByRole('link', { name: 'Próxima página' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Itens' })).toHaveAttribute('aria-busy', 'true'));
    expect(names()[0]).toBe('Item 01');
    expect(screen.queryByText('Nenhum item foi encontrado.')).not.toBeInTheDocument();
    await act(async () => open());
    await waitFor(() => expect(names()[0]).toBe('Item 11'));
    expect(screen.getByRole('table', { name: 'Itens' })).not.toHaveAttribute('aria-busy');
  });

  it("shows 'Nenhum item foi encontrado.' for an empty answer (the 300 ms wait is timed below)", async () => {
    mockRouter.setRoute('/itens?search=nada');
    renderWithClient(<ItemsTable />);
    expect(await screen.findByText('Nenhum item foi encontrado.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(screen.getByText('0 de 0')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
  });

  it('goes to the last page when the URL points past the end', async () => {
    mockRouter.setRoute('/itens?page=9');
    renderWithClient(<ItemsTable />);
    await waitFor(() => expect(names()[0]).toBe('Item 51'));
    expect(lastNavigation()).toMatchObject({ method: 'replace', href: '/itens?page=6' });
  });

  it('drops a sort the table does not offer (an old or hand-edited link), keeping the rest of the URL', async () => {
    mockRouter.setRoute('/itens?orderBy=status&order=DESC&page=2');
    renderWithClient(<ItemsTable />);
    await waitFor(() => expect(mockRouter.current.query).toEqual({ page: '2' }));
    expect(lastNavigation()).toMatchObject({ method: 'replace' });
    await waitFor(() => expect(lastRequest()).toEqual({ page: '2', take: '10' }));
    expect(names()[0]).toBe('Item 11');
    for (const header of screen.getAllByRole('columnheader')) expect(header).not.toHaveAttribute('aria-sort', expect.stringMatching(/ending$/));
  });

  it('says when the list failed and retries on request', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      route.get('/test/items', ({ query }) => {
        if (fail) throw new HttpError(500, 'Internal Server Error');
        return paginate(ITEMS, query);
      }),
    );
    renderWithClient(<ItemsTable />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar a lista.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(names()).toHaveLength(10));
  });
});
