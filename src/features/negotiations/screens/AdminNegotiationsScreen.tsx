import { RecordLink } from '@/components/ui/RecordLink';
import { RecordCell } from '@/components/table/RecordCell';
import { ListScreen } from '@/components/table/ListScreen';
import { columnHelper } from '@/components/table/columns';
import { useListTable } from '@/components/table/useListTable';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { RowLink } from '@/components/table/RowLink';
import { formatCurrency, formatDate } from '@/lib/format';
import type { NegotiationSummary } from '../api';
import { negotiationFilters, quantityText } from '../components/display';
import { useNegotiationList } from '../queries';
import { routes } from '@/lib/routes';


const col = columnHelper<NegotiationSummary>();
const columns = col.columns([
  col.accessor('id', {
    header: 'Nº',
    enableSorting: true,
    cell: (c) => (
      <RecordLink href={routes.admin.negotiation(c.getValue())} aria-label={`Negociação nº ${c.getValue()}`}>
        {c.getValue()}
      </RecordLink>
    ),
  }),
  col.accessor((n) => n.announcement.title, {
    id: 'announcement',
    header: 'Anúncio',
    enableSorting: true,
    cell: (c) => <RecordCell detail={c.row.original.announcement.product.name}>{c.getValue()}</RecordCell>,
  }),
  col.accessor((n) => n.seller.tradeName, { id: 'seller', header: 'Vendedor', enableSorting: true }),
  col.accessor((n) => n.buyer.tradeName, { id: 'buyer', header: 'Comprador', enableSorting: true }),
  col.accessor('quantity', {
    header: 'Quantidade',
    meta: { align: 'right' },
    cell: (c) => <span className="whitespace-nowrap tabular-nums">{quantityText(c.getValue(), c.row.original.announcement.unit.name)}</span>,
  }),
  col.accessor('total', { header: 'Valor total', enableSorting: true, meta: { align: 'right' }, cell: (c) => <span className="whitespace-nowrap tabular-nums">{formatCurrency(c.getValue())}</span> }),
  col.accessor('status', { header: 'Status', enableSorting: true, cell: (c) => <StatusBadge kind="negotiation" status={c.getValue()} /> }),
  col.accessor('updatedAt', { header: 'Atualizada em', enableSorting: true, cell: (c) => formatDate(c.getValue()) }),
]);

const FILTERS = negotiationFilters('Nº, anúncio, produto ou empresa');

/** `/admin/negociacoes` (`GET /admin/negotiation`): every negotiation, by status and text. */
export function AdminNegotiationsScreen() {
  const table = useListTable({ filters: FILTERS }, useNegotiationList, 'admin');
  return (
    <ListScreen
      title="Negociações"
      description="Todas as negociações entre as empresas. Abra uma para ver a linha do tempo e alterar o status."
      area="admin"
      columns={columns}
      {...table}
      rowActions={(n) => <RowLink href={routes.admin.negotiation(n.id)} label={`Ver negociação nº ${n.id}`}>Ver</RowLink>}
    />
  );
}
