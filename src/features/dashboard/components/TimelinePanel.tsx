import Link from 'next/link';
import { useMemo } from 'react';
import { QueryLoadFailure } from '@/components/ui/LoadFailure';
import { SkeletonText } from '@/components/ui/Skeleton';
import { formatDay } from '@/lib/days';
import { formatNumber } from '@/lib/format';
import type { Timeline } from '../api';
import { useTimeline } from '../queries';
import { TimelineChart } from './LazyCharts';
import { DASHBOARD_LINKS } from './links';
import { Section } from './Section';
import { plural } from './StatCard';
import { TimelineDays } from './TimelineDays';

const shortDay = (date: string) => formatDay(date).slice(0, 5);

const totalClass = 'group flex flex-col rounded focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700';

/** One of the period's totals: the number and what it counts, a link to the list of the period. */
function PeriodTotal({ href, count, what, period }: { href: string; count: number; what: [one: string, many: string]; period: string }) {
  return (
    <li>
      <Link href={href} className={totalClass}>
        <span className="text-3xl font-semibold tabular-nums text-slate-900">{formatNumber(count)}</span>{' '}
        <span className="text-sm font-medium text-primary-800 underline underline-offset-2 group-hover:no-underline">{plural(count, ...what)}</span>{' '}
        <span className="sr-only">{period}</span>
      </Link>
    </li>
  );
}

/** The period's totals (each a link to the list of the period), the line chart and the day-by-day table. */
function TimelinePanel({ timeline }: { timeline: Timeline }) {
  const points = useMemo(
    () => timeline.series.map((d) => ({ label: shortDay(d.date), title: formatDay(d.date), clients: d.clients, announcements: d.announcements })),
    [timeline.series],
  );
  const { clients, announcements } = timeline.totals;
  const period = `de ${formatDay(timeline.from)} a ${formatDay(timeline.to)}`;
  const { from, to } = timeline;
  const summary = `Gráfico de linhas dos novos clientes e anúncios por dia, ${period}: ${formatNumber(clients)} ${plural(clients, 'cliente', 'clientes')} e ${formatNumber(announcements)} ${plural(announcements, 'anúncio', 'anúncios')}. Os números de cada dia estão na tabela abaixo.`;
  return (
    <div className="grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <ul className="grid gap-3 sm:grid-cols-2">
        <PeriodTotal href={DASHBOARD_LINKS.clients(from, to)} count={clients} what={['novo cliente', 'novos clientes']} period={period} />
        <PeriodTotal href={DASHBOARD_LINKS.newAnnouncements(from, to)} count={announcements} what={['novo anúncio', 'novos anúncios']} period={period} />
      </ul>
      <figure className="m-0">
        <TimelineChart points={points} summary={summary} />
        <figcaption className="mt-2 text-xs text-slate-600">Cadastros por dia, {period} (horário de Brasília).</figcaption>
      </figure>
      <TimelineDays timeline={timeline} period={period} />
    </div>
  );
}

/** The last 30 days' new clients and announcements. */
export function TimelineSection() {
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
