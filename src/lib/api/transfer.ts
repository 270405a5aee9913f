import { saoPauloCalendarDay } from '../calendar-day';
import { ymd } from '../dates';
import { getApiClient } from './connection';
import { cleanParams, type QueryParams } from './params';
import { AppError, MESSAGES } from './errors';
import { getToken } from './token';

export type ProgressHandler = (percent: number) => void;

export function progressPercent(loaded: number, total: number | undefined): number {
  return total ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
}

/** `attachment; filename*=UTF-8''r%C3%A9.xlsx` / `filename="x.xlsx"` → the name, or undefined. */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain form */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || undefined;
}

/** `relatorio-anuncios` → `relatorio-anuncios-2026-11-22.xlsx`, dated by São Paulo's day, as the API names its files. */
export function datedFileName(base: string, extension = 'xlsx', now = new Date()): string {
  return `${base}-${ymd(saoPauloCalendarDay(now), '-')}.${extension}`;
}

export interface DownloadOptions {
  params?: QueryParams;
  /** Used when the response has no Content-Disposition file name. */
  defaultName: string;
  onProgress?: ProgressHandler;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * Fetches a file as a blob with the bearer token. docs/product/messages.md: a failure shows the HTTP message;
 * nobody signed in gets the unauthorized message itself (no request, so no 'Erro #401: ').
 */
export async function fetchFile(url: string, { params, defaultName, onProgress }: DownloadOptions): Promise<DownloadedFile> {
  const token = await getToken();
  if (!token) throw new AppError(MESSAGES.unauthorized, 'unauthorized');
  const response = await (await getApiClient()).get<Blob>(url, {
    params: cleanParams(params),
    responseType: 'blob',
    onDownloadProgress: (event) => onProgress?.(progressPercent(event.loaded, event.total)),
  });
  const disposition = response.headers['content-disposition'] as string | undefined;
  onProgress?.(100);
  return { blob: response.data, fileName: fileNameFromDisposition(disposition) ?? defaultName };
}

/** Hands a blob to the browser as a download. */
export function saveBlob({ blob, fileName }: DownloadedFile): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1_000);
}
