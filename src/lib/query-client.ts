import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isHttpError } from './api/http-error';
import { notifyError } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { /** Don't toast this query's failures: the screen shows them itself. */ silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** 4xx answers will not change on a retry; everything else gets the spec's one retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  const status = isHttpError(error) ? error.response?.status : undefined;
  return !(status && status >= 400 && status < 500);
}

/** SPEC.md §9: no refetch on window focus, 1 retry; every failure goes to the toast. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) notifyError(error);
      },
    }),
  });
}
