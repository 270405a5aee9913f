import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { REPORT_KINDS, REPORTS } from '@/features/reports/api';
import { PERIOD_ORDER_MESSAGE, toReportParams } from '@/features/reports/form-values';
import { ReportsScreen } from '@/features/reports/screens/ReportsScreen';
import * as transfer from '@/lib/api/transfer';
import { fetchFile, saveBlob } from '@/lib/api/transfer';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

// jsdom's XMLHttpRequest cannot carry a Blob answer through MSW (see tests/unit/lib/download.test.ts),
// so the screen's requests are observed at `fetchFile`, which answers a small blob here; the real
// round trip (header file name, .xlsx content) is in tests/integration/mock-api/reports.test.ts and the e2e
// suite. Without an answer set by a test, the real `fetchFile` runs. Spied on the module, not
// vi.mock'ed: the screen may have been imported by an earlier file of the worker (docs/testing.md).
beforeEach(() => {
  mockRouter.reset();
  vi.spyOn(transfer, 'fetchFile');
  vi.spyOn(transfer, 'saveBlob').mockImplementation(() => undefined);
});

async function open({ guard = true } = {}) {
  mockRouter.setRoute('/admin/relatorios', '/admin/relatorios');
  const ui = guard ? (
    <RouteGuard>
      <ReportsScreen />
    </RouteGuard>
  ) : (
    <ReportsScreen />
  );
  const view = await renderApp(ui, { signedInAs: 'admin@giro.dev' });
  await screen.findByRole('heading', { level: 1, name: 'Relatórios' });
  return { ...view, user: userEvent.setup() };
}

