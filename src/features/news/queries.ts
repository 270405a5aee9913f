import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazyRead } from '@/lib/api/lazy';
import { newsItems, type NewsItem, type SeenMarks } from './derive';

/** The read (and its zod schema) loads with the first request, not with the page. */
const read = lazyRead(() => import('./api'));

/**
 * How often a visible tab asks for news (docs/deal/news.md: at least every 15 s, and on focus). A hidden
 * tab asks nothing (`refetchIntervalInBackground: false`); coming back to it asks at once.
 */
const NEWS_REFRESH_MS = 15_000;

export const newsQueries = {
  all: () => ['news'] as const,
  /**
   * `GET /news?since=` with the account's baseline. Silent: the panel says when it failed, and a
   * toast on every page for the header's own read would be noise.
   */
  list: (since: string) =>
    queryOptions({
      queryKey: [...newsQueries.all(), since] as const,
      queryFn: () => read((api, http) => http.get('/news', api.newsSchema, { since })),
      staleTime: 5_000,
      refetchInterval: NEWS_REFRESH_MS,
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: true,
      meta: { silent: true },
    }),
};

export interface News {
  items: NewsItem[];
  /** The first answer has not arrived (the count is hidden until it does). */
  loading: boolean;
  /** The call failed: the panel says so, never 'Nada de novo'. */
  failed: boolean;
  /** Asks again. */
  retry: () => void;
}

/** What is new for a commerce account with these marks; `enabled` false (admins, no marks yet) reads nothing. */
export function useNews(marks: SeenMarks | null, enabled: boolean): News {
  const on = enabled && marks !== null;
  const query = useQuery({ ...newsQueries.list(marks?.since ?? ''), enabled: on });
  const retry = () => void query.refetch();
  if (!on || !marks) return { items: [], loading: enabled, failed: false, retry };
  return {
    items: newsItems(query.data?.data ?? [], marks),
    loading: query.isPending && !query.isError,
    // A failed refresh keeps the items already shown and says so.
    failed: query.isError,
    retry,
  };
}
