import type { NegotiationsChartProps, TimelineChartProps } from '@/features/dashboard/components/DashboardCharts';

/**
 * Stand-ins for the dashboard's chart.js components (jsdom has no canvas; the canvas itself is
 * exercised in the e2e suite): they show what the screen hands them. Use with
 *   vi.mock('@/features/dashboard/components/DashboardCharts', () => import('@tests/helpers/charts'));
 * One module for every file: next/dynamic keeps the components it loaded first for the whole
 * worker (docs/testing.md), so each file must get the same ones.
 */
export function NegotiationsChart({ bars, summary }: NegotiationsChartProps) {
  return <div role="img" aria-label={summary} data-chart="negotiations" data-bars={JSON.stringify(bars)} />;
}

export function TimelineChart({ points, summary }: TimelineChartProps) {
  return <div role="img" aria-label={summary} data-chart="timeline" data-points={JSON.stringify(points)} />;
}
