import { AsyncLocalStorage } from 'node:async_hooks';
import { MOCK_API_ORIGIN } from '../config';

/**
 * The origin a call reached the mock at, for the absolute addresses its answer carries (file
 * addresses, lib/file-links.ts): a client that reached it as http://127.0.0.1:4517 gets links
 * there, not at NEXT_PUBLIC_API_URL's port (docs/mock-api.md, "File addresses"). The HTTP server
 * (app.ts) names it in this header, overwriting the client's, once it has checked the Host against
 * the names it serves; in process (msw/node) it is the request's own origin.
 */
export const CALLED_ORIGIN_HEADER = 'x-mock-called-origin';

const current = new AsyncLocalStorage<string>();

/** Runs a route's resolver with the origin its request came in at. */
export function withCalledOrigin<T>(request: Request, resolve: () => T): T {
  return current.run(request.headers.get(CALLED_ORIGIN_HEADER) ?? new URL(request.url).origin, resolve);
}

/** The origin of the call being answered (the configured one outside a call: the seed, scripts). */
export function calledOrigin(): string {
  return current.getStore() ?? MOCK_API_ORIGIN;
}
