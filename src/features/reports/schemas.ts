import * as z from 'zod/mini';
import { zDate } from '@/lib/validators/zod';
import { endsBeforeStart, PERIOD_ORDER_MESSAGE } from './form-values';

/**
 * The filters of one report card. The date fields hold yyyy/MM/dd once complete (DateField
 * `valueFormat="date"`); both are optional; the end may not come before the start. The card loads
 * this module with its first validation (useSchemaForm); what it needs at render is in
 * form-values.ts.
 */
export const reportFilterSchema = z
  .object({
    from: zDate({ optional: true }),
    to: zDate({ optional: true }),
    status: z.nullable(z.string()),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (endsBeforeStart(values.from, values.to)) ctx.addIssue({ code: 'custom', path: ['to'], message: PERIOD_ORDER_MESSAGE });
    }),
  );

export type ReportFilterValues = z.input<typeof reportFilterSchema>;
export type ReportFilters = z.output<typeof reportFilterSchema>;
