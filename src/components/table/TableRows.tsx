import { FlexRender, type Row, type RowData } from '@tanstack/react-table';
import { memo, type ReactNode } from 'react';
import { cx } from '../ui/cx';
import { HydrateLater } from '../ui/HydrateLater';
import { alignClass, type DataTableColumnMeta, type DataTableFeatures } from './columns';

interface TableRowsProps<T extends RowData> {
  rows: ReadonlyArray<Row<DataTableFeatures, T>>;
  rowActions?: (row: T) => ReactNode;
}

function TableRowsLater<T extends RowData>({ rows, rowActions }: TableRowsProps<T>) {
  return (
    <HydrateLater>
      {rows.map((row) => (
        <tr key={row.id} className="h-row hover:bg-slate-50">
          {row.getAllCells().map((cell) => {
            const meta = cell.column.columnDef.meta as DataTableColumnMeta | undefined;
            return (
              <td key={cell.id} className={cx('px-3 py-1 text-slate-800', alignClass(meta), meta?.className)}>
                <FlexRender cell={cell} />
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
    </HydrateLater>
  );
}

/**
 * DataTable's rows, hydrated after the table around them (HydrateLater): a page of rows, each
 * with its links and actions, costs more to hydrate than the filters, the sort headers and the
 * pager. Memoized, so the table's own renders leave the rows be while they are the same.
 */
export const TableRows = memo(TableRowsLater) as typeof TableRowsLater;
