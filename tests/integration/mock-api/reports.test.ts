// @vitest-environment node
// The reports are binary (.xlsx): read through Node's fetch, which MSW intercepts with Blobs intact.
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { XLSX_MIME } from '@/features/announcements/api';
import { REPORT_KINDS, REPORTS, type ReportKind } from '@/features/reports/api';
import { DEV_ACCOUNTS } from '@/mocks/db/seed';
import { db } from '@/mocks/db/store';
import { makeTestToken } from '@/mocks/lib/token';

const API = 'http://localhost:4000';
type Who = keyof typeof DEV_ACCOUNTS;
const auth = (who: Who) => ({ authorization: `Bearer ${makeTestToken(DEV_ACCOUNTS[who].uid)}` });

/** Today in Brasília (UTC-3), yyyy-MM-dd: the date in the report's file name. */
const todayBr = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
/** An ISO instant → its Brasília calendar day, yyyy/MM/dd. */
const dayBr = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '/');

interface Report {
  status: number;
  headers: Headers;
  /** The first sheet's name and rows (header first), when the answer is a workbook. */
  sheet?: string;
  rows: (string | number)[][];
  json?: { statusCode: number; message: string };
}

async function report(kind: ReportKind, query = '', who: Who | null = 'admin'): Promise<Report> {
  const response = await fetch(`${API}${REPORTS[kind].url}${query}`, { headers: who ? auth(who) : {} });
  if (response.headers.get('content-type') !== XLSX_MIME) {
    return { status: response.status, headers: response.headers, rows: [], json: (await response.json()) as Report['json'] };
  }
  const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array' });
  const sheet = book.SheetNames[0]!;
  const rows = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[sheet]!, { header: 1, raw: true, defval: '' });
  return { status: response.status, headers: response.headers, sheet, rows };
}

const column = (r: Report, title: string) => {
  const index = r.rows[0]!.indexOf(title);
  expect(index, `column '${title}'`).toBeGreaterThanOrEqual(0);
  return r.rows.slice(1).map((row) => row[index]);
};

const cell = (r: Report, row: (string | number)[], title: string) => row[r.rows[0]!.indexOf(title)];

const isClient = (a: (typeof db.accounts)[number]) => !a.isAdmin && a.accountType !== 'ADMIN';

