import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import type { GetServerSidePropsContext } from 'next';
import { useLayoutEffect, type ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
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

/** As Next's pages router renders a page: React's stream, read whole once everything is ready. */
async function renderLikeNext(element: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
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
  // The probe renders nothing: the server's HTML is the same with or without it.
  const html = await renderLikeNext(tree(false));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    render(tree(true), { container, hydrate: true });
  });
  // React's development check that one context is not rendered by two renderers at once: here the
  // server's renderer ran in the same process, just before. In Next they are two processes.
  const hydrationErrors = () => errors.mock.calls.filter(([message]) => !String(message).includes('multiple renderers concurrently'));
  return { html, hydrationErrors };
}

/**
 * The CSP gives no nonce to React's own inline scripts: a page whose HTML needs one (a Suspense
 * boundary sent apart and moved in by `$RC`) shows its fallback in the browser and falls back to
 * client rendering (#419), which is how the first try at this broke /vitrine and the tables.
 */
function expectNoInlineScript(html: string) {
  expect(html).not.toMatch(/<script|<template/);
}

/**
 * A large first tree hydrates after the frame around it (docs/performance.md, "The large first
 * tree after the frame"): at React's first commit over the server's HTML the page's first control
 * works and the cards or rows are still the server's; then they hydrate too, without a mismatch.
 */
describe('the large first tree hydrates after the page around it', { timeout: 60_000 }, () => {
  it('/vitrine: the search works before the cards hydrate; then the cards and their hearts do', async () => {
    mockRouter.setRoute('/vitrine');
    const session = await serverSession('comprador', prefetchShowcase);
    const seen: Record<string, boolean> = {};
    const { html, hydrationErrors } = await hydrateServerPage(<VitrinePage />, session, 'comprador', () => {
      seen.search = isHydrated(screen.getByRole('searchbox'));
      seen.cards = within(screen.getByRole('region', { name: 'Anúncios' })).getAllByRole('link').some(isHydrated);
    });
    expectNoInlineScript(html);
    expect(seen).toEqual({ search: true, cards: false });
    const cards = within(screen.getByRole('region', { name: 'Anúncios' }));
    expect(cards.getAllByRole('link').every(isHydrated)).toBe(true);
    expect((await cards.findAllByRole('button', { name: /^Favorito: / })).every(isHydrated)).toBe(true);
    expect(hydrationErrors()).toEqual([]);
  });

  it('/admin/anuncios: the search and the pager work before the rows hydrate; then the rows do', async () => {
    mockRouter.setRoute('/admin/anuncios');
    const session = await serverSession('admin', prefetchAdminAnnouncements);
    const seen: Record<string, boolean> = {};
    const { html, hydrationErrors } = await hydrateServerPage(<AdminAnnouncementsScreen />, session, 'admin', () => {
      seen.search = isHydrated(screen.getByRole('searchbox'));
      seen.pager = isHydrated(screen.getByRole('combobox', { name: 'Linhas por página' }));
      seen.rows = within(screen.getByRole('table', { name: 'Anúncios' })).getAllByRole('link').some(isHydrated);
    });
    expectNoInlineScript(html);
    expect(seen).toEqual({ search: true, pager: true, rows: false });
    expect(within(screen.getByRole('table', { name: 'Anúncios' })).getAllByRole('link').every(isHydrated)).toBe(true);
    expect(hydrationErrors()).toEqual([]);
  });
});
