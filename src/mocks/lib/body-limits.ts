import { MAX_UPLOAD_BYTES } from '@/lib/files';
import { SPREADSHEET_LIMITS } from '@/features/announcements/import/workbook';

/** The largest JSON body the API reads (1 MB): every route without a multipart cap below. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** Room for the multipart boundaries, part headers and the small text fields beside the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * The multipart routes and the most bytes each body may carry: its file's own cap plus the
 * envelope. The HTTP server refuses a body past it before reading it (declared length) or while
 * reading it (chunked); the handlers read at most as much (readFormData), in process too.
 */
const MULTIPART_BODY_LIMITS: Readonly<Record<string, number>> = {
  '/file': MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD,
  '/admin/announcement/import': SPREADSHEET_LIMITS.fileBytes + MULTIPART_OVERHEAD,
};

/** The most bytes a request body to `pathname` may carry. */
export function bodyLimit(pathname: string): number {
  return Object.hasOwn(MULTIPART_BODY_LIMITS, pathname) ? MULTIPART_BODY_LIMITS[pathname]! : MAX_JSON_BODY_BYTES;
}
