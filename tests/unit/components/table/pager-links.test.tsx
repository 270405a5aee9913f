import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { columnHelper } from '@/components/table/columns';
import { DataTable, type ListQueryResult } from '@/components/table/DataTable';
import { urlFilter } from '@/components/table/filter-defs';
import { useListParams } from '@/components/table/useListParams';
import { mockRouter } from '@tests/helpers/router';

/**
 * Before hydration (docs/performance.md) a click on a server-rendered control is lost: the pager is a
 * set of links to `?page=` that the server answers, and the controls that need the script (sort
 * headers, 'Linhas por página') say they are not ready yet.
 */

type Item = { id: number; name: string };
const col = columnHelper<Item>();
const columns = col.columns([col.accessor('name', { header: 'Nome', enableSorting: true, meta: { sortKey: 'NAME' } })]);

function page(current: number, pageCount = 6): ListQueryResult<Item> {
  const data = Array.from({ length: 10 }, (_, i) => ({ id: (current - 1) * 10 + i + 1, name: `Item ${(current - 1) * 10 + i + 1}` }));
  return {
    data: { data, meta: { page: current, take: 10, itemCount: pageCount * 10, pageCount, hasPreviousPage: current > 1, hasNextPage: current < pageCount } },
    isPending: false,
    isFetching: false,
    isError: false,
  };
}

function Items({ query }: { query: ListQueryResult<Item> }) {
  const list = useListParams({ filters: { search: urlFilter(), status: urlFilter({ multi: true }) } });
  return <DataTable columns={columns} query={query} list={list} label="Itens" getRowId={(row) => String(row.id)} />;
}

const pager = () => screen.getByRole('navigation', { name: 'Paginação' });
const link = (name: string) => within(pager()).getByRole('link', { name });

beforeEach(() => mockRouter.reset());
// The server-rendered containers are ours, not Testing Library's: a failed test leaves none behind.
afterEach(() => document.body.replaceChildren());

describe('the pager as links', () => {
  it('points every page at its address, keeping the sort and the filters', () => {
    mockRouter.setRoute('/itens?search=caixa&status=A&status=B&orderBy=NAME&order=DESC&page=2', '/itens');
    render(<Items query={page(2)} />);
    const base = '/itens?search=caixa&status=A&status=B&orderBy=NAME&order=DESC';
    expect(link('Página 3')).toHaveAttribute('href', `${base}&page=3`);
    expect(link('Próxima página')).toHaveAttribute('href', `${base}&page=3`);
    expect(link('Última página')).toHaveAttribute('href', `${base}&page=6`);
    // Page 1 is the address without `page`, as useListParams writes it.
    expect(link('Página 1')).toHaveAttribute('href', base);
    expect(link('Primeira página')).toHaveAttribute('href', base);
    expect(link('Página anterior')).toHaveAttribute('href', base);
    expect(link('Página 2')).toHaveAttribute('aria-current', 'page');
  });

  it('on a dynamic route: the path as the address bar has it, the route parameter not repeated', () => {
    mockRouter.setRoute('/empresas/5/colaboradores?page=2', '/empresas/[id]/colaboradores');
    render(<Items query={page(2)} />);
    expect(link('Página 3')).toHaveAttribute('href', '/empresas/5/colaboradores?page=3');
  });

  it('at an end: « ‹ (or › ») are links that go nowhere, said disabled, out of the tab order', () => {
    mockRouter.setRoute('/itens?page=6', '/itens');
    render(<Items query={page(6)} />);
    for (const name of ['Próxima página', 'Última página']) {
      expect(link(name)).toHaveAttribute('aria-disabled', 'true');
      expect(link(name)).not.toHaveAttribute('href');
    }
    expect(link('Página anterior')).toHaveAttribute('href', '/itens?page=5');
  });

  it('once hydrated a click navigates in the page (shallow), as before', async () => {
    mockRouter.setRoute('/itens?search=caixa', '/itens');
    const user = userEvent.setup();
    render(<Items query={page(1)} />);
    await user.click(link('Página 3'));
    expect(mockRouter.history.at(-1)).toMatchObject({ method: 'push', href: '/itens?search=caixa&page=3', shallow: true });
    expect(mockRouter.current.asPath).toBe('/itens?search=caixa&page=3');
  });
});

describe('controls that need the script, before hydration', () => {
  it('the sort header carries aria-disabled in the server HTML and drops it once hydrated; "Linhas por página" works from the start (its choice is kept)', async () => {
    mockRouter.setRoute('/itens', '/itens');
    const ui = <Items query={page(1)} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    const sortButton = () => within(container).getByRole('button', { name: /Nome/ });
    const size = () => within(container).getByLabelText('Linhas por página');
    expect(sortButton()).toHaveAttribute('aria-disabled', 'true');
    expect(sortButton()).toHaveClass('cursor-wait');
    expect(size()).not.toHaveAttribute('aria-disabled');
    // The pager's links need no script: live from the first paint.
    expect(within(container).getByRole('link', { name: 'Página 2' })).not.toHaveAttribute('aria-disabled');

    await act(async () => {
      render(ui, { container, hydrate: true });
    });
    expect(sortButton()).not.toHaveAttribute('aria-disabled');
    expect(sortButton()).not.toHaveClass('cursor-wait');
    expect(size()).not.toHaveAttribute('aria-disabled');
    container.remove();
  });
});
