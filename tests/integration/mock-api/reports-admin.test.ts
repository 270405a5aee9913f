// @vitest-environment node
// The reports are binary (.xlsx): read through Node's fetch, which MSW intercepts with Blobs intact.
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { REPORT_KINDS, type ReportKind } from '@/features/reports/api';
import { db } from '@/mocks/db/store';
import { API, mockOnly, needsSeed } from './helpers';
import { auth, cell, column, dayBr, isClient, report, todayBr } from './reports-setup';

mockOnly("sets up or checks its state in the mock's store (db), not through the API", ['cuts a text longer than a cell takes']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

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
    // By id, ascending (docs/product/calls.md: one order).
    expect(column(rejected, 'ID')).toEqual(
      db.announcements
        .filter((a) => a.status === 'REJECTED')
        .map((a) => a.id)
        .sort((a, b) => a - b),
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
