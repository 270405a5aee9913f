// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnnouncementBody } from '@/features/announcements/api';
import { DOMAIN_MESSAGES } from '@/lib/api/errors';
import { db } from '@/mocks/db/store';
import { API, get, headersOf, mockOnly, needsSeed, send, type Who } from './helpers';

mockOnly("moves the test's clock, not the server's", ['stops answering the signed address']);
mockOnly("reads a seeded file's random address from the local copy of the seed", ['of the seed: a PENDING announcement']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

/**
 * Who reads a stored file, and who attaches it (docs/security.md): addresses nobody can guess,
 * files of unpublished announcements and unattached uploads private, attaching only one's own.
 */

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

interface Uploaded {
  id: number;
  url: string;
  mimetype: string;
  name: string;
}

async function upload(who: Who, name = 'foto.png'): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', new File([PNG], name, { type: 'image/png' }));
  const response = await fetch(`${API}/file`, { method: 'POST', headers: { authorization: headersOf(who).authorization! }, body: form });
  expect(response.status).toBe(200);
  return (await response.json()) as Uploaded;
}

/** The status a GET of the address answers, with the caller's bearer token or none. */
async function read(url: string, who?: Who): Promise<number> {
  const response = await fetch(url, { headers: who ? { authorization: headersOf(who).authorization! } : {} });
  await response.arrayBuffer();
  return response.status;
}

/** The address without its query (a signature the API added). */
const bare = (url: string) => url.split('?')[0]!;

const accountId = (email: string) => db.accounts.find((a) => a.email === email)!.id;
const buyerCompanyId = () => db.companies.find((c) => c.ownerAccountId === accountId('comprador@giro.dev') && c.status === 'APPROVED')!.id;

