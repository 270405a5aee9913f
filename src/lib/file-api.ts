import * as z from 'zod/mini';
import { uploadMultipart } from './api/client';
import type { ProgressHandler } from './api/transfer';
import { FILE_TYPES } from './files';

/**
 * The zod side of files (lib/files.ts holds the types, labels and checks): the schemas of the
 * records' attachments and `POST /file`, loaded with the API calls rather than with the page.
 */
export const fileTypeSchema = z.enum(FILE_TYPES);

/** What `POST /file` answers. */
export const uploadedFileSchema = z.object({
  id: z.int(),
  url: z.string(),
  mimetype: z.string(),
  name: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** A file attached to a record. */
export const fileSchema = z.extend(uploadedFileSchema, { type: fileTypeSchema });
export type AttachedFile = z.infer<typeof fileSchema>;

/** `POST /file` (multipart field `file`) with upload progress. */
export function uploadFile(file: File, { onProgress }: { onProgress?: ProgressHandler } = {}): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadMultipart('/file', form, uploadedFileSchema, { onProgress });
}