describe('GET /reports/admin/*', () => {
  it('refuses callers who are not admins (401)', async () => {
    for (const kind of REPORT_KINDS) {
      expect((await report(kind, '', null)).status).toBe(401);
      expect((await report(kind, '', 'vendedor')).status).toBe(401);
    }
  });

  it('answers a real .xlsx per report, named relatorio-…-<today>.xlsx, with a pt-BR header and one row per record', async () => {
    const expected: Record<ReportKind, { file: string; sheet: string; count: number; first: string[] }> = {
      announcements: { file: 'relatorio-anuncios', sheet: 'Anúncios', count: db.announcements.length, first: ['ID', 'Título', 'Produto', 'Empresa'] },
      companies: { file: 'relatorio-empresas', sheet: 'Empresas', count: db.companies.length, first: ['ID', 'Razão social', 'Nome fantasia', 'CNPJ'] },
      negotiations: { file: 'relatorio-negociacoes', sheet: 'Negociações', count: db.negotiations.length, first: ['Nº', 'Anúncio', 'Produto', 'Vendedor'] },
      customers: { file: 'relatorio-clientes', sheet: 'Clientes', count: db.accounts.filter(isClient).length, first: ['ID', 'Nome', 'E-mail', 'CPF'] },
      products: { file: 'relatorio-produtos', sheet: 'Produtos', count: db.products.length, first: ['ID', 'Produto', 'Descrição', 'Categorias'] },
    };
    for (const kind of REPORT_KINDS) {
      const r = await report(kind);
      const { file, sheet, count, first } = expected[kind];
      expect(r.status).toBe(200);
      const name = `${file}-${todayBr()}.xlsx`;
      expect(r.headers.get('content-disposition')).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
      expect(r.sheet).toBe(sheet);
      expect(r.rows[0]!.slice(0, 4)).toEqual(first);
      expect(r.rows.length - 1).toBe(count);
      expect(count).toBeGreaterThan(0);
    }
  });

  it('writes the seeded records in pt-BR: labels, formatted documents and Brasília dates', async () => {
    const companies = await report('companies');
    const horizonte = companies.rows.find((row) => row[1] === 'Metalúrgica Horizonte Ltda')!;
    const seed = db.companies.find((c) => c.companyName === 'Metalúrgica Horizonte Ltda')!;
    expect(horizonte).toBeDefined();
    expect(horizonte[3]).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    expect(horizonte[3]).toBe(seed.cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'));
    expect(column(companies, 'Status')).toEqual(expect.arrayContaining(['Aprovada', 'Pendente', 'Reprovada', 'Inativo']));
    const filial = companies.rows.find((row) => String(row[1]).includes('Filial Campinas'))!;
    expect(cell(companies, filial, 'Matriz')).toBe('Metalúrgica Horizonte Ltda');
    const created = new Date(Date.parse(seed.createdAt) - 3 * 3_600_000);
    const two = (n: number) => String(n).padStart(2, '0');
    // A date-time cell (a serial with its format: see 'typed cells' below), shown as this.
    expect(XLSX.SSF.format('dd/mm/yyyy hh:mm:ss', cell(companies, horizonte, 'Cadastrada em') as number)).toBe(
      `${two(created.getUTCDate())}/${two(created.getUTCMonth() + 1)}/${created.getUTCFullYear()} ${two(created.getUTCHours())}:${two(created.getUTCMinutes())}:${two(created.getUTCSeconds())}`,
    );

    const customers = await report('customers');
    expect(column(customers, 'E-mail')).toEqual(expect.arrayContaining(['vendedor@giro.dev', 'comprador@giro.dev', 'renata.campos@valeverde.com.br']));
    expect(column(customers, 'E-mail')).not.toContain('admin@giro.dev');
    const seller = customers.rows.find((row) => row[2] === 'vendedor@giro.dev')!;
    expect(cell(customers, seller, 'Tipo de conta')).toBe('Vendedor');
    expect(cell(customers, seller, 'Status')).toBe('Ativo');
    expect(String(cell(customers, seller, 'Empresas'))).toContain('Metalúrgica Horizonte Ltda');
    expect(cell(customers, seller, 'CPF')).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);

    const negotiations = await report('negotiations');
    expect(new Set(column(negotiations, 'Status'))).toEqual(new Set(['Em cotação', 'Em andamento', 'Aguardando pagamento', 'Entrega/coleta liberada', 'Finalizado', 'Cancelado']));
    const first = db.negotiations.find((n) => n.id === 1)!;
    const row = negotiations.rows.find((r) => r[0] === 1)!;
    expect(cell(negotiations, row, 'Total (R$)')).toBeCloseTo(first.quantity * first.unitPrice, 2);
    expect(cell(negotiations, row, 'Anúncio')).toBe(db.announcements.find((a) => a.id === first.announcementId)!.title);

    const products = await report('products');
    const productColumn = column(products, 'Produto');
    expect(productColumn).toEqual(expect.arrayContaining(db.products.map((p) => p.name)));
    const counts = column(products, 'Anúncios') as number[];
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(db.announcements.length);

    const announcements = await report('announcements');
    expect(column(announcements, 'Título')).toEqual(expect.arrayContaining(db.announcements.slice(0, 5).map((a) => a.title)));
    expect(column(announcements, 'Destaque').filter((v) => v === 'Sim')).toHaveLength(db.featured.length);
  });

  it('filters by status (one or several)', async () => {
    const pending = await report('companies', '?status=PENDING');
    expect(column(pending, 'Razão social').sort()).toEqual(
      db.companies
        .filter((c) => c.status === 'PENDING')
        .map((c) => c.companyName)
        .sort(),
    );
    expect(new Set(column(pending, 'Status'))).toEqual(new Set(['Pendente']));

    const open = await report('negotiations', '?status=IN_QUOTATION&status=IN_PROGRESS');
    expect(column(open, 'Nº').length).toBe(db.negotiations.filter((n) => ['IN_QUOTATION', 'IN_PROGRESS'].includes(n.status)).length);
    expect(new Set(column(open, 'Status'))).toEqual(new Set(['Em cotação', 'Em andamento']));

    const disabled = await report('customers', '?status=DISABLED');
    expect(column(disabled, 'E-mail').sort()).toEqual(['camila@autopecasgaucha.com.br', 'inativo@giro.dev']);

    const rejected = await report('announcements', '?status=REJECTED');
    // Oldest first.
    expect(column(rejected, 'ID')).toEqual(
      db.announcements
        .filter((a) => a.status === 'REJECTED')
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .map((a) => a.id),
    );
    expect(column(rejected, 'Motivo da reprovação').every((reason) => String(reason).length > 0)).toBe(true);
  });

  it('filters by period: whole Brasília days, both ends included', async () => {
    const sorted = [...db.announcements].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const from = dayBr(sorted[10]!.createdAt);
    const to = dayBr(sorted[30]!.createdAt);
    const r = await report('announcements', `?from=${from}&to=${to}`);
    const expected = db.announcements.filter((a) => dayBr(a.createdAt) >= from && dayBr(a.createdAt) <= to).map((a) => a.id);
    expect(column(r, 'ID').sort((a, b) => Number(a) - Number(b))).toEqual(expected.sort((a, b) => a - b));
    expect(expected).toContain(sorted[10]!.id);
    expect(expected).toContain(sorted[30]!.id);

    // One day, with a status, and the dashed form.
    const day = dayBr(db.negotiations[0]!.createdAt);
    const one = await report('negotiations', `?from=${day.replace(/\//g, '-')}&to=${day}&status=${db.negotiations[0]!.status}`);
    expect(column(one, 'Nº')).toContain(db.negotiations[0]!.id);
    expect(column(one, 'Nº').length).toBe(db.negotiations.filter((n) => dayBr(n.createdAt) === day && n.status === db.negotiations[0]!.status).length);

    // Only a start, only an end.
    const clientsSince = await report('customers', `?from=${dayBr(db.accounts.filter(isClient)[5]!.createdAt)}`);
    const since = dayBr(db.accounts.filter(isClient)[5]!.createdAt);
    expect(column(clientsSince, 'ID').length).toBe(db.accounts.filter((a) => isClient(a) && dayBr(a.createdAt) >= since).length);
    const productsUntil = await report('products', `?to=${dayBr(db.products[9]!.createdAt)}`);
    expect(column(productsUntil, 'ID').length).toBe(db.products.filter((p) => dayBr(p.createdAt) <= dayBr(db.products[9]!.createdAt)).length);

    // A period with nothing in it: the header alone.
    const empty = await report('companies', '?from=2020/01/01&to=2020/01/31');
    expect(empty.status).toBe(200);
    expect(empty.rows).toHaveLength(1);
  });

  it('answers 400 for an invalid filter', async () => {
    for (const [kind, query] of [
      ['announcements', '?from=2026/02/31'],
      ['companies', '?to=amanhã'],
      ['negotiations', '?from=2026/11/10&to=2026/11/01'],
      ['customers', '?status=APPROVED'],
      ['announcements', '?status=INACTIVE'],
      ['products', '?status=PENDING'],
    ] as [ReportKind, string][]) {
      const r = await report(kind, query);
      expect(r.status, `${kind}${query}`).toBe(400);
      expect(r.json).toMatchObject({ statusCode: 400 });
    }
  });

  it('cuts a text longer than a cell takes (32 767 characters) instead of failing: reports, export and template', async () => {
    // The API caps a company name now (TEXT_MAX), but a record may hold more (an older one, an
    // import from elsewhere): the sheets must still be written.
    const company = db.companies.find((c) => c.id === 1)!;
    const longName = 'Metalúrgica '.repeat(4_000);
    company.companyName = longName;
    db.products[0]!.description = '😀'.repeat(20_000);
    for (const kind of REPORT_KINDS) {
      const r = await report(kind);
      expect(r.status, kind).toBe(200);
      for (const row of r.rows) for (const value of row) expect(String(value).length, kind).toBeLessThanOrEqual(32_767);
    }
    const companies = await report('companies');
    const name = String(cell(companies, companies.rows.find((row) => row[0] === 1)!, 'Razão social'));
    expect(name).toHaveLength(32_767);
    expect(name.startsWith(longName.slice(0, 32_000))).toBe(true);
    const announcements = await report('announcements');
    expect(String(cell(announcements, announcements.rows.find((row) => row[3] !== '' && String(row[3]).length > 100)!, 'Empresa'))).toHaveLength(32_767);
    const products = await report('products');
    // Never half of a character made of two code units (the emoji).
    expect(String(cell(products, products.rows.find((row) => row[0] === db.products[0]!.id)!, 'Descrição'))).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    for (const path of ['/announcement-export', '/announcement-export/example']) {
      const response = await fetch(`${API}${path}`, { headers: auth('admin') });
      expect(response.status, path).toBe(200);
      const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array' });
      for (const sheet of book.SheetNames) {
        const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[sheet]!, { header: 1, defval: '' });
        for (const row of rows) for (const value of row) expect(String(value).length, `${path} ${sheet}`).toBeLessThanOrEqual(32_767);
      }
    }
  });

  it('reflects changes made through the API (a company approved by an admin)', async () => {
    const before = await report('companies', '?status=APPROVED');
    const pending = db.companies.find((c) => c.status === 'PENDING')!;
    const response = await fetch(`${API}/admin/company/${pending.id}/deferral`, {
      method: 'PATCH',
      headers: { ...auth('admin'), 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'APPROVE' }),
    });
    expect(response.status).toBe(200);
    const after = await report('companies', '?status=APPROVED');
    expect(after.rows.length).toBe(before.rows.length + 1);
    expect(column(after, 'Razão social')).toContain(pending.companyName);
  });
});

