import Link from 'next/link';
import { formatDay } from '@/lib/days';
import { formatNumber } from '@/lib/format';
import type { Timeline } from '../api';
import { DASHBOARD_LINKS } from './links';
import { linkClass, plural } from './StatCard';

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

/** The timeline's numbers day by day, folded under 'Ver os números de cada dia'. */
export function TimelineDays({ timeline, period }: { timeline: Timeline; period: string }) {
  return (
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
                {formatDay(day.date)}
              </th>
              <td className="py-1 text-right tabular-nums">
                <DayCount count={day.clients} href={DASHBOARD_LINKS.clients(day.date, day.date)} describe={(n) => `${plural(n, 'novo cliente', 'novos clientes')} em ${formatDay(day.date)}`} />
              </td>
              <td className="py-1 text-right tabular-nums">
                <DayCount
                  count={day.announcements}
                  href={DASHBOARD_LINKS.newAnnouncements(day.date, day.date)}
                  describe={(n) => `${plural(n, 'novo anúncio', 'novos anúncios')} em ${formatDay(day.date)}`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
