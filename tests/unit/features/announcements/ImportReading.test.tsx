import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as XLSX from 'xlsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { XLSX_MIME } from '@/features/announcements/model';
import { PREVIEW_TIMEOUT_MS } from '@/features/announcements/import/preview';
import type { PreviewRequest, PreviewResponse } from '@/features/announcements/import/preview.worker';
import { IMPORT_COLUMNS } from '@/features/announcements/import/rows';
import { parseWorkbook, type XlsxModule } from '@/features/announcements/import/workbook';
import { ImportScreen } from '@/features/announcements/screens/ImportScreen';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';
import { elapse, fakeClock } from '@tests/helpers/time';

/**
 * The import screen while its Web Worker reads the file (docs/security-abuse.md): 'Cancelar', the
 * timeout, a second file. jsdom has no Worker: this one answers only when the test says so, by
 * parsing what it was sent as the real worker does.
 */
class ScriptedWorker {
  static all: ScriptedWorker[] = [];
  terminated = false;
  request: PreviewRequest | null = null;
  onmessage: ((event: { data: PreviewResponse }) => void) | null = null;
  onerror: unknown = null;
  constructor() {
    ScriptedWorker.all.push(this);
  }
  postMessage(request: PreviewRequest) {
    this.request = request;
  }
  terminate() {
    this.terminated = true;
  }
  answer() {
    const sheet = parseWorkbook(XLSX as XlsxModule, new Uint8Array(this.request!.bytes), this.request!.catalog);
    this.onmessage?.({ data: { ok: true, sheet: { ...sheet, rows: sheet.rows.map((row) => ({ ...row, data: null })) } } });
  }
}

const HEADER = IMPORT_COLUMNS.map((c) => c.header);
const SHEET = [
  HEADER,
  ['Chapas SAE 1020 — lote A', '', 'Chapa de aço carbono SAE 1020', 10, 't', '5.100,00', '10/12/2026', '01310-100', 'São Paulo', 'SP'],
  ['Tubos inox — lote B', 'Sobras', 'Tubo de aço inox 304', 300, 'm', 89.9, '', '', 'Campinas', 'SP'],
];

function xlsxFile(rows: unknown[][], name: string): File {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Anúncios');
  return new File([XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer], name, { type: XLSX_MIME });
}

const HINT = 'Planilha do Excel (.xlsx) no formato do modelo.';
const picker = () => screen.getByLabelText<HTMLInputElement>(/^Planilha/);
const toasts = () => document.querySelector('.Toastify')?.textContent ?? '';

async function open() {
  await renderApp(
    <RouteGuard>
      <ImportScreen />
    </RouteGuard>,
    { signedInAs: 'admin@giro.dev' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Importar anúncios' });
  await waitFor(() => expect(picker()).toBeEnabled());
  return userEvent.setup({ applyAccept: false });
}

beforeEach(() => {
  mockRouter.setRoute('/admin/anuncios/importar');
  ScriptedWorker.all = [];
  vi.stubGlobal('Worker', ScriptedWorker);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/admin/anuncios/importar while the spreadsheet is read', () => {
  it("'Cancelar' beside 'Lendo a planilha...' stops the worker and empties the picker, with no error", async () => {
    const user = await open();
    fakeClock();
    await user.upload(picker(), xlsxFile(SHEET, 'anuncios.xlsx'));
    expect(await screen.findByText('Lendo a planilha...')).toBeInTheDocument();
    expect(screen.getByText('anuncios.xlsx')).toBeInTheDocument();
    await waitFor(() => expect(ScriptedWorker.all).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(ScriptedWorker.all[0]!.terminated).toBe(true);
    await waitFor(() => expect(screen.queryByText('Lendo a planilha...')).not.toBeInTheDocument());
    expect(screen.getByText('Nenhum arquivo escolhido')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(picker()).toHaveAccessibleDescription(HINT);
    expect(picker().files?.length ?? 0).toBe(0);
    expect(picker()).toHaveFocus(); // the button that had it is gone
    await elapse(PREVIEW_TIMEOUT_MS); // nor the reading's timeout, later
    expect(toasts()).toBe('');
    expect(screen.queryByTestId('import-summary')).not.toBeInTheDocument();
  });

  it('a file that takes too long is given up after the timeout, with the message under the field', async () => {
    const user = await open();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await user.upload(picker(), xlsxFile(SHEET, 'lenta.xlsx'));
    await waitFor(() => expect(ScriptedWorker.all).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(PREVIEW_TIMEOUT_MS);
    await waitFor(() => expect(picker()).toHaveAccessibleDescription(expect.stringContaining('A leitura da planilha demorou demais e foi interrompida.')));
    expect(ScriptedWorker.all[0]!.terminated).toBe(true);
    expect(screen.queryByText('Lendo a planilha...')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(screen.getByText('Nenhum arquivo escolhido')).toBeInTheDocument();
  });

  it('a second file chosen while the first is read stops the first and previews the second', async () => {
    const user = await open();
    await user.upload(picker(), xlsxFile([...SHEET, SHEET[1]!], 'primeira.xlsx'));
    await waitFor(() => expect(ScriptedWorker.all).toHaveLength(1));
    expect(picker()).toBeEnabled();

    await user.upload(picker(), xlsxFile(SHEET, 'segunda.xlsx'));
    await waitFor(() => expect(ScriptedWorker.all).toHaveLength(2));
    expect(ScriptedWorker.all[0]!.terminated).toBe(true);
    expect(screen.getByText('Lendo a planilha...')).toBeInTheDocument();
    expect(screen.getByText('segunda.xlsx')).toBeInTheDocument();

    ScriptedWorker.all[1]!.answer();
    expect(await screen.findByTestId('import-summary')).toHaveTextContent('2 linhas: 2 prontas para importar.');
    expect(screen.getByText('segunda.xlsx')).toBeInTheDocument();
    expect(screen.queryByText('Lendo a planilha...')).not.toBeInTheDocument();
    expect(picker()).toHaveAccessibleDescription(HINT);
    expect(toasts()).toBe('');
  });
});
