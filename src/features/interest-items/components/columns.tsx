import type { RowData } from '@tanstack/react-table';
import type { columnHelper } from '@/components/table/columns';
import { formatDateTime, formatNumber } from '@/lib/format';

/** What the interest lists (mine, received, the admin's) show alike: the same columns, one definition. */
interface InterestLike {
  quantity: number;
  message: string;
  createdAt: string;
  announcement: { unit: { name: string } };
}

type Col<Row extends RowData> = ReturnType<typeof columnHelper<Row>>;

/** The quantity wanted, in the announcement's unit, sortable by QUANTITY. */
export function quantityColumn<Row extends InterestLike & RowData>(col: Col<Row>) {
  return col.accessor((i) => i.quantity, {
    id: 'quantity',
    header: 'Quantidade',
    enableSorting: true,
    meta: { sortKey: 'QUANTITY', align: 'right' },
    cell: (c) => <span className="whitespace-nowrap tabular-nums">{`${formatNumber(c.getValue())} ${c.row.original.announcement.unit.name}`}</span>,
  });
}

/** The buyer's message, two lines at most, '—' when none. */
export function messageColumn<Row extends InterestLike & RowData>(col: Col<Row>) {
  return col.accessor((i) => i.message, { id: 'message', header: 'Mensagem', cell: (c) => <span className="line-clamp-2 text-slate-700">{c.getValue() || '—'}</span> });
}

/** When the interest was registered, sortable by CREATED_AT. */
export function createdAtColumn<Row extends InterestLike & RowData>(col: Col<Row>) {
  return col.accessor((i) => i.createdAt, { id: 'createdAt', header: 'Registrado em', enableSorting: true, meta: { sortKey: 'CREATED_AT' }, cell: (c) => formatDateTime(c.getValue()) });
}
