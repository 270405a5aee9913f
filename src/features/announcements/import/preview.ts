import type { DomainCode } from '@/lib/api/codes';
import { AppError, DOMAIN_MESSAGES } from '@/lib/api/errors';
import { SPREADSHEET_MIMES } from '../model';
import type { PreviewRequest, PreviewResponse } from './preview.worker';
import type { ImportCatalog, ImportSheet } from './rows';
import { checkSpreadsheetBytes, parseWorkbook, SPREADSHEET_LIMITS, WorkbookError, type XlsxModule } from './workbook';

/** A file that cannot be previewed, with the API's pt-BR message for its code. */
export class PreviewError extends AppError {
  constructor(code: DomainCode) {
    super(DOMAIN_MESSAGES[code], code);
    this.name = 'PreviewError';
  }
}

/** docs/product/validation.md: the import takes an Excel file (spreadsheet mime type). */
function isSpreadsheetFile(file: { type: string }): boolean {
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

/** How long the preview may read a file before it gives up (a 10 000-row sheet takes about a second). */
export const PREVIEW_TIMEOUT_MS = 20_000;

/** Cancelled by the user ('Cancelar'): not an error to show. */
export class PreviewCancelled extends Error {
  constructor() {
    super('PreviewCancelled');
    this.name = 'PreviewCancelled';
  }
}

export interface PreviewOptions {
  /** 'Cancelar': stops the worker at once. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

function inWorker(request: PreviewRequest, { signal, timeoutMs = PREVIEW_TIMEOUT_MS }: PreviewOptions): Promise<ImportSheet> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new PreviewCancelled());
    const worker = new Worker(new URL('./preview.worker.ts', import.meta.url), { type: 'module' });
    const cancel = () => {
      done();
      reject(new PreviewCancelled());
    };
    const timer = setTimeout(() => {
      done();
      reject(new PreviewError('SpreadsheetTimeout'));
    }, timeoutMs);
    signal?.addEventListener('abort', cancel, { once: true });
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
      worker.terminate();
    };
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
  try {
    const bytes = new Uint8Array(request.bytes);
    checkSpreadsheetBytes(bytes);
    const xlsx = (await import('xlsx')) as XlsxModule;
    return parseWorkbook(xlsx, bytes, request.catalog);
  } catch (error) {
    throw new PreviewError(error instanceof WorkbookError ? error.code : 'SpreadsheetUnreadable');
  }
}

/**
 * Reads and checks the chosen spreadsheet in the browser, before anything is sent: a Web Worker
 * parses it (xlsx loaded on demand there), stopped by 'Cancelar' (`signal`) or after `timeoutMs`;
 * where workers do not exist (tests), it runs inline. The workbook's own limits (workbook.ts)
 * apply in both.
 * A file that is not a spreadsheet, or cannot be read, is a PreviewError with the pt-BR text.
 */
export async function previewSpreadsheet(file: File, catalog: ImportCatalog, options: PreviewOptions = {}): Promise<ImportSheet> {
  if (!isSpreadsheetFile(file)) throw new PreviewError('InvalidSpreadsheet');
  if (file.size > SPREADSHEET_LIMITS.fileBytes) throw new PreviewError('SpreadsheetTooHeavy');
  const bytes = await readBytes(file);
  if (options.signal?.aborted) throw new PreviewCancelled();
  const request: PreviewRequest = { bytes, catalog };
  return typeof Worker === 'undefined' ? inline(request) : inWorker(request, options);
}
