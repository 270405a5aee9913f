import Link from 'next/link';
import type { ReactNode } from 'react';
import { ListScreen } from '@/components/table/ListScreen';
import { columnHelper } from '@/components/table/columns';
import { searchFilter } from '@/components/table/filter-defs';
import { useListTable } from '@/components/table/useListTable';
import { buttonClass } from '@/components/ui/Button';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { RowLink } from '@/components/table/RowLink';
import { formatCnpj } from '@/lib/format';
import type { MyCompany } from '../api';
import { CompanyNameCell } from '../components/CompanyNameCell';
import { useMyCompanies } from '../queries';
import { routes } from '@/lib/routes';


const col = columnHelper<MyCompany>();
const columns = col.columns([
  col.accessor('companyName', {
    header: 'Razão social',
    cell: (c) => <CompanyNameCell company={c.row.original} href={routes.company(c.row.original.companyId)} />,
  }),
  col.accessor('tradeName', { header: 'Nome fantasia' }),
  col.accessor('cnpj', { header: 'CNPJ', cell: (c) => <span className="whitespace-nowrap tabular-nums">{formatCnpj(c.getValue())}</span> }),
  col.accessor('role', {
    header: 'Seu papel',
    cell: (c) => (
      <span className="inline-flex items-center gap-1">
        <StatusBadge kind="companyRole" status={c.getValue()} />
        {c.row.original.isOwner ? <span className="text-xs text-slate-600">(responsável)</span> : null}
      </span>
    ),
  }),
  col.accessor('status', { header: 'Status', cell: (c) => <StatusBadge kind="approval" entity="company" status={c.getValue()} /> }),
]);

/**
 * `/empresas`: the companies the user owns or belongs to, with their approval status. `notices`
 * goes between the header and the list (the page puts the invitations received there).
 */
export function MyCompaniesScreen({ notices }: { notices?: ReactNode } = {}) {
  const table = useListTable({ filters: { search: searchFilter({ placeholder: 'Nome ou CNPJ' }) } }, useMyCompanies);
  return (
    <ListScreen
      title="Minhas empresas"
      description="Empresas que você cadastrou ou das quais participa. Uma empresa nova fica pendente até a aprovação de um administrador."
      area="showcase"
      actions={
        <Link href={routes.newCompany()} className={buttonClass()}>
          Nova empresa
        </Link>
      }
      notice={notices}
      columns={columns}
      {...table}
      getRowId={(c) => String(c.companyId)}
      rowActions={(c) => (
        <>
          <RowLink href={routes.company(c.companyId)} label={`Ver ${c.companyName}`}>Ver</RowLink>
          <Link
            href={routes.collaborators(c.companyId)}
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            aria-label={`Colaboradores de ${c.companyName}`}
          >
            Colaboradores
          </Link>
        </>
      )}
    />
  );
}
