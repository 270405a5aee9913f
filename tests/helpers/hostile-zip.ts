import { unzipSync, zipSync } from 'fflate';
import * as XLSX from 'xlsx';
import { IMPORT_COLUMNS } from '@/features/announcements/import/rows';

/**
 * Hostile import spreadsheets (docs/security-abuse.md), shared by the mock's tests, the preview's and
 * `npm run bench:abuse`.
 */

const HEADER = IMPORT_COLUMNS.map((c) => c.header);
const ROW = ['Chapas SAE 1020 — lote A', '', 'Chapa de aço carbono SAE 1020', 10, 't', '5.100,00', '', '01310-100', 'São Paulo', 'SP'];

const cache = new Map<number, Uint8Array>();

/**
 * A workbook of the header, a good row and one cell of `cellBytes` of the same letter (deflated:
 * about 1/1000). Made once per size (fflate packs it fast; SheetJS's own zip writer is slow).
 */
export function heavyWorkbook(cellBytes: number): Uint8Array {
  const cached = cache.get(cellBytes);
  if (cached) return cached.slice();
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER, ROW]), 'Anúncios');
  const files = unzipSync(new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer));
  const sheet = Object.keys(files).find((path) => /sheet1\.xml$/.test(path))!;
  const [head, tail] = new TextDecoder().decode(files[sheet]).split('</sheetData>');
  const encoder = new TextEncoder();
  const parts = [encoder.encode(`${head}<row r="3"><c r="A3" t="inlineStr"><is><t>`), encoder.encode(`</t></is></c></row></sheetData>${tail}`)];
  const xml = new Uint8Array(parts[0]!.length + cellBytes + parts[1]!.length);
  xml.set(parts[0]!);
  xml.fill(0x61, parts[0]!.length, parts[0]!.length + cellBytes);
  xml.set(parts[1]!, parts[0]!.length + cellBytes);
  files[sheet] = xml;
  const bytes = zipSync(files, { level: 1 });
  cache.set(cellBytes, bytes);
  return bytes.slice();
}

/**
 * The lying zip of the issue: `heavyWorkbook(cellBytes)` with its largest entry's central directory
 * saying "stored, as large as packed" and its local header "deflate, size 0". Every declared size
 * is small; SheetJS follows the local header and unpacks the whole stream.
 */
export function lyingZip(cellBytes = 60 * 1024 * 1024): Uint8Array {
  const bytes = heavyWorkbook(cellBytes);
  const view = new DataView(bytes.buffer);
  let largest = -1;
  for (let i = 0; i + 46 <= bytes.length; i++) {
    if (view.getUint32(i, true) !== 0x02014b50) continue;
    if (largest < 0 || view.getUint32(i + 20, true) > view.getUint32(largest + 20, true)) largest = i;
  }
  const packed = view.getUint32(largest + 20, true);
  view.setUint16(largest + 10, 0, true); // central: stored…
  view.setUint32(largest + 24, packed, true); // …unpacking to what it packs
  const local = view.getUint32(largest + 42, true);
  view.setUint16(local + 8, 8, true); // local: deflate…
  view.setUint32(local + 18, 0, true); // …of size 0
  view.setUint32(local + 22, 0, true);
  return bytes;
}
