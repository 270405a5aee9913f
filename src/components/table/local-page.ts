import { useMemo } from 'react';
import type { ListParams, Page } from '@/lib/api/params';
import { DEFAULT_TAKE } from '@/lib/api/params';
import type { ListQueryResult } from './DataTable';

/**
 * One page of rows the screen already holds (an import preview, a client's companies), in the
 * shape DataTable takes from a list query: the same pager, page sizes and empty state as a server
 * list. Its columns are not sortable (nothing would sort them).
 */
function localPage<T>(rows: readonly T[], page: number, take: number): ListQueryResult<T> {
  const pageCount = Math.max(1, Math.ceil(rows.length / take));
  const data: Page<T> = {
    data: rows.slice((page - 1) * take, page * take),
    meta: { page, take, itemCount: rows.length, pageCount, hasPreviousPage: page > 1, hasNextPage: page < pageCount },
  };
  return { data, isPending: false, isFetching: false, isError: false };
}

/**
 * The list hook of rows already in hand, for `useListTable(options, useLocalRows, rows)`: the page
 * the URL asks for, kept while neither the rows nor the page change.
 */
export function useLocalRows<T>(rows: readonly T[], params: ListParams, _enabled?: boolean): ListQueryResult<T> {
  const page = params.page ?? 1;
  const take = params.take ?? DEFAULT_TAKE;
  return useMemo(() => localPage(rows, page, take), [rows, page, take]);
}
