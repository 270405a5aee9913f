import { linkCell } from '@/components/table/RecordCell';
import { DataTable } from '@/components/table/DataTable';
import { PERIOD_FILTERS, PeriodFilter, sanitizePeriod } from '@/components/table/PeriodFilter';
import { columnHelper } from '@/components/table/columns';
import { SearchFilter, SelectFilter } from '@/components/table/filters';
import { useListParams } from '@/components/table/useListParams';
import { PageHeader } from '@/components/ui/PageHeader';
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

const TYPE_OPTIONS = (['SELLER', 'BUYER'] as const).map((value) => ({ value, label: accountTypeLabel(value) }));

const FILTERS = ['name', 'email', 'type', 'status', ...PERIOD_FILTERS] as const;

/**
 * `/admin/clientes`: buyers and sellers, filtered by name, e-mail, type, status and creation period
 * (`createdFrom` / `createdTo`, set by the dashboard's links; an invalid one is ignored and said so).
 */
export function ClientsScreen() {
  const list = useListParams<(typeof FILTERS)[number]>({ filters: FILTERS, accepts: { type: TYPE_OPTIONS, status: ACCOUNT_STATUS_OPTIONS }, sanitize: sanitizePeriod });
  const query = useClients(list.params, list.ready);
  return (
    <>
      <PageHeader
        title="Clientes"
        description="Compradores e vendedores cadastrados. Ative novas contas e desative as que não devem mais acessar a plataforma."
        breadcrumbs={[{ label: 'Painel', href: routes.admin.dashboard() }, { label: 'Clientes' }]}
      />
      <DataTable
        label="Clientes"
        columns={columns}
        query={query}
        list={list}
        getRowId={(c) => String(c.accountId)}
        filters={
          <>
            <SearchFilter list={list} name="name" label="Nome" />
            <SearchFilter list={list} name="email" label="E-mail" />
            <SelectFilter list={list} name="type" label="Tipo" options={TYPE_OPTIONS} />
            <SelectFilter list={list} name="status" label="Situação" options={ACCOUNT_STATUS_OPTIONS} />
            <PeriodFilter list={list} />
          </>
        }
        rowActions={(c) => <RowLink href={routes.admin.client(c.accountId)} label={`Ver ${c.name}`}>Ver</RowLink>}
      />
    </>
  );
}
