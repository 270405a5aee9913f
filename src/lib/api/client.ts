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
