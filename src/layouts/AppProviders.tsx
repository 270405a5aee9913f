import { QueryClientProvider } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { lazyFirebaseGateway } from '@/features/auth/lazy-gateway';
import { AuthProvider } from '@/features/auth/session';
import { createQueryClient } from '@/lib/query-client';

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
