/**
 * What list calls send and answer, without zod: screens, tables and the address bar use these, and
 * must not load the API's schemas with the page (they load with the first call, client.ts).
 */

/** Query-string values the list calls accept. Empty strings and undefined are dropped. */
type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;

export function cleanParams(params: QueryParams = {}): Record<string, string | number | boolean | (string | number)[]> {
  const out: Record<string, string | number | boolean | (string | number)[]> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) out[key] = [...value];
    } else {
      out[key] = value as string | number | boolean;
    }
  }
  return out;
}

/** The `meta` of a paged answer (docs/product/records.md). */
interface PageMeta {
  page: number;
  take: number;
  itemCount: number;
  pageCount: number;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
}
export type Page<T> = { data: T[]; meta: PageMeta };

const DEFAULT_PAGE = 1;
export const DEFAULT_TAKE = 10;
export const PAGE_SIZES = [10, 25, 50] as const;

export interface ListParams extends QueryParams {
  page?: number;
  take?: number;
}

/** List calls: page 1 / take 10 unless told otherwise, filters in the query string. */
export function withListDefaults(params: ListParams = {}) {
  return cleanParams({ ...params, page: params.page ?? DEFAULT_PAGE, take: params.take ?? DEFAULT_TAKE });
}
