import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { setClientScope } from '@/lib/api/connection';
import { createApiClient } from '@/lib/api/instance';
import { SESSION_COOKIE } from '@/lib/session-cookie';
import type { SessionUser } from './api';
import { authQueries } from './queries';
import type { Prefetch } from '@/lib/query-client';

/**
 * Server rendering of every signed-in page, with its first data where the page passes a prefetch
 * (the pages people land on: /vitrine, /anuncios/[id], /admin/anuncios) and the slow-changing
 * lists it shows (`prefetchLists`, docs/one-call-per-thing.md). With the session cookie
 * (src/lib/session-cookie.ts) the server asks the API for the session user and the page's queries,
 * with the page's own query options, and hands both to the browser: the first HTML is the page for
 * that user (with the cards, where prefetched), and hydration finds the same data in React
 * Query's cache.
 *
 * It is only a head start. Anything missing — no cookie, an expired or unverified token, a
 * disabled or pending account, an API error or a slow answer, a client-side navigation — renders
 * the page as before, and the browser does the rest (restores the session, says what went wrong).
 * Nothing here is ever shown as an error. The browser still restores the Firebase session and
 * checks it with `GET /user` (features/auth/session.tsx): the server's user only spares the wait.
 */

/** What a page with server data gets as props (AppProviders reads it: src/layouts). */
export interface ServerSession {
  user: SessionUser;
  /** React Query's dehydrated cache: only the queries that succeeded. */
  state: DehydratedState;
}
export interface ServerSessionProps {
  serverSession?: ServerSession;
}

/** The API must answer within this, or the page goes out without the data. */
export const SERVER_DATA_TIMEOUT_MS = 2_000;
/** A token this close to its expiry is left to the browser (Firebase refreshes it there). */
const EXPIRY_MARGIN_MS = 60_000;

const requestClient = new AsyncLocalStorage<Promise<AxiosInstance>>();
setClientScope(() => requestClient.getStore());

interface TokenClaims {
  expiresAt: number;
  emailVerified: boolean;
}

/**
 * The claims the server needs of a Firebase ID token (a JWT), unverified: the API verifies every
 * token it is sent; this only decides whether asking is worth it. Garbage → null.
 */
function tokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown; email_verified?: unknown };
    if (typeof claims.exp !== 'number') return null;
    return { expiresAt: claims.exp * 1000, emailVerified: claims.email_verified === true };
  } catch {
    return null;
  }
}

/** Props for `getServerSideProps`: the session and the page's first data, or nothing. */
export async function loadServerSession(context: GetServerSidePropsContext, prefetch?: Prefetch): Promise<ServerSessionProps> {
  // A client-side navigation (Next asks for the page's props as JSON): the tab has its session
  // and its cache already, and fetches through its own client as on any other page.
  if (context.req.headers['x-nextjs-data']) return {};
  const token = context.req.cookies[SESSION_COOKIE];
  const claims = token ? tokenClaims(token) : null;
  if (!token || !claims?.emailVerified || claims.expiresAt - EXPIRY_MARGIN_MS <= Date.now()) return {};

  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = Promise.resolve(createApiClient({ token, timeout: SERVER_DATA_TIMEOUT_MS }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('server data: deadline')), SERVER_DATA_TIMEOUT_MS);
  });
  return requestClient.run(api, async () => {
    try {
      // In parallel: a page the user may not open (a COMMERCE user on /admin) gets its queries
      // refused by the API, which leaves them out; the browser's route guard redirects.
      const [user] = await Promise.race([Promise.all([client.fetchQuery(authQueries.sessionUser()), prefetch?.(client, context)]), deadline]);
      if (user.status !== 'ENABLED') return {};
      // The user travels on its own (below); its look-up is no page data to hydrate.
      client.removeQueries({ queryKey: authQueries.all() });
      // JSON-safe (page props may not hold `undefined`); the schemas' outputs are plain JSON.
      const state = JSON.parse(JSON.stringify(dehydrate(client))) as DehydratedState;
      return { serverSession: { user, state } };
    } catch {
      return {};
    } finally {
      clearTimeout(timer);
      client.clear();
    }
  });
}

/** `export const getServerSideProps = withServerSession(prefetchX)` on a signed-in page. */
export function withServerSession(prefetch?: Prefetch): GetServerSideProps<ServerSessionProps> {
  return async (context) => ({ props: await loadServerSession(context, prefetch) });
}
