import Link from 'next/link';
import { useMemo } from 'react';
import { QueryLoadFailure } from '@/components/ui/LoadFailure';
import { SkeletonText } from '@/components/ui/Skeleton';
import { formatNumber } from '@/lib/format';
import { NEGOTIATION_STATUS, NEGOTIATION_STATUSES } from '@/lib/status';
import { useNegotiationCounts } from '../queries';
import { NegotiationsChart } from './LazyCharts';
import { DASHBOARD_LINKS } from './links';
import { Section } from './Section';
import { linkClass, plural } from './StatCard';

/** Negotiations per status: a bar chart and the same numbers in a table, each a link to its list. */
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

export function NegotiationsSection() {
  return (
    <Section title="Negociações por status">
      <NegotiationsPanel />
    </Section>
  );
}
