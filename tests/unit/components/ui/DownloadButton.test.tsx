import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { DownloadButton } from '@/components/ui/DownloadButton';
import * as transferModule from '@/lib/api/transfer';
import * as notifyModule from '@/lib/notify';
import { server } from '@/mocks/node';

configure({ asyncUtilTimeout: 5000 });

// jsdom's XMLHttpRequest cannot hand a Blob to MSW (see tests/unit/lib/download.test.ts, which
// covers fetchFile itself); here fetchFile is controlled and the button's behaviour is tested.
// Spied on the modules, not vi.mock'ed: the button may have been imported by an earlier file of the
// worker (docs/testing.md). fetchFile and notifyError run for real unless a test says otherwise.
let transfer: { fetchFile: MockInstance<typeof transferModule.fetchFile>; saveBlob: MockInstance<typeof transferModule.saveBlob> };
let notify: { notifyError: MockInstance<typeof notifyModule.notifyError> };
beforeEach(() => {
  transfer = {
    fetchFile: vi.spyOn(transferModule, 'fetchFile'),
    saveBlob: vi.spyOn(transferModule, 'saveBlob').mockImplementation(() => undefined),
  };
  notify = { notifyError: vi.spyOn(notifyModule, 'notifyError') };
});

describe('DownloadButton', () => {
  it('downloads with progress, then saves the file under the name it got', async () => {
    const user = userEvent.setup();
    let progress: (p: number) => void = () => undefined;
    let finish: (file: transferModule.DownloadedFile) => void = () => undefined;
    transfer.fetchFile.mockImplementationOnce((_url, options) => {
      progress = options.onProgress ?? progress;
      return new Promise((resolve) => (finish = resolve));
    });
    const onDownloaded = vi.fn();
    render(
      <DownloadButton url="/reports/admin/companies" params={{ status: 'APPROVED' }} defaultName={() => 'relatorio-empresas-2026-11-22.xlsx'} onDownloaded={onDownloaded}>
        Relatório de empresas
      </DownloadButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Relatório de empresas' }));
    expect(transfer.fetchFile).toHaveBeenCalledWith('/reports/admin/companies', expect.objectContaining({ params: { status: 'APPROVED' }, defaultName: 'relatorio-empresas-2026-11-22.xlsx' }));
    const busy = screen.getByRole('button', { name: 'Baixando... 0%' });
    expect(busy).toBeDisabled();
    act(() => progress(40));
    expect(screen.getByRole('button', { name: 'Baixando... 40%' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso do download' })).toHaveAttribute('value', '40');
    const file = { blob: new Blob(['x']), fileName: 'empresas.xlsx' };
    await act(async () => finish(file));
    expect(transfer.saveBlob).toHaveBeenCalledWith(file);
    expect(onDownloaded).toHaveBeenCalledWith('empresas.xlsx');
    expect(screen.getByRole('button', { name: 'Relatório de empresas' })).toBeEnabled();
  });

  it('toasts the unauthorized message when nobody is signed in, without a request', async () => {
    const user = userEvent.setup();
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    render(<DownloadButton url="/reports/admin/products" defaultName="relatorio-produtos.xlsx" />);
    await user.click(screen.getByRole('button', { name: 'Baixar' }));
    await waitFor(() => expect(notify.notifyError).toHaveBeenCalledTimes(1));
    expect(notify.notifyError.mock.results[0]!.value).toBe('Você não possui autorização para acessar o recurso solicitado!');
    expect(transfer.saveBlob).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    server.events.removeAllListeners();
    expect(screen.getByRole('button', { name: 'Baixar' })).toBeEnabled();
  });

  it('toasts the HTTP message of a failed download', async () => {
    const user = userEvent.setup();
    transfer.fetchFile.mockRejectedValueOnce(
      new AxiosError('x', 'ERR_BAD_RESPONSE', undefined, undefined, { status: 503, statusText: '', data: {}, headers: {}, config: { headers: new AxiosHeaders() } }),
    );
    render(<DownloadButton url="/announcement-export" defaultName="anuncios.xlsx" />);
    screen.getByRole('button', { name: 'Baixar' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(notify.notifyError).toHaveBeenCalled());
    expect(notify.notifyError.mock.results.at(-1)!.value).toBe('Erro #503: O servidor não está disponível no momento... tente mais tarde!');
  });
});