const card = (title: string) => screen.getByRole('region', { name: title });
/** São Paulo's day, which dates a file the server did not name. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const answer = (fileName: string) => vi.mocked(fetchFile).mockResolvedValueOnce({ blob: new Blob(['x']), fileName });

describe('/admin/relatorios', () => {
  it('offers the five reports, each with a period, a status where it has one, and its own download button', async () => {
    await open();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Anúncios',
      'Empresas',
      'Negociações',
      'Clientes',
      'Produtos',
    ]);
    for (const kind of REPORT_KINDS) {
      const region = card(REPORTS[kind].title);
      expect(within(region).getByRole('group', { name: REPORTS[kind].periodLegend })).toBeInTheDocument();
      expect(within(region).getByLabelText('De')).toBeInTheDocument();
      expect(within(region).getByLabelText('Até')).toBeInTheDocument();
      expect(within(region).getByRole('button', { name: `Baixar relatório de ${REPORTS[kind].noun}` })).toBeEnabled();
      if (kind === 'products') expect(within(region).queryByLabelText('Status')).toBeNull();
    }
    expect(within(within(card('Empresas')).getByLabelText('Status')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Todos',
      'Pendente',
      'Aprovada',
      'Reprovada',
      'Inativo',
    ]);
    expect(within(within(card('Negociações')).getByLabelText('Status')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Todos',
      'Em cotação',
      'Em andamento',
      'Aguardando pagamento',
      'Entrega/coleta liberada',
      'Finalizado',
      'Cancelado',
    ]);
    expect(within(within(card('Clientes')).getByLabelText('Status')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Ativo', 'Inativo', 'Pendente']);
    expect(within(within(card('Anúncios')).getByLabelText('Status')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'Pendente', 'Aprovado', 'Reprovado']);
  });

  it('downloads with the filters as query parameters and saves the file under the name the server gave', async () => {
    const { user } = await open();
    const region = card('Negociações');
    await user.type(within(region).getByLabelText('De'), '01102026');
    await user.type(within(region).getByLabelText('Até'), '31102026');
    await user.selectOptions(within(region).getByLabelText('Status'), 'Finalizado');
    const file = answer('relatorio-negociacoes-2026-11-22.xlsx');
    await user.click(within(region).getByRole('button', { name: 'Baixar relatório de negociações' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(fetchFile).toHaveBeenCalledWith('/reports/admin/negotiations', {
      params: { from: '2026/10/01', to: '2026/10/31', status: 'FINISHED' },
      defaultName: `relatorio-negociacoes-${today()}.xlsx`,
      onProgress: expect.any(Function),
    });
    expect(saveBlob).toHaveBeenCalledWith(await file.mock.results[0]!.value);
  });

  it('sends no filter when they are left empty, and only the filters filled in', async () => {
    const { user } = await open();
    answer(`relatorio-produtos-${today()}.xlsx`);
    await user.click(within(card('Produtos')).getByRole('button', { name: 'Baixar relatório de produtos' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(fetchFile).toHaveBeenLastCalledWith('/reports/admin/products', { params: {}, defaultName: `relatorio-produtos-${today()}.xlsx`, onProgress: expect.any(Function) });

    answer(`relatorio-empresas-${today()}.xlsx`);
    await user.selectOptions(within(card('Empresas')).getByLabelText('Status'), 'Pendente');
    await user.type(within(card('Empresas')).getByLabelText('De'), '15102026');
    await user.click(within(card('Empresas')).getByRole('button', { name: 'Baixar relatório de empresas' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(2));
    expect(fetchFile).toHaveBeenLastCalledWith('/reports/admin/companies', {
      params: { from: '2026/10/15', status: 'PENDING' },
      defaultName: `relatorio-empresas-${today()}.xlsx`,
      onProgress: expect.any(Function),
    });
  });

  it('shows the progress while the file comes, and the button back afterwards', async () => {
    const { user } = await open();
    let finish!: () => void;
    vi.mocked(fetchFile).mockImplementationOnce(async (_url, { onProgress }) => {
      onProgress?.(40);
      await new Promise<void>((resolve) => (finish = resolve));
      return { blob: new Blob(['x']), fileName: 'relatorio-clientes.xlsx' };
    });
    const region = card('Clientes');
    await user.click(within(region).getByRole('button', { name: 'Baixar relatório de clientes' }));
    expect(await within(region).findByRole('button', { name: /Baixando\.\.\. 40%/ })).toBeDisabled();
    expect(within(region).getByRole('progressbar', { name: 'Progresso do download' })).toHaveAttribute('value', '40');
    finish();
    expect(await within(region).findByRole('button', { name: 'Baixar relatório de clientes' })).toBeEnabled();
    expect(within(region).queryByRole('progressbar')).toBeNull();
  });

  it('refuses an invalid period: the field says why and the download waits', async () => {
    const { user } = await open();
    const region = card('Anúncios');
    await user.type(within(region).getByLabelText('De'), '10112026');
    await user.type(within(region).getByLabelText('Até'), '01112026');
    await user.tab();
    expect(await within(region).findByText(PERIOD_ORDER_MESSAGE)).toBeInTheDocument();
    const button = within(region).getByRole('button', { name: 'Baixar relatório de anúncios' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Corrija o período para baixar o relatório.');

    await user.clear(within(region).getByLabelText('Até'));
    await user.type(within(region).getByLabelText('Até'), '3111');
    await user.tab();
    expect(await within(region).findByText('Data inválida.')).toBeInTheDocument();
    expect(button).toBeDisabled();

    await user.clear(within(region).getByLabelText('Até'));
    await waitFor(() => expect(button).toBeEnabled());
    expect(fetchFile).not.toHaveBeenCalled();
  });

  it('toasts the HTTP message of a failed download', async () => {
    const { user } = await open();
    const { AxiosError, AxiosHeaders } = await import('axios');
    vi.mocked(fetchFile).mockRejectedValueOnce(
      new AxiosError('Server Error', 'ERR_BAD_RESPONSE', undefined, undefined, {
        status: 500,
        statusText: 'Internal Server Error',
        data: new Blob(['{"statusCode":500}']),
        headers: {},
        config: { headers: new AxiosHeaders() },
      }),
    );
    await user.click(within(card('Empresas')).getByRole('button', { name: 'Baixar relatório de empresas' }));
    expect(await screen.findByText('Erro #500: Ocorreu um erro inesperado no servidor... tente mais tarde!')).toBeInTheDocument();
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it('signed out, a download says the user is not authorized, without a request', async () => {
    // The screen stays (no route guard here) while the session ends.
    const { user, auth } = await open({ guard: false });
    await act(() => auth.gateway.signOut());
    const requests: string[] = [];
    const listener = ({ request }: { request: Request }) => void requests.push(request.url);
    server.events.on('request:start', listener);
    await user.click(within(card('Produtos')).getByRole('button', { name: 'Baixar relatório de produtos' }));
    expect(await screen.findByText('Você não possui autorização para acessar o recurso solicitado!')).toBeInTheDocument();
    // The real fetchFile ran (no answer was set) and refused before any request.
    expect(fetchFile).toHaveBeenCalledTimes(1);
    expect(requests.filter((url) => url.includes('/reports/'))).toEqual([]);
    expect(saveBlob).not.toHaveBeenCalled();
    server.events.removeListener('request:start', listener);
  });
});

describe('toReportParams', () => {
  it('leaves empty filters out', () => {
    expect(toReportParams({ from: '', to: '', status: null })).toEqual({});
    expect(toReportParams({ from: '2026/10/01', to: '', status: 'APPROVED' })).toEqual({ from: '2026/10/01', status: 'APPROVED' });
  });
});
