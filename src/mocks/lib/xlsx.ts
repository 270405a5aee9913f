import type { CellObject, WorkSheet } from 'xlsx';
import { XLSX_MIME } from '@/features/announcements/model';
import { BRASILIA_OFFSET_MS } from './brasilia';

/** SheetJS for the mock's spreadsheets: large, so loaded with the first one (and once). */
type Xlsx = typeof import('xlsx');

let xlsxModule: Promise<Xlsx> | null = null;
export function loadXlsx(): Promise<Xlsx> {
  xlsxModule ??= import('xlsx');
  return xlsxModule;
}

/** A Content-Disposition for a download: an ASCII name plus the UTF-8 one (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The most characters (UTF-16 code units) a cell holds in Excel; SheetJS refuses to write more. */
const CELL_TEXT_MAX = 32_767;

/**
 * A cell's value as a sheet may hold it: a text past CELL_TEXT_MAX is cut, ending in '…' (never
 * in half of a character made of two code units); anything else is kept.
 */
function fitCell<T>(value: T): T | string {
  if (typeof value !== 'string' || value.length <= CELL_TEXT_MAX) return value;
  let end = CELL_TEXT_MAX - 1;
  const last = value.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${value.slice(0, end)}…`;
}

/** A sheet from rows of cells (SheetJS's `aoa_to_sheet`), every text cut to what a cell holds. */
export function sheetFromRows(xlsx: Xlsx, rows: readonly (readonly unknown[])[]): WorkSheet {
  return xlsx.utils.aoa_to_sheet(rows.map((row) => row.map(fitCell)));
}

// ---------------------------------------------------------------- typed cells
// Dates and amounts are numbers with a number format, never text: Excel sorts and filters them as
// dates and money, and shows them with the reader's own separators (R$ 1.234,50 in pt-BR).

const DATE_FORMAT = 'dd/mm/yyyy';
const DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm:ss';
const BRL_FORMAT = '"R$" #,##0.00';

/** Day 0 of Excel's 1900 date system, as its serials count (after its 1900 leap-year slip). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/**
 * An instant → the Excel serial of its São Paulo wall clock (UTC-3, no DST), in whole seconds
 * (cut, as the app's dd/MM/yyyy HH:mm:ss shows it).
 */
function saoPauloSerial(iso: string): number {
  const seconds = Math.floor((Date.parse(iso) - BRASILIA_OFFSET_MS - EXCEL_EPOCH_MS) / 1000);
  return seconds / 86_400;
}

/** A calendar day in São Paulo as a date cell (dd/mm/yyyy); no date, an empty cell. */
export function dateCell(iso: string | null | undefined): CellObject | '' {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  return { t: 'n', v: Math.floor(saoPauloSerial(iso)), z: DATE_FORMAT };
}

/** An instant in São Paulo as a date-time cell (dd/mm/yyyy hh:mm:ss); no date, an empty cell. */
export function dateTimeCell(iso: string | null | undefined): CellObject | '' {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  return { t: 'n', v: saoPauloSerial(iso), z: DATE_TIME_FORMAT };
}

const MONTH_FORMAT = 'mm/yyyy';

/** A calendar month ('2026-10') as a date cell on its first day, shown as mm/yyyy; anything else, an empty cell. */
export function monthCell(month: string): CellObject | '' {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return '';
  return { t: 'n', v: (Date.UTC(Number(match[1]), Number(match[2]) - 1, 1) - EXCEL_EPOCH_MS) / 86_400_000, z: MONTH_FORMAT };
}

/** An amount in reais, shown as money ('"R$" #,##0.00'). */
export function moneyCell(value: number): CellObject {
  return { t: 'n', v: value, z: BRL_FORMAT };
}

/** How many characters a cell shows, for a column's width: a typed cell by its format. */
export function cellWidth(value: unknown): number {
  if (value !== null && typeof value === 'object' && 'z' in value) {
    const { z, v } = value as CellObject;
    if (z === BRL_FORMAT) return `R$ ${Number(v).toFixed(2)}`.length + Math.floor(String(Math.trunc(Number(v))).length / 3);
    return String(z).length;
  }
  return String(value ?? '').length;
}

// ---------------------------------------------------------------- workbooks

/** One sheet of a download: a header row, the rows, and notes after a blank row. */
export interface WorkbookSheet {
  name: string;
  header: readonly string[];
  rows: readonly (readonly unknown[])[];
  /** Lines below the table (what a figure means); outside the autofilter and the widths. */
  notes?: readonly string[];
}

/** A sheet with its columns as wide as their content (at most 60) and an autofilter over the table. */
function writeSheet(xlsx: Xlsx, { header, rows, notes = [] }: WorkbookSheet): WorkSheet {
  const sheet = sheetFromRows(xlsx, [header, ...rows, ...(notes.length ? [[], ...notes.map((note) => [note])] : [])]);
  sheet['!cols'] = header.map((title, i) => ({
    wch: Math.min(60, Math.max(title.length + 2, 10, ...rows.slice(0, 200).map((row) => cellWidth(row[i]) + 1))),
  }));
  sheet['!autofilter'] = { ref: xlsx.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length, c: header.length - 1 } }) };
  return sheet;
}

/**
 * A download of a workbook (reports, impact): its sheets in order, the title in its properties,
 * `Content-Disposition` with `fileName`.
 */
export async function workbookResponse(fileName: string, title: string, sheets: readonly WorkbookSheet[]): Promise<Response> {
  const xlsx = await loadXlsx();
  const book = xlsx.utils.book_new();
  for (const sheet of sheets) xlsx.utils.book_append_sheet(book, writeSheet(xlsx, sheet), sheet.name);
  book.Props = { Title: title, Author: 'Giro' };
  const buffer = xlsx.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
  return new Response(buffer, {
    status: 200,
    headers: {
      'Content-Type': XLSX_MIME,
      'Content-Disposition': attachment(fileName),
      'Content-Length': String(buffer.byteLength),
      'Cache-Control': 'no-store',
    },
  });
}
