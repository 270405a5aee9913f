import Link from 'next/link';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatNumber } from '@/lib/format';

interface CountState {
  data: number | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface StatCardProps {
  title: string;
  count: CountState;
  /** The filtered list that explains the number. */
  href: string;
  /** The link's text after the number, e.g. n → 'empresas pendentes'. */
  describe: (n: number) => string;
  /** A line under the number (e.g. 'Fila de aprovação'). */
  footer?: ReactNode;
}

export const linkClass =
  'rounded font-medium text-primary-800 underline underline-offset-2 hover:no-underline focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700';

/** 1 → 'empresa pendente', 0 or 2+ → 'empresas pendentes' (pt-BR: zero takes the plural). */
export function plural(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

/** A count that links to its list: '3 empresas pendentes' → /admin/empresas?status=PENDING. */
export function StatCard({ title, count, href, describe, footer }: StatCardProps) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-sm font-medium text-slate-700">{title}</h3>
      {count.isError && count.data === undefined ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-slate-700">Não foi possível carregar.</p>
          <Button size="sm" variant="outline" onClick={() => void count.refetch()} aria-label={`Tentar novamente: ${title}`}>
            Tentar novamente
          </Button>
        </div>
      ) : count.data === undefined ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">Carregando...</span>
          <Skeleton className="h-9 w-16" />
          <Skeleton className="h-4 w-40" />
        </div>
      ) : (
        <Link href={href} className="group flex flex-col rounded focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700">
          <span className="text-3xl font-semibold tabular-nums text-slate-900">{formatNumber(count.data)}</span>{' '}
          <span className="text-sm font-medium text-primary-800 underline underline-offset-2 group-hover:no-underline">{describe(count.data)}</span>
        </Link>
      )}
      {footer ? <p className="text-xs text-slate-600">{footer}</p> : null}
    </li>
  );
}
