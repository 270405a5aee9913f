import Link from 'next/link';
import { RecordCell } from '@/components/table/RecordCell';
import { useMemo } from 'react';
import { toOptions } from '@/components/form/options';
import { useUfOptions } from '@/components/form/useUfOptions';
import { DataTable } from '@/components/table/DataTable';
import { columnHelper } from '@/components/table/columns';
import { searchFilter, selectFilter } from '@/components/table/filter-defs';
import { useListTable } from '@/components/table/useListTable';
import { buttonClass } from '@/components/ui/Button';
import { PageHeader, type PageHeaderProps } from '@/components/ui/PageHeader';
import { RowLink } from '@/components/table/RowLink';
import { UFS } from '@/lib/validators/common';
import { useCategoryOptions } from '@/features/catalogue/queries';
import { formatDate } from '@/lib/format';
import type { Search } from '../api';
import { maxPriceText, quantityText, SEARCH_STATE_FILTERS, SearchStatusBadges, soughtText } from '../components/display';
import { SearchTabs } from '../components/SearchTabs';
import { MySearchMatches } from '../components/MySearchMatches';
import { useMySearches, usePublicSearches } from '../queries';
import { routes } from '@/lib/routes';


const col = columnHelper<Search>();
const soughtColumn = col.accessor((s) => soughtText(s), {
  id: 'product',
  header: 'Procura',
  enableSorting: true,
  cell: (c) => (
    <RecordCell href={routes.search(c.row.original.id)} detail={c.row.original.product && c.row.original.category ? c.row.original.category.name : null}>
      {c.getValue()}
    </RecordCell>
  ),
});
const common = [
  col.accessor('quantity', { header: 'Quantidade', enableSorting: true, meta: { align: 'right' }, cell: (c) => <span className="whitespace-nowrap tabular-nums">{quantityText(c.row.original)}</span> }),
  col.accessor('maxPrice', { header: 'Preço máximo', enableSorting: true, meta: { align: 'right' }, cell: (c) => <span className="whitespace-nowrap tabular-nums">{maxPriceText(c.row.original)}</span> }),
  col.accessor('deadline', { header: 'Prazo', enableSorting: true, cell: (c) => formatDate(c.getValue()) }),
  col.accessor('uf', { header: 'UF', enableSorting: true }),
];
const publicColumns = col.columns([soughtColumn, ...common, col.accessor((s) => s.company.tradeName, { id: 'company', header: 'Empresa', enableSorting: true })]);
const mineColumns = col.columns([
  soughtColumn,
  ...common,
  col.accessor('status', { header: 'Status', enableSorting: true, cell: (c) => <SearchStatusBadges search={c.row.original} /> }),
  col.accessor('createdAt', { header: 'Criada em', enableSorting: true, cell: (c) => formatDate(c.getValue()) }),
]);

/** The header of both search lists ('Nova busca' beside the title) and the tabs between them. */
function SearchesHeader(props: Pick<PageHeaderProps, 'title' | 'description' | 'breadcrumbs'>) {
  return (
    <>
      <PageHeader
        {...props}
        actions={
          <Link href={routes.newSearch()} className={buttonClass()}>
            Nova busca
          </Link>
        }
        className="mb-4"
      />
      <SearchTabs />
    </>
  );
}

const PUBLIC_FILTERS = {
  search: searchFilter({ placeholder: 'Produto, categoria ou empresa' }),
  category: selectFilter({ label: 'Categoria', accepts: 'id', allLabel: 'Todas' }),
  uf: selectFilter({ label: 'UF', accepts: UFS, allLabel: 'Todas' }),
};
const MINE_FILTERS = { search: searchFilter({ placeholder: 'Produto, categoria ou descrição' }), ...SEARCH_STATE_FILTERS };

const viewSearch = (s: Search) => <RowLink href={routes.search(s.id)} label={`Ver busca: ${soughtText(s)}`}>Ver</RowLink>;

/**
 * `/buscas` (`GET /search/list`): the approved searches of every company, so sellers see what
 * buyers want; filters by text, category and UF.
 */
export function SearchesScreen() {
  const table = useListTable({ filters: PUBLIC_FILTERS }, usePublicSearches);
  const categories = useCategoryOptions();
  const categoryOptions = useMemo(() => toOptions(categories.options, (o) => String(o.value), (o) => o.label), [categories.options]);
  const ufs = useUfOptions();
  return (
    <>
      <SearchesHeader
        title="Buscas"
        description="O que as empresas estão procurando. Encontrou algo que você tem em estoque? Anuncie ou abra a busca para ver os detalhes."
        breadcrumbs={[{ label: 'Buscas' }]}
      />
      <DataTable
        label="Buscas aprovadas"
        columns={publicColumns}
        {...table}
        filterOptions={{ category: { options: categoryOptions, source: categories }, uf: { options: ufs.options, source: ufs } }}
        rowActions={viewSearch}
      />
    </>
  );
}

/** `/buscas/minhas` (`GET /search/list/me`): the searches of the caller's companies, in every status. */
export function MySearchesScreen() {
  const table = useListTable({ filters: MINE_FILTERS }, useMySearches);
  return (
    <>
      <SearchesHeader
        title="Minhas buscas"
        description="As buscas das suas empresas. Novas buscas aguardam a aprovação de um administrador."
        breadcrumbs={[{ label: 'Buscas', href: routes.searches() }, { label: 'Minhas buscas' }]}
      />
      <DataTable
        label="Minhas buscas"
        columns={mineColumns}
        {...table}
        rowActions={viewSearch}
      />
      <MySearchMatches />
    </>
  );
}
