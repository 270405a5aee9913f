import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DataTable, type DataTableProps, type ListQueryResult } from '@/components/table/DataTable';
import { filterKey, searchFilter, selectFilter, urlFilter } from '@/components/table/filter-defs';
import { readListState, useListParams } from '@/components/table/useListParams';
import { mockRouter } from '@tests/helpers/router';
import { columns, type Item } from './data-table-fixture';

const STATUS = [
  { value: 'ACTIVE', label: 'Ativo' },
  { value: 'PAUSED', label: 'Pausado' },
];
const FILTERS = {
  status: selectFilter({ label: 'Situação', options: STATUS }),
  search: searchFilter({ placeholder: 'Nome do item' }),
  owner: selectFilter({ label: 'Dono', accepts: 'id', allLabel: 'Todas' }),
  region: selectFilter({ label: 'Região', accepts: ['N', 'S'] }),
  note: urlFilter({ accepts: 'id' }),
};

describe('filter definitions', () => {
  it('a select with static options accepts exactly their values; one loaded at run time, what it declares', () => {
    expect(FILTERS.status.accepts).toEqual(STATUS);
    const state = readListState({ status: 'FOO', owner: 'abc', region: 'N', note: '3', search: 'x' }, { filters: FILTERS });
    expect(state.filters).toEqual({ region: 'N', note: '3', search: 'x' });
    expect(state.ignored).toEqual(['status', 'owner']);
    expect(readListState({ status: 'PAUSED', owner: '7' }, { filters: FILTERS }).filters).toEqual({ status: 'PAUSED', owner: '7' });
  });

  it('keys the URL reading on names, accepted values and multi only (labels and placeholders left out)', () => {
    const relabelled = { ...FILTERS, search: searchFilter({ label: 'Procurar', placeholder: 'Outro texto' }) };
    expect(filterKey(relabelled)).toBe(filterKey(FILTERS));
    expect(filterKey({ ...FILTERS, note: urlFilter({ accepts: 'id', multi: true }) })).not.toBe(filterKey(FILTERS));
    expect(searchFilter()).toEqual({ kind: 'search', label: 'Buscar' });
  });

  it('checks the keys of render-time options against the declared filters (tsc)', () => {
    const given: ItemsFilterOptions = { owner: { hidden: true } };
    // @ts-expect-error 'ownr' is not a declared filter
    const misspelt: ItemsFilterOptions = { ownr: { hidden: true } };
    expect([given, misspelt]).toHaveLength(2);
  });
});

const page: ListQueryResult<Item> = {
  data: { data: [{ id: 1, name: 'Item 01', price: 10, status: 'ACTIVE' }], meta: { page: 1, take: 10, itemCount: 1, pageCount: 1, hasPreviousPage: false, hasNextPage: false } },
  isPending: false,
  isFetching: false,
  isError: false,
};

function Items({ hideOwner = false, ownersFailed = false }: { hideOwner?: boolean; ownersFailed?: boolean }) {
  const list = useListParams({ filters: FILTERS });
  return (
    <DataTable
      label="Itens"
      columns={columns}
      query={page}
      list={list}
      filterOptions={{
        owner: { options: [{ value: '7', label: 'Ana' }], source: { isError: ownersFailed, refetch: async () => undefined }, hidden: hideOwner },
        region: { options: [{ value: 'N', label: 'Norte' }, { value: 'S', label: 'Sul' }] },
      }}
      filters={<span>Extra</span>}
    />
  );
}

type ItemsFilterOptions = NonNullable<DataTableProps<Item, keyof typeof FILTERS>['filterOptions']>;

describe('DataTable with declared filters', () => {
  beforeEach(() => mockRouter.reset());

  it('draws the fields in declaration order, with their options, then the screen’s own', async () => {
    mockRouter.setRoute('/itens?owner=7');
    render(<Items />);
    const bar = screen.getByRole('search', { name: 'Filtros de Itens' });
    const labels = [...bar.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual(['Situação', 'Buscar', 'Dono', 'Região']);
    expect(bar.lastElementChild).toHaveTextContent('Extra');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveAttribute('placeholder', 'Nome do item');
    const owner = screen.getByRole('combobox', { name: 'Dono' });
    expect(owner).toHaveValue('7');
    expect(within(owner).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todas', 'Ana']);
    expect(within(screen.getByRole('combobox', { name: 'Situação' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Ativo', 'Pausado']);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'PAUSED');
    expect(mockRouter.current.query).toEqual({ owner: '7', status: 'PAUSED' });
  });

  it('leaves out a hidden select and says when loaded options failed', () => {
    mockRouter.setRoute('/itens');
    const { rerender } = render(<Items hideOwner />);
    expect(screen.queryByRole('combobox', { name: 'Dono' })).not.toBeInTheDocument();
    rerender(<Items ownersFailed />);
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
