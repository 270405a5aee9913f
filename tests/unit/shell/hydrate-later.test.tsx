import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { GetServerSidePropsContext } from 'next';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { prefetchAdminAnnouncements, prefetchAnnouncementForm, prefetchShowcase } from '@/features/announcements/prefetch';
import { NewAnnouncementScreen } from '@/features/announcements/screens/MyAnnouncementEditorScreens';
import { AdminAnnouncementsScreen } from '@/features/announcements/screens/AdminAnnouncementsScreen';
import { loadServerSession, type ServerSession } from '@/features/auth/ssr';
import { AuthProvider } from '@/features/auth/session';
import { createQueryClient, type Prefetch } from '@/lib/query-client';
import { SESSION_COOKIE } from '@/lib/session-cookie';
import { DEV_ACCOUNTS, type DevAccountKey } from '@/mocks/db/seed';
import { makeTestToken } from '@/mocks/lib/token';
import VitrinePage from '@/pages/vitrine';
import { createFakeAuth } from '@tests/helpers/fake-auth';
import { expectNoInlineScript, hydrateLikeNext, isHydrated } from '@tests/helpers/hydrate';
import { mockRouter } from '@tests/helpers/router';
import { signInAs } from '@tests/utils';

vi.mock('next/router', () => import('@tests/helpers/router'));

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

/** The page hydrated as Next does (tests/helpers/hydrate.tsx), signed in as on the server. */
async function hydrateServerPage(ui: ReactElement, session: ServerSession, key: DevAccountKey, atFirstTask: () => void) {
  const auth = createFakeAuth();
  await auth.gateway.signIn(session.user.email, 'Giro@2026');
  signInAs(key);
  return hydrateLikeNext(
    (probe) => (
      <QueryClientProvider client={createQueryClient({ serverRendered: session.state.queries })}>
        <HydrationBoundary state={session.state}>
          <AuthProvider gateway={auth.gateway} initialUser={session.user}>
            {ui}
            {probe}
          </AuthProvider>
        </HydrationBoundary>
      </QueryClientProvider>
    ),
    atFirstTask,
  );
}

/**
 * A large first tree hydrates after the frame around it (docs/performance.md, "The large first
 * tree after the frame"): at React's first commit over the server's HTML the page's first control
 * works and the cards or rows are still the server's; then they hydrate too, without a mismatch.
 */
