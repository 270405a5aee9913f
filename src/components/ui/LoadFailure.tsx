import type { ReactElement, ReactNode } from 'react';
import { toErrorMessage } from '@/lib/api/errors';
import { Button } from './Button';
import { cx } from './cx';

/**
 * 'Não foi possível carregar {what}.' with 'Tentar novamente': what a screen or a form shows in
 * place of data that failed to load (the error toast has already said why), so the user is never
 * left with an empty list or a misleading message.
 */
export function LoadFailure({ what, onRetry, className }: { what: string; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={cx('flex flex-col items-start gap-2 rounded-lg border border-slate-200 bg-white p-4', className)}>
      <p className="text-sm text-slate-700">Não foi possível carregar {what}.</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}

/**
 * A page whose data failed to load the first time: the error's message and 'Tentar novamente',
 * in place of the page. Once the page has its data, a failed refresh must not take it away (an
 * open form or dialog with it): show `LoadFailure` above the page instead.
 */
export function PageLoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <p role="alert" className="text-sm text-slate-800">
        {message}
      </p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}

/** What `QueryLoadFailure` needs of a React Query result (or of several combined). */
export interface FailableQuery {
  isError: boolean;
  data: unknown;
  refetch: () => unknown;
}

/** What `queryLoadFailures` needs of a React Query result. */
export interface RetryableQuery extends FailableQuery {
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * The two load failures of a detail screen's query, by the rule above: `page` (to return in place
 * of the screen) while it has no data, `banner` (to show above the screen) once a refresh of data
 * on screen failed; both null while it has not failed.
 */
export function queryLoadFailures(query: RetryableQuery, what: string): { page: ReactElement | null; banner: ReactElement | null } {
  if (!query.isError) return { page: null, banner: null };
  const retry = () => void query.refetch();
  if (query.data === undefined) return { page: <PageLoadFailure message={toErrorMessage(query.error)} onRetry={retry} />, banner: null };
  return { page: null, banner: <LoadFailure what={what} onRetry={retry} className="mb-4" /> };
}

/**
 * A query without data yet, in place: `LoadFailure` with its refetch once it has failed, else
 * `loading` (a skeleton; nothing when omitted, for a banner above a page that renders anyway).
 * Nothing once it has data: the caller shows that.
 */
export function QueryLoadFailure({ query, what, loading = null, className }: { query: FailableQuery; what: string; loading?: ReactNode; className?: string }) {
  if (query.data !== undefined) return null;
  if (!query.isError) return loading;
  return <LoadFailure what={what} onRetry={() => void query.refetch()} className={className} />;
}
