import { parseApiDate } from '@/lib/format';
import type { ReportParams } from './api';
import type { ReportFilters, ReportFilterValues } from './schemas';

/**
 * A report card's filters without their schema (schemas.ts, which loads after the page is
 * interactive): the empty filters, the period's order rule and the query they make.
 */

export const PERIOD_ORDER_MESSAGE = 'A data final deve ser igual ou posterior à inicial.';

export const EMPTY_REPORT_FILTERS: ReportFilterValues = { from: '', to: '', status: null };

/** Both dates complete and the end before the start (the schema's rule, under `to`). */
export function endsBeforeStart(from: string, to: string): boolean {
  const start = parseApiDate(from);
  const end = parseApiDate(to);
  return !!start && !!end && end < start;
}

/** Form values → the report's query (empty filters are left out). */
export function toReportParams(filters: ReportFilters): ReportParams {
  const params: ReportParams = {};
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  if (filters.status) params.status = filters.status;
  return params;
}

/**
 * The query of the filters as they are, or undefined while the schema would refuse them (a date
 * typed halfway, an end before the start). The download button follows it at every render, so it
 * reads the schema's rules without zod; tests keep the two in step.
 */
export function reportParamsOf(values: ReportFilterValues): ReportParams | undefined {
  const from = values.from.trim();
  const to = values.to.trim();
  const incomplete = (date: string) => date !== '' && parseApiDate(date) === null;
  if (incomplete(from) || incomplete(to) || endsBeforeStart(from, to)) return undefined;
  return toReportParams({ from, to, status: values.status });
}
