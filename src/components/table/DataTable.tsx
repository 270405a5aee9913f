import { useTable, type SortingState, type TableOptions, type Updater, type RowData } from '@tanstack/react-table';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Page } from '@/lib/api/params';
import { Button, PENDING_HYDRATION_CLASS, usePendingHydration } from '../ui/Button';
import { cx } from '../ui/cx';
import { EMPTY_LIST_MESSAGE } from '../ui/EmptyState';
import { Skeleton } from '../ui/Skeleton';
import { alignClass, dataTableFeatures, type DataTableColumnMeta, type DataTableFeatures } from './columns';
import { hasFields, type FilterOptions } from './filter-defs';
import { DeclaredFilters } from './filters';
import { Pagination } from './Pagination';
import { HydrateLater } from '../ui/HydrateLater';
import { TableRows } from './TableRows';
import type { ListController } from './useListParams';
import { EMPTY_STATE_DELAY_MS } from '@/lib/hooks/useDelayedFlag';

/** The part of a React Query result the table reads (a `useQuery` result fits). */
export interface ListQueryResult<Row> {
  data?: Page<Row>;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch?: () => unknown;
}

export interface DataTableProps<Row extends RowData, F extends string = string> {
  /** Columns made with `columnHelper<Row>()`, defined at module scope (stable). */
  columns: TableOptions<DataTableFeatures, Row>['columns'];
  /** The list query, with `placeholderData: keepPreviousData` so the previous page stays visible while loading. */
  query: ListQueryResult<Row>;
  /** From `useListParams`: page, size, sort and the declared filters (drawn in the filter bar) live in the URL. */
  list: ListController<F>;
  /** The table's accessible name (a visually hidden caption), e.g. 'Empresas'. */
  label: string;
  /** A row's key: by default its `id`, when it has one. */
  getRowId?: (row: Row) => string;
  /** Buttons/links per row, in a last 'Ações' column. */
  rowActions?: (row: Row) => ReactNode;
  /** What the declared select filters learn only at render: `{ company: { options, source, hidden } }`. */
  filterOptions?: FilterOptions<F>;
  /** Filters that are their own components (PeriodFilter, a checkbox), after the declared ones. */
  filters?: ReactNode;
  /** Actions for the whole list (e.g. a DownloadButton), right of the filters. */
  toolbar?: ReactNode;
  emptyMessage?: ReactNode;
  /** How long an empty result waits before 'Nenhum item foi encontrado.' shows (ms). */
  emptyDelayMs?: number;
  className?: string;
}

const EMPTY_ROWS: never[] = [];

/** Most rows carry an `id`: they are keyed by it unless `getRowId` says otherwise (else by their place). */
function defaultRowId(row: unknown, index: number): string {
  const id = typeof row === 'object' && row !== null && 'id' in row ? row.id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
}

/**
 * A server-side list over TanStack Table v9: numbered pager and 'Linhas por página' (10/25/50),
 * total count, sortable headers that send `orderBy` + `order=ASC|DESC`, 44 px rows, a filter bar
 * slot and row actions. Page, size and sort are URL state (`useListParams`). While the next page
 * loads the previous one stays visible (aria-busy); 'Nenhum item foi encontrado.' shows only
 * after `emptyDelayMs` (300 ms) so a quick refetch does not flash it.
 *
 * The whole table hydrates after the page around it (HydrateLater; docs/performance.md): the
 * header, tabs and breadcrumbs work first. The table follows at the screen's next render (its
 * props change with each) or at idle, and at once where it is pressed or focused first; its rows
 * come last (TableRows).
 */
export function DataTable<Row extends RowData, F extends string = string>(props: DataTableProps<Row, F>) {
  return (
    <HydrateLater>
      <TableBody {...props} />
    </HydrateLater>
  );
}

