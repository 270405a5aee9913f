import type { WorkSheet } from 'xlsx';

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
export const CELL_TEXT_MAX = 32_767;

/**
 * A cell's value as a sheet may hold it: a text past CELL_TEXT_MAX is cut, ending in '…' (never
 * in half of a character made of two code units); anything else is kept.
 */
export function fitCell<T>(value: T): T | string {
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
