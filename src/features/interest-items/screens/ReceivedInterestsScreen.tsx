import { linkCell, RecordCell } from '@/components/table/RecordCell';
import { DataTable } from '@/components/table/DataTable';
import { columnHelper } from '@/components/table/columns';
import { searchFilter, urlFilter } from '@/components/table/filter-defs';
import type { ListController } from '@/components/table/useListParams';
import { useListTable } from '@/components/table/useListTable';
import { Button } from '@/components/ui/Button';
import { formatDateTime } from '@/lib/format';
import { messageColumn, quantityColumn } from '../components/columns';
import type { ReceivedInterest } from '../api';
import { InterestsHeader } from '../components/InterestTabs';
import { ReceivedActions } from '../components/ReceivedActions';
import { useReceivedInterests } from '../queries';
import { routes } from '@/lib/routes';

const col = columnHelper<ReceivedInterest>();
const columns = col.columns([
  col.accessor((i) => i.company.tradeName, {
    id: 'company',
    header: 'Empresa compradora',
    cell: (c) => <RecordCell detail={c.row.original.company.companyName}>{c.getValue()}</RecordCell>,
  }),
  col.accessor((i) => i.customer.name, { id: 'customer', header: 'Cliente', enableSorting: true, meta: { sortKey: 'CLIENT' } }),
  quantityColumn(col),
  messageColumn(col),
  col.accessor('createdAt', {
    header: 'Registrado em',
    enableSorting: true,
    meta: { sortKey: 'CREATED_AT' },
    cell: (c) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(c.getValue())}</span>,
  }),
  col.accessor((i) => i.announcement.title, {
    id: 'announcement',
    header: 'Anúncio',
    enableSorting: true,
    meta: { sortKey: 'ANNOUNCEMENT' },
    cell: linkCell((r) => routes.announcement(r.announcement.id)),
  }),
]);

const FILTERS = {
  search: searchFilter({ placeholder: 'Cliente, empresa, anúncio ou produto' }),
  // Shown by AnnouncementFilterNote, not as a field.
  announcement: urlFilter({ accepts: 'id' }),
};
type Filter = keyof typeof FILTERS;

/** Says which announcement the list is narrowed to (from 'Meus anúncios' or the announcement's page) and how to see them all. */
function AnnouncementFilterNote({ list, rows }: { list: ListController<Filter>; rows: readonly ReceivedInterest[] | undefined }) {
  const id = list.state.filters.announcement;
  if (typeof id !== 'string') return null;
  const title = rows?.find((r) => String(r.announcement.id) === id)?.announcement.title;
  return (
    <div role="note" className="mb-4 flex flex-wrap items-center gap-3 rounded-md border border-primary-200 bg-primary-50 px-3 py-2 text-sm text-slate-800">
      <span>{title ? `Somente os interesses do anúncio “${title}”.` : `Somente os interesses do anúncio nº ${id}.`}</span>
      <Button variant="ghost" size="sm" onClick={() => list.setFilters({ announcement: undefined })}>
        Ver todos os interesses
      </Button>
    </div>
  );
}

/**
 * `/interesses/recebidos` (`GET /interest-items/me?scope=received`): the interests registered on
 * the announcements of the caller's companies (every member sees them), with the buyer's contact
 * and the negotiation to open or follow. `?announcement=` narrows to one announcement.
 */
export function ReceivedInterestsScreen() {
  const table = useListTable({ filters: FILTERS }, useReceivedInterests);
  return (
    <>
      <InterestsHeader
        description="Quem clicou em “Tenho interesse” nos anúncios das suas empresas. Veja o contato ou abra uma negociação."
        breadcrumbs={[{ label: 'Interesses', href: routes.interests() }, { label: 'Interesses recebidos' }]}
        link={{ href: routes.myAnnouncements(), label: 'Meus anúncios' }}
      />
      <AnnouncementFilterNote list={table.list} rows={table.query.data?.data} />
      <DataTable
        label="Interesses recebidos"
        columns={columns}
        {...table}
        rowActions={(i) => <ReceivedActions item={i} />}
      />
    </>
  );
}
