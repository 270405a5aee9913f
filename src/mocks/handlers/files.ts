import * as z from 'zod/mini';
import { HttpResponse } from 'msw';
import { DOCUMENT_MIME_TYPES, MAX_UPLOAD_BYTES, PHOTO_MIME_TYPES } from '@/lib/files';
import { db, nextId, now } from '../db/store';
import type { FileRecord } from '../db/types';
import { requireAccount } from '../lib/auth';
import { badRequest, notFound } from '../lib/errors';
import { hasValidSignature, makeFileRecord, signedFileUrl } from '../lib/file-links';
import { readFormData } from '../lib/http';
import { isPublicFile, mayRead } from '../lib/file-rules';
import { json, refuse } from '../contract/types';
import { uploadedFileSchema } from '@/lib/file-api';
import { area } from '../contract/serve';

type UploadType = (typeof PHOTO_MIME_TYPES)[number] | (typeof DOCUMENT_MIME_TYPES)[number] | 'application/xml' | 'text/xml';

/**
 * What the app uploads (lib/files.ts, the announcement form's `accept`; docs/product/records.md): photos as
 * JPEG, PNG, WebP or GIF, and documents (Especificação Técnica, Laudo, MSDS) as PDF. Each type
 * with the name extensions it may carry and, for images, the bytes it starts with. SVG is not
 * here: it is a document that runs scripts when opened, not a picture.
 */
const UPLOAD_TYPES: Record<UploadType, { extensions: readonly string[]; signature?: (bytes: Uint8Array) => boolean }> = {
  'image/jpeg': { extensions: ['.jpg', '.jpeg', '.jfif'], signature: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  'image/png': { extensions: ['.png'], signature: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47]) },
  'image/webp': { extensions: ['.webp'], signature: (b) => startsWith(b, ascii('RIFF')) && startsWith(b.subarray(8), ascii('WEBP')) },
  'image/gif': { extensions: ['.gif'], signature: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')) },
  'application/pdf': { extensions: ['.pdf'] },
  // An NF-e's XML (docs/deal/payment.md): text that opens as markup, never served inline.
  'application/xml': { extensions: ['.xml'], signature: (b) => startsWith(b, ascii('<')) || startsWith(b, [0xef, 0xbb, 0xbf, 0x3c]) },
  'text/xml': { extensions: ['.xml'], signature: (b) => startsWith(b, ascii('<')) || startsWith(b, [0xef, 0xbb, 0xbf, 0x3c]) },
};

/** Image types a browser shows inline, served as such; anything else is served as an attachment. */
const INLINE_TYPES: ReadonlySet<string> = new Set(PHOTO_MIME_TYPES);

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.byteLength >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}

/** A declared type the app uploads, a name with one of its extensions, and (images) its bytes. */
function isUploadable(mimetype: string, name: string, bytes: Uint8Array): boolean {
  const type = Object.hasOwn(UPLOAD_TYPES, mimetype) ? UPLOAD_TYPES[mimetype as UploadType] : undefined;
  if (!type) return false;
  const lower = name.toLowerCase();
  if (!type.extensions.some((extension) => lower.endsWith(extension))) return false;
  return !type.signature || type.signature(bytes);
}

/**
 * Inline only for the photo types (the seed's photos are WebP too), so "Abrir" on a photo shows
 * the picture; anything else, an SVG whoever stored it, downloads. An <img> ignores the header either way.
 */
function contentDisposition(file: FileRecord): string {
  const inline = INLINE_TYPES.has(file.mimetype);
  const plain = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `${inline ? 'inline' : 'attachment'}; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(file.name)}`;
}

/**
 * Who may have the bytes: anyone for a published announcement's file; otherwise a signed address
 * the API gave out (`?exp&sig`, not expired) or the bearer token of someone allowed (lib/file-rules.ts).
 * Everything else, a guessed or unknown token included, is the same 404: nothing says a file exists.
 */
function readable(file: FileRecord, request: Request, query: URLSearchParams): boolean {
  if (isPublicFile(file) || hasValidSignature(file.token, query)) return true;
  if (!request.headers.has('authorization')) return false;
  return mayRead(file, requireAccount(request));
}

const serve = area('files');

function serveFile({ request, params, query }: { request: Request; params: { token?: string | readonly string[] }; query: URLSearchParams }) {
  const token = typeof params.token === 'string' ? params.token : '';
  const file = token ? db.files.find((f) => f.token === token) : undefined;
  if (!file || !readable(file, request, query)) throw notFound('Not Found');
  return new HttpResponse(file.bytes.slice().buffer as ArrayBuffer, {
    status: 200,
    headers: {
      'Content-Type': file.mimetype,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': contentDisposition(file),
      // The browser keeps to the type we send, and a file opened on its own is a sandbox: no
      // script of a stored file runs on the mock's origin.
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': 'sandbox',
      // Kept by the browser only: a file can turn private (its announcement edited, rejected).
      'Cache-Control': 'private, max-age=3600',
    },
  });
}

/**
 * Files: `POST /file` (multipart field `file`, an ENABLED account) stores the bytes and answers
 * { id, url, mimetype, name }; the url serves them back with their Content-Type. Only what the
 * app uploads is taken (UPLOAD_TYPES: type, extension and, for images, the bytes); anything else
 * is 400 'InvalidFile' ('Arquivo invalido!', docs/product/validation.md). The address is `/file/{token}/{name}`
 * with a random token; the upload answers it signed, since the file is private until a published
 * announcement carries it (`readable`, docs/security.md "Files").
 */
export const fileHandlers = [
  serve.post({
    id: 'files.upload',
    path: '/file',
    summary: 'Upload a file (photo, document, proof of payment, NF-e); answers its signed address',
    access: 'account',
    multipart: z.object({ file: z.file() }),
    answer: json(uploadedFileSchema),
    refusals: refuse('InvalidFile'),
  }, async ({ request }) => {
    const account = requireAccount(request);
    const form = await readFormData(request, 'InvalidFile');
    const file = form.get('file');
    if (!file || typeof file === 'string') throw badRequest('InvalidFile');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mimetype = file.type.split(';')[0]!.trim().toLowerCase();
    if (bytes.byteLength === 0 || bytes.byteLength > MAX_UPLOAD_BYTES || !isUploadable(mimetype, file.name, bytes)) throw badRequest('InvalidFile');
    const name = file.name.slice(0, 200);
    const record = makeFileRecord({ id: nextId('files'), name, mimetype, bytes, ownerAccountId: account.id, createdAt: now() });
    db.files.push(record);
    return { id: record.id, url: signedFileUrl(record), mimetype, name };
  }),
  serve.get<{ token: string; name?: string }>({
    id: 'files.read',
    path: '/file/{token}/{name}',
    optional: ['name'],
    summary: 'A stored file by its signed token (the name is cosmetic and optional)',
    access: 'public',
    answer: { kind: 'file', mediaType: 'application/octet-stream' },
  }, serveFile),
  serve.get<{ token: string; name?: string }>({
    id: 'files.readLegacy',
    path: '/files/{token}/{name}',
    optional: ['name'],
    summary: 'Same as /file/{token}/{name} (older address)',
    access: 'public',
    answer: { kind: 'file', mediaType: 'application/octet-stream' },
  }, serveFile),
];
