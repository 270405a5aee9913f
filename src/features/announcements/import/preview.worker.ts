/**
 * Parses the import spreadsheet off the main thread (the preview stays responsive with thousands
 * of rows). xlsx is loaded on demand, inside the worker only.
 */
import type { ImportCatalog, ImportSheet } from './rows';
import { checkSpreadsheetBytes, parseWorkbook, WorkbookError, type WorkbookErrorCode, type XlsxModule } from './workbook';

export interface PreviewRequest {
  bytes: ArrayBuffer;
  catalog: ImportCatalog;
}

export type PreviewResponse = { ok: true; sheet: ImportSheet } | { ok: false; code: WorkbookErrorCode };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PreviewRequest>) => void) | null;
  postMessage: (message: PreviewResponse) => void;
};

scope.onmessage = async (event) => {
  try {
    // A file refused by its size or its zip is refused before SheetJS is loaded.
    const bytes = new Uint8Array(event.data.bytes);
    checkSpreadsheetBytes(bytes);
    const xlsx = (await import('xlsx')) as XlsxModule;
    const sheet = parseWorkbook(xlsx, bytes, event.data.catalog);
    // The preview needs the cells and the problems only: a lighter message to copy to the page.
    scope.postMessage({ ok: true, sheet: { ...sheet, rows: sheet.rows.map((row) => ({ ...row, data: null })) } });
  } catch (error) {
    scope.postMessage({ ok: false, code: error instanceof WorkbookError ? error.code : 'SpreadsheetUnreadable' });
  }
};
