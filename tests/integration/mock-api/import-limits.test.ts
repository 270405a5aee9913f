// @vitest-environment node
import * as XLSX from 'xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { XLSX_MIME } from '@/features/announcements/model';
import { IMPORT_COLUMNS, MAX_IMPORT_ROWS } from '@/features/announcements/import/rows';
import { readSheetRows, SPREADSHEET_LIMITS } from '@/features/announcements/import/workbook';
import { zipUncompressedSize, zipUnpacksWithin } from '@/features/announcements/import/zip';
import { API, needsSeed, tokenOf } from './helpers';
import { heavyWorkbook, lyingZip as storedButDeflated } from '../../helpers/hostile-zip';

needsSeed("picks records of the mock's seed (ids, names, counts)");

/**
 * docs/security-abuse.md: a 5 kB spreadsheet with one cell at A1 and one at XFD1048576 took the mock to
 * 4 GB, and a 200 kB zip bomb to 1.3 GB. Both are refused now before the sheet is read.
 */
const HEADER = IMPORT_COLUMNS.map((c) => c.header);
const ROW = ['Chapas SAE 1020 — lote A', '', 'Chapa de aço carbono SAE 1020', 10, 't', '5.100,00', '', '01310-100', 'São Paulo', 'SP'];

function toBytes(sheet: XLSX.WorkSheet): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Anúncios');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
}

/**
 * A workbook of the header and one good row, its sheet's XML rewritten: SheetJS's writer walks the
 * whole declared range, so the hostile parts are written into the XML directly.
 */
function patched(edit: (xml: string) => string): Uint8Array {
  const zip = XLSX.CFB.read(toBytes(XLSX.utils.aoa_to_sheet([HEADER, ROW])), { type: 'array' });
  const entry = XLSX.CFB.find(zip, zip.FullPaths.find((path: string) => /sheet1\.xml$/.test(path))!)!;
  entry.content = new TextEncoder().encode(edit(new TextDecoder().decode(entry.content as Uint8Array)));
  return new Uint8Array(XLSX.CFB.write(zip, { type: 'array', fileType: 'zip', compression: true }) as ArrayBuffer);
}

/** The whole grid declared, and one cell in its last column of its last row. */
const farCorner = () =>
  patched((xml) =>
    xml
      .replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:XFD1048576"/>')
      .replace('</sheetData>', '<row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>x</t></is></c></row></sheetData>'),
  );

/** One cell holding 60 MB of the same letter: well under 1 MB packed. */
const zipBomb = () => heavyWorkbook(60 * 1024 * 1024);

