import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useId, useMemo, type ReactNode } from 'react';
import { LoadFailure, QueryLoadFailure } from '@/components/ui/LoadFailure';
import { PageHeader } from '@/components/ui/PageHeader';
import { Skeleton, SkeletonText } from '@/components/ui/Skeleton';
import { formatDay } from '@/lib/days';
import { formatNumber } from '@/lib/format';
import { NEGOTIATION_STATUS, NEGOTIATION_STATUSES } from '@/lib/status';
import { useSessionUser } from '@/features/auth/queries';
import { MAX_FEATURED } from '@/features/featured/api';
import type { Timeline } from '../api';
import { linkClass, plural, StatCard } from '../components/StatCard';
import {
  useFeaturedCount,
  useNegotiationCounts,
  usePendingAnnouncementsCount,
  usePendingCompaniesCount,
  usePendingSearchesCount,
  useTimeline,
} from '../queries';

/**
 * chart.js is loaded on this route only, after the page (no server rendering of canvases). While
 * it loads, a skeleton; if its chunk failed to load (a deploy, a dropped connection), a message
 * with 'Tentar novamente' — the numbers are still in the tables beside the charts.
 */
export function ChartLoading({ error, retry }: { error?: Error | null; retry?: () => void }) {
  if (error && retry) return <LoadFailure what="o gráfico (os números estão na tabela)" onRetry={retry} className="h-64 w-full" />;
  return <Skeleton className="h-64 w-full" />;
}
let charts: Promise<typeof import('../components/DashboardCharts')> | undefined;
/** One import of the charts module for both charts; a failed one is tried again on 'Tentar novamente'. */
const loadCharts = () =>
  (charts ??= import('../components/DashboardCharts').catch((error: unknown) => {
    charts = undefined;
    throw error;
  }));
const NegotiationsChart = dynamic(() => loadCharts().then((m) => m.NegotiationsChart), { ssr: false, loading: ChartLoading });
const TimelineChart = dynamic(() => loadCharts().then((m) => m.TimelineChart), { ssr: false, loading: ChartLoading });

/** Where each number leads: the filtered list that explains it. */
export const DASHBOARD_LINKS = {
  companies: '/admin/empresas?status=PENDING',
  announcements: '/admin/anuncios/aprovacoes',
  searches: '/admin/buscas?status=PENDING',
  featured: '/admin/destaques',
  negotiations: (status: string) => `/admin/negociacoes?status=${status}`,
  /**
   * New clients / announcements of a period (the timeline's from–to, or one day: from = to): the
   * lists filtered by creation day (yyyy-MM-dd, inclusive, São Paulo time, like the timeline).
   */
  clients: (from: string, to: string) => `/admin/clientes?createdFrom=${from}&createdTo=${to}`,
  newAnnouncements: (from: string, to: string) => `/admin/anuncios?createdFrom=${from}&createdTo=${to}`,
} as const;

const dayLabel = formatDay;
const shortDay = (date: string) => dayLabel(date).slice(0, 5);

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description ? <p className="text-sm text-slate-700">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

