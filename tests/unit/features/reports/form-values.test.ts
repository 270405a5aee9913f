import { describe, expect, it } from 'vitest';
import { reportParamsOf, toReportParams } from '@/features/reports/form-values';
import { reportFilterSchema, type ReportFilterValues } from '@/features/reports/schemas';

/**
 * The report card decides at render, without zod, whether its filters can be sent
 * (reportParamsOf); the form validates them with the schema. Both must agree.
 */
const cases: ReportFilterValues[] = [
  { from: '', to: '', status: null },
  { from: '2026/10/01', to: '', status: 'APPROVED' },
  { from: '', to: '2026/10/01', status: null },
  { from: ' 2026/10/01 ', to: '2026/10/31', status: null },
  { from: '2026/10/01', to: '2026/10/01', status: 'PENDING' },
  { from: '2026/11/10', to: '2026/11/01', status: null },
  { from: '2026/11/10', to: '2026-11-01T00:00:00Z', status: null },
  { from: '2026/02/31', to: '', status: null },
  { from: '31/11', to: '', status: null },
  { from: '', to: '2026/1', status: null },
  { from: '   ', to: '', status: null },
];

describe('reportParamsOf', () => {
  it.each(cases)('agrees with the schema for %j', (values) => {
    const parsed = reportFilterSchema.safeParse(values);
    expect(reportParamsOf(values)).toEqual(parsed.success ? toReportParams(parsed.data) : undefined);
  });

  it('sends nothing while the period is invalid, and the filters given otherwise', () => {
    expect(reportParamsOf({ from: '2026/11/10', to: '2026/11/01', status: null })).toBeUndefined();
    expect(reportParamsOf({ from: '2026/13/01', to: '', status: null })).toBeUndefined();
    expect(reportParamsOf({ from: '2026/10/01', to: '', status: 'APPROVED' })).toEqual({ from: '2026/10/01', status: 'APPROVED' });
  });
});
