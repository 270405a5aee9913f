import { HydrationBoundary, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import type { GetServerSidePropsContext } from 'next';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchAdminAnnouncements, prefetchAnnouncement, prefetchShowcase } from '@/features/announcements/prefetch';
import { featuredQueries } from '@/features/featured/queries';
import { announcementQueries } from '@/features/announcements/queries';
import { AnnouncementDetailScreen } from '@/features/announcements/screens/AnnouncementDetailScreen';
import { ShowcaseScreen } from '@/features/announcements/screens/ShowcaseScreen';
import { SuspendedCompaniesBanner } from '@/features/companies/components/SuspendedCompaniesBanner';
import VitrinePage from '@/pages/vitrine';
import { loadServerSession, SERVER_DATA_TIMEOUT_MS, type ServerSession } from '@/features/auth/ssr';
import type { Prefetch } from '@/lib/query-client';
import { AuthProvider } from '@/features/auth/session';
import { MOCK_API_ORIGIN } from '@/mocks/config';
import { DEV_ACCOUNTS, type DevAccountKey } from '@/mocks/db/seed';
import { db } from '@/mocks/db/store';
import { makeTestToken, type TokenClaims } from '@/mocks/lib/token';
import { server } from '@/mocks/node';
import { createQueryClient } from '@/lib/query-client';
import { SESSION_COOKIE } from '@/lib/session-cookie';
import { createFakeAuth } from '@tests/helpers/fake-auth';
import { mockRouter } from '@tests/helpers/router';
import { signInAs } from '@tests/utils';
import { elapse, fakeClock, settled } from '@tests/helpers/time';

/** The API calls that reached the mock (method and path). */
let calls: string[] = [];
const track = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.origin === MOCK_API_ORIGIN) calls.push(`${request.method} ${url.pathname}`);
};
beforeEach(() => {
  calls = [];
  server.events.on('request:start', track);
});
afterEach(() => server.events.removeListener('request:start', track));

/** The slow-changing lists /vitrine shows: its filters' options and what each heart reads. */
const SHOWCASE_LISTS = ['GET /ibge/estados', 'GET /segment/select-list', 'GET /product/category/list/select', 'GET /product/select-list', 'GET /company/list/me', 'GET /favorites'];

const DEV_KEY_BY_EMAIL = Object.fromEntries(Object.entries(DEV_ACCOUNTS).map(([key, account]) => [account.email, key as DevAccountKey]));

function tokenOf(key: DevAccountKey, claims: Partial<TokenClaims> = {}) {
  return makeTestToken(DEV_ACCOUNTS[key].uid, { email: DEV_ACCOUNTS[key].email, ...claims });
}

/** What `getServerSideProps` is handed, as far as the loader reads it. */
function context({ token, query = {}, headers = {} }: { token?: string; query?: Record<string, string>; headers?: Record<string, string> }) {
  return {
    req: { headers, cookies: token === undefined ? {} : { [SESSION_COOKIE]: token } },
    query,
  } as unknown as GetServerSidePropsContext;
}

/**
 * The page as the server renders it (to a string), then hydrated in the "browser" over the same
 * props, as Next does: any difference between the two renders is a hydration error.
 */
async function renderServerThenHydrate(ui: ReactElement, session: ServerSession) {
  // The browser's Firebase has the same user (else the session would end and clear the cache).
  const auth = createFakeAuth();
  await auth.gateway.signIn(session.user.email, 'Giro@2026');
  signInAs(DEV_KEY_BY_EMAIL[session.user.email]!);
  // As AppProviders makes it, on the server and in the browser: the server's queries are fresh.
  const appClient = () => {
    const client = createQueryClient({ serverRendered: session.state.queries });
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    return client;
  };
  const browserClient = appClient();
  const tree = (client: QueryClient) => (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={session.state}>
        <AuthProvider gateway={auth.gateway} initialUser={session.user}>
          {ui}
        </AuthProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree(appClient()));
  document.body.appendChild(container);
  const serverHtml = container.innerHTML;
  const errors = vi.spyOn(console, 'error');
  render(tree(browserClient), { container, hydrate: true });
  return { serverHtml, errors, client: browserClient };
}

