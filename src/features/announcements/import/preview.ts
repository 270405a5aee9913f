import { AppError, DOMAIN_MESSAGES } from '@/lib/api/errors';
import { SPREADSHEET_MIMES } from '../api';
import type { PreviewRequest, PreviewResponse } from './preview.worker';
import type { ImportCatalog, ImportSheet } from './rows';
import { parseWorkbook, WorkbookError, type XlsxModule } from './workbook';

/** A file that cannot be previewed, with the API's pt-BR message for its code. */
export class PreviewError extends AppError {
  constructor(code: string) {
    super(DOMAIN_MESSAGES[code] ?? DOMAIN_MESSAGES.SpreadsheetUnreadable!, code);
    this.name = 'PreviewError';
  }
}

/** SPEC.md §5: the import takes an Excel file (spreadsheet mime type). */
export function isSpreadsheetFile(file: { type: string }): boolean {
  return SPREADSHEET_MIMES.includes(file.type);
}

function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(new PreviewError('SpreadsheetUnreadable'));
    reader.readAsArrayBuffer(file);
  });
}

function inWorker(request: PreviewRequest): Promise<ImportSheet> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./preview.worker.ts', import.meta.url), { type: 'module' });
    const done = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<PreviewResponse>) => {
      done();
      if (event.data.ok) resolve(event.data.sheet);
      else reject(new PreviewError(event.data.code));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      done();
      reject(new PreviewError('SpreadsheetUnreadable'));
    };
    worker.postMessage(request, [request.bytes]);
  });
}

async function inline(request: PreviewRequest): Promise<ImportSheet> {
  const xlsx = (await import('xlsx')) as XlsxModule;
  try {
    return parseWorkbook(xlsx, new Uint8Array(request.bytes), request.catalog);
  } catch (error) {
    throw new PreviewError(error instanceof WorkbookError ? error.code : 'SpreadsheetUnreadable');
  }
}

/**
 * Reads and checks the chosen spreadsheet in the browser, before anything is sent: a Web Worker
 * parses it (xlsx loaded on demand there); where workers do not exist (tests), it runs inline.
 * A file that is not a spreadsheet, or cannot be read, is a PreviewError with the pt-BR text.
 */
export async function previewSpreadsheet(file: File, catalog: ImportCatalog): Promise<ImportSheet> {
  if (!isSpreadsheetFile(file)) throw new PreviewError('InvalidSpreadsheet');
  const bytes = await readBytes(file);
  const request: PreviewRequest = { bytes, catalog };
  return typeof Worker === 'undefined' ? inline(request) : inWorker(request);
}