describe('the large first tree hydrates after the page around it', { timeout: 60_000 }, () => {
  it('/vitrine: the search works before the selects, the cards and the pager hydrate; then they do', async () => {
    mockRouter.setRoute('/vitrine');
    const session = await serverSession('comprador', prefetchShowcase);
    const seen: Record<string, boolean> = {};
    const selects = () => [screen.getByRole('combobox', { name: 'Segmento' }), screen.getByRole('combobox', { name: 'UF' })];
    const pager = () => screen.getByRole('combobox', { name: 'Linhas por página' });
    const { html, hydrationErrors } = await hydrateServerPage(<VitrinePage />, session, 'comprador', () => {
      seen.search = isHydrated(screen.getByRole('searchbox'));
      seen.selects = selects().some(isHydrated);
      // The featured row's cards (the list below it renders after hydration, useAfterFirstHtml).
      seen.cards = within(screen.getByRole('region', { name: 'Destaques' })).getAllByRole('link').some(isHydrated);
      seen.pager = isHydrated(pager());
    });
    expectNoInlineScript(html);
    expect(seen).toEqual({ search: true, selects: false, cards: false, pager: false });
    for (const name of ['Destaques', 'Anúncios']) {
      const cards = within(screen.getByRole('region', { name }));
      await waitFor(() => expect(cards.getAllByRole('link').every(isHydrated)).toBe(true));
      expect((await cards.findAllByRole('button', { name: /^Favorito: / })).every(isHydrated)).toBe(true);
    }
    await waitFor(() => expect([...selects(), pager()].every(isHydrated)).toBe(true));
    expect(hydrationErrors()).toEqual([]);
  });

  it('/vitrine: a heart clicked before its card has hydrated hydrates it and counts (the click is not lost)', async () => {
    mockRouter.setRoute('/vitrine');
    const session = await serverSession('comprador', prefetchShowcase);
    const clicked: { name: string; hydratedBefore: boolean; pressedBefore: string | null }[] = [];
    await hydrateServerPage(<VitrinePage />, session, 'comprador', () => {
      const hearts = within(screen.getByRole('region', { name: 'Destaques' })).getAllByRole('button', { name: /^Favorito: / });
      const heart = hearts.find((button) => button.getAttribute('aria-pressed') === 'false')!;
      clicked.push({ name: heart.getAttribute('aria-label') ?? '', hydratedBefore: isHydrated(heart), pressedBefore: heart.getAttribute('aria-pressed') });
      heart.click();
    });
    expect(clicked).toEqual([{ name: expect.stringMatching(/^Favorito: /), hydratedBefore: false, pressedBefore: 'false' }]);
    const heart = screen.getByRole('button', { name: clicked[0]!.name });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  });

  it('/admin/anuncios: the page around the table works before the table hydrates; then the table, and its rows last', async () => {
    mockRouter.setRoute('/admin/anuncios');
    const session = await serverSession('admin', prefetchAdminAnnouncements);
    const seen: Record<string, boolean> = {};
    const { html, hydrationErrors } = await hydrateServerPage(<AdminAnnouncementsScreen />, session, 'admin', () => {
      seen.action = isHydrated(screen.getByRole('link', { name: 'Novo anúncio' }));
      seen.search = isHydrated(screen.getByRole('searchbox'));
      seen.pager = isHydrated(screen.getByRole('combobox', { name: 'Linhas por página' }));
      seen.rows = within(screen.getByRole('table', { name: 'Anúncios' })).getAllByRole('link').some(isHydrated);
    });
    expectNoInlineScript(html);
    expect(seen).toEqual({ action: true, search: false, pager: false, rows: false });
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Anúncios' })).getAllByRole('link').every(isHydrated)).toBe(true));
    expect(isHydrated(screen.getByRole('searchbox'))).toBe(true);
    expect(isHydrated(screen.getByRole('combobox', { name: 'Linhas por página' }))).toBe(true);
    expect(hydrationErrors()).toEqual([]);
  });

  it('/admin/anuncios: the search box pressed before the table has hydrated hydrates the table there and then', async () => {
    mockRouter.setRoute('/admin/anuncios');
    const session = await serverSession('admin', prefetchAdminAnnouncements);
    const seen: Record<string, boolean> = {};
    await hydrateServerPage(<AdminAnnouncementsScreen />, session, 'admin', () => {
      const search = screen.getByRole('searchbox');
      seen.before = isHydrated(search);
      search.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      seen.after = isHydrated(search);
      seen.pager = isHydrated(screen.getByRole('combobox', { name: 'Linhas por página' }));
    });
    expect(seen).toEqual({ before: false, after: true, pager: true });
  });

  it('/meus-anuncios/novo: the page around the form works before the form hydrates; then every field does', async () => {
    mockRouter.setRoute('/meus-anuncios/novo');
    const session = await serverSession('vendedor', prefetchAnnouncementForm);
    const seen: Record<string, boolean> = {};
    const { html, hydrationErrors } = await hydrateServerPage(<NewAnnouncementScreen />, session, 'vendedor', () => {
      seen.breadcrumb = isHydrated(screen.getByRole('link', { name: 'Meus anúncios' }));
      seen.company = isHydrated(screen.getByRole('combobox', { name: /^Empresa/ }));
      seen.title = isHydrated(screen.getByRole('textbox', { name: /^Título/ }));
      seen.price = isHydrated(screen.getByRole('textbox', { name: /^Preço unitário/ }));
    });
    expectNoInlineScript(html);
    expect(seen).toEqual({ breadcrumb: true, company: false, title: false, price: false });
    await waitFor(() => expect(isHydrated(screen.getByRole('textbox', { name: /^Preço unitário/ }))).toBe(true));
    expect(isHydrated(screen.getByRole('combobox', { name: /^Empresa/ }))).toBe(true);
    expect(isHydrated(screen.getByRole('textbox', { name: /^Título/ }))).toBe(true);
    expect(hydrationErrors()).toEqual([]);
  });

  // A pointer press is one of the events for which React hydrates the boundary under it at once (a
  // focus by Tab only moves it up React's queue; the first key pressed then hydrates it at once).
  it('/meus-anuncios/novo: a field pressed before the form has hydrated hydrates the form there and then', async () => {
    mockRouter.setRoute('/meus-anuncios/novo');
    const session = await serverSession('vendedor', prefetchAnnouncementForm);
    const seen: Record<string, boolean> = {};
    await hydrateServerPage(<NewAnnouncementScreen />, session, 'vendedor', () => {
      const title = screen.getByRole('textbox', { name: /^Título/ });
      seen.before = isHydrated(title);
      title.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      seen.after = isHydrated(title);
    });
    expect(seen).toEqual({ before: false, after: true });
  });
});
