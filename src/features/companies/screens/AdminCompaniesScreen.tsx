import Link from 'next/link';
import { DataTable } from '@/components/table/DataTable';
import { columnHelper } from '@/components/table/columns';
import { searchFilter, selectFilter } from '@/components/table/filter-defs';
import { useListTable } from '@/components/table/useListTable';
import { buttonClass } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { RowLink } from '@/components/table/RowLink';
import { formatCnpj, formatDate } from '@/lib/format';
import { approvalStatusOptions } from '@/lib/status';
import type { AdminCompany } from '../api';
import { CompanyNameCell } from '../components/CompanyNameCell';
import { useAdminCompanies } from '../queries';
import { routes } from '@/lib/routes';


const col = columnHelper<AdminCompany>();
const columns = col.columns([
  col.accessor('companyName', {
    header: 'Razão social',
    enableSorting: true,
    cell: (c) => <CompanyNameCell company={c.row.original} href={routes.admin.company(c.row.original.companyId)} />,
  }),
  col.accessor('cnpj', { header: 'CNPJ', enableSorting: true, cell: (c) => <span className="whitespace-nowrap tabular-nums">{formatCnpj(c.getValue())}</span> }),
  col.accessor((c) => c.owner.name, {
    id: 'owner',
    header: 'Responsável',
    cell: (c) => (
      <div className="flex flex-col">
        <span>{c.row.original.owner.name}</span>
        <span className="text-xs text-slate-600">{c.row.original.owner.email}</span>
      </div>
    ),
  }),
  col.accessor('createdAt', { header: 'Cadastro', enableSorting: true, cell: (c) => formatDate(c.getValue()) }),
  col.accessor('status', { header: 'Status', enableSorting: true, cell: (c) => <StatusBadge kind="approval" entity="company" status={c.getValue()} /> }),
]);

const FILTERS = {
  status: selectFilter({ label: 'Status', options: approvalStatusOptions('company', { withInactive: true }) }),
  cnpj: searchFilter({ label: 'CNPJ', mask: 'cnpj' }),
  name: searchFilter({ label: 'Nome', placeholder: 'Razão social ou nome fantasia' }),
};

/** `/admin/empresas`: every company, filtered by status, CNPJ and name; PENDING ones await a decision. */
export function AdminCompaniesScreen() {
  const table = useListTable({ filters: FILTERS }, useAdminCompanies);
  return (
    <>
      <PageHeader
        title="Empresas"
        description="Aprove ou reprove as empresas cadastradas e cadastre empresas para os clientes."
        breadcrumbs={[{ label: 'Painel', href: routes.admin.dashboard() }, { label: 'Empresas' }]}
        actions={
          <Link href={routes.admin.newCompany()} className={buttonClass()}>
            Nova empresa
          </Link>
        }
      />
      <DataTable
        label="Empresas"
        columns={columns}
        {...table}
        getRowId={(c) => String(c.companyId)}
        rowActions={(c) => <RowLink href={routes.admin.company(c.companyId)} label={`${c.status === 'PENDING' ? 'Avaliar' : 'Ver'} ${c.companyName}`}>{c.status === 'PENDING' ? 'Avaliar' : 'Ver'}</RowLink>}
      />
    </>
  );
}
