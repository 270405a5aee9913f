import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { DEFAULT_TAKE, PAGE_SIZES, type ListParams } from '@/lib/api/params';
import { firstParam, positiveIntParam, type QueryValue } from '@/lib/query-param';
import { accepted, filterKey, filterNames, readFilters, type FilterDefs } from './filter-defs';

/**
 * List state in the address bar (page, take, orderBy, order and the list's filters), so that
 * back/forward and reload keep it. Changes are shallow (`{ shallow: true }`: no data fetching
 * methods, no route overlay) and keep every other query key (dynamic route params included).
 * Defaults are left out of the URL: page 1, the default page size, no sort, empty filters.
 */

type SortOrder = 'ASC' | 'DESC';

interface ListSort {
  orderBy: string;
  order: SortOrder;
}

export type FilterValue = string | string[];

export interface ListParamsOptions<F extends string> {
  /**
   * The list's filters, declared once (filter-defs.ts): URL key → `searchFilter(…)`,
   * `selectFilter(…)` or `urlFilter(…)`. A value the definition does not accept (an old or
   * hand-edited link: `?status=FOO`, `?category=abc`) is dropped, listed in `state.ignored` and
   * never sent, so the list agrees with the filter's select, which then shows its 'Todos' option.
   * DataTable draws the fields in this order.
   */
  filters?: FilterDefs<F>;
  defaultTake?: number;
  /** Sent when the URL has no sort (it is not written to the URL). */
  defaultSort?: ListSort;
  pageSizes?: readonly number[];
  /**
   * Cleans the filters read from the URL before they are used or sent (e.g. `sanitizePeriod`):
   * what it drops is reported in `state.ignored`. Pass a module-level function (stable).
   */
  sanitize?: FilterSanitizer<F>;
}

type FilterSanitizer<F extends string> = (filters: Partial<Record<F, FilterValue>>) => Partial<Record<F, FilterValue>>;

export interface ListState<F extends string> {
  page: number;
  take: number;
  /** The sort in effect: the URL's, else `defaultSort`. */
  sort: ListSort | null;
  /** Only filters with a value (and, with `accepts` or `sanitize`, only valid ones). */
  filters: Partial<Record<F, FilterValue>>;
  /** With a filter that checks its values, or `sanitize`: the filters the URL has but they dropped (never sent to the API). */
  ignored?: F[];
}

interface NavigateOptions {
  /** `push` adds a history entry (default for page, size and sort); `replace` does not (default for filters). */
  history?: 'push' | 'replace';
}

export interface ListController<F extends string = string> {
  state: ListState<F>;
  /** The declared filters (`options.filters`): DataTable draws their fields. */
  filterDefs: FilterDefs<F>;
  /** What the list call takes: page, take, orderBy, order and the filters. Stable while the state is. */
  params: ListParams;
  /** False until the router has read the query (pages router, static pages): wait before fetching. */
  ready: boolean;
  setPage: (page: number, options?: NavigateOptions) => void;
  /** Changes the page size and goes back to page 1. */
  setTake: (take: number, options?: NavigateOptions) => void;
  /** Sets or (null) clears the sort; keeps the page. */
  setSort: (sort: ListSort | null, options?: NavigateOptions) => void;
  /** Merges filter values ('' / [] / undefined clear one) and goes back to page 1. */
  setFilters: (changes: Partial<Record<F, FilterValue | undefined | null>>, options?: NavigateOptions) => void;
  clearFilters: (options?: NavigateOptions) => void;
  /**
   * The address of another page of the list, sort and filters kept: what the pager's links point
   * at, so that a click before hydration loads that page from the server.
   */
  pageHref: (page: number) => string;
}

type RouterQuery = Record<string, QueryValue>;

function isEmpty(value: FilterValue | undefined | null): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Reads the list state from a router query. */
export function readListState<F extends string>(query: RouterQuery, options: ListParamsOptions<F> = {}): ListState<F> {
  const sizes = options.pageSizes ?? PAGE_SIZES;
  const defaultTake = options.defaultTake ?? DEFAULT_TAKE;
  const take = positiveIntParam(query.take);
  const orderBy = firstParam(query.orderBy);
  const order = firstParam(query.order)?.toUpperCase();
  const filters: Partial<Record<F, FilterValue>> = {};
  const refused: F[] = [];
  let checked = false;
  for (const name of filterNames(options.filters)) {
    const { accepts, multi } = options.filters![name];
    checked ||= accepts !== undefined;
    const raw = query[name];
    if (raw === undefined) continue;
    if (multi) {
      const given = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => v.split(',')).filter(Boolean);
      const values = given.filter((value) => accepted(value, accepts));
      if (values.length < given.length) refused.push(name);
      if (values.length) filters[name] = values;
    } else {
      const value = firstParam(raw);
      if (value && !accepted(value, accepts)) refused.push(name);
      else if (value) filters[name] = value;
    }
  }
  const kept = options.sanitize ? options.sanitize(filters) : filters;
  const dropped = (Object.keys(filters) as F[]).filter((name) => kept[name] === undefined);
  return {
    page: positiveIntParam(query.page) ?? 1,
    take: take !== undefined && sizes.includes(take) ? take : defaultTake,
    sort: orderBy ? { orderBy, order: order === 'DESC' ? 'DESC' : 'ASC' } : (options.defaultSort ?? null),
    filters: kept,
    ...(options.sanitize || checked ? { ignored: [...refused, ...dropped] } : {}),
  };
}

