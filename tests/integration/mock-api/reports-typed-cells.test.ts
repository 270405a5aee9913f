// @vitest-environment node
// The reports are binary (.xlsx): read through Node's fetch, which MSW intercepts with Blobs intact.
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { API, needsSeed } from './helpers';
import { auth } from './reports-setup';

needsSeed("picks records of the mock's seed (ids, names, counts)");

describe('typed cells: dates, date-times and BRL amounts Excel can sort and filter (docs/product/calls.md)', () => {
  const DATE = 'dd/mm/yyyy';
  const DATE_TIME = 'dd/mm/yyyy hh:mm:ss';
  const BRL = '"R$" #,##0.00';
  const two = (n: number) => String(n).padStart(2, '0');
  /** What a São Paulo wall clock shows for an instant: dd/MM/yyyy or dd/MM/yyyy HH:mm:ss. */
  const shown = (iso: string, withTime: boolean) => {
    const d = new Date(Date.parse(iso) - 3 * 3_600_000);
    const date = `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
    return withTime ? `${date} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}` : date;
  };

  async function sheetOf(path: string) {
    const response = await fetch(`${API}${path}`, { headers: auth('admin') });
    expect(response.status, path).toBe(200);
    const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array', cellNF: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const range = XLSX.utils.decode_range(sheet['!ref']!);
    const header: string[] = [];
    for (let c = range.s.c; c <= range.e.c; c++) header.push(String(sheet[XLSX.utils.encode_cell({ r: 0, c })]?.v ?? ''));
    /** The cells of one column (below the header), keyed by the value of the first column (the id). */
    const column = (title: string) => {
      const c = header.indexOf(title);
      expect(c, `column '${title}' of ${path}`).toBeGreaterThanOrEqual(0);
      const cells = new Map<unknown, XLSX.CellObject>();
      for (let r = 1; r <= range.e.r; r++) cells.set(sheet[XLSX.utils.encode_cell({ r, c: 0 })]?.v, sheet[XLSX.utils.encode_cell({ r, c })]!);
      return cells;
    };
    return { column, rows: range.e.r };
  }

  /** Every cell of the column is a number with the format `z`, and reads as `expected(id)`. */
  function expectTyped(cells: Map<unknown, XLSX.CellObject>, z: string, expected?: (id: number) => string) {
    expect(cells.size).toBeGreaterThan(0);
    for (const [id, cell] of cells) {
      expect(cell.t, `${String(id)}: ${String(cell.v)}`).toBe('n');
      expect(cell.z).toBe(z);
      if (expected) expect(XLSX.SSF.format(z, cell.v as number)).toBe(expected(id as number));
    }
  }

  it('the five reports write dates as date serials (São Paulo time, dd/mm/yyyy [hh:mm:ss]), amounts in BRL and quantities as numbers', async () => {
    const announcement = (id: number) => db.announcements.find((a) => a.id === id)!;
    const announcements = await sheetOf('/reports/admin/announcements');
    expectTyped(announcements.column('Disponível a partir de'), DATE, (id) => shown(announcement(id).availableFrom, false));
    expectTyped(announcements.column('Cadastrado em'), DATE_TIME, (id) => shown(announcement(id).createdAt, true));
    expectTyped(announcements.column('Atualizado em'), DATE_TIME, (id) => shown(announcement(id).updatedAt, true));
    expectTyped(announcements.column('Preço unitário (R$)'), BRL);
    expectTyped(announcements.column('Valor total (R$)'), BRL);
    for (const [id, cell] of announcements.column('Quantidade')) expect(cell).toMatchObject({ t: 'n', v: announcement(id as number).quantity });
    const [firstId, price] = [...announcements.column('Preço unitário (R$)')][0]!;
    expect(price.v).toBe(announcement(firstId as number).unitPrice);
    expect(XLSX.SSF.format(BRL, 1234.5)).toBe('R$ 1,234.50'); // Excel shows it with the reader's separators: R$ 1.234,50 in pt-BR

    const company = (id: number) => db.companies.find((c) => c.id === id)!;
    expectTyped((await sheetOf('/reports/admin/companies')).column('Cadastrada em'), DATE_TIME, (id) => shown(company(id).createdAt, true));

    const negotiation = (id: number) => db.negotiations.find((n) => n.id === id)!;
    const negotiations = await sheetOf('/reports/admin/negotiations');
    expectTyped(negotiations.column('Aberta em'), DATE_TIME, (id) => shown(negotiation(id).createdAt, true));
    expectTyped(negotiations.column('Atualizada em'), DATE_TIME, (id) => shown(negotiation(id).updatedAt, true));
    expectTyped(negotiations.column('Preço unitário (R$)'), BRL);
    expectTyped(negotiations.column('Total (R$)'), BRL);
    for (const [id, cell] of negotiations.column('Quantidade')) expect(cell).toMatchObject({ t: 'n', v: negotiation(id as number).quantity });

    const account = (id: number) => db.accounts.find((a) => a.id === id)!;
    expectTyped((await sheetOf('/reports/admin/customers')).column('Cadastrado em'), DATE_TIME, (id) => shown(account(id).createdAt, true));

    const product = (id: number) => db.products.find((p) => p.id === id)!;
    const products = await sheetOf('/reports/admin/products');
    expectTyped(products.column('Cadastrado em'), DATE_TIME, (id) => shown(product(id).createdAt, true));
    expectTyped(products.column('Atualizado em'), DATE_TIME, (id) => shown(product(id).updatedAt, true));
  });

  it('a date-time read with cellDates is the São Paulo wall clock of the instant', async () => {
    const response = await fetch(`${API}/reports/admin/companies`, { headers: auth('admin') });
    const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array', cellDates: true, UTC: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, UTC: true });
    const at = (rows[0] as string[]).indexOf('Cadastrada em');
    const row = rows.find((r) => r[0] === 1)!;
    expect(row[at]).toBeInstanceOf(Date);
    expect((row[at] as Date).toISOString().slice(0, 19)).toBe(new Date(Date.parse(db.companies[0]!.createdAt) - 3 * 3_600_000).toISOString().slice(0, 19));
  });

  it('the announcement export does the same (and still reads back through the import)', async () => {
    const announcement = (row: number) => db.announcements.find((a) => a.id === row)!;
    // The export's first column is the title; its ID is a later column: key the cells by it.
    const response = await fetch(`${API}/announcement-export`, { headers: auth('admin') });
    const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array', cellNF: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
    const header = rows[0] as string[];
    const idAt = header.indexOf('ID');
    expect(rows.length).toBeGreaterThan(10);
    for (let r = 1; r < rows.length; r++) {
      const record = announcement(rows[r]![idAt] as number);
      const cellOf = (title: string) => sheet[XLSX.utils.encode_cell({ r, c: header.indexOf(title) })]!;
      expect(cellOf('Preço unitário (R$)')).toMatchObject({ t: 'n', v: record.unitPrice, z: BRL });
      expect(cellOf('Quantidade')).toMatchObject({ t: 'n', v: record.quantity });
      expect(cellOf('Disponível a partir de')).toMatchObject({ t: 'n', z: DATE });
      expect(XLSX.SSF.format(DATE, cellOf('Disponível a partir de').v as number)).toBe(shown(record.availableFrom, false));
      for (const [title, iso] of [['Criado em', record.createdAt], ['Atualizado em', record.updatedAt]] as const) {
        expect(cellOf(title)).toMatchObject({ t: 'n', z: DATE_TIME });
        expect(XLSX.SSF.format(DATE_TIME, cellOf(title).v as number)).toBe(shown(iso, true));
      }
    }
  });
});
