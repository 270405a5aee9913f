import * as z from 'zod/mini';
import { parseApiDate } from '@/lib/format';
import { zDate } from '@/lib/validators/zod';
import type { ReportParams } from './api';

export const PERIOD_ORDER_MESSAGE = 'A data final deve ser igual ou posterior à inicial.';

/**
 * The filters of one report card. The date fields hold yyyy/MM/dd once complete (DateField
 * `valueFormat="date"`); both are optional; the end may not come before the start.
 */
export const reportFilterSchema = z
  .object({
    from: zDate({ optional: true }),
    to: zDate({ optional: true }),
    status: z.nullable(z.string()),
  })
  .check(
    z.superRefine((values, ctx) => {
      const from = parseApiDate(values.from);
      const to = parseApiDate(values.to);
      if (from && to && to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: PERIOD_ORDER_MESSAGE });
    }),
  );

export type ReportFilterValues = z.input<typeof reportFilterSchema>;
export type ReportFilters = z.output<typeof reportFilterSchema>;

export const EMPTY_REPORT_FILTERS: ReportFilterValues = { from: '', to: '', status: null };

/** Form values → the report's query (empty filters are left out). */
export function toReportParams(filters: ReportFilters): ReportParams {
  const params: ReportParams = {};
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  if (filters.status) params.status = filters.status;
  return params;
}
