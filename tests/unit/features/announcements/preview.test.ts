import { afterEach, describe, expect, it, vi } from 'vitest';
import { XLSX_MIME } from '@/features/announcements/model';
import { PreviewCancelled, previewSpreadsheet } from '@/features/announcements/import/preview';
import { SPREADSHEET_LIMITS } from '@/features/announcements/import/workbook';
import { lyingZip } from '../../../helpers/hostile-zip';

/** A worker that never answers, as one stuck on a hostile file would be; it records being stopped. */
class SilentWorker {
  static last: SilentWorker | null = null;
  terminated = false;
  onmessage: unknown = null;
  onerror: unknown = null;
  constructor() {
    SilentWorker.last = this;
  }
  postMessage() {}
  terminate() {
    this.terminated = true;
  }
}

const file = () => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'anuncios.xlsx', { type: XLSX_MIME });
const catalog = { products: [], units: [] };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  SilentWorker.last = null;
});

describe('previewSpreadsheet in its worker', () => {
  it('gives up after the timeout with a pt-BR message, and stops the worker', async () => {
    vi.stubGlobal('Worker', SilentWorker);
    const reading = previewSpreadsheet(file(), catalog, { timeoutMs: 50 });
    await expect(reading).rejects.toThrow('A leitura da planilha demorou demais e foi interrompida.');
    expect(SilentWorker.last!.terminated).toBe(true);
  });

  it("'Cancelar' stops the worker at once", async () => {
    vi.stubGlobal('Worker', SilentWorker);
    const controller = new AbortController();
    const reading = previewSpreadsheet(file(), catalog, { signal: controller.signal, timeoutMs: 60_000 });
    await vi.waitFor(() => expect(SilentWorker.last).not.toBeNull());
    controller.abort();
    await expect(reading).rejects.toBeInstanceOf(PreviewCancelled);
    expect(SilentWorker.last!.terminated).toBe(true);
  });

  it('refuses the zip whose directory says "stored" and whose local header says "deflate, size 0" as too heavy, by unpacking it with a cap', async () => {
    const lying = new File([lyingZip() as BlobPart], 'mentirosa.xlsx', { type: XLSX_MIME });
    await expect(previewSpreadsheet(lying, catalog)).rejects.toMatchObject({ code: 'SpreadsheetTooHeavy' });
  }, 60_000); // building the 60 MB cell is slow on a busy machine; the refusal itself is not timed

  it('refuses a file over the size limit before reading it', async () => {
    const big = new File([new Uint8Array(SPREADSHEET_LIMITS.fileBytes + 1)], 'grande.xlsx', { type: XLSX_MIME });
    await expect(previewSpreadsheet(big, catalog)).rejects.toThrow('A planilha é grande demais');
  });
});
