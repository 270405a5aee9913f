import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/**
 * A paged list's read (a feature's `queryOptions` for one page, sort and filter): the page on
 * screen stays while the next one loads, so a table does not fall back to its skeleton on every
 * page or filter change. `enabled`: false until the list state is read from the URL
 * (`useListParams().ready`), so the first request is the one the address asks for.
 */
export function useListQuery<TQueryFnData, TQueryKey extends QueryKey>(options: UseQueryOptions<TQueryFnData, Error, TQueryFnData, TQueryKey>, enabled = true) {
  return useQuery({ ...options, placeholderData: keepPreviousData, enabled });
}
