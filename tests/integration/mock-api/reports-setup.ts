/** Shared by the reports-*.test.ts files: the admin's calls, a report read back as rows, Brasília days. */
import * as XLSX from 'xlsx';
import { expect } from 'vitest';
import { XLSX_MIME } from '@/features/announcements/model';
import { REPORTS, type ReportKind } from '@/features/reports/api';
import { db } from '@/mocks/db/store';
import { API, tokenOf, type Who } from './helpers';

export const auth = (who: Who) => ({ authorization: `Bearer ${tokenOf(who)}` });

/** Today in Brasília (UTC-3), yyyy-MM-dd: the date in the report's file name. */
export const todayBr = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
/** An ISO instant → its Brasília calendar day, yyyy/MM/dd. */
export const dayBr = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '/');

interface Report {
  status: number;
  headers: Headers;
  /** The first sheet's name and rows (header first), when the answer is a workbook. */
  sheet?: string;
  rows: (string | number)[][];
  json?: { statusCode: number; message: string };
}

export async function report(kind: ReportKind, query = '', who: Who | null = 'admin'): Promise<Report> {
  const response = await fetch(`${API}${REPORTS[kind].url}${query}`, { headers: who ? auth(who) : {} });
  if (response.headers.get('content-type') !== XLSX_MIME) {
    return { status: response.status, headers: response.headers, rows: [], json: (await response.json()) as Report['json'] };
  }
  const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array' });
  const sheet = book.SheetNames[0]!;
  const rows = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[sheet]!, { header: 1, raw: true, defval: '' });
  return { status: response.status, headers: response.headers, sheet, rows };
}

export const column = (r: Report, title: string) => {
  const index = r.rows[0]!.indexOf(title);
  expect(index, `column '${title}'`).toBeGreaterThanOrEqual(0);
  return r.rows.slice(1).map((row) => row[index]);
};

export const cell = (r: Report, row: (string | number)[], title: string) => row[r.rows[0]!.indexOf(title)];

export const isClient = (a: (typeof db.accounts)[number]) => !a.isAdmin && a.accountType !== 'ADMIN';
