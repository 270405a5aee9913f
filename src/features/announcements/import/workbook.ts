import type * as Xlsx from 'xlsx';
import type { RefusalCodeFor } from '@/lib/api/codes';
import { normalizeText } from './cells';
import { IMPORT_COLUMNS, MAX_IMPORT_ROWS, validateSheet, type ImportCatalog, type ImportSheet } from './rows';
import { zipUncompressedSize, zipUnpacksWithin } from './zip';

/**
 * Reading an uploaded workbook. The xlsx module is passed in (callers load it with a dynamic
 * `import('xlsx')`, in the preview's Web Worker or in the mock API), so nothing here pulls it into
 * a bundle.
 */
export type XlsxModule = typeof Xlsx;

/** Why a file could not be read at all; the codes are the API's (lib/api/errors.ts). */
export type WorkbookErrorCode = Extract<RefusalCodeFor<400>, 'InvalidSpreadsheet' | 'SpreadsheetUnreadable' | 'SpreadsheetTooLarge' | 'SpreadsheetTooHeavy'>;

/**
 * Limits checked before a workbook is parsed, so that a small file that unpacks into gigabytes, or
 * declares a million rows, is refused at once instead of freezing the preview or the API.
 */
export const SPREADSHEET_LIMITS = {
  /** The file as sent (10 000 rows of the template take well under 2 MB). */
  fileBytes: 5 * 1024 * 1024,
  /** Everything inside the .xlsx (a zip) once unpacked. */
  unpackedBytes: 50 * 1024 * 1024,
  /** Columns read: the template's and some room for notes beside them. */
  columns: IMPORT_COLUMNS.length + 20,
} as const;

export class WorkbookError extends Error {
  constructor(readonly code: WorkbookErrorCode) {
    super(code);
    this.name = 'WorkbookError';
  }
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
}

/** An .xlsx is a zip and an .xls a compound file: anything else is not a spreadsheet. */
export function hasSpreadsheetSignature(bytes: Uint8Array): boolean {
  return startsWith(bytes, ZIP) || startsWith(bytes, CFB);
}

/** The name of the sheet to import: 'Anúncios' if there is one, else the first. */
function importSheetName(sheetNames: readonly string[]): string | undefined {
  return sheetNames.find((name) => normalizeText(name) === 'anuncios') ?? sheetNames[0];
}

/** Rows read at most: the import's rows plus room for a header that does not start on row 1. */
const SHEET_ROWS = MAX_IMPORT_ROWS + 100;

/**
 * The range of the cells a sheet really has. A file may declare `A1:XFD1048576` around a few
 * cells, and reading that range row by row (blank rows kept, for the row numbers) froze the
 * preview's worker and the mock API for minutes.
 */
function usedRange(xlsx: XlsxModule, sheet: Xlsx.WorkSheet): string | undefined {
  let first = { r: Infinity, c: Infinity };
  let last = { r: -1, c: -1 };
  for (const address of Object.keys(sheet)) {
    if (address.startsWith('!')) continue;
    const { r, c } = xlsx.utils.decode_cell(address);
    first = { r: Math.min(first.r, r), c: Math.min(first.c, c) };
    last = { r: Math.max(last.r, r), c: Math.max(last.c, c) };
  }
  return last.r < 0 ? undefined : xlsx.utils.encode_range({ s: first, e: last });
}

/** Files that passed checkSpreadsheetBytes: unpacking one again to read it would double the work. */
const checkedFiles = new WeakSet<Uint8Array>();

/**
 * The file's own checks, before SheetJS is even loaded: a spreadsheet's signature, the file size,
 * and for an .xlsx (a zip) what it unpacks to, declared and then real. Throws the WorkbookError.
 */
export function checkSpreadsheetBytes(bytes: Uint8Array): void {
  if (checkedFiles.has(bytes)) return;
  if (!hasSpreadsheetSignature(bytes)) throw new WorkbookError('SpreadsheetUnreadable');
  if (bytes.length > SPREADSHEET_LIMITS.fileBytes) throw new WorkbookError('SpreadsheetTooHeavy');
  if (startsWith(bytes, ZIP)) {
    const unpacked = zipUncompressedSize(bytes);
    if (unpacked === null) throw new WorkbookError('SpreadsheetUnreadable');
    if (unpacked > SPREADSHEET_LIMITS.unpackedBytes) throw new WorkbookError('SpreadsheetTooHeavy');
    // The declared sizes may lie: unpack it with the cap before SheetJS does, uncapped.
    const unpacks = zipUnpacksWithin(bytes, SPREADSHEET_LIMITS.unpackedBytes);
    if (unpacks !== 'ok') throw new WorkbookError(unpacks === 'too-big' ? 'SpreadsheetTooHeavy' : 'SpreadsheetUnreadable');
  }
  checkedFiles.add(bytes);
}

/**
 * The import sheet as rows of raw cells, `rows[i]` being spreadsheet row i + 1 (numbers stay
 * numbers; dates stay Excel serials).
 */
export function readSheetRows(xlsx: XlsxModule, bytes: Uint8Array): unknown[][] {
  checkSpreadsheetBytes(bytes);
  let workbook: Xlsx.WorkBook;
  try {
    // SheetJS stops reading a sheet after SHEET_ROWS rows, whatever range the file declares.
    workbook = xlsx.read(bytes, { type: 'array', cellDates: false, cellHTML: false, cellFormula: false, cellStyles: false, sheetRows: SHEET_ROWS });
  } catch {
    throw new WorkbookError('SpreadsheetUnreadable');
  }
  const name = importSheetName(workbook.SheetNames);
  const sheet = name ? workbook.Sheets[name] : undefined;
  if (!sheet) return [];
  const used = usedRange(xlsx, sheet);
  if (!used) return [];
  const range = xlsx.utils.decode_range(used);
  // Content on the last row read: the sheet goes on past what an import may hold.
  if (range.e.r >= SHEET_ROWS - 1) throw new WorkbookError('SpreadsheetTooLarge');
  // Columns past the template's (and its margin) are not read: one cell at XFD would otherwise
  // make every row sixteen thousand cells wide.
  range.e.c = Math.min(range.e.c, range.s.c + SPREADSHEET_LIMITS.columns - 1);
  sheet['!ref'] = xlsx.utils.encode_range(range);
  const rows = xlsx.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  // Keep spreadsheet row numbers: rows[i] is row i + 1 even when the used range starts lower.
  return [...Array.from({ length: range.s.r }, () => []), ...rows];
}

/** Reads and validates a workbook in one go. */
export function parseWorkbook(xlsx: XlsxModule, bytes: Uint8Array, catalog: ImportCatalog): ImportSheet {
  return validateSheet(readSheetRows(xlsx, bytes), catalog);
}
