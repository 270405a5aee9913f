import type { AxiosInstance } from 'axios';

/**
 * The connection to the API, without zod (pages may import it). The axios instance (instance.ts:
 * base URL check, bearer token, one refresh and retry on a 401) is loaded with the first request
 * rather than with the page: no call can start before the session is known, and the session itself
 * loads after first paint.
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

/** The client a request goes through: the scoped one while server rendering, else the tab's one. */
export const currentClient = (): Promise<AxiosInstance> => scopedClient() ?? getApiClient();
