import { Fragment, useEffect, useMemo, useState } from 'react';
import { toOptions, type Option } from '@/components/form/options';
import { useUfOptions } from '@/components/form/useUfOptions';
// Not the '@/components/table' barrel: that would bring react-table (DataTable) into the showcase.
import { DeclaredFilters } from '@/components/table/filters';
import { searchFilter, selectFilter } from '@/components/table/filter-defs';
import { Pagination } from '@/components/table/Pagination';
import { toListParams, useListParams, type ListParamsOptions, type ListState } from '@/components/table/useListParams';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { HydrateLater } from '@/components/ui/HydrateLater';
import { PageHeader } from '@/components/ui/PageHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { useCategoryOptions, useProductSelectList, useSegmentOptions } from '@/features/catalogue/queries';
import { useFeatured, type FeaturedParams } from '@/features/featured/queries';
import { formatNumber } from '@/lib/format';
import { UFS } from '@/lib/validators/common';
import { CardGrid } from '../components/CardGrid';
import { useDelayedFlag } from '@/lib/hooks/useDelayedFlag';
import { useShowcase, type ShowcaseParams } from '../queries';

const SHOWCASE_FILTERS = {
  search: searchFilter({ placeholder: 'Título, produto, empresa ou cidade' }),
  segment: selectFilter({ label: 'Segmento', accepts: 'index' }),
  category: selectFilter({ label: 'Categoria', accepts: 'id', allLabel: 'Todas' }),
  product: selectFilter({ label: 'Produto', accepts: 'id' }),
  uf: selectFilter({ label: 'UF', accepts: UFS, allLabel: 'Todas' }),
};
type ShowcaseFilter = keyof typeof SHOWCASE_FILTERS;
/** The showcase's list options (the URL's filters): the screen and its server prefetch read the URL alike. */
export const SHOWCASE_LIST: ListParamsOptions<ShowcaseFilter> = { filters: SHOWCASE_FILTERS };

/**
 * The showcase's two calls for a list state: the cards (everything but the featured) and the
 * featured row with the same filters. The row shows on the first page only, but every page counts
 * it in the number found.
 */
export function showcaseRequests(state: ListState<ShowcaseFilter>): { showcase: ShowcaseParams; featured: FeaturedParams } {
  const featured = Object.fromEntries(Object.entries(state.filters).filter(([, value]) => typeof value === 'string')) as FeaturedParams;
  return { showcase: { ...toListParams(state), featured: 'FALSE' }, featured };
}

/** '48 anúncios encontrados (4 em destaque)': the featured row and the paged cards together. */
function foundText(rest: number, featured: number): string {
  const total = rest + featured;
  const found = total === 1 ? '1 anúncio encontrado' : `${formatNumber(total)} anúncios encontrados`;
  return featured > 0 ? `${found} (${formatNumber(featured)} em destaque)` : found;
}

/** Where a new page of cards is brought into view from: the line that counts them, above the lists. */
const RESULTS_ID = 'vitrine-resultados';
/**
 * The cards in the first HTML (useAfterFirstHtml): the featured row, and the list's first two rows
 * when there is no row above it. Below the featured row the list starts out of sight, and its
 * cards' layout and paint were most of the time before the showcase's first controls worked.
 */
const IN_SIGHT = 8;

