import * as z from 'zod/mini';
import { REPORT_STATUSES, type ReportKind, REPORTS } from '@/features/reports/api';
import { saoPauloDay } from '@/lib/calendar-day';
import { requireAdmin } from '../lib/auth';
import { readFilters } from '../lib/report-filters';
import { SHEETS } from '../lib/report-sheets';
import { workbookResponse } from '../lib/xlsx';
import { query, someOf, text } from '../contract/query';
import { area } from '../contract/serve';
import { xlsx } from '../contract/types';

/**
 * Admin reports (docs/product/calls.md): `GET /reports/admin/{announcements,companies,negotiations,customers,
 * products}` answer real .xlsx workbooks — a pt-BR header row, one row per record (oldest first),
 * an autofilter — with `Content-Disposition: attachment; filename="relatorio-…-YYYY-MM-DD.xlsx"`
 * (and `filename*`), the date being today in Brasília. Admins only (401 otherwise). Dates are
 * date cells in São Paulo time and amounts BRL-formatted numbers (lib/xlsx.ts); the sheets are
 * lib/report-sheets.ts, the period and status filters lib/report-filters.ts.
 */

function reportFileNameFor(kind: ReportKind, now = Date.now()): string {
  return `${REPORTS[kind].fileBase}-${saoPauloDay(now)}.xlsx`;
}

/** yyyy-mm-dd or an ISO date-time (`to` takes in its whole day), and the report's statuses (none for products). */
const reportQuery = (statuses: readonly string[]) =>
  query({ from: text, to: text, ...(statuses.length ? { status: someOf(z.enum(statuses as [string, ...string[]])) } : {}) });

const serve = area('reports');

export const reportHandlers = (Object.keys(SHEETS) as ReportKind[]).map((kind) =>
  serve.get({
    id: `reports.${kind}`,
    path: REPORTS[kind].url,
    summary: `Report of ${kind} (.xlsx), by creation period and status`,
    access: 'admin',
    query: reportQuery(REPORT_STATUSES[kind]),
    answer: xlsx,
  }, async ({ request, query }) => {
    requireAdmin(request);
    return workbookResponse(reportFileNameFor(kind), `Relatório de ${REPORTS[kind].noun}`, [SHEETS[kind](readFilters(kind, query))]);
  }),
);
