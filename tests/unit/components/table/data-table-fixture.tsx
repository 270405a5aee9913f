import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { z } from 'zod';
import { columnHelper } from '@/components/table/columns';
import { DataTable } from '@/components/table/DataTable';
import { searchFilter, selectFilter } from '@/components/table/filter-defs';
import { useListParams } from '@/components/table/useListParams';
import { http } from '@/lib/api/client';
import { formatCurrency } from '@/lib/format';
import { mockRouter } from '@tests/helpers/router';

/** Shared by DataTable.test.tsx and DataTableStates.test.tsx: 57 items, their columns, and a table over /test/items. */
const itemSchema = z.object({ id: z.number(), name: z.string(), price: z.number(), status: z.enum(['ACTIVE', 'PAUSED']) });
export type Item = z.infer<typeof itemSchema>;

export const ITEMS: Item[] = Array.from({ length: 57 }, (_, i) => ({
  id: i + 1,
  name: `Item ${String(i + 1).padStart(2, '0')}`,
  price: ((i * 37) % 57) * 10,
  status: i % 3 === 0 ? 'PAUSED' : 'ACTIVE',
}));

const col = columnHelper<Item>();
export const columns = col.columns([
  col.accessor('name', { header: 'Nome', enableSorting: true, meta: { sortKey: 'NAME' } }),
  col.accessor('price', { header: 'Preço', enableSorting: true, cell: (c) => formatCurrency(c.getValue()), meta: { align: 'right' } }),
  col.accessor('status', { header: 'Situação' }),
]);

const FILTERS = {
  search: searchFilter({ label: 'Buscar item' }),
  status: selectFilter({ label: 'Situação', options: [{ value: 'ACTIVE', label: 'Ativo' }, { value: 'PAUSED', label: 'Pausado' }] }),
};

export function ItemsTable() {
  const list = useListParams({ filters: FILTERS });
  const query = useQuery({
    queryKey: ['test-items', list.params],
    queryFn: () => http.list('/test/items', itemSchema, list.params),
    placeholderData: keepPreviousData,
    enabled: list.ready,
  });
  return (
    <DataTable
      columns={columns}
      query={query}
      list={list}
      label="Itens"
      getRowId={(row) => String(row.id)}
      rowActions={(row) => <button type="button">Editar {row.name}</button>}
    />
  );
}

export const bodyRows = () => within(screen.getByRole('table', { name: 'Itens' })).getAllByRole('row').slice(1);
export const names = () => bodyRows().map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '');
export const lastNavigation = () => mockRouter.history[mockRouter.history.length - 1]!;
