import Link from 'next/link';
import { RecordCell } from '@/components/table/RecordCell';
import { useMemo } from 'react';
import { toOptions } from '@/components/form/options';
import { useUfOptions } from '@/components/form/useUfOptions';
import { DataTable } from '@/components/table/DataTable';
import { columnHelper } from '@/components/table/columns';
import { SearchFilter, SelectFilter } from '@/components/table/filters';
import { useListParams } from '@/components/table/useListParams';
import { buttonClass } from '@/components/ui/Button';
import { PageHeader, type PageHeaderProps } from '@/components/ui/PageHeader';
import { RowLink } from '@/components/table/RowLink';
import { UFS } from '@/lib/validators/common';
import { useCategoryOptions } from '@/features/catalogue/queries';
import { formatDate } from '@/lib/format';
import type { Search } from '../api';
import { maxPriceText, quantityText, SearchStatusBadges, soughtText } from '../components/display';
import { SEARCH_STATE_ACCEPTS, SearchStateFilters } from '../components/SearchStateFilters';
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

const viewSearch = (s: Search) => <RowLink href={routes.search(s.id)} label={`Ver busca: ${soughtText(s)}`}>Ver</RowLink>;

/**
 * `/buscas` (`GET /search/list`): the approved searches of every company, so sellers see what
 * buyers want; filters by text, category and UF.
 */
export function SearchesScreen() {
  const list = useListParams({ filters: ['search', 'category', 'uf'], accepts: { category: 'id', uf: UFS } });
  const query = usePublicSearches(list.params, list.ready);
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
        query={query}
        list={list}
        filters={
          <>
            <SearchFilter list={list} name="search" label="Buscar" placeholder="Produto, categoria ou empresa" />
            <SelectFilter list={list} name="category" label="Categoria" options={categoryOptions} source={categories} allLabel="Todas" />
            <SelectFilter list={list} name="uf" label="UF" options={ufs.options} source={ufs} allLabel="Todas" />
          </>
        }
        rowActions={viewSearch}
      />
    </>
  );
}

/** `/buscas/minhas` (`GET /search/list/me`): the searches of the caller's companies, in every status. */
export function MySearchesScreen() {
  const list = useListParams({ filters: ['search', 'status', 'active'], accepts: SEARCH_STATE_ACCEPTS });
  const query = useMySearches(list.params, list.ready);
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
        query={query}
        list={list}
        filters={
          <>
            <SearchFilter list={list} name="search" label="Buscar" placeholder="Produto, categoria ou descrição" />
            <SearchStateFilters list={list} />
          </>
        }
        rowActions={viewSearch}
      />
      <MySearchMatches />
    </>
  );
}