/**
 * `asPath` (the address bar's path and query) with `changes` applied as `navigate` applies them
 * ('' / [] / undefined drop a key; a changed key moves to the end). Built from the address rather
 * than from `pathname` + `query`, so a dynamic route keeps its path and its parameters are not
 * repeated in the query string; the hash is left out (the server never sees it).
 */
function listHref(asPath: string, changes: Record<string, FilterValue | number | undefined>): string {
  const [path = '', search = ''] = (asPath.split('#')[0] ?? '').split('?');
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    params.delete(key);
    const text = typeof value === 'number' ? String(value) : value;
    if (isEmpty(text)) continue;
    for (const item of Array.isArray(text) ? text : [text!]) params.append(key, item);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The list call's params for a state. */
export function toListParams<F extends string>(state: ListState<F>): ListParams {
  return {
    page: state.page,
    take: state.take,
    ...(state.sort ? { orderBy: state.sort.orderBy, order: state.sort.order } : {}),
    ...state.filters,
  };
}

const NO_FILTERS: FilterDefs<never> = {};

export function useListParams<F extends string = never>(options: ListParamsOptions<F> = {}): ListController<F> {
  const router = useRouter();
  const { filters: filterDefs, defaultTake = DEFAULT_TAKE, defaultSort, pageSizes, sanitize } = options;
  const query = router.query as RouterQuery;
  // Re-derive only when the query string or the options change (callers pass literals), so that
  // `params` is a stable query key.
  const queryKey = JSON.stringify(query);
  // Labels and render-time options are left out of the key: only what reading the URL depends on.
  const filtersKey = filterKey(filterDefs);
  const optionsKey = JSON.stringify({ defaultTake, defaultSort: defaultSort ?? null, pageSizes: pageSizes ?? null });
  const state = useMemo(() => {
    const parsed = JSON.parse(optionsKey) as { defaultTake: number; defaultSort: ListSort | null; pageSizes: number[] | null };
    return readListState<F>(JSON.parse(queryKey) as RouterQuery, {
      filters: readFilters<F>(filtersKey),
      defaultTake: parsed.defaultTake,
      defaultSort: parsed.defaultSort ?? undefined,
      pageSizes: parsed.pageSizes ?? undefined,
      sanitize,
    });
  }, [queryKey, filtersKey, optionsKey, sanitize]);
  const params = useMemo(() => toListParams(state), [state]);

  // Two changes in quick succession (a choice made before hydration and replayed, then the next one)
  // would each start from the router's query, which catches up only after the navigation; the
  // second would drop the first. So, while the address is still the one a change started from,
  // the next change starts from what that change asked for.
  const asked = useRef<{ from: string; query: Record<string, string | string[]> } | null>(null);
  useEffect(() => {
    asked.current = null; // the router has caught up (or moved elsewhere): its query is the truth again
  }, [router.asPath]);
  const navigate = useCallback(
    (changes: Record<string, FilterValue | number | undefined>, method: 'push' | 'replace') => {
      const base = asked.current?.from === router.asPath ? asked.current.query : router.query;
      const next: Record<string, string | string[]> = {};
      for (const [key, value] of Object.entries(base)) if (value !== undefined) next[key] = value;
      for (const [key, value] of Object.entries(changes)) {
        const text = typeof value === 'number' ? String(value) : value;
        if (isEmpty(text)) delete next[key];
        else next[key] = text!;
      }
      asked.current = { from: router.asPath, query: next };
      void router[method]({ pathname: router.pathname, query: next }, undefined, { shallow: true, scroll: false });
    },
    [router],
  );

  const setPage = useCallback(
    (page: number, { history = 'push' }: NavigateOptions = {}) => navigate({ page: page > 1 ? page : undefined }, history),
    [navigate],
  );
  const setTake = useCallback(
    (take: number, { history = 'push' }: NavigateOptions = {}) =>
      navigate({ take: take === defaultTake ? undefined : take, page: undefined }, history),
    [navigate, defaultTake],
  );
  const setSort = useCallback(
    (sort: ListSort | null, { history = 'push' }: NavigateOptions = {}) =>
      navigate({ orderBy: sort?.orderBy, order: sort?.order }, history),
    [navigate],
  );
  const setFilters = useCallback(
    (changes: Partial<Record<F, FilterValue | undefined | null>>, { history = 'replace' }: NavigateOptions = {}) => {
      const update: Record<string, FilterValue | undefined> = { page: undefined };
      for (const [key, value] of Object.entries(changes) as [string, FilterValue | undefined | null][]) {
        update[key] = isEmpty(value) ? undefined : (value ?? undefined);
      }
      navigate(update, history);
    },
    [navigate],
  );
  const clearFilters = useCallback(
    (navigateOptions?: NavigateOptions) => {
      const changes: Partial<Record<F, undefined>> = {};
      for (const name of filterNames(readFilters<F>(filtersKey))) changes[name] = undefined;
      setFilters(changes, navigateOptions);
    },
    [filtersKey, setFilters],
  );

  const { asPath } = router;
  const pageHref = useCallback((page: number) => listHref(asPath, { page: page > 1 ? page : undefined }), [asPath]);

  return { state, filterDefs: filterDefs ?? (NO_FILTERS as FilterDefs<F>), params, ready: router.isReady, setPage, setTake, setSort, setFilters, clearFilters, pageHref };
}
