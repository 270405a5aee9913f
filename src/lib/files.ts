import { AppError, MESSAGES } from './api/errors';

/**
 * Files (docs/product/records.md): id, type, url, mimetype, name; type labels Especificação Técnica, Foto,
 * Laudo, MSDS. `POST /file` (multipart `file`) answers url, mimetype and name (and the id).
 */
export const FILE_TYPES = ['TECHNICAL_SPECIFICATION', 'PHOTO', 'REPORT', 'MSDS'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const FILE_TYPE_LABELS: Record<FileType, string> = {
  TECHNICAL_SPECIFICATION: 'Especificação Técnica',
  PHOTO: 'Foto',
  REPORT: 'Laudo',
  MSDS: 'MSDS',
};

export const FILE_TYPE_OPTIONS = FILE_TYPES.map((value) => ({ value, label: FILE_TYPE_LABELS[value] }));

/**
 * What the app uploads: photos a browser shows inline (no SVG: it is a document that can run
 * scripts) and documents as PDF. The announcement form's `accept`, and what the mock API stores.
 */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const DOCUMENT_MIME_TYPES = ['application/pdf'] as const;
export const UPLOAD_ACCEPT = [...PHOTO_MIME_TYPES, ...DOCUMENT_MIME_TYPES].join(',');

/** An NF-e is its DANFE (PDF) or its XML (docs/deal/payment.md); browsers type .xml either way. */
export const INVOICE_MIME_TYPES = ['application/pdf', 'application/xml', 'text/xml'] as const;
export const INVOICE_ACCEPT = [...INVOICE_MIME_TYPES, '.xml'].join(',');

class InvalidFileError extends AppError {
  constructor() {
    super(MESSAGES.invalidFile, 'InvalidFile');
    this.name = 'InvalidFileError';
  }
}

/** The largest file `POST /file` takes (the mock refuses larger ones with InvalidFile). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_TEXT = '10 MB';

/** A file over MAX_UPLOAD_BYTES, refused before it is read or sent. */
class FileTooLargeError extends AppError {
  constructor(name: string) {
    super(`${MESSAGES.invalidFile} “${name}” passa de ${MAX_UPLOAD_TEXT}, o limite por arquivo.`, 'InvalidFile');
    this.name = 'FileTooLargeError';
  }
}

/** `data:image/png;base64,...` → 'image/png'; no mime type (or not a data URL) → null. */
export function dataUrlMimeType(dataUrl: string): string | null {
  const match = /^data:([a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+)(?:;[^,]*)?,/i.exec(dataUrl);
  return match ? match[1]!.toLowerCase() : null;
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new InvalidFileError()));
    reader.onerror = () => reject(new InvalidFileError());
    reader.readAsDataURL(file);
  });
}

/** Whether a file of this mime type matches an `accept` list ('image/*,application/pdf,.xlsx'). */
export function matchesAccept(file: { name: string; type: string }, accept: string | undefined): boolean {
  if (!accept) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .some((rule) => (rule.startsWith('.') ? name.endsWith(rule) : rule.endsWith('/*') ? type.startsWith(rule.slice(0, -1)) : type === rule));
}

/**
 * Checks a picked file (docs/product/validation.md): it must read as a data URL with a mime type — an empty file
 * or one the browser cannot type (`application/octet-stream`) is not — and match `accept`.
 * Otherwise 'Arquivo invalido!'. One over MAX_UPLOAD_BYTES is refused first, saying so, before
 * it is read into memory or sent (the API would refuse it only after the whole upload).
 * Resolves with the mime type.
 */
export async function checkFile(file: File, accept?: string): Promise<string> {
  if (file.size > MAX_UPLOAD_BYTES) throw new FileTooLargeError(file.name);
  if (file.size === 0) throw new InvalidFileError();
  const mimetype = dataUrlMimeType(await readAsDataUrl(file));
  if (!mimetype || mimetype === 'application/octet-stream') throw new InvalidFileError();
  if (!matchesAccept({ name: file.name, type: mimetype }, accept)) throw new InvalidFileError();
  return mimetype;
}

export const isImage = (mimetype: string) => mimetype.toLowerCase().startsWith('image/');

/** The type a new attachment starts with: photos for images, technical specification otherwise. */
export function defaultFileType(mimetype: string): FileType {
  return isImage(mimetype) ? 'PHOTO' : 'TECHNICAL_SPECIFICATION';
}