describe('typed cells: dates, date-times and BRL amounts Excel can sort and filter (issue 29)', () => {
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

describe('GET /admin/dashboard/timeline (our extension)', () => {
  const get = async (query: string, who: Who | null = 'admin') => {
    const response = await fetch(`${API}/admin/dashboard/timeline${query}`, { headers: who ? auth(who) : {} });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const dayOf = (iso: string) => dayBr(iso).replace(/\//g, '-');

  it('counts new clients and announcements per Brasília day over the last 30 days', async () => {
    const { status, body } = await get('?days=30');
    expect(status).toBe(200);
    const series = body.series as { date: string; clients: number; announcements: number }[];
    expect(series).toHaveLength(30);
    expect(body.to).toBe(todayBr());
    expect(series.at(-1)!.date).toBe(todayBr());
    expect(body.from).toBe(series[0]!.date);
    const window = new Set(series.map((d) => d.date));
    const clients = db.accounts.filter((a) => isClient(a) && window.has(dayOf(a.createdAt)));
    const announcements = db.announcements.filter((a) => window.has(dayOf(a.createdAt)));
    expect(body.totals).toEqual({ clients: clients.length, announcements: announcements.length });
    for (const day of series) {
      expect(day.clients).toBe(clients.filter((a) => dayOf(a.createdAt) === day.date).length);
      expect(day.announcements).toBe(announcements.filter((a) => dayOf(a.createdAt) === day.date).length);
    }
  });

  it("counts today's new announcement at once; defaults to 30 days; checks the caller and `days`", async () => {
    const before = (await get('')).body as { days: number; series: { announcements: number }[] };
    expect(before.days).toBe(30);
    db.announcements.push({ ...db.announcements[0]!, id: 9999, createdAt: new Date().toISOString() });
    const after = (await get('')).body as { series: { announcements: number }[] };
    expect(after.series.at(-1)!.announcements).toBe(before.series.at(-1)!.announcements + 1);
    expect((await get('?days=7')).body.series).toHaveLength(7);
    expect((await get('', null)).status).toBe(401);
    expect((await get('', 'comprador')).status).toBe(401);
    for (const days of ['0', '91', '2.5', 'abc']) expect((await get(`?days=${days}`)).status).toBe(400);
  });
});
