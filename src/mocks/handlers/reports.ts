import { XLSX_MIME } from '@/features/announcements/api';
import { REPORTS, type ReportKind } from '@/features/reports/api';
import { saoPauloDay } from '@/lib/calendar-day';
import { requireAdmin } from '../lib/auth';
import { route } from '../lib/http';
import { readFilters } from '../lib/report-filters';
import { SHEETS, type Sheet } from '../lib/report-sheets';
import { attachment, cellWidth, loadXlsx, sheetFromRows } from '../lib/xlsx';

/**
 * Admin reports (SPEC.md §7): `GET /reports/admin/{announcements,companies,negotiations,customers,
 * products}` answer real .xlsx workbooks — a pt-BR header row, one row per record (oldest first),
 * an autofilter — with `Content-Disposition: attachment; filename="relatorio-…-YYYY-MM-DD.xlsx"`
 * (and `filename*`), the date being today in Brasília. Admins only (401 otherwise). Dates are
 * date cells in São Paulo time and amounts BRL-formatted numbers (lib/xlsx.ts); the sheets are
 * lib/report-sheets.ts, the period and status filters lib/report-filters.ts.
 */

function reportFileNameFor(kind: ReportKind, now = Date.now()): string {
  return `${REPORTS[kind].fileBase}-${saoPauloDay(now)}.xlsx`;
}

async function workbookResponse(kind: ReportKind, { name, header, rows }: Sheet): Promise<Response> {
  const xlsx = await loadXlsx();
  const sheet = sheetFromRows(xlsx, [header, ...rows]);
  sheet['!cols'] = header.map((title, i) => ({
    wch: Math.min(60, Math.max(title.length + 2, 10, ...rows.slice(0, 200).map((row) => cellWidth(row[i]) + 1))),
  }));
  sheet['!autofilter'] = { ref: xlsx.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length, c: header.length - 1 } }) };
  const book = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(book, sheet, name);
  book.Props = { Title: `Relatório de ${REPORTS[kind].noun}`, Author: 'Giro' };
  const buffer = xlsx.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
  return new Response(buffer, {
    status: 200,
    headers: {
      'Content-Type': XLSX_MIME,
      'Content-Disposition': attachment(reportFileNameFor(kind)),
      'Content-Length': String(buffer.byteLength),
      'Cache-Control': 'no-store',
    },
  });
}

export const reportHandlers = (Object.keys(SHEETS) as ReportKind[]).map((kind) =>
  route.get(REPORTS[kind].url, async ({ request, query }) => {
    requireAdmin(request);
    return workbookResponse(kind, SHEETS[kind](readFilters(kind, query)));
  }),
);
