import type { Prefetch } from '@/lib/query-client';
import { featuredQueries } from '@/features/featured/queries';
import { readListState, toListParams } from '@/components/table/useListParams';
import { routeId } from '@/lib/hooks/useRouteId';
import { announcementQueries } from './queries';
import { ADMIN_ANNOUNCEMENTS_LIST } from './screens/AdminAnnouncementsScreen';
import { SHOWCASE_LIST, showcaseRequests } from './screens/ShowcaseScreen';

/**
 * The first data of the announcement pages, for the server to render them with
 * (`withServerSession`, features/auth/ssr.ts). Each reads the address as its screen does and
 * uses the screen's query options, so the browser's first render finds the same keys.
 */

/** /vitrine: the cards and the featured row (shown on the first page, counted on every page). */
export const prefetchShowcase: Prefetch = async (client, { query }) => {
  const requests = showcaseRequests(readListState(query, SHOWCASE_LIST));
  await Promise.all([
    client.prefetchQuery(announcementQueries.showcase(requests.showcase)),
    client.prefetchQuery(featuredQueries.list(requests.featured)),
  ]);
};

/** /anuncios/[id]: the announcement. */
export const prefetchAnnouncement: Prefetch = async (client, { query }) => {
  const id = routeId(query);
  if (id) await client.prefetchQuery(announcementQueries.detail(id));
};

/** /admin/anuncios: the list's page for the address. */
export const prefetchAdminAnnouncements: Prefetch = async (client, { query }) => {
  await client.prefetchQuery(announcementQueries.admin(toListParams(readListState(query, ADMIN_ANNOUNCEMENTS_LIST))));
};
