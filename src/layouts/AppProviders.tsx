import { QueryClientProvider } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { lazyFirebaseGateway, loadFirebaseGateway } from '@/features/auth/lazy-gateway';
import { getApiClient } from '@/lib/api/client';
import { AuthProvider } from '@/features/auth/session';
import { createQueryClient } from '@/lib/query-client';

// The session (Firebase) and the API client (axios) are chunks of their own, off the first load;
// every signed-in screen needs both at once, one after the other (restore the user, then GET
// /user). Ask for both as soon as this module runs in the browser — alongside hydration, rather
// than one round trip after the other once the session has mounted.
if (typeof window !== 'undefined') {
  void loadFirebaseGateway().catch(() => undefined); // AuthProvider asks again and reports
  void getApiClient().catch(() => undefined); // the first request asks again and reports
}

// The toast container is only needed once something goes wrong or is saved: load it on demand.
const Toasts = dynamic(() => import('@/components/feedback/Toasts'), { ssr: false });

/** Server state, the session and toasts — for every page of the app (not the landing page). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <AuthProvider gateway={lazyFirebaseGateway}>{children}</AuthProvider>
      <Toasts />
    </QueryClientProvider>
  );
}
