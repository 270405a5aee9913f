import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { useRouter } from 'next/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminAnnouncementsScreen } from '@/features/announcements/screens/AdminAnnouncementsScreen';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { ClientsScreen } from '@/features/clients/screens/ClientsScreen';
import { DashboardScreen } from '@/features/dashboard/screens/DashboardScreen';
import { toApiDay } from '@/lib/api-period';
import { db } from '@/mocks/db/store';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

// jsdom has no canvas (see DashboardScreen.test.tsx).
vi.mock('@/features/dashboard/components/DashboardCharts', () => import('@tests/helpers/charts'));

/**
 * "Every number is a link to the filtered list that explains it": the dashboard's 30-day numbers
 * open /admin/clientes and /admin/anuncios filtered by creation period (createdFrom / createdTo).
 * The pages are switched by the router mock; next/link navigates through it (RouterContext).
 */
function Pages() {
  const router = useRouter();
  const page =
    router.pathname === '/admin/clientes' ? <ClientsScreen /> : router.pathname === '/admin/anuncios' ? <AdminAnnouncementsScreen /> : <DashboardScreen />;
  return <RouterContext.Provider value={router}>{page}</RouterContext.Provider>;
}

async function open(asPath = '/admin') {
  mockRouter.setRoute(asPath);
  const view = await renderApp(
    <RouteGuard>
      <Pages />
    </RouteGuard>,
    { signedInAs: 'admin@giro.dev' },
  );
  await screen.findByRole('heading', { level: 1 });
  return { ...view, user: userEvent.setup() };
}

// São Paulo is UTC-3 (no daylight saving since 2019): computed here independently of lib/days.
const SP = 3 * 3_600_000;
const dayOf = (iso: string) => new Date(Date.parse(iso) - SP).toISOString().slice(0, 10);
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const br = (day: string) => day.split('-').reverse().join('/');
const today = () => dayOf(new Date().toISOString());
/** The first and last instants of a São Paulo day, and the first of the next one. */
const edges = (day: string) => ({ first: `${day}T03:00:00.000Z`, last: `${plusDays(day, 1)}T02:59:59.999Z`, next: `${plusDays(day, 1)}T03:00:00.000Z` });
const isClient = (a: (typeof db.accounts)[number]) => !a.isAdmin && a.accountType !== 'ADMIN';

/** Data rows of a list table (the header row left out). */
const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

let requests: URL[] = [];
beforeEach(() => {
  mockRouter.reset();
  requests = [];
  server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url)));
});
afterEach(() => server.events.removeAllListeners());

async function openDayTable(user: ReturnType<typeof userEvent.setup>) {
  const region = screen.getByRole('region', { name: 'Últimos 30 dias' });
  await user.click(await within(region).findByText('Ver os números de cada dia'));
  return within(region).getByRole('table', { name: /^Novos clientes e anúncios por dia/ });
}

