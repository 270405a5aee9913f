import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { http } from '@/lib/api/client';
import { ApiConfigError, ApiSchemaError, toErrorMessage } from '@/lib/api/errors';
import { onSessionExpired, setTokenSource } from '@/lib/api/token';
import { datedFileName, fetchFile, fileNameFromDisposition } from '@/lib/api/transfer';
import { server } from '@/mocks/node';
import { makeTestToken } from '@/mocks/lib/token';

const API = 'http://localhost:4000';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('api client', () => {
  it('parses without compiling code (zod jitless: the CSP has no unsafe-eval) and speaks pt-BR', () => {
    const spy = vi.spyOn(globalThis, 'Function');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ id: z.number(), name: z.string() });
    expect(schema.parse({ id: 1, name: 'Giro' })).toEqual({ id: 1, name: 'Giro' });
    expect(schema.safeParse({ id: 'x', name: 'Giro' }).error?.issues[0]?.message).toMatch(/^Entrada inválida: esperava um número/);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('sends nothing and says so when NEXT_PUBLIC_API_URL is missing', async () => {
    vi.stubEnv('NEXT_PUBLIC_API_URL', '');
    const seen = vi.fn();
    server.events.on('request:start', seen);
    const error = await http.get('/profile', z.unknown()).catch((e: unknown) => e);
    server.events.removeAllListeners();
    expect(error).toBeInstanceOf(ApiConfigError);
    expect(toErrorMessage(error)).toBe('Erro nas configurações de integração da API do site!');
    expect(seen).not.toHaveBeenCalled();
  });

  it('awaits the token source and sends the bearer token', async () => {
    let resolveReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (resolveReady = resolve));
    let asked = false;
    setTokenSource({ getToken: async () => ((asked = true), await ready, 'token-abc') });
    let header: string | null = null;
    server.use(mswHttp.get(`${API}/echo`, ({ request }) => ((header = request.headers.get('authorization')), HttpResponse.json({ ok: true }))));
    const call = http.get('/echo', z.object({ ok: z.boolean() }));
    await vi.waitFor(() => expect(asked).toBe(true)); // the call waits on the token now
    expect(header).toBeNull();
    resolveReady();
    await expect(call).resolves.toEqual({ ok: true });
    expect(header).toBe('Bearer token-abc');
  });

  it('on 401 refreshes the token once for all concurrent calls and retries each once', async () => {
    const getToken = vi.fn(async (force: boolean) => (force ? 'fresh' : 'stale'));
    setTokenSource({ getToken });
    const seen: string[] = [];
    server.use(
      mswHttp.get(`${API}/guarded/:n`, ({ request }) => {
        const auth = request.headers.get('authorization') ?? '';
        seen.push(auth);
        return auth === 'Bearer fresh' ? HttpResponse.json({ ok: true }) : HttpResponse.json({ statusCode: 401, message: 'id-token-expired' }, { status: 401 });
      }),
    );
    const results = await Promise.all([1, 2, 3].map((n) => http.get(`/guarded/${n}`, z.object({ ok: z.boolean() }))));
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(getToken.mock.calls.filter(([force]) => force)).toHaveLength(1);
    expect(seen.filter((h) => h === 'Bearer stale')).toHaveLength(3);
    expect(seen.filter((h) => h === 'Bearer fresh')).toHaveLength(3);
  });

  it('gives up after one retry and reports an expired session', async () => {
    setTokenSource({ getToken: async () => 'always-bad' });
    let calls = 0;
    server.use(mswHttp.get(`${API}/guarded`, () => (calls++, HttpResponse.json({ statusCode: 401, message: 'id-token-expired' }, { status: 401 }))));
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    const error = await http.get('/guarded', z.unknown()).catch((e: unknown) => e);
    off();
    expect(calls).toBe(2);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(toErrorMessage(error)).toBe('Sessão expirada!');
  });

  it('a plain 401 (no permission) is the unauthorized message, not an expired session', async () => {
    setTokenSource({ getToken: async () => makeTestToken('dev-vendedor') });
    server.use(mswHttp.get(`${API}/admin/thing`, () => HttpResponse.json({ statusCode: 401, message: 'Unauthorized' }, { status: 401 })));
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    const error = await http.get('/admin/thing', z.unknown()).catch((e: unknown) => e);
    off();
    expect(expired).not.toHaveBeenCalled();
    expect(toErrorMessage(error)).toBe('Erro #401: Você não possui autorização para acessar o recurso solicitado!');
  });

  it('lists default to page 1 and take 10 and drop empty filters', async () => {
    let query = '';
    server.use(
      mswHttp.get(`${API}/things`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ data: [], meta: { page: 1, take: 10, itemCount: 0, pageCount: 1, hasPreviousPage: false, hasNextPage: false } });
      }),
    );
    await http.list('/things', z.object({ id: z.number() }), { name: '', status: 'PENDING', uf: undefined });
    expect(new URLSearchParams(query).toString()).toBe('status=PENDING&page=1&take=10');
  });

  it('reports a response that does not match the schema as the default error', async () => {
    server.use(mswHttp.get(`${API}/weird`, () => HttpResponse.json({ id: 'not-a-number' })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = await http.get('/weird', z.object({ id: z.number() })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiSchemaError);
    expect(toErrorMessage(error)).toBe('Ops! Ocorreu um erro... tente mais tarde.');
    expect(warn).toHaveBeenCalled();
  });
});

describe('downloads', () => {
  it('reads the file name from Content-Disposition (both forms) or falls back', () => {
    expect(fileNameFromDisposition('attachment; filename="relatorio.xlsx"')).toBe('relatorio.xlsx');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''relat%C3%B3rio%20an%C3%BAncios.xlsx")).toBe('relatório anúncios.xlsx');
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(datedFileName('relatorio-anuncios', 'xlsx', new Date('2026-11-22T13:00:00Z'))).toBe('relatorio-anuncios-2026-11-22.xlsx');
    // Dated by São Paulo's day, as the API names its files: 01:00 UTC of the 23rd is still the 22nd there.
    expect(datedFileName('relatorio-anuncios', 'xlsx', new Date('2026-11-23T01:00:00Z'))).toBe('relatorio-anuncios-2026-11-22.xlsx');
  });

  it('refuses with the unauthorized message, without a request, when nobody is signed in', async () => {
    const seen = vi.fn();
    server.events.on('request:start', seen);
    const error = await fetchFile('/reports/admin/companies', { defaultName: 'x.xlsx' }).catch((e: unknown) => e);
    server.events.removeAllListeners();
    expect(toErrorMessage(error)).toBe('Você não possui autorização para acessar o recurso solicitado!');
    expect(seen).not.toHaveBeenCalled();
  });
});
