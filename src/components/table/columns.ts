import {
  createColumnHelper,
  type RowData,
  metaHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';

/** Per-column options of the DataTable. */
export interface DataTableColumnMeta {
  /** What `orderBy` sends for this column (default: the column id). Needs `enableSorting: true`. */
  sortKey?: string;
  align?: 'left' | 'center' | 'right';
  /** Extra classes for the column's cells and header. */
  className?: string;
}

/**
 * The table features of every DataTable (TanStack Table v9): sorting and pagination state only;
 * the server sorts and paginates (`manualSorting`, `manualPagination`).
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});
export type DataTableFeatures = typeof dataTableFeatures;

/**
 * The column helper for a DataTable of `Row`s. Columns are not sortable unless they say
 * `enableSorting: true`:
 * ```ts
 * const col = columnHelper<Company>();
 * export const companyColumns = col.columns([
 *   col.accessor('companyName', { header: 'Razão social', enableSorting: true, meta: { sortKey: 'COMPANY_NAME' } }),
 *   col.accessor('status', { header: 'Status', cell: (c) => <StatusBadge kind="approval" entity="company" status={c.getValue()} /> }),
 * ]);
 * ```
 */
export function columnHelper<Row extends RowData>() {
  return createColumnHelper<DataTableFeatures, Row>();
}

const ALIGN: Record<NonNullable<DataTableColumnMeta['align']>, string> = { left: 'text-left', center: 'text-center', right: 'text-right' };

/** The text-align class of a column's header and cells (left unless its meta says otherwise). */
export const alignClass = (meta: DataTableColumnMeta | undefined): string => ALIGN[meta?.align ?? 'left'];
