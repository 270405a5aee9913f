import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import * as z from 'zod/mini';
import '../zod-config';
import { ApiSchemaError } from './errors';

/**
 * The API client. The axios instance (instance.ts: base URL check, bearer token, one refresh and
 * retry on a 401) is loaded with the first request rather than with the page: no call can start
 * before the session is known, and the session itself loads after first paint.
 */
let instance: Promise<AxiosInstance> | null = null;

export function getApiClient(): Promise<AxiosInstance> {
  instance ??= import('./instance').then(
    (module) => module.createApiClient(),
    (error: unknown) => {
      instance = null; // a failed chunk load (offline for a moment) may be retried
      throw error;
    },
  );
  return instance;
}

/**
 * Server rendering only (features/auth/ssr.ts): the client of the request being rendered, if any.
 * In the browser there is no scope and every call goes through the tab's one client.
 */
type ClientScope = () => Promise<AxiosInstance> | undefined;
let scopedClient: ClientScope = () => undefined;

export function setClientScope(scope: ClientScope): void {
  scopedClient = scope;
}

/** Parses a response body with the feature's schema; a mismatch is an ApiSchemaError. */
export function parse<S extends z.ZodMiniType>(schema: S, data: unknown, url: string): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    if (process.env.NODE_ENV !== 'production') console.warn(`[api] ${url}`, result.error.issues);
    throw new ApiSchemaError(url, result.error.issues);
  }
  return result.data;
}

async function request<S extends z.ZodMiniType>(schema: S, config: AxiosRequestConfig): Promise<z.output<S>> {
  const response = await (await (scopedClient() ?? getApiClient())).request<unknown>(config);
  return parse(schema, response.data, config.url ?? '');
}

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

const pageMetaSchema = z.object({
  page: z.int(),
  take: z.int(),
  itemCount: z.int(),
  pageCount: z.int(),
  hasPreviousPage: z.boolean(),
  hasNextPage: z.boolean(),
});
type PageMeta = z.infer<typeof pageMetaSchema>;

function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
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
function withListDefaults(params: ListParams = {}) {
  return cleanParams({ ...params, page: params.page ?? DEFAULT_PAGE, take: params.take ?? DEFAULT_TAKE });
}

/** Typed verbs over the client. `schema` parses the answer; use `z.unknown()` when it is empty. */
export const http = {
  get: <S extends z.ZodMiniType>(url: string, schema: S, params?: QueryParams) =>
    request(schema, { method: 'GET', url, params: cleanParams(params) }),
  list: <T extends z.ZodMiniType>(url: string, item: T, params?: ListParams) =>
    request(pageSchema(item), { method: 'GET', url, params: withListDefaults(params) }),
  post: <S extends z.ZodMiniType>(url: string, schema: S, data?: unknown, params?: QueryParams) =>
    request(schema, { method: 'POST', url, data, params: cleanParams(params) }),
  put: <S extends z.ZodMiniType>(url: string, schema: S, data?: unknown, params?: QueryParams) =>
    request(schema, { method: 'PUT', url, data, params: cleanParams(params) }),
  patch: <S extends z.ZodMiniType>(url: string, schema: S, data?: unknown, params?: QueryParams) =>
    request(schema, { method: 'PATCH', url, data, params: cleanParams(params) }),
  delete: <S extends z.ZodMiniType>(url: string, schema: S, data?: unknown, params?: QueryParams) =>
    request(schema, { method: 'DELETE', url, data, params: cleanParams(params) }),
};
