import { linkCell } from '@/components/table/RecordCell';
import { ListScreen } from '@/components/table/ListScreen';
import { PERIOD_FILTERS, PeriodFilter, sanitizePeriod } from '@/components/table/PeriodFilter';
import { columnHelper } from '@/components/table/columns';
import { searchFilter, selectFilter } from '@/components/table/filter-defs';
import { useListTable } from '@/components/table/useListTable';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { RowLink } from '@/components/table/RowLink';
import { formatCpf, formatDate } from '@/lib/format';
import { ACCOUNT_STATUS_OPTIONS, accountTypeLabel } from '@/lib/status';
import type { Client } from '../api';
import { useClients } from '../queries';
import { routes } from '@/lib/routes';


const col = columnHelper<Client>();
const columns = col.columns([
  col.accessor('name', {
    header: 'Nome',
    enableSorting: true,
    cell: linkCell((r) => routes.admin.client(r.accountId)),
  }),
  col.accessor('email', { header: 'E-mail', enableSorting: true }),
  col.accessor('cpf', { header: 'CPF', cell: (c) => <span className="whitespace-nowrap tabular-nums">{c.getValue() ? formatCpf(c.getValue()) : '—'}</span> }),
  col.accessor('accountType', { header: 'Tipo', cell: (c) => <StatusBadge kind="accountType" status={c.getValue()} /> }),
  col.accessor('companiesCount', { header: 'Empresas', meta: { align: 'right' } }),
  col.accessor('createdAt', { header: 'Cadastro', enableSorting: true, cell: (c) => formatDate(c.getValue()) }),
  col.accessor('status', { header: 'Situação', enableSorting: true, cell: (c) => <StatusBadge kind="account" status={c.getValue()} /> }),
]);

const FILTERS = {
  name: searchFilter({ label: 'Nome' }),
  email: searchFilter({ label: 'E-mail' }),
  type: selectFilter({ label: 'Tipo', options: (['SELLER', 'BUYER'] as const).map((value) => ({ value, label: accountTypeLabel(value) })) }),
  status: selectFilter({ label: 'Situação', options: ACCOUNT_STATUS_OPTIONS }),
  ...PERIOD_FILTERS,
};

/**
 * `/admin/clientes`: buyers and sellers, filtered by name, e-mail, type, status and creation period
 * (`createdFrom` / `createdTo`, set by the dashboard's links; an invalid one is ignored and said so).
 */
export function ClientsScreen() {
  const table = useListTable({ filters: FILTERS, sanitize: sanitizePeriod }, useClients);
  return (
    <ListScreen
      title="Clientes"
      description="Compradores e vendedores cadastrados. Ative novas contas e desative as que não devem mais acessar a plataforma."
      area="admin"
      columns={columns}
      {...table}
      getRowId={(c) => String(c.accountId)}
      filters={<PeriodFilter list={table.list} />}
      rowActions={(c) => <RowLink href={routes.admin.client(c.accountId)} label={`Ver ${c.name}`}>Ver</RowLink>}
    />
  );
}
