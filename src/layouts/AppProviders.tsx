import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { lazyFirebaseGateway, loadFirebaseGateway } from '@/features/auth/lazy-gateway';
import { getApiClient } from '@/lib/api/connection';
import { env } from '@/lib/env';
import { AuthProvider } from '@/features/auth/session';
import type { ServerSession } from '@/features/auth/ssr';
import { markAppHydrated } from '@/lib/hooks/useAfterFirstHtml';
import { toastHost } from '@/lib/notify';
import { createQueryClient } from '@/lib/query-client';

/**
 * The session (Firebase) and the API client (axios) are chunks of their own, off the first load;
 * every signed-in screen needs both, one after the other (restore the user, then GET /user). Both
 * are asked for together once the page has hydrated, rather than one round trip after the other;
 * not before: the server rendered the page with the session, so its first controls need neither,
 * and running Firebase's chunk while the page hydrates delayed them (docs/performance.md).
 */
function loadSessionChunks() {
  void loadFirebaseGateway().catch(() => undefined); // AuthProvider asks again and reports
  void getApiClient().catch(() => undefined); // the first request asks again and reports
}

// The toast container is only needed once something goes wrong or is saved: it loads and mounts
// with the first toast (lib/notify.ts), not while the page becomes interactive.
const Toasts = dynamic(() => import('@/components/feedback/Toasts'), { ssr: false });

/** The API's origin (it also serves the photos): a connection opened while the page loads. */
const apiOrigin = (() => {
  try {
    return env.apiUrl ? new URL(env.apiUrl).origin : null;
  } catch {
    return null;
  }
})();

/**
 * Server state, the session and toasts — for every page of the app (not the landing page).
 * `serverSession`: what the server rendered the page with (features/auth/ssr.ts), the session
 * user and the first queries, so that hydration finds them.
 */
export function AppProviders({ serverSession, children }: { serverSession?: ServerSession; children: ReactNode }) {
  const [client] = useState(() => createQueryClient({ serverRendered: serverSession?.state.queries }));
  const toasts = useSyncExternalStore(toastHost.subscribe, toastHost.requested, () => false);
  useEffect(() => {
    markAppHydrated();
    // A task of its own: a form's first layout effect (react-hook-form's isReady) is a synchronous
    // update, and React runs every passive effect before it, in the task that hydrated the page.
    const timer = setTimeout(loadSessionChunks, 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <QueryClientProvider client={client}>
      {apiOrigin ? (
        <Head>
          {/* Photos load without CORS, the API calls with it: a connection for each. */}
          <link rel="preconnect" href={apiOrigin} />
          <link rel="preconnect" href={apiOrigin} crossOrigin="anonymous" />
        </Head>
      ) : null}
      <HydrationBoundary state={serverSession?.state}>
        <AuthProvider gateway={lazyFirebaseGateway} initialUser={serverSession?.user}>
          {children}
        </AuthProvider>
      </HydrationBoundary>
      {toasts ? <Toasts /> : null}
    </QueryClientProvider>
  );
}
