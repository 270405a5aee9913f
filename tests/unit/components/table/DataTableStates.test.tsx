import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type ListQueryResult } from '@/components/table/DataTable';
import { type ListController } from '@/components/table/useListParams';
import { columns, ITEMS, type Item } from './data-table-fixture';

describe('DataTable states without a server', () => {
  const list = (page = 1): ListController<string> => ({
    state: { page, take: 10, sort: null, filters: {} },
    filterDefs: {},
    params: { page, take: 10 },
    ready: true,
    setPage: vi.fn(),
    setTake: vi.fn(),
    setSort: vi.fn(),
    setFilters: vi.fn(),
    clearFilters: vi.fn(),
    pageHref: (target) => `/itens?page=${target}`,
  });
  const empty: ListQueryResult<Item> = {
    data: { data: [], meta: { page: 1, take: 10, itemCount: 0, pageCount: 1, hasPreviousPage: false, hasNextPage: false } },
    isPending: false,
    isFetching: false,
    isError: false,
  };

  afterEach(() => vi.useRealTimers());

  it('waits exactly the delay, and a refetch in between hides it again', () => {
    vi.useFakeTimers();
    const controller = list();
    const { rerender } = render(<DataTable columns={columns} query={empty} list={controller} label="Itens" />);
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByText('Nenhum item foi encontrado.')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Nenhum item foi encontrado.');
    rerender(<DataTable columns={columns} query={{ ...empty, isFetching: true }} list={controller} label="Itens" />);
    expect(screen.queryByText('Nenhum item foi encontrado.')).not.toBeInTheDocument();
  });

  it('shows skeleton rows and a disabled pager while the first page loads', () => {
    render(<DataTable columns={columns} query={{ isPending: true, isFetching: true, isError: false }} list={list()} label="Itens" />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(document.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    // The placeholders are not rows to assistive tech (nor to tests waiting for the data).
    expect(screen.getAllByRole('row')).toHaveLength(1);
    expect(screen.getByLabelText('Linhas por página')).toBeDisabled();
    expect(screen.queryByText('Nenhum item foi encontrado.')).not.toBeInTheDocument();
  });

  it('hands page and size changes to the list controller', async () => {
    const user = userEvent.setup();
    const controller = list(2);
    const data = { ...empty.data!, data: ITEMS.slice(10, 20), meta: { ...empty.data!.meta, page: 2, itemCount: 57, pageCount: 6 } };
    render(<DataTable columns={columns} query={{ ...empty, data }} list={controller} label="Itens" />);
    await user.click(screen.getByRole('link', { name: 'Página anterior' }));
    expect(controller.setPage).toHaveBeenCalledWith(1);
    await user.selectOptions(screen.getByLabelText('Linhas por página'), '50');
    expect(controller.setTake).toHaveBeenCalledWith(50);
    await user.click(screen.getByRole('link', { name: 'Página 2' }));
    expect(controller.setPage).toHaveBeenCalledTimes(1);
  });
});
