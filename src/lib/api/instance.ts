import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { getApiUrl } from '../env';
import { ApiConfigError, authMessage, MESSAGES, serverCode } from './errors';
import { emitSessionExpired, getToken, refreshToken } from './token';

/**
 * The one axios instance of the app (loaded on the first request by client.ts `getApiClient`, so
 * axios stays off every page's first load). Every call:
 * - fails with 'Erro nas configurações de integração da API do site!' when NEXT_PUBLIC_API_URL
 *   is unset, without sending anything;
 * - carries `Authorization: Bearer <Firebase ID token>` (awaited after `authStateReady`);
 * - on a 401, refreshes the token once (single-flight) and retries once.
 * Failures are raised as they are; `toErrorMessage` (errors.ts) turns them into pt-BR text and
 * React Query's caches hand them to the toast (src/lib/query-client.ts).
 *
 * The server renders a page's first data with a client of its own per request (features/auth/
 * ssr.ts): `token` is the session cookie's, sent as it is, never refreshed (a refusal just leaves
 * the data to the browser), and `timeout` keeps a slow API from holding the page back.
 */
export interface ApiClientOptions {
  /** A fixed bearer token (server rendering) instead of the tab's Firebase session. */
  token?: string;
  timeout?: number;
}

export function createApiClient({ token, timeout = 30_000 }: ApiClientOptions = {}): AxiosInstance {
  const client = axios.create({ timeout });

  client.interceptors.request.use(async (config) => {
    const baseURL = getApiUrl();
    if (!baseURL) throw new ApiConfigError();
    config.baseURL = baseURL;
    if (!config.headers.has('Authorization')) {
      const bearer = token ?? (await getToken());
      if (bearer) config.headers.set('Authorization', `Bearer ${bearer}`);
    }
    return config;
  });
  // A fixed token is never refreshed: a refusal is final (the server then leaves the data to the browser).
  if (token !== undefined) return client;

  client.interceptors.response.use(undefined, async (error: unknown) => {
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
    return client.request(config);
  });

  return client;
}

interface RetriableConfig extends InternalAxiosRequestConfig {
  _retried?: boolean;
}

function isSessionCode(error: AxiosError): boolean {
  const code = serverCode(error);
  return !!code && authMessage(code) === MESSAGES.sessionExpired;
}