function NegotiationsPanel() {
  const counts = useNegotiationCounts();
  const rows = useMemo(
    () =>
      counts.data
        ? NEGOTIATION_STATUSES.map((status) => ({
            status,
            label: NEGOTIATION_STATUS[status].label,
            count: counts.data![status],
            href: DASHBOARD_LINKS.negotiations(status),
          }))
        : [],
    [counts.data],
  );
  if (!counts.data) return <QueryLoadFailure query={counts} what="as negociações" loading={<SkeletonText lines={6} label="Carregando negociações..." />} />;
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  const summary = `Gráfico de barras das negociações por status: ${rows.map((r) => `${r.label}, ${formatNumber(r.count)}`).join('; ')}. Total: ${formatNumber(total)}.`;
  return (
    <div className="grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <figure className="m-0">
        <NegotiationsChart bars={rows.map(({ label, count, href }) => ({ label, count, href }))} summary={summary} />
        <figcaption className="mt-2 text-xs text-slate-600">Clique numa barra ou num número para ver as negociações desse status.</figcaption>
      </figure>
      <table className="w-full text-sm">
        <caption className="sr-only">Negociações por status</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-700">
            <th scope="col" className="py-2 font-medium">
              Status
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Negociações
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.status} className="border-b border-slate-100">
              <th scope="row" className="py-2 text-left font-normal text-slate-800">
                {row.label}
              </th>
              <td className="py-2 text-right tabular-nums">
                <Link href={row.href} className={linkClass}>
                  {formatNumber(row.count)}{' '}
                  <span className="sr-only">{`${plural(row.count, 'negociação', 'negociações')} com status ${row.label}`}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One day's number in the timeline table: a link to the list filtered to that day ('3 novos
 * clientes em 22/11/2026'). A zero is plain text: an empty list explains nothing, and thirty days
 * of zeros would be sixty stops for the keyboard.
 */
function DayCount({ count, href, describe }: { count: number; href: string; describe: (n: number) => string }) {
  if (count === 0) return <>{formatNumber(0)}</>;
  return (
    <Link href={href} className={linkClass}>
      {formatNumber(count)} <span className="sr-only">{describe(count)}</span>
    </Link>
  );
}

function TimelinePanel({ timeline }: { timeline: Timeline }) {
  const points = useMemo(
    () => timeline.series.map((d) => ({ label: shortDay(d.date), title: dayLabel(d.date), clients: d.clients, announcements: d.announcements })),
    [timeline.series],
  );
  const { clients, announcements } = timeline.totals;
  const period = `de ${dayLabel(timeline.from)} a ${dayLabel(timeline.to)}`;
  const { from, to } = timeline;
  const summary = `Gráfico de linhas dos novos clientes e anúncios por dia, ${period}: ${formatNumber(clients)} ${plural(clients, 'cliente', 'clientes')} e ${formatNumber(announcements)} ${plural(announcements, 'anúncio', 'anúncios')}. Os números de cada dia estão na tabela abaixo.`;
  return (
    <div className="grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <ul className="grid gap-3 sm:grid-cols-2">
        <li>
          <Link href={DASHBOARD_LINKS.clients(from, to)} className="group flex flex-col rounded focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700">
            <span className="text-3xl font-semibold tabular-nums text-slate-900">{formatNumber(clients)}</span>{' '}
            <span className="text-sm font-medium text-primary-800 underline underline-offset-2 group-hover:no-underline">{plural(clients, 'novo cliente', 'novos clientes')}</span>{' '}
            <span className="sr-only">{period}</span>
          </Link>
        </li>
        <li>
          <Link href={DASHBOARD_LINKS.newAnnouncements(from, to)} className="group flex flex-col rounded focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700">
            <span className="text-3xl font-semibold tabular-nums text-slate-900">{formatNumber(announcements)}</span>{' '}
            <span className="text-sm font-medium text-primary-800 underline underline-offset-2 group-hover:no-underline">{plural(announcements, 'novo anúncio', 'novos anúncios')}</span>{' '}
            <span className="sr-only">{period}</span>
          </Link>
        </li>
      </ul>
      <figure className="m-0">
        <TimelineChart points={points} summary={summary} />
        <figcaption className="mt-2 text-xs text-slate-600">Cadastros por dia, {period} (horário de Brasília).</figcaption>
      </figure>
      <details className="text-sm">
        <summary className="cursor-pointer rounded font-medium text-primary-800 focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700">Ver os números de cada dia</summary>
        <table className="mt-2 w-full">
          <caption className="sr-only">Novos clientes e anúncios por dia, {period}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-700">
              <th scope="col" className="py-1 font-medium">
                Dia
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Novos clientes
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Novos anúncios
              </th>
            </tr>
          </thead>
          <tbody>
            {timeline.series.map((day) => (
              <tr key={day.date} className="border-b border-slate-100">
                <th scope="row" className="py-1 text-left font-normal">
                  {dayLabel(day.date)}
                </th>
                <td className="py-1 text-right tabular-nums">
                  <DayCount count={day.clients} href={DASHBOARD_LINKS.clients(day.date, day.date)} describe={(n) => `${plural(n, 'novo cliente', 'novos clientes')} em ${dayLabel(day.date)}`} />
                </td>
                <td className="py-1 text-right tabular-nums">
                  <DayCount
                    count={day.announcements}
                    href={DASHBOARD_LINKS.newAnnouncements(day.date, day.date)}
                    describe={(n) => `${plural(n, 'novo anúncio', 'novos anúncios')} em ${dayLabel(day.date)}`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}

function TimelineSection() {
  const timeline = useTimeline();
  return (
    <Section title="Últimos 30 dias" description="Novos clientes e anúncios cadastrados na plataforma.">
      {timeline.data ? (
        <TimelinePanel timeline={timeline.data} />
      ) : (
        <QueryLoadFailure query={timeline} what="os cadastros dos últimos 30 dias" loading={<SkeletonText lines={6} label="Carregando cadastros..." />} />
      )}
    </Section>
  );
}

/**
 * `/admin`: the marketplace at a glance. Pending queues (companies, announcements, searches),
 * featured slots in use, negotiations by status and the last 30 days' new clients and
 * announcements, each number a link to the filtered list that explains it.
 */
export function DashboardScreen() {
  const user = useSessionUser();
  const companies = usePendingCompaniesCount();
  const announcements = usePendingAnnouncementsCount();
  const searches = usePendingSearchesCount();
  const featured = useFeaturedCount();
  return (
    <>
      <PageHeader
        title="Painel administrativo"
        description={`Bem-vindo(a), ${user.name.split(' ')[0]}. Acompanhe as filas de aprovação e o movimento da plataforma.`}
        actions={
          <Link href="/admin/relatorios" className={linkClass}>
            Baixar relatórios
          </Link>
        }
      />
      <div className="flex flex-col gap-8">
        <Section title="Filas e destaques" description="O que aguarda aprovação e as vagas de destaque. Cada número abre a lista correspondente.">
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard title="Empresas" count={companies} href={DASHBOARD_LINKS.companies} describe={(n) => plural(n, 'empresa pendente', 'empresas pendentes')} />
            <StatCard title="Anúncios" count={announcements} href={DASHBOARD_LINKS.announcements} describe={(n) => plural(n, 'anúncio pendente', 'anúncios pendentes')} />
            <StatCard title="Buscas" count={searches} href={DASHBOARD_LINKS.searches} describe={(n) => plural(n, 'busca pendente', 'buscas pendentes')} />
            <StatCard
              title="Destaques"
              count={featured}
              href={DASHBOARD_LINKS.featured}
              describe={() => `de ${MAX_FEATURED} destaques em uso`}
              footer={featured.data !== undefined ? `${formatNumber(Math.max(0, MAX_FEATURED - featured.data))} de ${MAX_FEATURED} vagas livres na vitrine.` : undefined}
            />
          </ul>
        </Section>
        <div className="grid gap-8 xl:grid-cols-2">
          <Section title="Negociações por status">
            <NegotiationsPanel />
          </Section>
          <TimelineSection />
        </div>
      </div>
    </>
  );
}
