import { MutationCache, QueryCache, QueryClient, type FetchQueryOptions, type Query, type QueryKey } from '@tanstack/react-query';
import type { GetServerSidePropsContext } from 'next';
import { isHttpError, isTransient } from './api/http-error';
import { notifyError, notifyStale } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { /** Don't toast this query's failures: the screen shows them itself. */ silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** 4xx answers will not change on a retry; everything else gets one retry (docs/product/limits.md). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  const status = isHttpError(error) ? error.response?.status : undefined;
  return !(status && status >= 400 && status < 500);
}

/** A page's first queries, prefetched on the server into `client` with the screen's own query options. */
export type Prefetch = (client: QueryClient, context: GetServerSidePropsContext) => Promise<unknown>;

/** How long the data the server rendered the page with counts as fresh in the browser. */
const SERVER_DATA_FRESH_MS = 10_000;

export interface QueryClientOptions {
  /**
   * The queries the server rendered the page with (features/auth/ssr.ts; their hash and
   * `dataUpdatedAt`): while a query still holds that data, for SERVER_DATA_FRESH_MS after the
   * client is created, it is fresh — hydration does not ask the API for it again a second after
   * the server did. An invalidation (a save) still refetches it at once; afterwards every query
   * follows the usual rule (stale at once).
   */
  serverRendered?: ReadonlyArray<{ queryHash: string; state: { dataUpdatedAt: number } }>;
}

/** docs/product/limits.md: no refetch on window focus, 1 retry; every failure goes to the toast. */
export function createQueryClient({ serverRendered = [] }: QueryClientOptions = {}): QueryClient {
  const serverData = new Map(serverRendered.map((query) => [query.queryHash, query.state.dataUpdatedAt]));
  const createdAt = Date.now();
  const freshFromServer = (query: Query) =>
    serverData.get(query.queryHash) === query.state.dataUpdatedAt && Date.now() - createdAt < SERVER_DATA_FRESH_MS;
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        staleTime: (query) => (freshFromServer(query) ? Infinity : 0),
      },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent) return;
        // A refresh that the server or the network failed (a list reloaded after a save) keeps
        // the data on screen: said quietly, so it does not read as a failure of the save.
        if (query.state.data !== undefined && isTransient(error)) notifyStale();
        else notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) notifyError(error);
      },
    }),
  });
}

/** One query of a page's lists, for `prefetchLists`: `listQuery(catalogueQueries.units.select)`. */
export type ListQuery = (client: QueryClient) => Promise<void>;
export const listQuery =
  <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(options: () => FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>): ListQuery =>
  (client) =>
    client.prefetchQuery(options());

/**
 * A page's slow-changing lists (select options, the caller's companies and favorites), rendered
 * with it: the server prefetches them with the page's first data (features/auth/ssr.ts), so a full
 * page view does not ask for them again (docs/one-call-per-thing.md).
 */
export const prefetchLists =
  (...queries: readonly ListQuery[]): Prefetch =>
  async (client) => {
    await Promise.all(queries.map((prefetch) => prefetch(client)));
  };
