/**
 * The feature's plain values (limits, labels, names) for its screens, without zod: importing them
 * does not load the API's schemas with the page (api.ts loads with the first call, lib/api/lazy.ts).
 */
import { featureKeys } from '@/lib/query-keys';

export const TITLE_MIN = 5;
export const TITLE_MAX = 120;
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 5000;
export const MAX_FILES = 20;

/** The spreadsheet mime type (docs/product/validation.md: import takes an Excel file). */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const SPREADSHEET_MIMES: readonly string[] = [XLSX_MIME, 'application/vnd.ms-excel'];

/** Downloads (DownloadButton): every announcement the caller may see, and the import template. */
export const EXPORT_URL = '/announcement-export';
export const TEMPLATE_URL = '/announcement-export/example';
export const EXPORT_DEFAULT_NAME = 'anuncios';
export const TEMPLATE_DEFAULT_NAME = 'modelo-importacao-anuncios';

/** The cache's root keys: what another feature invalidates without loading the reads (lib/query-keys.ts). */
export const announcementKeys = featureKeys('announcements');