describe('dashboard → lists filtered by creation day', () => {
  it("a day's new-clients number opens the clients of exactly that São Paulo day", async () => {
    const day = plusDays(today(), -3);
    const { first, last, next } = edges(day);
    const clients = db.accounts.filter(isClient);
    // Three clients on the day's edges (first and last instant) and just after it.
    clients[0]!.createdAt = first;
    clients[1]!.createdAt = last;
    clients[2]!.createdAt = next;
    clients[3]!.createdAt = `${day}T02:59:59.999Z`; // the day before, 23:59:59.999 in São Paulo
    const expected = clients.filter((a) => dayOf(a.createdAt) === day);
    expect(expected.map((a) => a.email).sort()).toEqual([clients[0]!.email, clients[1]!.email].sort());

    const { user } = await open();
    const table = await openDayTable(user);
    const link = within(table).getByRole('link', { name: `${expected.length} novos clientes em ${br(day)}` });
    expect(link).toHaveTextContent(/^2 /);
    await user.click(link);

    expect(mockRouter.current.asPath).toBe(`/admin/clientes?createdFrom=${day}&createdTo=${day}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Clientes' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Período de cadastro' })).toHaveTextContent(`Cadastrados em ${br(day)}`);
    const list = screen.getByRole('table', { name: 'Clientes' });
    await waitFor(() => expect(dataRows(list)).toHaveLength(expected.length));
    expect(dataRows(list).map((row) => within(row).getAllByRole('cell')[1]!.textContent).sort()).toEqual(expected.map((a) => a.email).sort());
    expect(screen.getByText(`1–${expected.length} de ${expected.length}`)).toBeInTheDocument();
    const call = requests.filter((u) => u.pathname === '/admin/clients').at(-1)!;
    expect(Object.fromEntries(call.searchParams)).toMatchObject({ createdFrom: toApiDay(day), createdTo: toApiDay(day) }); // yyyy/MM/dd (docs/product/limits.md)
  });

  it("a day's new-announcements number opens its announcements; paging and sorting keep the day", async () => {
    const day = plusDays(today(), -1);
    const { first, last, next } = edges(day);
    // 12 announcements on the day (more than a page), one just after it.
    db.announcements.forEach((a) => {
      if (dayOf(a.createdAt) === day) a.createdAt = next;
    });
    const chosen = db.announcements.slice(0, 12);
    chosen.forEach((a, i) => (a.createdAt = i === 0 ? first : i === 11 ? last : `${day}T1${i % 10}:00:00.000Z`));
    db.announcements[12]!.createdAt = next;
    const expected = db.announcements.filter((a) => dayOf(a.createdAt) === day);
    expect(expected).toHaveLength(12);

    const { user } = await open();
    const table = await openDayTable(user);
    await user.click(within(table).getByRole('link', { name: `12 novos anúncios em ${br(day)}` }));

    expect(mockRouter.current.asPath).toBe(`/admin/anuncios?createdFrom=${day}&createdTo=${day}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Anúncios' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Período de cadastro' })).toHaveTextContent(`Cadastrados em ${br(day)}`);
    const list = screen.getByRole('table', { name: 'Anúncios' });
    await waitFor(() => expect(dataRows(list)).toHaveLength(10));
    expect(screen.getByText('1–10 de 12')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Página 2' }));
    await waitFor(() => expect(dataRows(list)).toHaveLength(2));
    expect(mockRouter.current.query).toMatchObject({ createdFrom: day, createdTo: day, page: '2' });

    await user.click(within(list).getByRole('button', { name: /Título/ }));
    await waitFor(() => expect(mockRouter.current.query).toMatchObject({ createdFrom: day, createdTo: day, orderBy: 'title', order: 'ASC' }));
    await waitFor(() => expect(screen.getByText('11–12 de 12')).toBeInTheDocument());
    const shown = new Set<number>();
    await user.click(screen.getByRole('link', { name: 'Página 1' }));
    await waitFor(() => expect(dataRows(list)).toHaveLength(10));
    dataRows(list).forEach((row) => shown.add(Number(within(row).getAllByRole('cell')[0]!.textContent)));
    expect([...shown].every((id) => expected.some((a) => a.id === id))).toBe(true);
    const calls = requests.filter((u) => u.pathname === '/admin/announcement' && u.searchParams.get('take') !== '1');
    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(calls.every((u) => u.searchParams.get('createdFrom') === toApiDay(day) && u.searchParams.get('createdTo') === toApiDay(day))).toBe(true);
  });

  it('the 30-day totals open the lists filtered by the timeline period, with the same count', async () => {
    const { user } = await open();
    const region = screen.getByRole('region', { name: 'Últimos 30 dias' });
    const from = plusDays(today(), -29);
    const to = today();
    const total = await within(region).findByRole('link', { name: new RegExp(`^\\d+ novos? anúncios? de ${br(from)} a ${br(to)}$`) });
    const n = Number(/^(\d+)/.exec(total.textContent!)![1]);
    expect(n).toBe(db.announcements.filter((a) => dayOf(a.createdAt) >= from && dayOf(a.createdAt) <= to).length);
    expect(n).toBeGreaterThan(10);
    await user.click(total);

    expect(mockRouter.current.asPath).toBe(`/admin/anuncios?createdFrom=${from}&createdTo=${to}`);
    expect(await screen.findByRole('group', { name: 'Período de cadastro' })).toHaveTextContent(`Cadastrados de ${br(from)} a ${br(to)}`);
    expect(await screen.findByText(`1–10 de ${n}`)).toBeInTheDocument();
  });

  it("'Remover período' (keyboard) shows every client again and keeps the focus in the filter bar", async () => {
    const day = plusDays(today(), -2);
    db.accounts.filter(isClient)[0]!.createdAt = edges(day).first;
    const all = db.accounts.filter(isClient).length;
    const { user } = await open(`/admin/clientes?createdFrom=${day}&createdTo=${day}&status=ENABLED`);
    const list = screen.getByRole('table', { name: 'Clientes' });
    await waitFor(() => expect(dataRows(list)).toHaveLength(1));
    const remove = screen.getByRole('button', { name: 'Remover período' });
    remove.focus();
    await user.keyboard('{Enter}');
    expect(mockRouter.current.query).toEqual({ status: 'ENABLED' });
    expect(screen.queryByRole('group', { name: 'Período de cadastro' })).toBeNull();
    expect(screen.getByLabelText('Nome')).toHaveFocus();
    const enabled = db.accounts.filter((a) => isClient(a) && a.status === 'ENABLED').length;
    expect(enabled).toBeLessThan(all);
    expect(await screen.findByText(`1–10 de ${enabled}`)).toBeInTheDocument();
  });
});

