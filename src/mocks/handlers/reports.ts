import { REPORTS, type ReportKind } from '@/features/reports/api';
import { saoPauloDay } from '@/lib/calendar-day';
import { requireAdmin } from '../lib/auth';
import { route } from '../lib/http';
import { readFilters } from '../lib/report-filters';
import { SHEETS } from '../lib/report-sheets';
import { workbookResponse } from '../lib/xlsx';

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

export const reportHandlers = (Object.keys(SHEETS) as ReportKind[]).map((kind) =>
  route.get(REPORTS[kind].url, async ({ request, query }) => {
    requireAdmin(request);
    return workbookResponse(reportFileNameFor(kind), `Relatório de ${REPORTS[kind].noun}`, [SHEETS[kind](readFilters(kind, query))]);
  }),
);