function TableBody<Row extends RowData, F extends string = string>({
  columns,
  query,
  list,
  label,
  getRowId,
  rowActions,
  filterOptions,
  filters: extraFilters,
  toolbar,
  emptyMessage = EMPTY_LIST_MESSAGE,
  emptyDelayMs = EMPTY_STATE_DELAY_MS,
  className,
}: DataTableProps<Row, F>) {
  const { sort, page: currentPage, take } = list.state;
  const page = query.data;
  const rows = (page?.data as Row[] | undefined) ?? (EMPTY_ROWS as Row[]);
  const meta = page?.meta;

  // Sort keys (what the server takes) ↔ column ids (what the table tracks), and the keys the
  // table offers to sort by.
  const { sortKeys, sortable } = useMemo(() => {
    const byId = new Map<string, string>();
    const offered = new Set<string>();
    const visit = (defs: readonly unknown[]) => {
      for (const def of defs as { id?: string; accessorKey?: string; enableSorting?: boolean; meta?: DataTableColumnMeta; columns?: unknown[] }[]) {
        const id = def.id ?? def.accessorKey;
        if (id) byId.set(id, def.meta?.sortKey ?? id);
        if (id && def.enableSorting) offered.add(def.meta?.sortKey ?? id);
        if (def.columns) visit(def.columns);
      }
    };
    visit(columns);
    return { sortKeys: byId, sortable: offered };
  }, [columns]);

  // A sort the table does not offer (an old or hand-edited `?orderBy=`): back to the default one.
  const unknownSort = sort && !sortable.has(sort.orderBy) ? sort.orderBy : null;
  const { setSort } = list;
  useEffect(() => {
    if (unknownSort) setSort(null, { history: 'replace' });
  }, [unknownSort, setSort]);

  const sortedId = sort ? [...sortKeys.entries()].find(([, key]) => key === sort.orderBy)?.[0] : undefined;
  const sortDesc = sort?.order === 'DESC';
  const sorting: SortingState = useMemo(() => (sortedId ? [{ id: sortedId, desc: sortDesc }] : []), [sortedId, sortDesc]);

  const pagination = useMemo(() => ({ pageIndex: currentPage - 1, pageSize: take }), [currentPage, take]);

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId: getRowId ? (row: Row) => getRowId(row) : defaultRowId,
    defaultColumn: { enableSorting: false },
    manualSorting: true,
    manualPagination: true,
    autoResetPageIndex: false,
    enableMultiSort: false,
    sortDescFirst: false,
    rowCount: meta?.itemCount ?? 0,
    state: { sorting, pagination },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      list.setSort(first ? { orderBy: sortKeys.get(first.id) ?? first.id, order: first.desc ? 'DESC' : 'ASC' } : null);
    },
  });

  // A page past the end (items deleted, an old link): go to the last page that exists.
  const pageCount = meta?.pageCount ?? 1;
  const { setPage } = list;
  useEffect(() => {
    if (meta && !query.isFetching && currentPage > Math.max(1, meta.pageCount)) setPage(Math.max(1, meta.pageCount), { history: 'replace' });
  }, [meta, query.isFetching, currentPage, setPage]);

  // The empty state, once the empty answer has stood for `emptyDelayMs`.
  const emptyKey = page && !query.isFetching && rows.length === 0 ? JSON.stringify(list.params) : null;
  const [emptyShownFor, setEmptyShownFor] = useState<string | null>(null);
  useEffect(() => {
    if (emptyKey === null) return;
    const timer = setTimeout(() => setEmptyShownFor(emptyKey), emptyDelayMs);
    return () => clearTimeout(timer);
  }, [emptyKey, emptyDelayMs]);
  const showEmpty = emptyKey !== null && emptyShownFor === emptyKey;

  const headerGroups = table.getHeaderGroups();
  const columnCount = (headerGroups[headerGroups.length - 1]?.headers.length ?? 1) + (rowActions ? 1 : 0);
  const loadingFirst = !page && query.isPending;
  const failed = !page && query.isError;
  const busy = query.isFetching;
  // A sort header needs the script: visibly pending in the server's HTML (the kit's hydration guard).
  const pending = usePendingHydration();
  const filters = hasFields(list.filterDefs) || extraFilters ? (
    <>
      <DeclaredFilters list={list} options={filterOptions} />
      {extraFilters}
    </>
  ) : null;

  return (
    <section className={cx('flex flex-col gap-3', className)} aria-label={label}>
      {filters || toolbar ? (
        <div className="flex flex-wrap items-end justify-between gap-3">
          {filters ? (
            <div role="search" aria-label={`Filtros de ${label}`} className="flex flex-wrap items-end gap-3">
              {filters}
            </div>
          ) : (
            <span />
          )}
          {toolbar ? <div className="flex flex-wrap items-center gap-2">{toolbar}</div> : null}
        </div>
      ) : null}

      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
        {busy && page ? <div className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-primary-500" aria-hidden="true" /> : null}
        <table className="min-w-full border-collapse text-sm" aria-busy={busy || undefined}>
          <caption className="sr-only">{label}</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase">
            {headerGroups.map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = header.column;
                  const columnMeta = column.columnDef.meta as DataTableColumnMeta | undefined;
                  const sortable = column.getCanSort();
                  const sorted = column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      colSpan={header.colSpan}
                      aria-sort={sortable ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                      className={cx('h-row px-3 whitespace-nowrap', alignClass(columnMeta), columnMeta?.className)}
                    >
                      {header.isPlaceholder ? null : sortable ? (
                        <button
                          type="button"
                          onClick={column.getToggleSortingHandler()}
                          aria-disabled={pending || undefined}
                          className={cx(
                            'inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700',
                            pending && PENDING_HYDRATION_CLASS,
                          )}
                        >
                          <table.FlexRender header={header} />
                          <span aria-hidden="true" className="text-slate-500">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
                {rowActions ? (
                  <th scope="col" className="h-row px-3 text-right">
                    Ações
                  </th>
                ) : null}
              </tr>
            ))}
          </thead>
          <tbody className={cx('divide-y divide-slate-200', busy && page && 'opacity-60 transition-opacity')}>
            {loadingFirst
              ? Array.from({ length: Math.min(take, 5) }, (_, i) => (
                  // Placeholders, not rows: hidden from assistive tech ('Carregando...' says it).
                  <tr key={`skeleton-${i}`} className="h-row" aria-hidden="true">
                    {Array.from({ length: columnCount }, (__, j) => (
                      <td key={j} className="px-3">
                        <Skeleton className="h-4 w-3/4" />
                      </td>
                    ))}
                  </tr>
                ))
              : <TableRows rows={table.getRowModel().rows} rowActions={rowActions} />}
            {showEmpty ? (
              <tr>
                <td colSpan={columnCount} className="px-3 py-10 text-center text-slate-700" role="status">
                  {emptyMessage}
                </td>
              </tr>
            ) : null}
            {failed ? (
              <tr>
                <td colSpan={columnCount} className="px-3 py-10 text-center text-slate-700">
                  <p role="alert">Não foi possível carregar a lista.</p>
                  {query.refetch ? (
                    <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch?.()}>
                      Tentar novamente
                    </Button>
                  ) : null}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
        {loadingFirst ? <span role="status" className="sr-only">Carregando...</span> : null}
      </div>

      <Pagination
        page={currentPage}
        pageCount={pageCount}
        take={take}
        itemCount={meta?.itemCount ?? 0}
        onPageChange={(next) => list.setPage(next)}
        onTakeChange={(take) => list.setTake(take)}
        pageHref={list.pageHref}
        disabled={!page}
      />
    </section>
  );
}
