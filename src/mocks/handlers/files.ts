import { HttpResponse } from 'msw';
import { fileUrl } from '../db/announcements';
import { db, nextId, now } from '../db/store';
import { requireAccount } from '../lib/auth';
import { badRequest, notFound } from '../lib/errors';
import { idParam, route } from '../lib/http';

/** Uploads above this size are refused (InvalidFile). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function serve({ params }: { params: { id?: string | readonly string[] } }) {
  const file = db.files.find((f) => f.id === idParam(params.id));
  if (!file) throw notFound('Not Found');
  return new HttpResponse(file.bytes.slice().buffer as ArrayBuffer, {
    status: 200,
    headers: {
      'Content-Type': file.mimetype,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': contentDisposition(file.name),
      'Cache-Control': 'private, max-age=3600',
    },
  });
}

/**
 * Files: `POST /file` (multipart field `file`, an ENABLED account) stores the bytes and answers
 * { id, url, mimetype, name }; the url serves them back with their Content-Type. Files are
 * public by url (an <img> cannot send the bearer token), like a storage bucket's links.
 */
export const fileHandlers = [
  route.post('/file', async ({ request }) => {
    const account = requireAccount(request);
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw badRequest('InvalidFile');
    }
    const file = form.get('file');
    if (!file || typeof file === 'string') throw badRequest('InvalidFile');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mimetype = file.type.split(';')[0]!.trim().toLowerCase();
    if (bytes.byteLength === 0 || bytes.byteLength > MAX_FILE_BYTES || !/^[\w.+-]+\/[\w.+-]+$/.test(mimetype)) throw badRequest('InvalidFile');
    const name = (file.name || 'arquivo').slice(0, 200);
    const id = nextId('files');
    const url = fileUrl(id, name);
    db.files.push({ id, name, mimetype, size: bytes.byteLength, url, bytes, ownerAccountId: account.id, createdAt: now() });
    return { id, url, mimetype, name };
  }),
  route.get<{ id: string; name?: string }>('/file/:id/:name?', serve),
  route.get<{ id: string; name?: string }>('/files/:id/:name?', serve),
];