describe('a bad period in the URL', () => {
  const sent = (path: string) => requests.filter((u) => u.pathname === path);

  it('a bound that is not a day is ignored, said so, and never sent', async () => {
    const day = today();
    const { user } = await open(`/admin/clientes?createdFrom=banana&createdTo=${day}`);
    const group = screen.getByRole('group', { name: 'Período de cadastro' });
    expect(within(group).getByRole('status')).toHaveTextContent('A data inicial do período informada no link é inválida e foi ignorada.');
    expect(group).toHaveTextContent(`Cadastrados até ${br(day)}`);
    const list = screen.getByRole('table', { name: 'Clientes' });
    const upTo = db.accounts.filter((a) => isClient(a) && dayOf(a.createdAt) <= day).length;
    expect(await screen.findByText(`1–10 de ${upTo}`)).toBeInTheDocument();
    expect(dataRows(list)).toHaveLength(10);
    expect(sent('/admin/clients').length).toBeGreaterThan(0);
    expect(sent('/admin/clients').every((u) => !u.searchParams.has('createdFrom') && u.searchParams.get('createdTo') === toApiDay(day))).toBe(true);
    expect(screen.queryByText(/^Erro #/)).toBeNull();

    // Paging keeps what is in the URL and still sends only the valid bound.
    await user.click(screen.getByRole('link', { name: 'Página 2' }));
    await waitFor(() => expect(mockRouter.current.query).toMatchObject({ createdFrom: 'banana', createdTo: day, page: '2' }));
    await waitFor(() => expect(sent('/admin/clients').at(-1)!.searchParams.get('page')).toBe('2'));
    expect(sent('/admin/clients').every((u) => !u.searchParams.has('createdFrom'))).toBe(true);
  });

  it('a start after the end drops the period; the announcements list shows everything', async () => {
    await open('/admin/anuncios?createdFrom=2026-11-23&createdTo=2026-11-01');
    const group = screen.getByRole('group', { name: 'Período de cadastro' });
    expect(within(group).getByRole('status')).toHaveTextContent('O período de cadastro informado no link é inválido e foi ignorado.');
    expect(await screen.findByText(`1–10 de ${db.announcements.length}`)).toBeInTheDocument();
    const calls = sent('/admin/announcement');
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((u) => !u.searchParams.has('createdFrom') && !u.searchParams.has('createdTo'))).toBe(true);
    expect(screen.queryByText(/^Erro #/)).toBeNull();
  });
});
