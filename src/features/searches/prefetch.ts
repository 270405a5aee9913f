import { catalogueQueries } from '@/features/catalogue/queries';
import { companyQueries } from '@/features/companies/queries';
import { ibgeQueries } from '@/lib/external/ibge';
import { listQuery, prefetchLists } from '@/lib/query-client';

/**
 * The searches' pages render with their slow-changing lists (`prefetchLists`, features/auth/ssr.ts):
 * a full page view does not ask for them again.
 */

/** /buscas: the filters' categories and UFs. */
export const prefetchSearchFilters = prefetchLists(listQuery(catalogueQueries.categories.select), listQuery(ibgeQueries.states));

/** /buscas/nova: the form's companies, categories, units, products and UFs. */
export const prefetchSearchForm = prefetchLists(
  listQuery(companyQueries.own),
  listQuery(catalogueQueries.categories.select),
  listQuery(catalogueQueries.units.select),
  listQuery(catalogueQueries.products.select),
  listQuery(ibgeQueries.states),
);

/** /buscas/[id]: the caller's companies (whether the search is theirs). */
export const prefetchSearch = prefetchLists(listQuery(companyQueries.own));