describe('loadServerSession (the server-rendered head start of a signed-in page)', () => {
  // The loader's real 2 s deadline must not decide these tests: a busy machine can take longer to
  // answer nine calls in-process. Its timers stay still unless a test moves them (the deadline test).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  it('without the session cookie: nothing, and the API is not asked', async () => {
    expect(await loadServerSession(context({}), prefetchShowcase)).toEqual({});
    expect(calls).toEqual([]);
  });

  it('on a client-side navigation (x-nextjs-data): nothing, the tab fetches as on any page', async () => {
    expect(await loadServerSession(context({ token: tokenOf('comprador'), headers: { 'x-nextjs-data': '1' } }), prefetchShowcase)).toEqual({});
    expect(calls).toEqual([]);
  });

  it('with an expired, unverified or unreadable token: nothing, and the API is not asked', async () => {
    const past = Math.floor(Date.now() / 1000) - 10;
    for (const token of [tokenOf('comprador', { exp: past }), tokenOf('naoverificado', { email_verified: false }), 'nao-e-um-jwt', 'a.b%%%.c']) {
      expect(await loadServerSession(context({ token }), prefetchShowcase), token).toEqual({});
    }
    expect(calls).toEqual([]);
  });

  it('with a valid cookie: the session user and the page queries, asked in parallel', async () => {
    mockRouter.setRoute('/vitrine?page=2&search=a');
    const props = await loadServerSession(context({ token: tokenOf('comprador'), query: { page: '2', search: 'a' } }), prefetchShowcase);
    expect(props.serverSession?.user).toMatchObject({ email: DEV_ACCOUNTS.comprador.email, type: 'COMMERCE', status: 'ENABLED' });
    const keys = props.serverSession!.state.queries.map((q) => q.queryKey);
    // Page 2: the cards and the featured (shown on page 1 only, counted on every page: , with
    // the address' filter, beside the filters' options and the hearts' reads.
    expect(keys).toContainEqual(announcementQueries.showcase({ page: 2, take: 10, search: 'a', featured: 'FALSE' }).queryKey);
    expect(keys).toContainEqual(featuredQueries.list({ search: 'a' }).queryKey);
    expect(calls.sort()).toEqual([...SHOWCASE_LISTS, 'GET /announcement/showcase', 'GET /featured/announcement', 'GET /user'].sort());
    // Page props are JSON: nothing that Next could not serialise.
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
  });

  it('a disabled or pending account gets nothing (the browser signs it out and says why)', async () => {
    for (const key of ['inativo', 'pendente'] as const) {
      expect(await loadServerSession(context({ token: tokenOf(key) }), prefetchShowcase), key).toEqual({});
    }
  });

  it('an API failure on the session call gets nothing, silently (the browser tries and reports)', async () => {
    server.use(mswHttp.get(`${MOCK_API_ORIGIN}/user`, () => HttpResponse.json({ statusCode: 503, message: 'Service Unavailable' }, { status: 503 })));
    expect(await loadServerSession(context({ token: tokenOf('comprador') }), prefetchShowcase)).toEqual({});
  });

  it('a page query the user may not make is left out; the session still comes (the route guard redirects)', async () => {
    const props = await loadServerSession(context({ token: tokenOf('comprador') }), prefetchAdminAnnouncements);
    expect(props.serverSession?.user.email).toBe(DEV_ACCOUNTS.comprador.email);
    expect(props.serverSession?.state.queries.filter((q) => q.queryKey[0] === 'announcements')).toEqual([]);
    expect(calls).toContain('GET /admin/announcement');
  });

  it(`an API slower than ${SERVER_DATA_TIMEOUT_MS} ms: the page goes out without the data`, async () => {
    server.use(mswHttp.get(`${MOCK_API_ORIGIN}/user`, () => new Promise<never>(() => undefined)));
    fakeClock();
    const slow: Prefetch = async () => undefined;
    const session = loadServerSession(context({ token: tokenOf('comprador') }), slow);
    await elapse(SERVER_DATA_TIMEOUT_MS); // the deadline, at once: without it the call never ends
    expect(await session).toEqual({});
  });
});

