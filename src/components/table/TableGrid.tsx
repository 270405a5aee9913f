import type { ReactTable, RowData, SortingState } from '@tanstack/react-table';
import { memo, type ReactNode } from 'react';
import { Button, PENDING_HYDRATION_CLASS, usePendingHydration } from '../ui/Button';
import { cx } from '../ui/cx';
import { HydrateLater } from '../ui/HydrateLater';
import { Skeleton } from '../ui/Skeleton';
import type { DataTableColumnMeta, DataTableFeatures } from './columns';

const ALIGN: Record<NonNullable<DataTableColumnMeta['align']>, string> = { left: 'text-left', center: 'text-center', right: 'text-right' };

export interface TableGridProps<Row extends RowData> {
  table: ReactTable<DataTableFeatures, Row>;
  /** The table reads them through `table`; as props they tell `memo` when the grid must render again. */
  rows: readonly Row[];
  sorting: SortingState;
  columnCount: number;
  label: string;
  take: number;
  rowActions?: (row: Row) => ReactNode;
  busy: boolean;
  hasPage: boolean;
  loadingFirst: boolean;
  failed: boolean;
  showEmpty: boolean;
  emptyMessage: ReactNode;
  refetch?: () => unknown;
}

/**
 * DataTable's table: sortable headers, the rows (skeletons while the first page loads), the empty
 * and failed states. The rows hydrate after the page around them (HydrateLater): a page of 10–50
 * rows of cells costs more to hydrate than the whole frame, and the first control is above them.
 */
function Grid<Row extends RowData>({ table, columnCount, label, take, rowActions, busy, hasPage, loadingFirst, failed, showEmpty, emptyMessage, refetch }: TableGridProps<Row>) {
  // A sort header needs the script: visibly pending in the server's HTML (the kit's hydration guard).
  const pending = usePendingHydration();
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      {busy && hasPage ? <div className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-primary-500" aria-hidden="true" /> : null}
      <table className="min-w-full border-collapse text-sm" aria-busy={busy || undefined}>
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase">
          {table.getHeaderGroups().map((group) => (
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
                    className={cx('h-row px-3 whitespace-nowrap', ALIGN[columnMeta?.align ?? 'left'], columnMeta?.className)}
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
        <tbody className={cx('divide-y divide-slate-200', busy && hasPage && 'opacity-60 transition-opacity')}>
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
            : table.getRowModel().rows.map((row) => (
                <tr key={row.id} className="h-row hover:bg-slate-50">
                  {row.getAllCells().map((cell) => {
                    const columnMeta = cell.column.columnDef.meta as DataTableColumnMeta | undefined;
                    return (
                      <td key={cell.id} className={cx('px-3 py-1 text-slate-800', ALIGN[columnMeta?.align ?? 'left'], columnMeta?.className)}>
                        <table.FlexRender cell={cell} />
                      </td>
                    );
                  })}
                  {rowActions ? (
                    <td className="px-3 py-1 text-right">
                      <div className="inline-flex items-center justify-end gap-1">{rowActions(row.original)}</div>
                    </td>
                  ) : null}
                </tr>
              ))}
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
                {refetch ? (
                  <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()}>
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
  );
}

/**
 * DataTable's table, hydrated after the page around it. The boundary sits inside the memo, and the
 * hydration guard's hook below it: nothing of the grid re-renders as the page around it hydrates.
 */
function TableGridLater<Row extends RowData>(props: TableGridProps<Row>) {
  return (
    <HydrateLater>
      <Grid {...props} />
    </HydrateLater>
  );
}
export const TableGrid = memo(TableGridLater) as typeof TableGridLater;
