// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { uploadFile } from '@/lib/files';
import { db } from '@/mocks/db/store';
import { signInAs } from '../../utils';

// Node's own FormData/File: jsdom's FormData does not survive the XHR interceptor (the file arrives as 'blob').

const API = 'http://localhost:4000';
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'foto lote.png', { type: 'image/png' });

describe('mock files: POST /file and the file url', () => {
  it('stores the bytes and serves them back with their content type', async () => {
    signInAs('vendedor');
    const before = db.files.length;
    const uploaded = await uploadFile(png());
    expect(uploaded).toMatchObject({ mimetype: 'image/png', name: 'foto lote.png' });
    expect(uploaded.url).toBe(`${API}/file/${uploaded.id}/foto%20lote.png`);
    expect(db.files).toHaveLength(before + 1);
    expect(db.files.at(-1)).toMatchObject({ id: uploaded.id, size: 7, ownerAccountId: expect.any(Number) });

    for (const url of [uploaded.url, `${API}/files/${uploaded.id}`, `${API}/files/${uploaded.id}/qualquer.png`]) {
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

  it('refuses an empty file with InvalidFile; an untyped one is stored as application/octet-stream', async () => {
    signInAs('comprador');
    await expect(uploadFile(new File([], 'vazio.pdf', { type: 'application/pdf' }))).rejects.toMatchObject({
      response: { status: 400, data: { message: 'InvalidFile' } },
    });
    await expect(uploadFile(new File(['abc'], 'sem-tipo'))).resolves.toMatchObject({ mimetype: 'application/octet-stream', name: 'sem-tipo' });
  });

  it('answers 404 for an unknown file', async () => {
    expect((await fetch(`${API}/file/99999/x.png`)).status).toBe(404);
    expect((await fetch(`${API}/files/abc`)).status).toBe(404);
  });
});