describe('server render → hydration with the same props', () => {
  it('/vitrine: the first HTML has the featured row; the cards below it, out of sight, render once hydrated; the browser asks for neither', async () => {
    mockRouter.setRoute('/vitrine');
    const props = await loadServerSession(context({ token: tokenOf('comprador') }), prefetchShowcase);
    calls = [];
    const { serverHtml, errors, client } = await renderServerThenHydrate(<ShowcaseScreen />, props.serverSession!);
    const first = db.featured.slice().sort((a, b) => a.sequence - b.sequence)[0]!;
    const title = db.announcements.find((a) => a.id === first.announcementId)!.title;
    const featuredIds = new Set(db.featured.map((f) => f.announcementId));
    const newest = db.announcements.filter((a) => a.status === 'APPROVED' && !featuredIds.has(a.id)).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    expect(serverHtml).toContain(title);
    expect(serverHtml).not.toContain(`>${newest.title}<`);
    expect(serverHtml).not.toContain('Carregando...');
    // Hydrated: the featured cards are there at once, nothing was thrown away and re-rendered;
    // the list's cards follow, from the data the page came with.
    expect(within(screen.getByRole('region', { name: 'Destaques' })).getAllByRole('article').length).toBeGreaterThan(0);
    expect(await within(screen.getByRole('region', { name: 'Anúncios' })).findAllByRole('article')).toHaveLength(10);
    expect(within(screen.getByRole('region', { name: 'Anúncios' })).getByRole('link', { name: newest.title })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    // …and does not ask the API again for what the server just fetched.
    await settled(client);
    const listCalls = () => calls.filter((c) => c.includes('/announcement/showcase') || c.includes('/featured/announcement'));
    expect(listCalls()).toEqual([]);
    // A save elsewhere (an invalidation) refetches it at once all the same.
    await act(() => client.invalidateQueries({ queryKey: announcementQueries.all() }));
    expect(listCalls().sort()).toEqual(['GET /announcement/showcase', 'GET /featured/announcement']);
  });

  it('/vitrine?page=2: without the featured row above it, the first HTML has the list\'s first two rows', async () => {
    mockRouter.setRoute('/vitrine?page=2');
    const props = await loadServerSession(context({ token: tokenOf('comprador'), query: { page: '2' } }), prefetchShowcase);
    const { serverHtml, errors } = await renderServerThenHydrate(<ShowcaseScreen />, props.serverSession!);
    expect(serverHtml.match(/data-testid="announcement-card"/g)).toHaveLength(8);
    expect(await within(screen.getByRole('region', { name: 'Anúncios' })).findAllByRole('article')).toHaveLength(10);
    expect(errors).not.toHaveBeenCalled();
  });

  it('/vitrine: the filters\' options and the hearts\' reads come with the page, and the browser asks each thing at most once', async () => {
    mockRouter.setRoute('/vitrine');
    const props = await loadServerSession(context({ token: tokenOf('comprador') }), prefetchShowcase);
    calls = [];
    const { errors, client } = await renderServerThenHydrate(
      <>
        <SuspendedCompaniesBanner />
        <VitrinePage />
      </>,
      props.serverSession!,
    );
    await screen.findAllByRole('button', { name: /^Favorito: / });
    await settled(client);
    expect(errors).not.toHaveBeenCalled();
    expect(calls.filter((c) => SHOWCASE_LISTS.some((list) => c.startsWith(list)))).toEqual([]);
    expect(calls.filter((c, i) => calls.indexOf(c) !== i)).toEqual([]);
  });

  it('/anuncios/[id]: the first HTML has the announcement', async () => {
    const announcement = db.announcements.find((a) => a.status === 'APPROVED')!;
    mockRouter.setRoute(`/anuncios/${announcement.id}`, '/anuncios/[id]');
    const props = await loadServerSession(context({ token: tokenOf('comprador'), query: { id: String(announcement.id) } }), prefetchAnnouncement);
    const { serverHtml, errors } = await renderServerThenHydrate(<AnnouncementDetailScreen />, props.serverSession!);
    expect(serverHtml).toContain(announcement.title);
    expect(screen.getByRole('heading', { level: 1, name: announcement.title })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });
});
