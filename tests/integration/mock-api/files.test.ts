// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { uploadFile } from '@/lib/file-api';
import { db } from '@/mocks/db/store';
import { makeFileRecord, signedFileUrl } from '@/mocks/lib/file-links';
import { signInAs } from '../../utils';
import { mockOnly } from './helpers';

mockOnly("drives the app's file client against the in-process mock");

// Node's own FormData/File: jsdom's FormData does not survive the XHR interceptor (the file arrives as 'blob').

const API = 'http://localhost:4000';
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'foto lote.png', { type: 'image/png' });
/** The first bytes of each kind the app uploads (enough for the mock's signature check). */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const WEBP = new TextEncoder().encode('RIFF\x24\0\0\0WEBPVP8 ');
const GIF = new TextEncoder().encode('GIF89a\x01\0\x01\0');
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

describe('mock files: POST /file and the file url', () => {
  it('stores the bytes and serves them back with their content type', async () => {
    signInAs('vendedor');
    const before = db.files.length;
    const uploaded = await uploadFile(png());
    expect(uploaded).toMatchObject({ mimetype: 'image/png', name: 'foto lote.png' });
    // A random token, and signed: the file is private until a published announcement carries it (file-access.test.ts).
    expect(uploaded.url).toMatch(new RegExp(`^${API}/file/[A-Za-z0-9_-]{32}/foto%20lote\\.png\\?exp=\\d+&sig=[A-Za-z0-9_-]+$`));
    expect(db.files).toHaveLength(before + 1);
    expect(db.files.at(-1)).toMatchObject({ id: uploaded.id, size: 7, ownerAccountId: expect.any(Number) });

    const { token } = db.files.at(-1)!;
    const signature = uploaded.url.split('?')[1]!;
    for (const url of [uploaded.url, `${API}/files/${token}?${signature}`, `${API}/files/${token}/qualquer.png?${signature}`]) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    }
  });

  it('refuses callers without an enabled account', async () => {
    await expect(uploadFile(png())).rejects.toMatchObject({ response: { status: 401 } });
    signInAs('pendente');
    await expect(uploadFile(png())).rejects.toMatchObject({ response: { status: 401, data: { message: 'UserPending' } } });
  });

  it('refuses an empty file with InvalidFile', async () => {
    signInAs('comprador');
    await expect(uploadFile(new File([], 'vazio.pdf', { type: 'application/pdf' }))).rejects.toMatchObject({
      response: { status: 400, data: { message: 'InvalidFile' } },
    });
  });

  it('accepts what the app uploads: JPEG, PNG, WebP and GIF photos and PDF documents', async () => {
    signInAs('vendedor');
    const files = [
      new File([JPEG], 'FOTO.JPG', { type: 'image/jpeg' }),
      new File([JPEG], 'foto.jpeg', { type: 'image/jpeg' }),
      new File([PNG], 'foto.png', { type: 'image/png' }),
      new File([WEBP], 'foto.webp', { type: 'image/webp' }),
      new File([GIF], 'foto.gif', { type: 'image/gif' }),
      new File([PDF], 'laudo.PDF', { type: 'application/pdf' }),
    ];
    for (const file of files) {
      await expect(uploadFile(file), file.name).resolves.toMatchObject({ name: file.name, mimetype: file.type });
    }
  });

  it('refuses any other type (HTML, SVG, text, untyped), an extension not of the declared type, and image bytes that are not one', async () => {
    signInAs('vendedor');
    const html = '<!doctype html><script>alert(document.domain)</script>';
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';
    const files = [
      new File([html], 'pagina.html', { type: 'text/html' }),
      new File([svg], 'foto.svg', { type: 'image/svg+xml' }),
      new File(['notas'], 'notas.txt', { type: 'text/plain' }),
      new File(['abc'], 'sem-tipo'),
      new File([PNG], 'foto.svg', { type: 'image/png' }),
      new File([PNG], 'foto.html', { type: 'image/png' }),
      new File([PNG], 'foto', { type: 'image/png' }),
      new File([PDF], 'laudo.png', { type: 'application/pdf' }),
      new File([html], 'foto.png', { type: 'image/png' }),
      new File([svg], 'foto.jpg', { type: 'image/jpeg' }),
      new File([PNG], 'foto.gif', { type: 'image/gif' }),
    ];
    const before = db.files.length;
    for (const file of files) {
      await expect(uploadFile(file), `${file.name} (${file.type || 'sem tipo'})`).rejects.toMatchObject({
        response: { status: 400, data: { statusCode: 400, message: 'InvalidFile' } },
      });
    }
    expect(db.files).toHaveLength(before);
  });

  it('serves every file with nosniff: the photo types inline, anything else as an attachment', async () => {
    signInAs('vendedor');
    const photo = await uploadFile(new File([PNG], 'foto.png', { type: 'image/png' }));
    const pdf = await uploadFile(new File([PDF], 'laudo técnico.pdf', { type: 'application/pdf' }));
    // Stored before uploads were checked (or by any other way in): served, but never as a page.
    const stored = (id: number, name: string, mimetype: string) => {
      const bytes = new TextEncoder().encode('<script>alert(document.domain)</script>');
      const record = makeFileRecord({ id, name, mimetype, bytes, ownerAccountId: 2, createdAt: new Date().toISOString() });
      db.files.push(record);
      return signedFileUrl(record);
    };
    const cases = [
      [photo.url, 'image/png', /^inline; filename="foto\.png"/],
      [pdf.url, 'application/pdf', /^attachment; filename="laudo t_cnico\.pdf"; filename\*=UTF-8''laudo%20t%C3%A9cnico\.pdf$/],
      [stored(90001, 'x.html', 'text/html'), 'text/html', /^attachment; /],
      [stored(90002, 'x.svg', 'image/svg+xml'), 'image/svg+xml', /^attachment; /],
    ] as const;
    for (const [url, type, disposition] of cases) {
      const response = await fetch(url);
      expect({ url, status: response.status, type: response.headers.get('content-type') }).toEqual({ url, status: 200, type });
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(response.headers.get('content-disposition'), url).toMatch(disposition);
      expect(response.headers.get('content-security-policy'), url).toBe('sandbox');
    }
  });

  it('serves an SVG as an attachment whoever stored it, the seed included (a document that runs scripts, never a photo)', async () => {
    const bytes = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const record = makeFileRecord({ id: 90003, name: 'x.svg', mimetype: 'image/svg+xml', bytes, ownerAccountId: null, createdAt: new Date().toISOString() });
    db.files.push(record);
    const response = await fetch(signedFileUrl(record));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
  });

  it("serves the seed's photos as what users upload: WebP, inline", async () => {
    const seedPhotos = db.files.filter((f) => f.ownerAccountId === null && f.mimetype.startsWith('image/'));
    expect(seedPhotos.length).toBeGreaterThan(0);
    expect(seedPhotos.every((f) => f.mimetype === 'image/webp' && f.name.endsWith('.webp'))).toBe(true);
    const response = await fetch(signedFileUrl(seedPhotos[0]!));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('RIFF');
    expect(new TextDecoder().decode(bytes.subarray(8, 12))).toBe('WEBP');
  });

  it('answers 404 for an unknown file', async () => {
    expect((await fetch(`${API}/file/99999/x.png`)).status).toBe(404);
    expect((await fetch(`${API}/files/abc`)).status).toBe(404);
  });
});
