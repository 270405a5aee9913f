// @vitest-environment node
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { XLSX_MIME } from '@/features/announcements/model';
import { db } from '@/mocks/db/store';
import { auth, call, HEADER, idsOf, importForm, workbook } from './announcements-setup';
import { API, mockOnly, needsSeed } from './helpers';

mockOnly("sets up or checks its state in the mock's store (db), not through the API", ['imports the good rows']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

describe('Excel template, export and import', () => {
  it('serves the template as a real .xlsx with the import columns and the valid products and units', async () => {
    const response = await fetch(`${API}/announcement-export/example`, { headers: auth('admin') });
    expect(response.headers.get('content-type')).toBe(XLSX_MIME);
    expect(response.headers.get('content-disposition')).toContain('filename="modelo-importacao-anuncios.xlsx"');
    const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array' });
    expect(book.SheetNames).toEqual(['Anúncios', 'Instruções', 'Produtos', 'Unidades']);
    expect(XLSX.utils.sheet_to_json(book.Sheets['Anúncios']!, { header: 1 })).toEqual([HEADER]);
    const products = XLSX.utils.sheet_to_json<string[]>(book.Sheets['Produtos']!, { header: 1 }).slice(1).map((r) => r[0]);
    expect(products).toHaveLength(db.products.length);
  });

  it("states the real ranges of quantity and price in the template's instructions", async () => {
    const response = await fetch(`${API}/announcement-export/example`, { headers: auth('admin') });
    const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array' });
    const help = XLSX.utils.sheet_to_json<string[]>(book.Sheets['Instruções']!, { header: 1 });
    expect(help).toContainEqual(['Quantidade', 'Sim', 'Número maior que zero, até 999.999.999.']);
    expect(help).toContainEqual(['Preço unitário (R$)', 'Sim', 'Valor de R$\u00a00,01 a R$\u00a0999.999.999,99, ex.: 1.234,50.']);
  });

  it('exports every announcement for an admin (filters apply) and only their own for a seller', async () => {
    const response = await fetch(`${API}/announcement-export?status=APPROVED`, { headers: auth('admin') });
    expect(response.headers.get('content-disposition')).toMatch(/filename="anuncios-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!);
    expect(rows).toHaveLength(db.announcements.filter((a) => a.status === 'APPROVED').length);
    expect(rows[0]).toMatchObject({ Status: 'Aprovado' });
    const mine = await fetch(`${API}/announcement-export`, { headers: auth('vendedor') });
    const sellerRows = XLSX.utils.sheet_to_json<Record<string, unknown>>(XLSX.read(new Uint8Array(await mine.arrayBuffer())).Sheets['Anúncios']!);
    expect(sellerRows.length).toBe(db.announcements.filter((a) => [1, 13].includes(a.companyId)).length);
  });

  it('imports the good rows as APPROVED announcements and reports the refused ones per row', async () => {
    const bytes = workbook([
      HEADER,
      ['Chapa de aço — lote A', 'Sobra de produção', 'Chapa de aço carbono SAE 1020', 10, 't', 5100.5, '10/12/2026', '01310-100', 'São Paulo', 'SP'],
      ['Tubo inox — lote B', '', 'tubo de aco inox 304', '1.500', 'Metro', '89,90', '', '', 'Campinas', 'sp'],
      [],
      ['Produto que não existe', '', 'Unobtainium', 10, 'kg', 10, '', '', 'Recife', 'PE'],
      ['Sem quantidade nenhuma', '', 'Cimento CP II-E-32', '', 'pallet', 'caro', '', '', 'Recife', 'PE'],
      ['Unidade errada aqui', '', 'Cimento CP II-E-32', -5, 'barril', 0, '31/02/2026', '123', '', 'XX'],
    ]);
    const answer = await call('/admin/announcement/import', 'admin', { method: 'POST', body: importForm(bytes) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ total: 5, created: 2 });
    expect(answer.body.refused).toEqual([
      { row: 5, errors: ['Produto desconhecido: "Unobtainium".'] },
      { row: 6, errors: ['Quantidade ausente.', 'Preço inválido: informe um valor de R$\u00a00,01 a R$\u00a0999.999.999,99.'] },
      {
        row: 7,
        errors: [
          'Quantidade inválida: informe um número maior que zero, até 999.999.999.',
          'Unidade desconhecida: "barril".',
          'Preço inválido: informe um valor de R$\u00a00,01 a R$\u00a0999.999.999,99.',
          'Data de disponibilidade inválida (use dd/mm/aaaa).',
          'CEP inválido: informe 8 dígitos.',
          'Cidade ausente.',
          'UF inválida: "XX".',
        ],
      },
    ]);
    const [a, b] = (answer.body.createdIds as number[]).map((id) => db.announcements.find((x) => x.id === id)!);
    expect(a).toMatchObject({ companyId: 1, productId: 1, quantity: 10, unitPrice: 5100.5, status: 'APPROVED', availableFrom: '2026-12-10T03:00:00.000Z' });
    expect(a!.location).toMatchObject({ zipCode: '01310100', city: 'São Paulo', uf: 'SP' });
    expect(b).toMatchObject({ productId: 3, quantity: 1500, unitPrice: 89.9, unitIndex: db.units.find((u) => u.name === 'm')!.index });
    expect(b!.location.uf).toBe('SP');
    expect(idsOf(await call('/announcement/showcase?take=100&search=lote%20B', 'comprador'))).toContain(b!.id);
  });

  it('refuses a non-spreadsheet, a corrupt .xlsx, an empty sheet, a sheet without the columns, and a company that cannot publish', async () => {
    const post = (form: FormData) => call('/admin/announcement/import', 'admin', { method: 'POST', body: form });
    expect((await post(importForm('a,b,c', { type: 'text/csv', name: 'x.csv' }))).body.message).toBe('InvalidSpreadsheet');
    const corrupt = workbook([HEADER, ['x']]).slice(0, 200);
    expect((await post(importForm(corrupt))).body.message).toBe('SpreadsheetUnreadable');
    expect((await post(importForm('isto não é uma planilha'))).body.message).toBe('SpreadsheetUnreadable');
    expect((await post(importForm(workbook([HEADER])))).body.message).toBe('SpreadsheetEmpty');
    expect((await post(importForm(workbook([['Título', 'Quantidade'], ['abc', 1]])))).body.message).toBe('SpreadsheetMissingColumns');
    // A company that cannot publish is refused for what it is (docs/product/messages.md): 7 is pending, 10 inactive, 11 rejected.
    expect((await post(importForm(workbook([HEADER]), { company: '7' }))).body.message).toBe('CompanyPending');
    expect((await post(importForm(workbook([HEADER]), { company: '10' }))).body.message).toBe('CompanyInactive');
    expect((await post(importForm(workbook([HEADER]), { company: '11' }))).body.message).toBe('CompanyRejected');
    expect((await call('/admin/announcement/import', 'vendedor', { method: 'POST', body: importForm(workbook([HEADER])) })).status).toBe(401);
  });

  it('takes the company in plain digits only: other notations are a 400 naming it, not company 1', async () => {
    const post = (form: FormData) => call('/admin/announcement/import', 'admin', { method: 'POST', body: form });
    const sheet = workbook([HEADER, ['Chapa de aço — lote Z', '', 'Chapa de aço carbono SAE 1020', 10, 't', 5100.5, '', '', 'Santos', 'SP']]);
    const before = db.announcements.length;
    for (const company of ['1e0', '0x1', '+1', ' 1', '1 ', '1.0', '0b1', 'abc', '-1', '0', '99999999999999999999']) {
      const { status, body } = await post(importForm(sheet, { company }));
      expect({ company, status }).toEqual({ company, status: 400 });
      expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(/^company: /) });
    }
    const withoutCompany = new FormData();
    withoutCompany.append('file', new File([sheet as BlobPart], 'anuncios.xlsx', { type: XLSX_MIME }));
    expect((await post(withoutCompany)).body).toMatchObject({ statusCode: 400, message: 'company: Required' });
    expect((await post(importForm(sheet, { company: '' }))).body).toMatchObject({ statusCode: 400, message: 'company: Required' });
    expect(db.announcements).toHaveLength(before);
    expect((await post(importForm(sheet, { company: '1' }))).body).toMatchObject({ total: 1, created: 1 });
  });
});
