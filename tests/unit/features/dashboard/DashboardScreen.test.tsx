import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { announcementQueries } from '@/features/announcements/queries';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { companyQueries } from '@/features/companies/queries';
import { ChartLoading } from '@/features/dashboard/components/LazyCharts';
import { DashboardScreen } from '@/features/dashboard/screens/DashboardScreen';
import { negotiationQueries } from '@/features/negotiations/queries';
import { searchQueries } from '@/features/searches/queries';
import { NEGOTIATION_STATUS, NEGOTIATION_STATUSES } from '@/lib/status';
import { db } from '@/mocks/db/store';
import { forcedFailures } from '@/mocks/lib/http';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

// jsdom has no canvas: the chart.js components are replaced by stand-ins that show what the screen
// hands them (tests/helpers/charts.tsx). The module is still reached through the screen's
// next/dynamic import.
vi.mock('@/features/dashboard/components/DashboardCharts', () => import('@tests/helpers/charts'));

beforeEach(() => mockRouter.reset());

async function open() {
  mockRouter.setRoute('/admin', '/admin');
  const view = await renderApp(
    <RouteGuard>
      <DashboardScreen />
    </RouteGuard>,
    { signedInAs: 'admin@giro.dev' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Painel administrativo' });
  return { ...view, user: userEvent.setup() };
}

const BRASILIA = 3 * 3_600_000;
const dayOf = (iso: string) => new Date(Date.parse(iso) - BRASILIA).toISOString().slice(0, 10);
/** The last 30 Brasília calendar days, oldest first (yyyy-MM-dd). */
function last30Days(): string[] {
  const today = Date.parse(`${dayOf(new Date().toISOString())}T00:00:00Z`);
  return Array.from({ length: 30 }, (_, i) => new Date(today - (29 - i) * 86_400_000).toISOString().slice(0, 10));
}
const br = (day: string) => day.split('-').reverse().join('/');

describe('/admin dashboard', () => {
  it('shows the pending queues and the featured slots, each number a link to the list that explains it', async () => {
    await open();
    const queues = screen.getByRole('region', { name: 'Filas e destaques' });
    const companies = db.companies.filter((c) => c.status === 'PENDING').length;
    const announcements = db.announcements.filter((a) => a.status === 'PENDING').length;
    const searches = db.searches.filter((s) => s.status === 'PENDING').length;
    expect(companies).toBeGreaterThan(1);
    expect(announcements).toBeGreaterThan(1);
    expect(searches).toBeGreaterThan(1);

    expect(await within(queues).findByRole('link', { name: `${companies} empresas pendentes` })).toHaveAttribute('href', '/admin/empresas?status=PENDING');
    expect(await within(queues).findByRole('link', { name: `${announcements} anúncios pendentes` })).toHaveAttribute('href', '/admin/anuncios/aprovacoes');
    expect(await within(queues).findByRole('link', { name: `${searches} buscas pendentes` })).toHaveAttribute('href', '/admin/buscas?status=PENDING');
    expect(await within(queues).findByRole('link', { name: `${db.featured.length} de 7 destaques em uso` })).toHaveAttribute('href', '/admin/destaques');
    expect(within(queues).getByText(`${7 - db.featured.length} de 7 vagas livres na vitrine.`)).toBeInTheDocument();
  });

  it('uses the singular for one', async () => {
    const keep = db.companies.find((c) => c.status === 'PENDING')!;
    db.companies.filter((c) => c.status === 'PENDING' && c !== keep).forEach((c) => (c.status = 'APPROVED'));
    await open();
    expect(await screen.findByRole('link', { name: '1 empresa pendente' })).toBeInTheDocument();
  });

  it('shows negotiations by status as a chart and as a table of links to the filtered lists', async () => {
    await open();
    const region = screen.getByRole('region', { name: 'Negociações por status' });
    const table = await within(region).findByRole('table', { name: 'Negociações por status' });
    const counts = NEGOTIATION_STATUSES.map((status) => ({ status, label: NEGOTIATION_STATUS[status].label, count: db.negotiations.filter((n) => n.status === status).length }));
    expect(counts.every((c) => c.count > 0)).toBe(true);
    for (const { status, label, count } of counts) {
      const row = within(table).getByRole('row', { name: new RegExp(`^${label.replace('/', '\\/')} `) });
      const link = within(row).getByRole('link');
      expect(link).toHaveAccessibleName(`${count} ${count === 1 ? 'negociação' : 'negociações'} com status ${label}`);
      expect(link).toHaveAttribute('href', `/admin/negociacoes?status=${status}`);
    }
    const chart = await within(region).findByRole('img');
    expect(JSON.parse(chart.dataset.bars!)).toEqual(counts.map(({ status, label, count }) => ({ label, count, href: `/admin/negociacoes?status=${status}` })));
    expect(chart).toHaveAccessibleName(expect.stringContaining(`Em cotação, ${counts[0]!.count}`));
    expect(chart).toHaveAccessibleName(expect.stringContaining(`Total: ${db.negotiations.length}.`));
  });

  it('shows the new clients and announcements of the last 30 days: totals linked, a chart, and the numbers of each day', async () => {
    const { user } = await open();
    const region = screen.getByRole('region', { name: 'Últimos 30 dias' });
    const days = last30Days();
    const window = new Set(days);
    const clients = db.accounts.filter((a) => !a.isAdmin && window.has(dayOf(a.createdAt)));
    const announcements = db.announcements.filter((a) => window.has(dayOf(a.createdAt)));
    const period = `de ${br(days[0]!)} a ${br(days[29]!)}`;
    expect(await within(region).findByRole('link', { name: `${clients.length} ${clients.length === 1 ? 'novo cliente' : 'novos clientes'} ${period}` })).toHaveAttribute(
      'href',
      `/admin/clientes?createdFrom=${days[0]}&createdTo=${days[29]}`,
    );
    expect(within(region).getByRole('link', { name: `${announcements.length} ${announcements.length === 1 ? 'novo anúncio' : 'novos anúncios'} ${period}` })).toHaveAttribute(
      'href',
      `/admin/anuncios?createdFrom=${days[0]}&createdTo=${days[29]}`,
    );

    // The numbers of each day sit in a closed <details> under the chart.
    const details = within(region).getByText('Ver os números de cada dia').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(within(region).getByText('Ver os números de cada dia'));
    expect(details).toHaveAttribute('open');
    const table = within(region).getByRole('table', { name: `Novos clientes e anúncios por dia, de ${br(days[0]!)} a ${br(days[29]!)}` });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    // Each day's number links to the list of that day; a zero is plain text.
    days.forEach((day, i) => {
      const [clientCell, announcementCell] = within(rows[i]!).getAllByRole('cell');
      expect(within(rows[i]!).getByRole('rowheader')).toHaveTextContent(br(day));
      const dayClients = clients.filter((a) => dayOf(a.createdAt) === day).length;
      const dayAnnouncements = announcements.filter((a) => dayOf(a.createdAt) === day).length;
      for (const [cell, n, one, many, path] of [
        [clientCell!, dayClients, 'novo cliente', 'novos clientes', '/admin/clientes'],
        [announcementCell!, dayAnnouncements, 'novo anúncio', 'novos anúncios', '/admin/anuncios'],
      ] as const) {
        if (n === 0) {
          expect(cell).toHaveTextContent(/^0$/);
          expect(within(cell).queryByRole('link')).toBeNull();
        } else {
          const link = within(cell).getByRole('link');
          expect(link).toHaveAccessibleName(`${n} ${n === 1 ? one : many} em ${br(day)}`);
          expect(link).toHaveAttribute('href', `${path}?createdFrom=${day}&createdTo=${day}`);
        }
      }
    });
    expect(within(table).getAllByRole('link').length).toBeGreaterThan(0);

    const chart = await within(region).findByRole('img');
    const points = JSON.parse(chart.dataset.points!) as { label: string; title: string; clients: number; announcements: number }[];
    expect(points).toHaveLength(30);
    expect(points[29]).toMatchObject({ label: br(days[29]!).slice(0, 5), title: br(days[29]!) });
    expect(points.reduce((sum, p) => sum + p.clients, 0)).toBe(clients.length);
    expect(chart).toHaveAccessibleName(expect.stringContaining(`de ${br(days[0]!)} a ${br(days[29]!)}`));
  });

  it('a failed count is toasted with the catalogue message and can be retried; the rest still shows', async () => {
    forcedFailures.push({ method: 'GET', pattern: /^\/admin\/company\/list$/, status: 500, times: 1 });
    const { user } = await open();
    expect(await screen.findByText('Erro #500: Ocorreu um erro inesperado no servidor... tente mais tarde!')).toBeInTheDocument();
    const queues = screen.getByRole('region', { name: 'Filas e destaques' });
    expect(await within(queues).findByRole('link', { name: /anúncios pendentes$/ })).toBeInTheDocument();
    await user.click(within(queues).getByRole('button', { name: 'Tentar novamente: Empresas' }));
    const companies = db.companies.filter((c) => c.status === 'PENDING').length;
    expect(await within(queues).findByRole('link', { name: `${companies} empresas pendentes` })).toBeInTheDocument();
  });

  it("shares the features' query keys: what refreshes a feature's lists refreshes the dashboard", async () => {
    const { client } = await open();
    const companies = db.companies.filter((c) => c.status === 'PENDING');
    const announcements = db.announcements.filter((a) => a.status === 'PENDING');
    const quoting = db.negotiations.filter((n) => n.status === 'IN_QUOTATION');
    const searches = db.searches.filter((s) => s.status === 'PENDING');
    await screen.findByRole('link', { name: `${companies.length} empresas pendentes` });
    await screen.findByRole('link', { name: `${searches.length} buscas pendentes` });
    await screen.findByRole('link', { name: `${announcements.length} anúncios pendentes` });
    await screen.findByRole('link', { name: `${quoting.length} ${quoting.length === 1 ? 'negociação' : 'negociações'} com status Em cotação` });

    // What the approval and status-change screens do after their mutations.
    companies[0]!.status = 'APPROVED';
    announcements[0]!.status = 'APPROVED';
    quoting[0]!.status = 'IN_PROGRESS';
    searches[0]!.status = 'REJECTED';
    await client.invalidateQueries({ queryKey: companyQueries.all() });
    await client.invalidateQueries({ queryKey: announcementQueries.all() });
    await client.invalidateQueries({ queryKey: negotiationQueries.all() });
    await client.invalidateQueries({ queryKey: searchQueries.all() });
    expect(await screen.findByRole('link', { name: `${companies.length - 1} empresas pendentes` })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: `${announcements.length - 1} anúncios pendentes` })).toBeInTheDocument();
    const searchesLeft = searches.length - 1;
    expect(await screen.findByRole('link', { name: `${searchesLeft} ${searchesLeft === 1 ? 'busca pendente' : 'buscas pendentes'}` })).toBeInTheDocument();
    const left = quoting.length - 1;
    expect(await screen.findByRole('link', { name: `${left} ${left === 1 ? 'negociação' : 'negociações'} com status Em cotação` })).toBeInTheDocument();
  });
});

describe('the charts while their module loads', () => {
  it('shows a skeleton, or, when the module failed to load, a message whose button tries again', async () => {
    const retry = vi.fn();
    const { container, rerender } = render(<ChartLoading error={null} retry={retry} />);
    expect(container.querySelector('[data-skeleton]')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<ChartLoading error={new Error('ChunkLoadError')} retry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar o gráfico (os números estão na tabela).');
    expect(container.querySelector('[data-skeleton]')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
