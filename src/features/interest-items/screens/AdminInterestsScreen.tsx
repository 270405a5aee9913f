import { RecordCell } from '@/components/table/RecordCell';
import { useMemo } from 'react';
import { toOptions } from '@/components/form/options';
import { ListScreen } from '@/components/table/ListScreen';
import { columnHelper } from '@/components/table/columns';
import { searchFilter, selectFilter } from '@/components/table/filter-defs';
import { useListTable } from '@/components/table/useListTable';
import { RowLink } from '@/components/table/RowLink';
import { useProductSelectList } from '@/features/catalogue/queries';
import { createdAtColumn, quantityColumn } from '../components/columns';
import type { InterestItem } from '../api';
import { useAdminInterests } from '../queries';
import { routes } from '@/lib/routes';


/**
 * Columns sort with the screen's keys (CREATED_AT, CLIENT, QUANTITY, ANNOUNCEMENT: they are what
 * the URL shows); the api translates them for the server (CREATED_AT → CREATE_DATE,
 * CLIENT → COSTUMER_NAME).
 */
const col = columnHelper<InterestItem>();
const columns = col.columns([
  col.accessor((i) => i.customer.name, {
    id: 'client',
    header: 'Cliente',
    enableSorting: true,
    meta: { sortKey: 'CLIENT' },
    cell: (c) => (
      <RecordCell href={routes.admin.interest(c.row.original.id)} detail={c.row.original.company.tradeName}>
        {c.getValue()}
      </RecordCell>
    ),
  }),
  col.accessor((i) => i.announcement.title, {
    id: 'announcement',
    header: 'Anúncio',
    enableSorting: true,
    meta: { sortKey: 'ANNOUNCEMENT' },
    cell: (c) => (
      <div className="flex flex-col">
        <span className="text-slate-900">{c.getValue()}</span>
        <span className="text-xs text-slate-600">{c.row.original.announcement.company.tradeName}</span>
      </div>
    ),
  }),
  quantityColumn(col),
  createdAtColumn(col),
]);

const FILTERS = {
  search: searchFilter({ placeholder: 'Cliente, empresa ou anúncio' }),
  product: selectFilter({ label: 'Produto', accepts: 'id' }),
};

/** `/admin/interesses` (`GET /admin/interest-items`): every interest item, with filters and sorting. */
export function AdminInterestsScreen() {
  const table = useListTable({ filters: FILTERS }, useAdminInterests);
  const products = useProductSelectList();
  const productOptions = useMemo(() => toOptions(products.data, (p) => String(p.id), (p) => p.name), [products.data]);
  return (
    <ListScreen
      title="Interesses"
      description="Quem registrou interesse em quais anúncios. Abra um para ver os contatos."
      area="admin"
      columns={columns}
      {...table}
      filterOptions={{ product: { options: productOptions, source: products } }}
      rowActions={(i) => <RowLink href={routes.admin.interest(i.id)} label={`Ver interesse de ${i.customer.name}`}>Ver</RowLink>}
    />
  );
}
