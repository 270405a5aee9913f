import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { z } from 'zod';
import { getApiUrl } from '../env';
import { ApiConfigError, ApiSchemaError, AUTH_MESSAGES, MESSAGES, serverCode } from './errors';
import { emitSessionExpired, getToken, refreshToken } from './token';

/**
 * The one axios instance of the app. Every call:
 * - fails with 'Erro nas configurações de integração da API do site!' when NEXT_PUBLIC_API_URL
 *   is unset, without sending anything;
 * - carries `Authorization: Bearer <Firebase ID token>` (awaited after `authStateReady`);
 * - on a 401, refreshes the token once (single-flight) and retries once.
 * Failures are raised as they are; `toErrorMessage` (errors.ts) turns them into pt-BR text and
 * React Query's caches hand them to the toast (src/lib/query-client.ts).
 */
export const apiClient = axios.create({ timeout: 30_000 });

interface RetriableConfig extends InternalAxiosRequestConfig {
  _retried?: boolean;
}

apiClient.interceptors.request.use(async (config) => {
  const baseURL = getApiUrl();
  if (!baseURL) throw new ApiConfigError();
  config.baseURL = baseURL;
  if (!config.headers.has('Authorization')) {
    const token = await getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

function isSessionCode(error: AxiosError): boolean {
  const code = serverCode(error);
  return !!code && AUTH_MESSAGES[code] === MESSAGES.sessionExpired;
}

apiClient.interceptors.response.use(undefined, async (error: unknown) => {
  if (!(error instanceof AxiosError) || error.response?.status !== 401 || !error.config) throw error;
  const config = error.config as RetriableConfig;
  if (config._retried) {
    if (isSessionCode(error)) emitSessionExpired();
    throw error;
  }
  const fresh = await refreshToken().catch(() => null);
  if (!fresh) {
    if (isSessionCode(error)) emitSessionExpired();
    throw error;
  }
  config._retried = true;
  config.headers.set('Authorization', `Bearer ${fresh}`);
  return apiClient.request(config);
});

/** Parses a response body with the feature's schema; a mismatch is an ApiSchemaError. */
export function parse<S extends z.ZodType>(schema: S, data: unknown, url: string): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    if (process.env.NODE_ENV !== 'production') console.warn(`[api] ${url}`, result.error.issues);
    throw new ApiSchemaError(url, result.error.issues);
  }
  return result.data;
}

export async function request<S extends z.ZodType>(schema: S, config: AxiosRequestConfig): Promise<z.output<S>> {
  const response = await apiClient.request<unknown>(config);
  return parse(schema, response.data, config.url ?? '');
}

/** Query-string values the list calls accept. Empty strings and undefined are dropped. */
export type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];
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

export const pageMetaSchema = z.object({
  page: z.number().int(),
  take: z.number().int(),
  itemCount: z.number().int(),
  pageCount: z.number().int(),
  hasPreviousPage: z.boolean(),
  hasNextPage: z.boolean(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}
export type Page<T> = { data: T[]; meta: PageMeta };

export const DEFAULT_PAGE = 1;
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

/** Typed verbs over the client. `schema` parses the answer; use `z.unknown()` when it is empty. */
export const http = {
  get: <S extends z.ZodType>(url: string, schema: S, params?: QueryParams) =>
    request(schema, { method: 'GET', url, params: cleanParams(params) }),
  list: <T extends z.ZodType>(url: string, item: T, params?: ListParams) =>
    request(pageSchema(item), { method: 'GET', url, params: withListDefaults(params) }),
  post: <S extends z.ZodType>(url: string, schema: S, data?: unknown, params?: QueryParams) =>
    request(schema, { method: 'POST', url, data, params: cleanParams(params) }),
  put: <S extends z.ZodType>(url: string, schema: S, data?: unknown, params?: QueryParams) =>
    request(schema, { method: 'PUT', url, data, params: cleanParams(params) }),
  patch: <S extends z.ZodType>(url: string, schema: S, data?: unknown, params?: QueryParams) =>
    request(schema, { method: 'PATCH', url, data, params: cleanParams(params) }),
  delete: <S extends z.ZodType>(url: string, schema: S, data?: unknown, params?: QueryParams) =>
    request(schema, { method: 'DELETE', url, data, params: cleanParams(params) }),
};
