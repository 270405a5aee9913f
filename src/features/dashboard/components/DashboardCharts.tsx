import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Tooltip, type ChartOptions } from 'chart.js';
import { useRouter } from 'next/router';
import { useMemo, useRef, type MouseEvent } from 'react';
import { Bar, getElementAtEvent, Line } from 'react-chartjs-2';
import { useReducedMotion } from '@/lib/hooks/useReducedMotion';

/**
 * The dashboard's charts (chart.js through react-chartjs-2). This module is loaded only by the
 * dashboard, with next/dynamic (ssr: false), so chart.js stays out of every route's first load.
 * Only the pieces used are registered (the Bar and Line components register their controllers).
 * The canvas is an image with a summary (role="img"); the numbers themselves are in the screen's
 * tables and links, which are the text alternative.
 */
ChartJS.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Tooltip, Legend);

const PRIMARY = '#245d69'; // primary-700
const SECONDARY = '#b46400'; // secondary-600
const GRID = '#e2e8f0'; // slate-200
const TEXT = '#334155'; // slate-700

const integerAxis = {
  beginAtZero: true,
  ticks: { precision: 0, color: TEXT },
  grid: { color: GRID },
} as const;

/** What both charts set alike: pt-BR numbers, the height of their box, no animation for reduced motion. */
const baseOptions = (reduced: boolean) => ({ locale: 'pt-BR', responsive: true, maintainAspectRatio: false, animation: reduced ? false : undefined }) as const;

export interface NegotiationBar {
  label: string;
  count: number;
  /** The filtered list behind the bar (a click on the bar opens it). */
  href: string;
}

export interface NegotiationsChartProps {
  bars: NegotiationBar[];
  /** The canvas's accessible name: what the chart shows, in words. */
  summary: string;
}

/** Negotiations by status: one bar per status; a click on a bar opens its filtered list. */
export function NegotiationsChart({ bars, summary }: NegotiationsChartProps) {
  const router = useRouter();
  const chart = useRef<ChartJS<'bar'>>(undefined);
  const reduced = useReducedMotion();
  const options = useMemo<ChartOptions<'bar'>>(
    () => ({
      ...baseOptions(reduced),
      onHover: (event, elements) => {
        const target = event.native?.target;
        if (target instanceof HTMLElement) target.style.cursor = elements.length ? 'pointer' : 'default';
      },
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { label: (item) => `${item.formattedValue} ${item.parsed.y === 1 ? 'negociação' : 'negociações'}` } },
      },
      scales: { x: { ticks: { color: TEXT }, grid: { display: false } }, y: integerAxis },
    }),
    [reduced],
  );
  const data = useMemo(
    () => ({
      labels: bars.map((b) => b.label),
      datasets: [{ label: 'Negociações', data: bars.map((b) => b.count), backgroundColor: PRIMARY, borderRadius: 4, maxBarThickness: 48 }],
    }),
    [bars],
  );
  const open = (event: MouseEvent<HTMLCanvasElement>) => {
    if (!chart.current) return;
    const [element] = getElementAtEvent(chart.current, event);
    const bar = element ? bars[element.index] : undefined;
    if (bar) void router.push(bar.href);
  };
  return (
    <div className="relative h-64">
      <Bar ref={chart} data={data} options={options} role="img" aria-label={summary} onClick={open} fallbackContent={<p>{summary}</p>} />
    </div>
  );
}

export interface TimelinePoint {
  /** dd/MM on the axis. */
  label: string;
  /** dd/MM/yyyy in the tooltip. */
  title: string;
  clients: number;
  announcements: number;
}

export interface TimelineChartProps {
  points: TimelinePoint[];
  summary: string;
}

/** New clients and announcements per day: two lines over the period. */
export function TimelineChart({ points, summary }: TimelineChartProps) {
  const reduced = useReducedMotion();
  const options = useMemo<ChartOptions<'line'>>(
    () => ({
      ...baseOptions(reduced),
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { position: 'bottom', labels: { color: TEXT, usePointStyle: true } },
        tooltip: { callbacks: { title: (items) => (items[0] ? (points[items[0].dataIndex]?.title ?? '') : '') } },
      },
      scales: { x: { ticks: { color: TEXT, maxRotation: 0, autoSkipPadding: 12 }, grid: { display: false } }, y: integerAxis },
    }),
    [reduced, points],
  );
  const data = useMemo(
    () => ({
      labels: points.map((p) => p.label),
      datasets: [
        { label: 'Novos clientes', data: points.map((p) => p.clients), borderColor: PRIMARY, backgroundColor: PRIMARY, pointStyle: 'circle' as const, tension: 0.25 },
        {
          label: 'Novos anúncios',
          data: points.map((p) => p.announcements),
          borderColor: SECONDARY,
          backgroundColor: SECONDARY,
          borderDash: [6, 4],
          pointStyle: 'rectRot' as const,
          tension: 0.25,
        },
      ],
    }),
    [points],
  );
  return (
    <div className="relative h-64">
      <Line data={data} options={options} role="img" aria-label={summary} fallbackContent={<p>{summary}</p>} />
    </div>
  );
}
