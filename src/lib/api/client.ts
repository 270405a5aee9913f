import type { AxiosRequestConfig } from 'axios';
import * as z from 'zod/mini';
import '../zod-config';
import { currentClient } from './connection';
import { ApiSchemaError } from './errors';
import { cleanParams, withListDefaults, type ListParams, type QueryParams } from './params';
import { progressPercent, type ProgressHandler } from './transfer';

/**
 * The typed calls of the features' api.ts modules: each answer is parsed with the feature's zod
 * schema. This module (and zod with it) loads with a feature's first call (lib/api/lazy.ts), not
 * with the page; the axios instance loads with the first request (connection.ts).
 */

/** Parses a response body with the feature's schema; a mismatch is an ApiSchemaError. */
function parse<S extends z.ZodMiniType>(schema: S, data: unknown, url: string): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    if (process.env.NODE_ENV !== 'production') console.warn(`[api] ${url}`, result.error.issues);
    throw new ApiSchemaError(url, result.error.issues);
  }
  return result.data;
}

async function request<S extends z.ZodMiniType>(schema: S, config: AxiosRequestConfig): Promise<z.output<S>> {
  const response = await (await currentClient()).request<unknown>(config);
  return parse(schema, response.data, config.url ?? '');
}

export const pageMetaSchema = z.object({
  page: z.int(),
  take: z.int(),
  itemCount: z.int(),
  pageCount: z.int(),
  hasPreviousPage: z.boolean(),
  hasNextPage: z.boolean(),
});

function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}

/** What a watched read answered: the body and its tag, or (304) that it did not change. */
type Watched<T> = { changed: true; data: T; etag: string | null } | { changed: false };

/** How long past the asked wait a held read may take before the client gives up on it. */
const WATCH_SLACK_MS = 15_000;

/**
 * A long poll (docs/deal/live.md, "Long poll"): with the `etag` of what the caller holds, the API
 * keeps the request up to `waitS` seconds and answers 200 once the body changes, or 304 when the
 * wait ends. Without a tag it is a plain read that never waits (a page's first read). `signal`
 * cancels it (React Query's, when the query is refreshed by hand or its page leaves).
 */
async function watch<S extends z.ZodMiniType>(
  url: string,
  schema: S,
  { etag, waitS, signal }: { etag?: string; waitS: number; signal?: AbortSignal },
): Promise<Watched<z.output<S>>> {
  const held = etag ? { params: { wait: waitS }, headers: { 'If-None-Match': etag }, timeout: waitS * 1000 + WATCH_SLACK_MS } : {};
  const response = await (await currentClient()).request<unknown>({
    method: 'GET',
    url,
    signal,
    // A 304 is an answer here: the page asked with its own tag, so the browser hands it over as is.
    validateStatus: (status) => (status >= 200 && status < 300) || status === 304,
    ...held,
  });
  if (response.status === 304) return { changed: false };
  const tag: unknown = response.headers.etag;
  return { changed: true, data: parse(schema, response.data, url), etag: typeof tag === 'string' ? tag : null };
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
  watch,
};

/** Multipart upload (POST by default) with progress, parsed with the feature's schema. */
export function uploadMultipart<S extends z.ZodMiniType>(
  url: string,
  form: FormData,
  schema: S,
  options: { onProgress?: ProgressHandler; method?: 'POST' | 'PUT' } = {},
): Promise<z.output<S>> {
  return request(schema, {
    url,
    method: options.method ?? 'POST',
    data: form,
    onUploadProgress: (event) => options.onProgress?.(progressPercent(event.loaded, event.total)),
  });
}