function body(files: AnnouncementBody['files'], companyId = 1): AnnouncementBody {
  return {
    companyId,
    productId: 1,
    unitIndex: 2,
    title: 'Chapas de aço SAE 1020 — sobra de obra',
    description: 'Chapas de 6 mm em perfeito estado, armazenadas em galpão coberto.',
    quantity: 12,
    unitPrice: 5200,
    availableFrom: '2026/12/01',
    location: { zipCode: '01310100', street: 'Avenida Paulista', number: '1578', complement: '', neighborhood: 'Bela Vista', city: 'São Paulo', uf: 'SP' },
    files,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('file addresses', () => {
  it('carry a random token: the sequential id alone answers 404', async () => {
    const uploaded = await upload('vendedor');
    expect(bare(uploaded.url)).toMatch(new RegExp(`^${API}/file/[A-Za-z0-9_-]{32}/foto\\.png$`));
    expect(await read(`${API}/file/${uploaded.id}/foto.png`, 'vendedor')).toBe(404);
    expect(await read(`${API}/files/${uploaded.id}`, 'vendedor')).toBe(404);
    expect(await read(`${API}/file/${uploaded.id}`, 'admin')).toBe(404);
    // Two uploads of the same bytes get different tokens.
    const again = await upload('vendedor');
    expect(bare(again.url)).not.toBe(bare(uploaded.url));
  });

  it('of the seed are tokens too', () => {
    for (const file of db.files.slice(0, 5)) expect(file.url).toMatch(/\/file\/[A-Za-z0-9_-]{32}\//);
  });
});

describe('reading a file not attached yet', () => {
  it('is for its uploader and admins: with the bearer token, or by the signed address the upload answered', async () => {
    const uploaded = await upload('vendedor');
    expect(uploaded.url).toMatch(/\?exp=\d+&sig=[A-Za-z0-9_-]+$/);
    expect(await read(uploaded.url)).toBe(200);
    expect(await read(bare(uploaded.url), 'vendedor')).toBe(200);
    expect(await read(bare(uploaded.url), 'admin')).toBe(200);

    expect(await read(bare(uploaded.url))).toBe(404);
    expect(await read(bare(uploaded.url), 'comprador')).toBe(404);
    expect(await read(uploaded.url.replace(/sig=./, (s) => (s.endsWith('A') ? 'sig=B' : 'sig=A')))).toBe(404);
    const exp = Number(/exp=(\d+)/.exec(uploaded.url)![1]);
    expect(await read(uploaded.url.replace(/exp=\d+/, `exp=${exp + 3600}`))).toBe(404);
  });

  it('stops answering the signed address once it expires', async () => {
    // Measured from before the upload: how long the test itself takes does not count.
    const before = Date.now();
    const uploaded = await upload('vendedor');
    const exp = Number(/exp=(\d+)/.exec(uploaded.url)![1]);
    expect(exp * 1000 - before).toBeGreaterThan(60 * 60 * 1000 - 1000);
    const later = exp * 1000 + 1000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    expect(await read(uploaded.url)).toBe(404);
    // The uploader still reads it with the token (a valid one at that time).
    vi.restoreAllMocks();
  });
});

describe('an announcement’s files', () => {
  it('while unpublished: its company’s members and admins only; public once approved, private again when edited', async () => {
    const photo = await upload('vendedor');
    const created = await send('POST', '/announcement', 'vendedor', body([{ id: photo.id, type: 'PHOTO' }]));
    expect(created.status).toBe(200);
    const id = created.body.id as number;

    // A colleague reads the announcement and its photo (signed for them), the buyer does not.
    const seen = await get(`/announcement/${id}`, 'colaborador');
    const url = (seen.body.files as unknown as { url: string }[])[0]!.url;
    expect(await read(url)).toBe(200);
    expect(await read(bare(url), 'colaborador')).toBe(200);
    expect(await read(bare(url), 'admin')).toBe(200);
    expect(await read(bare(url), 'comprador')).toBe(404);
    expect(await read(bare(url))).toBe(404);

    expect((await send('PUT', `/admin/announcement/${id}`, 'admin', { status: 'APPROVED' })).status).toBe(200);
    const shown = await get(`/announcement/${id}`, 'comprador');
    const publicUrl = (shown.body.files as unknown as { url: string }[])[0]!.url;
    expect(publicUrl).toBe(bare(url));
    expect(await read(publicUrl)).toBe(200);

    expect((await send('PUT', `/announcement/${id}`, 'vendedor', body([{ id: photo.id, type: 'PHOTO' }]))).status).toBe(200);
    expect(await read(publicUrl)).toBe(404);
    expect(await read(publicUrl, 'colaborador')).toBe(200);
  });

  it('of the seed: a PENDING announcement’s documents are not public', async () => {
    const publicIds = new Set(
      db.announcements
        .filter((a) => a.status === 'APPROVED' && db.companies.find((c) => c.id === a.companyId)?.status === 'APPROVED')
        .flatMap((a) => a.files.map((f) => f.fileId)),
    );
    const hidden = db.announcements.find((a) => a.companyId === 1 && a.status === 'PENDING' && a.files.some((f) => !publicIds.has(f.fileId)))!;
    const file = db.files.find((f) => f.id === hidden.files.find((x) => !publicIds.has(x.fileId))!.fileId)!;
    expect(await read(bare(file.url))).toBe(404);
    expect(await read(bare(file.url), 'comprador')).toBe(404);
    expect(await read(bare(file.url), 'vendedor')).toBe(200);
    const shownTo = await get(`/announcement/${hidden.id}`, 'vendedor');
    const signed = (shownTo.body.files as unknown as { id: number; url: string }[]).find((f) => f.id === file.id)!.url;
    expect(await read(signed)).toBe(200);
  });
});

describe('attaching a file', () => {
  it('needs a file uploaded by someone of the announcing company: another company’s upload is FileNotOwned', async () => {
    const sellers = await upload('vendedor');
    const refused = await send('POST', '/announcement', 'comprador', body([{ id: sellers.id, type: 'PHOTO' }], buyerCompanyId()));
    expect(refused).toMatchObject({ status: 400, body: { message: 'FileNotOwned' } });
    expect(DOMAIN_MESSAGES.FileNotOwned).toBe('Um dos arquivos não foi enviado por você. Envie-o novamente.');

    // A colleague of the same company may attach it.
    expect((await send('POST', '/announcement', 'colaborador', body([{ id: sellers.id, type: 'PHOTO' }]))).status).toBe(200);
  });

  it('refuses a file of the seed not attached to this announcement, and keeps those it already has on an edit', async () => {
    const own = db.announcements.find((a) => a.companyId === 1 && a.status === 'APPROVED')!;
    const foreign = db.files.find((f) => f.ownerAccountId === null && !own.files.some((x) => x.fileId === f.id) && f.mimetype.startsWith('image/'))!;
    expect((await send('POST', '/announcement', 'vendedor', body([{ id: foreign.id, type: 'PHOTO' }]))).body.message).toBe('FileNotOwned');

    const kept = own.files.map((f) => ({ id: f.fileId, type: f.type }));
    expect((await send('PUT', `/announcement/${own.id}`, 'vendedor', body(kept))).status).toBe(200);
    const buyers = await upload('comprador');
    const edit = await send('PUT', `/announcement/${own.id}`, 'vendedor', body([...kept, { id: buyers.id, type: 'PHOTO' }]));
    expect(edit).toMatchObject({ status: 400, body: { message: 'FileNotOwned' } });
  });

  it('by an admin takes any stored file', async () => {
    const buyers = await upload('comprador');
    const created = await send('POST', '/admin/announcement', 'admin', body([{ id: buyers.id, type: 'PHOTO' }]));
    expect(created.status).toBe(200);
    const own = db.announcements.find((a) => a.companyId === 1 && a.status === 'PENDING')!;
    expect((await send('PUT', `/admin/announcement/${own.id}`, 'admin', { files: [{ id: buyers.id, type: 'PHOTO' }] })).status).toBe(200);
  });
});
