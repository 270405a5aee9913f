import Link from 'next/link';
import { RecordLink } from '@/components/ui/RecordLink';
import { useEffect, useMemo } from 'react';
import { toOptions, type Option } from '@/components/form/options';
import { DataTable } from '@/components/table/DataTable';
import { searchFilter, selectFilter } from '@/components/table/filter-defs';
import { useListTable } from '@/components/table/useListTable';
import { buttonClass } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { Badge, StatusBadge } from '@/components/ui/StatusBadge';
import { RowLink } from '@/components/table/RowLink';
import { useOwnCompanies } from '@/features/companies/queries';
import { formatDate } from '@/lib/format';
import { approvalStatusOptions } from '@/lib/status';
import { announcementCol as col, companyColumn, productColumn, quantityColumn, titleColumn, unitPriceColumn } from '../components/columns';
import { ExportAnnouncementsButton } from '../components/ExportAnnouncementsButton';
import { WantedSearchesSection } from '../components/WantedSearchesSection';
import { useMyAnnouncements } from '../queries';
import { routes } from '@/lib/routes';

const myAnnouncementColumns = col.columns([
  titleColumn((a) => routes.myAnnouncement(a.id)),
  productColumn,
  quantityColumn,
  unitPriceColumn,
  companyColumn,
  col.accessor('status', {
    header: 'Status',
    enableSorting: true,
    cell: (c) => (
      <span className="inline-flex items-center gap-1">
        <StatusBadge kind="approval" entity="announcement" status={c.getValue()} />
        {c.row.original.featured ? <Badge tone="warning">Destaque</Badge> : null}
        {c.row.original.quantity <= 0 ? <Badge tone="danger">Esgotado</Badge> : null}
      </span>
    ),
  }),
  col.accessor((a) => a.interestCount ?? 0, {
    id: 'interests',
    header: 'Interesses',
    meta: { align: 'right' },
    // The count leads to who they are (`/interesses/recebidos?announcement=`); none is plain text.
    cell: (c) =>
      c.getValue() > 0 ? (
        <RecordLink
          href={routes.receivedInterests({ announcement: c.row.original.id })}
          className="tabular-nums"
          aria-label={`Interesses em ${c.row.original.title}: ${c.getValue()}`}
        >
          {c.getValue()}
        </RecordLink>
      ) : (
        <span className="text-slate-600 tabular-nums">0</span>
      ),
  }),
  col.accessor('updatedAt', { header: 'Atualizado em', enableSorting: true, cell: (c) => formatDate(c.getValue()) }),
]);

const FILTERS = {
  search: searchFilter({ placeholder: 'Título, produto ou cidade' }),
  status: selectFilter({ label: 'Status', options: approvalStatusOptions('announcement') }),
  company: selectFilter({ label: 'Empresa', accepts: 'id', allLabel: 'Todas' }),
};

/**
 * `/meus-anuncios` (`GET /announcement/me`): the announcements of the caller's companies, every
 * status (filter and badges), with create, edit and an Excel export.
 */
export function MyAnnouncementsScreen() {
  // The latest changes first (and the column says so) unless the user sorts otherwise.
  const table = useListTable({ filters: FILTERS, defaultSort: { orderBy: 'updatedAt', order: 'DESC' } }, useMyAnnouncements);
  const { list } = table;
  const companies = useOwnCompanies();
  const companyOptions: Option[] = useMemo(() => toOptions(companies.data?.data, (c) => String(c.id), (c) => c.companyName), [companies.data]);
  // A company from an old or edited link that is none of the caller's: no select shows it (with one
  // company there is none) and the list would stay empty, so drop it.
  const { setFilters } = list;
  const companyFilter = list.state.filters.company;
  const myCompanies = companies.data;
  useEffect(() => {
    if (!myCompanies || typeof companyFilter !== 'string' || myCompanies.data.length < myCompanies.meta.itemCount) return;
    if (!myCompanies.data.some((c) => String(c.id) === companyFilter)) setFilters({ company: undefined }, { history: 'replace' });
  }, [myCompanies, companyFilter, setFilters]);

  return (
    <section>
      <PageHeader
        title="Meus anúncios"
        description="Anúncios das suas empresas. Novos anúncios e edições passam pela aprovação da equipe."
        actions={
          <Link href={routes.newAnnouncement()} className={buttonClass()}>
            Novo anúncio
          </Link>
        }
      />
      <DataTable
        label="Meus anúncios"
        columns={myAnnouncementColumns}
        {...table}
        filterOptions={{ company: { options: companyOptions, hidden: companyOptions.length <= 1 } }}
        toolbar={<ExportAnnouncementsButton params={list.params} />}
        rowActions={(a) => (
          <>
            <RowLink href={routes.announcement(a.id)} label={`Ver ${a.title}`}>Ver</RowLink>
            <Link href={routes.myAnnouncement(a.id)} className={buttonClass({ variant: 'outline', size: 'sm' })} aria-label={`Editar ${a.title}`}>
              Editar
            </Link>
          </>
        )}
      />
      <WantedSearchesSection />
    </section>
  );
}
