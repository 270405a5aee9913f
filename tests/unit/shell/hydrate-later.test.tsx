import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import type { GetServerSidePropsContext } from 'next';
import { useLayoutEffect, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { prefetchAdminAnnouncements, prefetchShowcase } from '@/features/announcements/prefetch';
import { AdminAnnouncementsScreen } from '@/features/announcements/screens/AdminAnnouncementsScreen';
import { loadServerSession, type ServerSession } from '@/features/auth/ssr';
import { AuthProvider } from '@/features/auth/session';
import { createQueryClient, type Prefetch } from '@/lib/query-client';
import { SESSION_COOKIE } from '@/lib/session-cookie';
import { DEV_ACCOUNTS, type DevAccountKey } from '@/mocks/db/seed';
import { makeTestToken } from '@/mocks/lib/token';
import VitrinePage from '@/pages/vitrine';
import { createFakeAuth } from '@tests/helpers/fake-auth';
import { mockRouter } from '@tests/helpers/router';
import { signInAs } from '@tests/utils';

vi.mock('next/router', () => import('@tests/helpers/router'));

/** React's handlers are on an element once it is hydrated (what bench:interactive's probe reads). */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

async function serverSession(key: DevAccountKey, prefetch: Prefetch): Promise<ServerSession> {
  const token = makeTestToken(DEV_ACCOUNTS[key].uid, { email: DEV_ACCOUNTS[key].email });
  const context = { req: { headers: {}, cookies: { [SESSION_COOKIE]: token } }, query: {} } as unknown as GetServerSidePropsContext;
  // The loader gives the API 2 s, then sends the page without its data: on a loaded machine the
  // file's first loads (the mock, the API's schemas) can take longer. A few tries.
  for (let attempt = 0; attempt < 3; attempt++) {
    const { serverSession: session } = await loadServerSession(context, prefetch);
    if (session) return session;
  }
  throw new Error('the server session did not load');
}

/**
 * The page rendered on the server, then hydrated over the same props (as Next does); `atFirstCommit`
 * runs when React commits its first pass over the server's HTML — the moment the page's first
 * controls start to work.
 */
async function hydrateServerPage(ui: ReactElement, session: ServerSession, key: DevAccountKey, atFirstCommit: () => void) {
  const auth = createFakeAuth();
  await auth.gateway.signIn(session.user.email, 'Giro@2026');
  signInAs(key);
  let committed = false;
  function FirstCommit() {
    useLayoutEffect(() => {
      if (committed) return;
      committed = true;
      atFirstCommit();
    });
    return null;
  }
  const tree = (withProbe: boolean) => (
    <QueryClientProvider client={createQueryClient({ serverRendered: session.state.queries })}>
      <HydrationBoundary state={session.state}>
        <AuthProvider gateway={auth.gateway} initialUser={session.user}>
          {ui}
          {withProbe ? <FirstCommit /> : null}
        </AuthProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
  const container = document.createElement('div');
  // The probe renders nothing: the server's HTML is the same with or without it.
  container.innerHTML = renderToString(tree(false));
  document.body.appendChild(container);
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    render(tree(true), { container, hydrate: true });
  });
  return { errors };
}

/**
 * A large first tree hydrates after the frame around it (docs/performance.md, "Hydrate the frame
 * first"): at React's first commit over the server's HTML the page's first control works and the
 * cards or rows are still the server's; then they hydrate too, without a mismatch.
 */
describe('the large first tree hydrates after the page around it', { timeout: 60_000 }, () => {
  it('/vitrine: the filters work before the cards hydrate; then the cards and their hearts do', async () => {
    mockRouter.setRoute('/vitrine');
    const session = await serverSession('comprador', prefetchShowcase);
    const seen: Record<string, boolean> = {};
    const { errors } = await hydrateServerPage(<VitrinePage />, session, 'comprador', () => {
      seen.search = isHydrated(screen.getByRole('searchbox'));
      seen.cards = within(screen.getByRole('region', { name: 'Anúncios' })).getAllByRole('link').some(isHydrated);
    });
    expect(seen).toEqual({ search: true, cards: false });
    const cards = within(screen.getByRole('region', { name: 'Anúncios' }));
    expect(cards.getAllByRole('link').every(isHydrated)).toBe(true);
    expect((await cards.findAllByRole('button', { name: /^Favorito: / })).every(isHydrated)).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });

  it('/admin/anuncios: the filters and the pager work before the rows hydrate; then the rows do', async () => {
    mockRouter.setRoute('/admin/anuncios');
    const session = await serverSession('admin', prefetchAdminAnnouncements);
    const seen: Record<string, boolean> = {};
    const { errors } = await hydrateServerPage(<AdminAnnouncementsScreen />, session, 'admin', () => {
      seen.search = isHydrated(screen.getByRole('searchbox'));
      seen.rows = within(screen.getByRole('table', { name: 'Anúncios' })).getAllByRole('link').some(isHydrated);
    });
    expect(seen).toEqual({ search: true, rows: false });
    expect(within(screen.getByRole('table', { name: 'Anúncios' })).getAllByRole('link').every(isHydrated)).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });
});
