import { listQuery, prefetchLists } from '@/lib/query-client';
import { catalogueQueries } from './queries';

/**
 * The catalogue's admin pages render with the select lists their filters and cells read
 * (`prefetchLists`, features/auth/ssr.ts): a full page view does not ask for them again.
 */

/** /admin/produtos: categories and segments (filters, cells), sub-categories (cells). */
export const prefetchProductLists = prefetchLists(
  listQuery(catalogueQueries.categories.select),
  listQuery(catalogueQueries.segments.select),
  listQuery(catalogueQueries.subCategories.select),
);

/** /admin/subcategorias: the categories filter. */
export const prefetchSubCategoryLists = prefetchLists(listQuery(catalogueQueries.categories.select));
