import { listQuery, prefetchLists, type Prefetch } from '@/lib/query-client';
import { catalogueQueries } from '@/features/catalogue/queries';
import { companyQueries } from '@/features/companies/queries';
import { featuredQueries } from '@/features/featured/queries';
import { favoriteHeartQueries } from '@/features/favorites/queries';
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
 * with it too: a full page view does not ask for them again (docs/one-call-per-thing.md).
 */

/** The showcase's filter options (segments, categories, products, UFs) and its hearts' reads. */
const showcaseLists = prefetchLists(
  listQuery(catalogueQueries.segments.select),
  listQuery(catalogueQueries.categories.select),
  listQuery(catalogueQueries.products.select),
  listQuery(ibgeQueries.states),
  ...favoriteHeartQueries,
);

/** /vitrine: the cards and the featured row (shown on the first page, counted on every page); the filters' options and the hearts' reads. */
export const prefetchShowcase: Prefetch = async (client, context) => {
  const requests = showcaseRequests(readListState(context.query, SHOWCASE_LIST));
  await Promise.all([
    client.prefetchQuery(announcementQueries.showcase(requests.showcase)),
    client.prefetchQuery(featuredQueries.list(requests.featured)),
    showcaseLists(client, context),
  ]);
};

const heartLists = prefetchLists(...favoriteHeartQueries);

/** /anuncios/[id]: the announcement and its heart's reads. */
export const prefetchAnnouncement: Prefetch = async (client, context) => {
  const id = routeId(context.query);
  await Promise.all([id ? client.prefetchQuery(announcementQueries.detail(id)) : null, heartLists(client, context)]);
};

/** The admin list's filters' options: companies, products. */
const adminListLists = prefetchLists(
  listQuery(() => companyQueries.select()),
  listQuery(catalogueQueries.products.select),
);

/** /admin/anuncios: the list's page for the address and its filters' options. */
export const prefetchAdminAnnouncements: Prefetch = async (client, context) => {
  await Promise.all([
    client.prefetchQuery(announcementQueries.admin(toListParams(readListState(context.query, ADMIN_ANNOUNCEMENTS_LIST)))),
    adminListLists(client, context),
  ]);
};

/** /meus-anuncios/novo and the edit page: the form's options (the caller's companies, products, units, UFs). */
export const prefetchAnnouncementForm = prefetchLists(
  listQuery(companyQueries.own),
  listQuery(catalogueQueries.products.select),
  listQuery(catalogueQueries.units.select),
  listQuery(ibgeQueries.states),
);

/** /meus-anuncios: the company filter (the caller's companies). */
export const prefetchOwnCompanies = prefetchLists(listQuery(companyQueries.own));
