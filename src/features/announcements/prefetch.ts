import type { QueryClient } from '@tanstack/react-query';
import type { Prefetch } from '@/lib/query-client';
import { catalogueQueries } from '@/features/catalogue/queries';
import { companyQueries } from '@/features/companies/queries';
import { featuredQueries } from '@/features/featured/queries';
import { prefetchFavoriteHearts } from '@/features/favorites/queries';
import { ibgeQueries } from '@/lib/external/ibge';
import { readListState, toListParams } from '@/components/table/useListParams';
import { routeId } from '@/lib/hooks/useRouteId';
import { announcementQueries } from './queries';
import { ADMIN_ANNOUNCEMENTS_LIST } from './screens/AdminAnnouncementsScreen';
import { SHOWCASE_LIST, showcaseRequests } from './screens/ShowcaseScreen';

/**
 * The first data of the announcement pages, for the server to render them with
 * (`withServerSession`, features/auth/ssr.ts). Each reads the address as its screen does and
 * uses the screen's query options, so the browser's first render finds the same keys. The
 * slow-changing lists a page shows (select options, the caller's companies and favorites) come
 * with it too: a full page view does not ask for them again (docs/performance.md, "One call per
 * thing").
 */

/** The showcase's filter options: segments, categories, products, UFs. */
const prefetchShowcaseFilters = (client: QueryClient) =>
  Promise.all([
    client.prefetchQuery(catalogueQueries.segments.select()),
    client.prefetchQuery(catalogueQueries.categories.select()),
    client.prefetchQuery(catalogueQueries.products.select()),
    client.prefetchQuery(ibgeQueries.states()),
  ]);

/** /vitrine: the cards and, on the first page, the featured row; the filters' options and the hearts' reads. */
export const prefetchShowcase: Prefetch = async (client, { query }) => {
  const requests = showcaseRequests(readListState(query, SHOWCASE_LIST));
  await Promise.all([
    client.prefetchQuery(announcementQueries.showcase(requests.showcase)),
    requests.featured ? client.prefetchQuery(featuredQueries.list(requests.featured)) : null,
    prefetchShowcaseFilters(client),
    prefetchFavoriteHearts(client),
  ]);
};

/** /anuncios/[id]: the announcement and its heart's reads. */
export const prefetchAnnouncement: Prefetch = async (client, { query }) => {
  const id = routeId(query);
  await Promise.all([id ? client.prefetchQuery(announcementQueries.detail(id)) : null, prefetchFavoriteHearts(client)]);
};

/** /admin/anuncios: the list's page for the address and its filters' options (companies, products). */
export const prefetchAdminAnnouncements: Prefetch = async (client, { query }) => {
  await Promise.all([
    client.prefetchQuery(announcementQueries.admin(toListParams(readListState(query, ADMIN_ANNOUNCEMENTS_LIST)))),
    client.prefetchQuery(companyQueries.select()),
    client.prefetchQuery(catalogueQueries.products.select()),
  ]);
};

/** /meus-anuncios/novo and the edit page: the form's options (the caller's companies, products, units, UFs). */
export const prefetchAnnouncementForm: Prefetch = async (client) => {
  await Promise.all([
    client.prefetchQuery(companyQueries.own()),
    client.prefetchQuery(catalogueQueries.products.select()),
    client.prefetchQuery(catalogueQueries.units.select()),
    client.prefetchQuery(ibgeQueries.states()),
  ]);
};
