import { useId, useMemo } from 'react';
import { DataTable } from '@/components/table/DataTable';
import { columnHelper } from '@/components/table/columns';
import { useLocalRows } from '@/components/table/local-page';
import { urlFilter } from '@/components/table/filter-defs';
import { useListTable } from '@/components/table/useListTable';
import type { ListParams } from '@/lib/api/params';
import { Badge } from '@/components/ui/StatusBadge';
import type { ImportResult } from '../api';
import { formatCurrency, formatNumber } from '@/lib/format';
import { parseNumber } from '../import/cells';
import type { ImportRow, ImportSheet } from '../import/rows';

/*
 * The import screen's two tables: the preview of a picked spreadsheet and the rows the server
 * refused. Neither shows before a file is read, so ImportScreen loads this module (and, through it,
 * the table kit) with the first file, beside the spreadsheet reader.
 */

/** A number cell as the app shows numbers ('5100,5' → 'R$ 5.100,50'); what is not a number stays as typed, beside its error. */
function shownNumber(text: string, format: (value: number) => string): string {
  const value = parseNumber(text);
  return text && Number.isFinite(value) ? format(value) : text;
}

const col = columnHelper<ImportRow>();
const previewColumns = col.columns([
  col.accessor('row', { header: 'Linha', meta: { align: 'right' } }),
  col.accessor((r) => r.values.title, { id: 'title', header: 'Título' }),
  col.accessor((r) => r.values.product, { id: 'product', header: 'Produto' }),
  col.accessor((r) => shownNumber(r.values.quantity, formatNumber), { id: 'quantity', header: 'Quantidade', meta: { align: 'right' } }),
  col.accessor((r) => r.values.unit, { id: 'unit', header: 'Unidade' }),
  col.accessor((r) => shownNumber(r.values.unitPrice, formatCurrency), { id: 'unitPrice', header: 'Preço unitário', meta: { align: 'right' } }),
  col.accessor((r) => [r.values.city, r.values.uf].filter(Boolean).join('/'), { id: 'place', header: 'Local' }),
  col.accessor('errors', {
    header: 'Situação',
    cell: (c) => {
      const errors = c.getValue();
      if (errors.length === 0) return <Badge tone="success">Pronta</Badge>;
      return (
        <ul className="list-disc pl-4 text-xs text-red-800">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      );
    },
  }),
]);

const refusedColumns = columnHelper<ImportResult['refused'][number]>();
const resultColumns = refusedColumns.columns([
  refusedColumns.accessor('row', { header: 'Linha', meta: { align: 'right' } }),
  refusedColumns.accessor('errors', {
    header: 'Motivos',
    cell: (c) => (
      <ul className="list-disc pl-4 text-xs text-red-800">
        {c.getValue().map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    ),
  }),
]);

const PREVIEW_FILTERS = { problemas: urlFilter() };

/** The preview's list hook: the sheet's rows (with `problemas=sim`, only those with problems), paged as any list. */
function usePreviewRows(sheet: ImportSheet, params: ListParams, _enabled?: boolean) {
  const onlyProblems = params.problemas === 'sim';
  const rows = useMemo(() => (onlyProblems ? sheet.rows.filter((r) => r.errors.length > 0) : sheet.rows), [sheet, onlyProblems]);
  return useLocalRows(rows, params);
}

/** The rows read from the spreadsheet, each with its problems; a filter shows only those with problems. */
export function PreviewTable({ sheet }: { sheet: ImportSheet }) {
  const table = useListTable({ filters: PREVIEW_FILTERS }, usePreviewRows, sheet);
  const { list } = table;
  const onlyProblems = list.state.filters.problemas === 'sim';
  const checkboxId = useId();
  return (
    <DataTable
      label="Prévia da planilha"
      columns={previewColumns}
      {...table}
      getRowId={(r) => String(r.row)}
      filters={
        <label htmlFor={checkboxId} className="flex items-center gap-2 text-sm text-slate-800">
          <input
            id={checkboxId}
            type="checkbox"
            checked={onlyProblems}
            onChange={(event) => list.setFilters({ problemas: event.target.checked ? 'sim' : '' })}
            className="h-4 w-4 accent-primary-700"
          />
          Mostrar só as linhas com problemas
        </label>
      }
    />
  );
}


/** The rows the server refused, each with its reasons. */
export function RefusedTable({ refused }: { refused: ImportResult['refused'] }) {
  const table = useListTable({}, useLocalRows, refused);
  return (
    <div className="mt-3">
      <DataTable label="Linhas recusadas" columns={resultColumns} {...table} getRowId={(r) => String(r.row)} />
    </div>
  );
}
