import dynamic from 'next/dynamic';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { Skeleton } from '@/components/ui/Skeleton';

/**
 * chart.js is loaded on this route only, after the page (no server rendering of canvases). While
 * it loads, a skeleton; if its chunk failed to load (a deploy, a dropped connection), a message
 * with 'Tentar novamente' — the numbers are still in the tables beside the charts.
 */
export function ChartLoading({ error, retry }: { error?: Error | null; retry?: () => void }) {
  if (error && retry) return <LoadFailure what="o gráfico (os números estão na tabela)" onRetry={retry} className="h-64 w-full" />;
  return <Skeleton className="h-64 w-full" />;
}
let charts: Promise<typeof import('./DashboardCharts')> | undefined;
/** One import of the charts module for both charts; a failed one is tried again on 'Tentar novamente'. */
const loadCharts = () =>
  (charts ??= import('./DashboardCharts').catch((error: unknown) => {
    charts = undefined;
    throw error;
  }));
export const NegotiationsChart = dynamic(() => loadCharts().then((m) => m.NegotiationsChart), { ssr: false, loading: ChartLoading });
export const TimelineChart = dynamic(() => loadCharts().then((m) => m.TimelineChart), { ssr: false, loading: ChartLoading });
