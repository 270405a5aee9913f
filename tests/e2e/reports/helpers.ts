/** The reports specs' helpers (reports.spec.ts, reports-dashboard.spec.ts): a report's download read back as rows. */
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page, Response } from '@playwright/test';
import * as XLSX from 'xlsx';
import { expect } from '../fixtures';

export interface Report {
  title: string;
  noun: string;
  path: string;
  base: string;
}

export const REPORTS: Record<'announcements' | 'companies' | 'negotiations' | 'customers' | 'products', Report> = {
  announcements: { title: 'Anúncios', noun: 'anúncios', path: '/reports/admin/announcements', base: 'relatorio-anuncios' },
  companies: { title: 'Empresas', noun: 'empresas', path: '/reports/admin/companies', base: 'relatorio-empresas' },
  negotiations: { title: 'Negociações', noun: 'negociações', path: '/reports/admin/negotiations', base: 'relatorio-negociacoes' },
  customers: { title: 'Clientes', noun: 'clientes', path: '/reports/admin/customers', base: 'relatorio-clientes' },
  products: { title: 'Produtos', noun: 'produtos', path: '/reports/admin/products', base: 'relatorio-produtos' },
};

type Row = (string | number)[];

export interface Downloaded {
  download: Download;
  response: Response;
  /** The first sheet, header row first. */
  rows: Row[];
  /** Column by header title. */
  column: (title: string) => (string | number)[];
  /** The row whose `title` column equals `value`. */
  row: (title: string, value: string | number) => Record<string, string | number> | undefined;
}

export const card = (page: Page, report: Report): Locator => page.getByRole('region', { name: report.title, exact: true });

/** Clicks a report's download button; waits for the API answer (GET, not the CORS preflight) and the download. */
export async function download(page: Page, report: Report): Promise<Downloaded> {
  const [response, file] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === report.path && r.request().method() === 'GET'),
    page.waitForEvent('download'),
    card(page, report).getByRole('button', { name: `Baixar relatório de ${report.noun}` }).click(),
  ]);
  const book = XLSX.read(await readFile((await file.path())!), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<Row>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: true, defval: '' });
  const header = rows[0]!.map(String);
  const column = (title: string) => {
    const index = header.indexOf(title);
    expect(index, `column '${title}' in ${report.path}`).toBeGreaterThanOrEqual(0);
    return rows.slice(1).map((r) => r[index]!);
  };
  const row = (title: string, value: string | number) => {
    const index = header.indexOf(title);
    const found = rows.slice(1).find((r) => r[index] === value);
    return found ? Object.fromEntries(header.map((h, i) => [h, found[i]!])) : undefined;
  };
  return { download: file, response, rows, column, row };
}

/** `attachment; filename="x.xlsx"; filename*=UTF-8''x.xlsx` → x.xlsx. */
export function headerFileName(response: Response): string {
  const disposition = response.headers()['content-disposition'] ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  return star ? decodeURIComponent(star[1]!) : (/filename="([^"]+)"/.exec(disposition)?.[1] ?? '');
}

/** Today in São Paulo (the browser's time zone in playwright.config.ts), yyyy-MM-dd. */
export const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** A date-time cell (an Excel serial in São Paulo time; or 'dd/MM/yyyy HH:mm:ss') → 'yyyy-MM-dd' (to compare days as text). */
export const isoDay = (cell: string | number) =>
  typeof cell === 'number' ? XLSX.SSF.format('yyyy-mm-dd', cell) : String(cell).slice(0, 10).split('/').reverse().join('-');
