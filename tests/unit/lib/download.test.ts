// @vitest-environment node
// jsdom's XMLHttpRequest cannot hand a Blob to MSW's interceptor ("object.stream is not a
// function"), so blob downloads are exercised through axios' Node adapter here; the browser path
// is covered by the e2e report downloads.
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setTokenSource } from '@/lib/api/token';
import { fetchFile } from '@/lib/api/transfer';
import { server } from '@/mocks/node';

const API = 'http://localhost:4000';

describe('fetchFile', () => {
  it('fetches a blob with the token and the header file name; the default when there is none', async () => {
    setTokenSource({ getToken: async () => 'tok' });
    const authorization: Array<string | null> = [];
    server.use(
      mswHttp.get(`${API}/file-a`, ({ request }) => {
        authorization.push(request.headers.get('authorization'));
        return new HttpResponse('abc', { headers: { 'content-disposition': 'attachment; filename="a.xlsx"' } });
      }),
      mswHttp.get(`${API}/file-b`, ({ request }) => {
        authorization.push(request.headers.get('authorization'));
        return new HttpResponse('abc');
      }),
    );
    const progress = vi.fn();
    const a = await fetchFile('/file-a', { defaultName: 'x.xlsx', onProgress: progress });
    expect(a.fileName).toBe('a.xlsx');
    expect(progress).toHaveBeenLastCalledWith(100);
    const b = await fetchFile('/file-b', { defaultName: 'padrao-2026-11-22.xlsx' });
    expect(b.fileName).toBe('padrao-2026-11-22.xlsx');
    expect(authorization).toEqual(['Bearer tok', 'Bearer tok']);
  });
});