/** A cell in column XFD of the good row: each row would be 16 384 cells wide. */
const farColumn = () => patched((xml) => xml.replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:XFD2"/>').replace('</row></sheetData>', '<c r="XFD2" t="inlineStr"><is><t>x</t></is></c></row></sheetData>'));

/** The same zip with every entry's declared unpacked size (directory and local header) set to 1 kB. */
function lyingZip(source: Uint8Array): Uint8Array {
  const bytes = source.slice();
  const view = new DataView(bytes.buffer);
  for (let i = 0; i + 4 <= bytes.length; i++) {
    const signature = view.getUint32(i, true);
    if (signature === 0x02014b50) view.setUint32(i + 24, 1024, true);
    if (signature === 0x04034b50) view.setUint32(i + 22, 1024, true);
  }
  return bytes;
}

async function importFile(bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new File([bytes as BlobPart], 'anuncios.xlsx', { type: XLSX_MIME }));
  form.append('company', '1');
  const token = tokenOf('admin', { withEmail: true });
  const response = await fetch(`${API}/admin/announcement/import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as { message?: string; created?: number } };
}

describe('spreadsheet limits', () => {
  // Built before the file's first call: packing them (and writing 10 150 rows) holds the event
  // loop for seconds, and a connection left idle meanwhile may be closed by the server under the
  // client's next write (over HTTP that is an EPIPE, not the server's answer).
  let bomb: Uint8Array, lying: Uint8Array, stored: Uint8Array, tooManyRows: Uint8Array;
  beforeAll(() => {
    bomb = zipBomb();
    lying = lyingZip(zipBomb());
    stored = storedButDeflated();
    const rows: unknown[][] = [HEADER];
    for (let i = 0; i < MAX_IMPORT_ROWS + 150; i++) rows.push(ROW);
    tooManyRows = toBytes(XLSX.utils.aoa_to_sheet(rows));
  }, 60_000);

  it('reads a 10 kB sheet that declares the whole grid, with a cell in its far corner, as the rows an import may hold', async () => {
    const bytes = farCorner();
    expect(bytes.length).toBeLessThan(20_000);
    const rows = readSheetRows(XLSX, bytes);
    expect(rows.length).toBe(2);
    const answer = await importFile(bytes);
    expect(answer.status).toBe(200);
    expect(answer.body.created).toBe(1);
  });

  it('reads no further than the columns of the template (and a margin)', async () => {
    const rows = readSheetRows(XLSX, farColumn());
    expect(rows.length).toBe(2);
    expect(rows[1]!.length).toBe(SPREADSHEET_LIMITS.columns);
    expect((await importFile(farColumn())).body.created).toBe(1);
  });

  it('refuses a zip bomb by the unpacked size its directory declares, before reading it', async () => {
    const bytes = bomb;
    expect(bytes.length).toBeLessThan(SPREADSHEET_LIMITS.fileBytes);
    expect(zipUncompressedSize(bytes)).toBeGreaterThan(SPREADSHEET_LIMITS.unpackedBytes);
    const answer = await importFile(bytes);
    expect(answer).toEqual({ status: 400, body: expect.objectContaining({ message: 'SpreadsheetTooHeavy' }) });
  });

  it('refuses a zip bomb whose directory lies about the unpacked size, by unpacking it with a cap', async () => {
    const bytes = lying;
    expect(zipUncompressedSize(bytes)).toBeLessThan(SPREADSHEET_LIMITS.unpackedBytes);
    expect(zipUnpacksWithin(bytes, SPREADSHEET_LIMITS.unpackedBytes)).toBe('too-big');
    expect(zipUnpacksWithin(toBytes(XLSX.utils.aoa_to_sheet([HEADER, ROW])), SPREADSHEET_LIMITS.unpackedBytes)).toBe('ok');
    const answer = await importFile(bytes);
    expect(answer).toEqual({ status: 400, body: expect.objectContaining({ message: 'SpreadsheetTooHeavy' }) });
  });

  it('refuses the zip whose directory says "stored" and whose local header says "deflate, size 0" (docs/security-abuse.md), and keeps answering', async () => {
    const bytes = stored;
    expect(zipUncompressedSize(bytes)).toBeLessThan(SPREADSHEET_LIMITS.fileBytes);
    expect(zipUnpacksWithin(bytes, SPREADSHEET_LIMITS.unpackedBytes)).toBe('too-big');
    const answer = await importFile(bytes);
    expect(answer).toEqual({ status: 400, body: expect.objectContaining({ message: 'SpreadsheetTooHeavy' }) });
    expect((await importFile(toBytes(XLSX.utils.aoa_to_sheet([HEADER, ROW])))).body.created).toBe(1);
  });

  it('refuses a sheet with more rows than an import holds, and a file over the size limit', async () => {
    expect((await importFile(tooManyRows)).body.message).toBe('SpreadsheetTooLarge');
    const big = new Uint8Array(SPREADSHEET_LIMITS.fileBytes + 1);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    expect((await importFile(big)).body.message).toBe('SpreadsheetTooHeavy');
  });

  it('reads the unpacked size of a real workbook', () => {
    const bytes = toBytes(XLSX.utils.aoa_to_sheet([HEADER, ROW]));
    const size = zipUncompressedSize(bytes);
    expect(size).toBeGreaterThan(bytes.length);
    expect(size).toBeLessThan(100_000);
    expect(zipUncompressedSize(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});
