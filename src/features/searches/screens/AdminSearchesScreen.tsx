import { linkCell } from '@/components/table/RecordCell';
import { ListScreen } from '@/components/table/ListScreen';
import { columnHelper } from '@/components/table/columns';
import { searchFilter } from '@/components/table/filter-defs';
import { useListTable } from '@/components/table/useListTable';
import { RowLink } from '@/components/table/RowLink';
import { formatDate } from '@/lib/format';
import type { Search } from '../api';
import { maxPriceText, quantityText, SEARCH_STATE_FILTERS, SearchStatusBadges, soughtText } from '../components/display';
import { useAdminSearches } from '../queries';
import { routes } from '@/lib/routes';


const col = columnHelper<Search>();
const columns = col.columns([
  col.accessor((s) => soughtText(s), {
    id: 'product',
    header: 'Procura',
    enableSorting: true,
    cell: linkCell((r) => routes.admin.search(r.id)),
  }),
  col.accessor((s) => s.company.tradeName, { id: 'company', header: 'Empresa', enableSorting: true }),
  col.accessor('quantity', { header: 'Quantidade', meta: { align: 'right' }, cell: (c) => <span className="whitespace-nowrap tabular-nums">{quantityText(c.row.original)}</span> }),
  col.accessor('maxPrice', { header: 'Preço máximo', meta: { align: 'right' }, cell: (c) => <span className="whitespace-nowrap tabular-nums">{maxPriceText(c.row.original)}</span> }),
  col.accessor('deadline', { header: 'Prazo', enableSorting: true, cell: (c) => formatDate(c.getValue()) }),
  col.accessor('uf', { header: 'UF' }),
  col.accessor('status', { header: 'Status', enableSorting: true, cell: (c) => <SearchStatusBadges search={c.row.original} /> }),
  col.accessor('createdAt', { header: 'Criada em', enableSorting: true, cell: (c) => formatDate(c.getValue()) }),
]);

const FILTERS = { ...SEARCH_STATE_FILTERS, search: searchFilter({ placeholder: 'Produto, categoria ou empresa' }) };

/** `/admin/buscas` (`GET /admin/search/list`): every search; PENDING ones await a decision. */
export function AdminSearchesScreen() {
  const table = useListTable({ filters: FILTERS }, useAdminSearches);
  return (
    <ListScreen
      title="Buscas"
      description="Aprove ou reprove as buscas das empresas. Só as aprovadas aparecem para os vendedores."
      area="admin"
      columns={columns}
      {...table}
      rowActions={(s) => {
        const pending = s.status === 'PENDING' && s.active;
        return <RowLink href={routes.admin.search(s.id)} label={`${pending ? 'Avaliar' : 'Ver'} busca nº ${s.id}`}>{pending ? 'Avaliar' : 'Ver'}</RowLink>;
      }}
    />
  );
}
