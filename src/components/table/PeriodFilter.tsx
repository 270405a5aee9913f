import type { MouseEvent } from 'react';
import { formatDay, readPeriod, type CreatedPeriodParams } from '@/lib/days';
import { cx } from '../ui/cx';
import { urlFilter } from './filter-defs';
import type { FilterValue, ListController } from './useListParams';

/**
 * The creation-period filter of a list: `createdFrom` / `createdTo` in the URL (calendar days
 * yyyy-MM-dd, inclusive, São Paulo time; lib/days.ts). Links such as the dashboard's set it; the
 * list shows it ('Cadastrados de 01/11/2026 a 22/11/2026') with a button that removes it.
 *
 *   const list = useListParams({ filters: { …, ...PERIOD_FILTERS }, sanitize: sanitizePeriod });
 *   <DataTable list={list} filters={<PeriodFilter list={list} />} … />
 *
 * `sanitizePeriod` keeps invalid values out of the list call: a bound that is not a calendar day
 * is dropped, a start after the end drops both, and the filter says so.
 */

/** The period's URL keys, to spread into a list's declared filters (it draws them itself, after the declared fields). */
export const PERIOD_FILTERS = { createdFrom: urlFilter(), createdTo: urlFilter() };

const text = (value: FilterValue | undefined): string | undefined => (value === undefined ? undefined : typeof value === 'string' ? value : '');

/** A `useListParams` sanitizer: only a valid creation period goes to the list call. */
export function sanitizePeriod<F extends string>(filters: Partial<Record<F, FilterValue>>): Partial<Record<F, FilterValue>> {
  const all = filters as Partial<Record<string, FilterValue>>;
  if (all.createdFrom === undefined && all.createdTo === undefined) return filters;
  const { period } = readPeriod(text(all.createdFrom), text(all.createdTo));
  const { createdFrom: _from, createdTo: _to, ...rest } = all;
  return { ...rest, ...period } as Partial<Record<F, FilterValue>>;
}

/** 'Cadastrados de 01/11/2026 a 22/11/2026', 'Cadastrados em 22/11/2026', '… a partir de …', '… até …'. */
function periodLabel({ createdFrom, createdTo }: CreatedPeriodParams, noun = 'Cadastrados'): string | null {
  if (createdFrom && createdTo) {
    return createdFrom === createdTo ? `${noun} em ${formatDay(createdFrom)}` : `${noun} de ${formatDay(createdFrom)} a ${formatDay(createdTo)}`;
  }
  if (createdFrom) return `${noun} a partir de ${formatDay(createdFrom)}`;
  if (createdTo) return `${noun} até ${formatDay(createdTo)}`;
  return null;
}

function ignoredMessage(ignored: readonly string[]): string | null {
  const from = ignored.includes('createdFrom');
  const to = ignored.includes('createdTo');
  if (from && to) return 'O período de cadastro informado no link é inválido e foi ignorado.';
  if (from) return 'A data inicial do período informada no link é inválida e foi ignorada.';
  if (to) return 'A data final do período informada no link é inválida e foi ignorada.';
  return null;
}

const buttonClass =
  'rounded px-1 font-medium text-primary-800 underline underline-offset-2 hover:no-underline focus:outline-hidden focus-visible:ring-2 focus-visible:ring-primary-700';

export interface PeriodFilterProps<F extends string> {
  list: ListController<F>;
  /** The word before the period (default 'Cadastrados'). */
  noun?: string;
  className?: string;
}

/** The active creation period (or the note that the URL's was ignored) and 'Remover período'. */
export function PeriodFilter<F extends string>({ list, noun, className }: PeriodFilterProps<F>) {
  const filters = list.state.filters as Partial<Record<string, FilterValue>>;
  const label = periodLabel({ createdFrom: text(filters.createdFrom), createdTo: text(filters.createdTo) }, noun);
  const problem = ignoredMessage(list.state.ignored ?? []);
  if (!label && !problem) return null;
  const remove = (event: MouseEvent<HTMLButtonElement>) => {
    // The button goes away with the period: keep the focus in the filter bar.
    const next = event.currentTarget.closest('[role="search"]')?.querySelector<HTMLElement>('input, select');
    list.setFilters({ createdFrom: undefined, createdTo: undefined } as Partial<Record<F, undefined>>);
    next?.focus();
  };
  return (
    <div role="group" aria-label="Período de cadastro" className={cx('flex min-h-9 flex-wrap items-center gap-x-2 rounded-md border border-primary-200 bg-primary-50 px-3 py-1 text-sm text-slate-900', className)}>
      {label ? <span className="font-medium">{label}</span> : null}
      {problem ? (
        <span role="status" className="text-slate-800">
          {problem}
        </span>
      ) : null}
      <button type="button" onClick={remove} className={buttonClass}>
        Remover período
      </button>
    </div>
  );
}
