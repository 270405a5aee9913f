import { useId, type ReactNode } from 'react';
import type { Page } from '@/lib/api/params';
import { useDelayedFlag } from '@/lib/hooks/useDelayedFlag';
import { QueryLoadFailure, type FailableQuery } from './LoadFailure';
import { SkeletonText } from './Skeleton';

export interface QuerySectionProps<T> {
  title: string;
  /** A line under the title. */
  intro?: string;
  query: FailableQuery & { data?: Page<T>; isFetching: boolean };
  /** What did not load, for 'Não foi possível carregar {what}.' */
  what: string;
  /** The skeleton's screen-reader text ('Carregando buscas...'). */
  loadingLabel: string;
  /** Shown a moment after an empty answer (an EmptyState). */
  empty: ReactNode;
  /** The page of rows, once it has some. */
  children: (page: Page<T>) => ReactNode;
}

/**
 * A card section of a page fed by one paged query: its title (the section's name), a skeleton
 * while loading, the failure with 'Tentar novamente', the empty state after a moment, or the rows.
 */
export function QuerySection<T>({ title, intro, query, what, loadingLabel, empty, children }: QuerySectionProps<T>) {
  const headingId = useId();
  const data = query.data;
  const showEmpty = useDelayedFlag(!!data && data.data.length === 0);
  // Without an intro line under the title, the content keeps its own distance from it.
  const below = intro ? undefined : 'mt-3';
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-lg border border-slate-200 bg-white p-4 md:p-5" aria-busy={query.isFetching || undefined}>
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {intro ? <p className="mb-2 text-sm text-slate-600">{intro}</p> : null}
      {!data ? (
        <QueryLoadFailure query={query} what={what} className={below} loading={<SkeletonText lines={4} label={loadingLabel} className={below} />} />
      ) : data.data.length === 0 ? (
        showEmpty && empty
      ) : (
        children(data)
      )}
    </section>
  );
}
