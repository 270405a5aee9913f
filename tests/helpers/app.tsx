import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import Toasts from '@/components/feedback/Toasts';
import type { SessionUser } from '@/features/auth/api';
import { AuthProvider } from '@/features/auth/session';
import { createFakeAuth } from './fake-auth';
import { createTestQueryClient } from '../utils';

/**
 * Renders a screen the way the app does: React Query, the session (over the fake identity
 * provider, optionally already signed in) and the toast container. `serverUser`: the user the
 * server rendered the page for (features/auth/ssr.ts).
 */
export async function renderApp(ui: ReactElement, { signedInAs, serverUser }: { signedInAs?: string; serverUser?: SessionUser } = {}) {
  const auth = createFakeAuth();
  if (signedInAs) await auth.gateway.signIn(signedInAs, 'Giro@2026');
  const client = createTestQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <AuthProvider gateway={auth.gateway} initialUser={serverUser}>
        {ui}
      </AuthProvider>
      <Toasts />
    </QueryClientProvider>,
  );
  // The identity provider answers its first listener on a microtask (like Firebase's, after
  // render): let a signed-out answer land inside act, as the page's first update.
  await act(async () => {
    await Promise.resolve();
  });
  return { ...view, auth, client };
}
