import { catalogueQueries } from '@/features/catalogue/queries';
import { listQuery, prefetchLists } from '@/lib/query-client';

/** /admin/interesses renders with its product filter's options (`prefetchLists`, features/auth/ssr.ts). */
export const prefetchAdminInterestLists = prefetchLists(listQuery(catalogueQueries.products.select));
