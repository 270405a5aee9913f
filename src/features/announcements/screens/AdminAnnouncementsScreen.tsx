import Link from 'next/link';
import { useMemo } from 'react';
import { toOptions, type Option } from '@/components/form/options';
import { DataTable } from '@/components/table/DataTable';
import { PERIOD_FILTERS, PeriodFilter, sanitizePeriod } from '@/components/table/PeriodFilter';
import { searchFilter, selectFilter } from '@/components/table/filter-defs';
import type { ListParamsOptions } from '@/components/table/useListParams';
import { useListTable } from '@/components/table/useListTable';
import { Button, buttonClass } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { Badge, StatusBadge } from '@/components/ui/StatusBadge';
import { useProductSelectList } from '@/features/catalogue/queries';
import { MAX_FEATURED } from '@/features/featured/model';
import { useAddFeatured, useFeatured } from '@/features/featured/queries';
import { DOMAIN_MESSAGES } from '@/lib/api/errors';
import { formatDate } from '@/lib/format';
import { approvalStatusOptions } from '@/lib/status';
import { announcementCol as col, companyColumn, productColumn, quantityColumn, titleColumn, unitPriceColumn } from '../components/columns';
import { ExportAnnouncementsButton } from '../components/ExportAnnouncementsButton';
import { useAdminAnnouncements, useAllCompanies } from '../queries';
import { routes } from '@/lib/routes';

const adminAnnouncementColumns = col.columns([
  col.accessor('id', { header: 'Nº', meta: { align: 'right' } }),
  titleColumn((a) => routes.announcement(a.id)),
  companyColumn,
  productColumn,
  quantityColumn,
  unitPriceColumn,
  col.accessor('status', {
    header: 'Status',
    enableSorting: true,
    cell: (c) => (
      <span className="inline-flex items-center gap-1">
        <StatusBadge kind="approval" entity="announcement" status={c.getValue()} />
        {c.row.original.featured ? <Badge tone="warning">Destaque</Badge> : null}
      </span>
    ),
  }),
  col.accessor('createdAt', { header: 'Criado em', enableSorting: true, cell: (c) => formatDate(c.getValue()) }),
]);

const FEATURED_OPTIONS: Option[] = [
  { value: 'TRUE', label: 'Em destaque' },
  { value: 'FALSE', label: 'Fora dos destaques' },
];
const FILTERS = {
  search: searchFilter({ placeholder: 'Título, produto, empresa ou cidade' }),
  status: selectFilter({ label: 'Status', options: approvalStatusOptions('announcement') }),
  company: selectFilter({ label: 'Empresa', accepts: 'id', allLabel: 'Todas' }),
  product: selectFilter({ label: 'Produto', accepts: 'id' }),
  featured: selectFilter({ label: 'Destaque', options: FEATURED_OPTIONS }),
  ...PERIOD_FILTERS,
};
/** The list's options (filters, their values, period check): the screen and its server prefetch read the URL alike. */
export const ADMIN_ANNOUNCEMENTS_LIST: ListParamsOptions<keyof typeof FILTERS> = { filters: FILTERS, sanitize: sanitizePeriod };

const FULL_NOTE_ID = 'destaques-limite';

/**
 * `/admin/anuncios` (`GET /admin/announcement`): every announcement with filters, create for a
 * company, edit, feature (`POST /admin/featured/announcement`) and export all (with the filters).
 * The creation period (`createdFrom` / `createdTo`) comes from links such as the dashboard's; an
 * invalid one is ignored and said so.
 */
export function AdminAnnouncementsScreen() {
  const table = useListTable(ADMIN_ANNOUNCEMENTS_LIST, useAdminAnnouncements);
  const companies = useAllCompanies();
  const products = useProductSelectList();
  const addFeatured = useAddFeatured();
  // With every slot taken, 'Destacar' is not offered as if it could work (the count is the admin's featured list).
  const featuredCount = useFeatured().data?.meta.itemCount ?? 0;
  const full = featuredCount >= MAX_FEATURED;
  const companyOptions: Option[] = useMemo(() => toOptions(companies.data, (c) => String(c.companyId), (c) => c.companyName), [companies.data]);
  const productOptions: Option[] = useMemo(() => toOptions(products.data, (p) => String(p.id), (p) => p.name), [products.data]);

  return (
    <section>
      <PageHeader
        title="Anúncios"
        description="Todos os anúncios da plataforma, em qualquer status."
        actions={
          <Link href={routes.admin.newAnnouncement()} className={buttonClass()}>
            Novo anúncio
          </Link>
        }
      />
      {full ? (
        <p id={FULL_NOTE_ID} className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-slate-900">
          {`${DOMAIN_MESSAGES.MaxFeaturedsAnnouncementsReached} `}
          <Link href={routes.admin.featured()} className="font-medium text-primary-800 underline">
            Remova um destaque
          </Link>{' '}
          para destacar outro anúncio.
        </p>
      ) : null}
      <DataTable
        label="Anúncios"
        columns={adminAnnouncementColumns}
        {...table}
        filterOptions={{ company: { options: companyOptions }, product: { options: productOptions } }}
        filters={<PeriodFilter list={table.list} />}
        toolbar={<ExportAnnouncementsButton params={table.list.params} />}
        rowActions={(a) => (
          <>
            {/* 'Destacar' first, so 'Editar' stands in the same place on every row. */}
            {a.status === 'APPROVED' && !a.featured ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Destacar ${a.title}`}
                loading={addFeatured.isPending && addFeatured.variables === a.id}
                disabled={full}
                aria-describedby={full ? FULL_NOTE_ID : undefined}
                onClick={() => addFeatured.mutate(a.id)}
              >
                Destacar
              </Button>
            ) : null}
            <Link href={routes.admin.announcement(a.id)} className={buttonClass({ variant: 'outline', size: 'sm' })} aria-label={`Editar ${a.title}`}>
              Editar
            </Link>
          </>
        )}
      />
    </section>
  );
}