function CardSkeletons({ count }: { count: number }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4 2xl:grid-cols-5" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <div className="flex flex-col gap-2 p-3">
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-3 w-2/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/vitrine`: the featured announcements first, in their sequence (`GET /featured/announcement`),
 * then the rest (`GET /announcement/showcase?featured=FALSE`) as a card grid with the numbered
 * pager. Filters (text, segment, category, product, UF), page and page size live in the URL.
 * The featured row shows on the first page and follows the same filters.
 */
export function ShowcaseScreen() {
  const list = useListParams<ShowcaseFilter>(SHOWCASE_LIST);
  const { filters, page, take } = list.state;
  const requests = useMemo(() => showcaseRequests(list.state), [list.state]);
  const showcase = useShowcase(requests.showcase, list.ready);
  const featured = useFeatured(requests.featured, list.ready);

  const segments = useSegmentOptions();
  const categories = useCategoryOptions();
  const products = useProductSelectList();
  const ufs = useUfOptions();

  const segment = typeof filters.segment === 'string' ? Number(filters.segment) : undefined;
  const category = typeof filters.category === 'string' ? Number(filters.category) : undefined;
  const productOptions: Option[] = useMemo(
    () =>
      toOptions(
        products.data?.filter((p) => (segment === undefined || p.segmentsIndex.includes(segment)) && (category === undefined || p.categoriesId.includes(category))),
        (p) => String(p.id),
        (p) => p.name,
      ),
    [products.data, segment, category],
  );
  // A category belongs to a segment through its products: with a segment chosen, only the categories of its products.
  const categoryOptions: Option[] = useMemo(() => {
    const inSegment = segment === undefined ? null : new Set(products.data?.filter((p) => p.segmentsIndex.includes(segment)).flatMap((p) => p.categoriesId));
    return toOptions(
      categories.options.filter((o) => !inSegment || inSegment.has(Number(o.value))),
      (o) => String(o.value),
      (o) => o.label,
    );
  }, [categories.options, products.data, segment]);

  // The first page waits for the featured row too, so the cards don't jump down when it arrives.
  const featuredLoading = page === 1 && featured.isLoading;
  const data = featuredLoading ? undefined : showcase.data;
  const featuredData = page === 1 && !featuredLoading ? featured.data?.data : undefined;
  // One array per answer, so that the memoized grid is left alone by the screen's other renders.
  const featuredCards = useMemo(() => featuredData?.map((entry) => entry.announcement) ?? [], [featuredData]);
  const firstLoad = !data && !showcase.isError;
  const restCount = data?.meta.itemCount ?? 0;
  const featuredCount = featured.data?.meta.itemCount ?? 0;
  // One count per search: while either list still holds its answer to the previous filters
  // (keepPreviousData), the line (a live region) keeps its previous count rather than adding the
  // new cards to the old featured row.
  const countNow = data && !showcase.isPlaceholderData && !featured.isPlaceholderData ? foundText(restCount, featuredCount) : null;
  const [count, setCount] = useState(countNow ?? '');
  if (countNow !== null && countNow !== count) setCount(countNow);
  // The cards' own list is empty even when featured items matched: its section says so (with the
  // featured row above it) and has nothing to page, so the pager goes rather than reading '0 de 0'.
  const restEmpty = !!data && !showcase.isFetching && restCount === 0;
  const settledEmpty = restEmpty && !featured.isFetching;
  const showEmpty = useDelayedFlag(settledEmpty);
  const hasFilters = Object.keys(filters).length > 0;

  // A page past the end (an old link, fewer results now): go to the last page that exists.
  const { setPage } = list;
  const lastPage = data ? Math.max(1, data.meta.pageCount) : undefined;
  useEffect(() => {
    if (lastPage !== undefined && !showcase.isFetching && page > lastPage) setPage(lastPage, { history: 'replace' });
  }, [lastPage, page, showcase.isFetching, setPage]);

  return (
    <section aria-labelledby="vitrine-titulo">
      <PageHeader
        title={<span id="vitrine-titulo">Vitrine</span>}
        description="Estoques excedentes e ociosos de empresas aprovadas. Filtre por segmento, categoria, produto ou estado."
      />

      <div role="search" aria-label="Filtros da vitrine" className="mb-6 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <DeclaredFilters
          list={list}
          options={{
            segment: { options: segments.options, source: segments },
            category: { options: categoryOptions, source: categories },
            product: { options: productOptions, source: products },
            uf: { options: ufs.options, source: ufs },
          }}
        />
        {hasFilters ? (
          <Button variant="ghost" size="sm" onClick={() => list.clearFilters()}>
            Limpar filtros
          </Button>
        ) : null}
      </div>

      <p id={RESULTS_ID} role="status" aria-live="polite" className="mb-3 scroll-mt-24 text-sm text-slate-700">
        {data ? count : ''}
      </p>

      {firstLoad ? (
        // A block of its own (not the sections below with skeletons in them): when the featured row
        // and the cards arrive they are new elements, so nothing on screen is pushed down (CLS).
        <div key="loading" aria-busy="true">
          <span role="status" className="sr-only">
            Carregando...
          </span>
          <CardSkeletons count={Math.min(take, 8)} />
        </div>
      ) : (
        <Fragment key="loaded">
          {featuredCards.length > 0 ? (
            <section aria-labelledby="vitrine-destaques" className="mb-8">
              <h2 id="vitrine-destaques" className="mb-3 text-lg font-semibold text-slate-900">
                Destaques
              </h2>
              <CardGrid announcements={featuredCards} featured eagerCount={4} />
            </section>
          ) : null}

          <section aria-labelledby="vitrine-anuncios" aria-busy={showcase.isFetching || undefined}>
            <h2 id="vitrine-anuncios" className={featuredCards.length > 0 ? 'mb-3 text-lg font-semibold text-slate-900' : 'sr-only'}>
              Anúncios
            </h2>
            {!data ? (
              showcase.isError ? (
                <div className="rounded-lg border border-slate-200 bg-white p-6 text-center">
                  <p role="alert" className="text-sm text-slate-700">
                    Não foi possível carregar os anúncios.
                  </p>
                  <Button variant="outline" size="sm" className="mt-3" onClick={() => void showcase.refetch()}>
                    Tentar novamente
                  </Button>
                </div>
              ) : null
            ) : data.data.length > 0 ? (
              <CardGrid announcements={data.data} eagerCount={featuredCards.length === 0 ? 4 : 0} busy={showcase.isFetching} inFirstHtml={featuredCards.length === 0 ? IN_SIGHT : 0} />
            ) : showEmpty ? (
              <EmptyState
                className="rounded-lg border border-slate-200 bg-white"
                description={
                  featuredCards.length > 0
                    ? 'Só os destaques acima atendem a esta busca.'
                    : hasFilters
                      ? 'Tente outros filtros.'
                      : undefined
                }
                action={
                  hasFilters ? (
                    <Button variant="outline" size="sm" onClick={() => list.clearFilters()}>
                      Limpar filtros
                    </Button>
                  ) : undefined
                }
              />
            ) : null}
          </section>
        </Fragment>
      )}

      {restEmpty ? null : (
        <div className="mt-6">
          {/* After the search, which a visitor reaches for first; a click on it hydrates it at once. */}
          <HydrateLater>
            <Pagination
              page={page}
              pageCount={data?.meta.pageCount ?? 1}
              take={take}
              itemCount={restCount}
              onPageChange={(next) => {
                list.setPage(next);
                // The pager sits below the cards: the new page is read from its top.
                document.getElementById(RESULTS_ID)?.scrollIntoView({ block: 'start' });
              }}
              onTakeChange={(next) => list.setTake(next)}
              pageHref={list.pageHref}
              disabled={!data}
            />
          </HydrateLater>
        </div>
      )}
    </section>
  );
}
