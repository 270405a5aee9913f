// @vitest-environment node
// Blobs cross MSW only outside jsdom (see tests/unit/lib/download.test.ts): the client's download path —
// bearer token, query, file name, failures — against the mock API through axios' Node adapter. (That
// adapter hands the body back as text, so the workbook itself is read in tests/integration/mock-api/reports.test.ts
// and in the e2e suite.)
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { REPORTS, reportFileName, type ReportKind, type ReportParams } from '@/features/reports/api';
import { fetchFile } from '@/lib/api/transfer';
import { toErrorMessage } from '@/lib/api/errors';
import { setTokenSource } from '@/lib/api/token';
import { server } from '@/mocks/node';
import { signInAs } from '@tests/utils';

const todayBr = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);

/** What a report card's DownloadButton calls: the report's URL, its filters, its dated default name. */
const fetchReport = (kind: ReportKind, params: ReportParams = {}) => fetchFile(REPORTS[kind].url, { params, defaultName: reportFileName(kind) });

describe('downloading a report', () => {
  it('sends the filters with the token and takes the name from Content-Disposition', async () => {
    signInAs('admin');
    const requests: Request[] = [];
    const listener = ({ request }: { request: Request }) => void requests.push(request.clone());
    server.events.on('request:start', listener);
    const file = await fetchReport('companies', { status: 'PENDING', from: '2026/10/01' });
    server.events.removeListener('request:start', listener);
    expect(file.fileName).toBe(`relatorio-empresas-${todayBr()}.xlsx`);
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/reports/admin/companies');
    expect(Object.fromEntries(url.searchParams)).toEqual({ status: 'PENDING', from: '2026/10/01' });
    expect(requests[0]!.headers.get('authorization')).toMatch(/^Bearer .+/);
  });

  it('falls back to the dated default name without the header', async () => {
    signInAs('admin');
    server.use(mswHttp.get('http://localhost:4000/reports/admin/negotiations', () => new HttpResponse(new Uint8Array([1, 2, 3]))));
    const file = await fetchReport('negotiations');
    expect(file.fileName).toBe(reportFileName('negotiations'));
    expect(reportFileName('negotiations', new Date('2026-11-22T15:00:00Z'))).toBe('relatorio-negociacoes-2026-11-22.xlsx');
  });

  it("fails with the catalogue's messages: a seller gets 401, a bad filter 400, nobody signed in 401 without a request", async () => {
    signInAs('vendedor');
    await expect(fetchReport('customers').catch(toErrorMessage)).resolves.toBe('Erro #401: Você não possui autorização para acessar o recurso solicitado!');
    signInAs('admin');
    await expect(fetchReport('products', { status: 'PENDING' }).catch(toErrorMessage)).resolves.toBe('Erro #400: Parâmetros inválidos!');
    setTokenSource({ getToken: async () => null });
    const requests: string[] = [];
    const listener = ({ request }: { request: Request }) => void requests.push(request.url);
    server.events.on('request:start', listener);
    await expect(fetchReport('announcements').catch(toErrorMessage)).resolves.toBe('Você não possui autorização para acessar o recurso solicitado!');
    server.events.removeListener('request:start', listener);
    expect(requests).toEqual([]);
  });
});
