// @vitest-environment node
// The exports are binary (.xlsx): read through Node's fetch, which MSW intercepts with Blobs intact.
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { XLSX_MIME } from '@/features/announcements/model';
import type { Impact } from '@/features/impact/api';
import { DOMAIN_MESSAGES } from '@/lib/api/errors';
import { db } from '@/mocks/db/store';
import { API, get, headersOf, mockOnly, needsSeed, type Who } from './helpers';
import { scenario } from './impact-scenario';

mockOnly("sets up or checks its state in the mock's store (db), not through the API", ['a company’s: “Por mês”', 'adds up the whole platform', 'counts only FINISHED negotiations', 'filters by month']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

/** Today in Brasília (UTC-3), yyyy-MM-dd: the date in the file name. */
const todayBr = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);

const impactOf = async (path: string, who: Who) => {
  const response = await get(path, who);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as unknown as Impact;
};

describe('GET /company/{id}/impact: who may read it', () => {
  it('answers a member of the company (owner or collaborator) and an admin', async () => {
    for (const who of ['vendedor', 'colaborador', 'admin'] as const) {
      const impact = await impactOf('/company/1/impact', who);
      expect(impact.company?.id).toBe(1);
    }
    expect((await impactOf('/company/2/impact', 'comprador')).company?.id).toBe(2);
  });

  it('refuses another company’s member as GET /company/{id} does (404), and nobody signed in (401)', async () => {
    const company = await get('/company/1', 'comprador');
    const impact = await get('/company/1/impact', 'comprador');
    expect(impact.status).toBe(404);
    expect(impact.body).toEqual(company.body);
    expect((await get('/company/999/impact', 'vendedor')).status).toBe(404);
    expect((await get('/company/1/impact')).status).toBe(401);
  });

  it('GET /admin/impact is the admins’ (401 for a company member)', async () => {
    expect((await get('/admin/impact', 'vendedor')).status).toBe(401);
    expect((await get('/admin/impact', 'admin')).status).toBe(200);
  });

  it('the seed has finished negotiations: the dev seller’s company sold, the dev buyer’s bought', async () => {
    expect((await impactOf('/company/1/impact', 'vendedor')).sold.negotiations).toBeGreaterThan(0);
    expect((await impactOf('/company/2/impact', 'comprador')).bought.negotiations).toBeGreaterThan(0);
  });
});

describe('GET /company/{id}/impact: the figures', () => {
  it('counts only FINISHED negotiations, by unit and by São Paulo month of finishing, as seller and as buyer', async () => {
    scenario();
    const impact = await impactOf('/company/1/impact', 'vendedor');
    expect(impact.sold.negotiations).toBe(3);
    expect(impact.sold.totals).toEqual([
      { unit: 'kg', quantity: 400, negotiations: 1, estimatedKg: 400 },
      { unit: 't', quantity: 2.5, negotiations: 1, estimatedKg: 2500 },
      { unit: 'un', quantity: 10, negotiations: 1, estimatedKg: null },
    ]);
    expect(impact.sold.months.map((m) => [m.month, m.unit, m.quantity])).toEqual([
      ['2026-10', 't', 2.5],
      ['2026-11', 'kg', 400],
      ['2026-11', 'un', 10],
    ]);
    expect(impact.sold.estimatedKgTotal).toBe(2900);
    expect(impact.sold.unitsWithoutEstimate).toEqual(['un']);
    expect(impact.bought.totals).toEqual([{ unit: 'L', quantity: 3, negotiations: 1, estimatedKg: null }]);
    expect(impact.bought.months).toEqual([{ month: '2026-12', unit: 'L', quantity: 3, negotiations: 1, estimatedKg: null }]);
    expect(impact.estimateBasis).toEqual([
      { unit: 'kg', kgPerUnit: 1 },
      { unit: 't', kgPerUnit: 1000 },
    ]);
    const buyer = await impactOf('/company/2/impact', 'comprador');
    expect(buyer.sold.negotiations).toBe(0);
    expect(buyer.bought.totals.map((t) => t.unit)).toEqual(['kg', 't']);
  });

  it('filters by month, both ends included', async () => {
    scenario();
    const november = await impactOf('/company/1/impact?from=2026-11&to=2026-11', 'vendedor');
    expect([november.from, november.to]).toEqual(['2026-11', '2026-11']);
    expect(november.sold.totals.map((t) => t.unit)).toEqual(['kg', 'un']);
    expect(november.bought.negotiations).toBe(0);
    const untilOctober = await impactOf('/company/1/impact?to=2026-10', 'vendedor');
    expect(untilOctober.sold.totals.map((t) => t.unit)).toEqual(['t']);
    const fromDecember = await impactOf('/company/1/impact?from=2026-12', 'vendedor');
    expect([fromDecember.sold.negotiations, fromDecember.bought.negotiations]).toEqual([0, 1]);
  });

  it('refuses a filter that is not a month, or an end before the start (400 with a domain code)', async () => {
    for (const query of ['from=2026-13', 'to=banana', 'from=2026-1', 'from=2026-10-01', 'to=2026/10']) {
      const response = await get(`/company/1/impact?${query}`, 'vendedor');
      expect(response.status, query).toBe(400);
      expect(response.body.message, query).toBe('InvalidMonth');
    }
    const reversed = await get('/company/1/impact?from=2026-11&to=2026-10', 'vendedor');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('MonthRangeReversed');
    expect((await get('/admin/impact?from=2027-00', 'admin')).body.message).toBe('InvalidMonth');
    expect(DOMAIN_MESSAGES.InvalidMonth).toBe('Informe o mês como AAAA-MM, por exemplo 2026-10.');
    expect(DOMAIN_MESSAGES.MonthRangeReversed).toBe('O mês final deve ser igual ou posterior ao inicial.');
  });
});

describe('GET /admin/impact', () => {
  it('adds up the whole platform (sold and bought are the same figures), or one company with companyId', async () => {
    scenario();
    const platform = await impactOf('/admin/impact', 'admin');
    expect(platform.company).toBeNull();
    expect(platform.sold.negotiations).toBe(4);
    expect(platform.sold.totals.map((t) => [t.unit, t.quantity])).toEqual([
      ['kg', 400],
      ['L', 3],
      ['t', 2.5],
      ['un', 10],
    ]);
    expect(platform.bought).toEqual(platform.sold);
    const one = await impactOf('/admin/impact?companyId=1', 'admin');
    expect(one).toEqual(await impactOf('/company/1/impact', 'admin'));
    expect((await get('/admin/impact?companyId=999', 'admin')).status).toBe(404);
    expect((await get('/admin/impact?companyId=abc', 'admin')).status).toBe(400);
  });
});

describe('the .xlsx exports', () => {
  async function workbook(path: string, who: Who) {
    const response = await fetch(`${API}${path}`, { headers: headersOf(who) });
    if (response.headers.get('content-type') !== XLSX_MIME) return { status: response.status, disposition: null, sheets: {} as Record<string, unknown[][]>, book: null };
    const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array', cellNF: true });
    const sheets = Object.fromEntries(book.SheetNames.map((name) => [name, XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name]!, { header: 1, raw: true, defval: '' })]));
    return { status: response.status, disposition: response.headers.get('content-disposition'), sheets, book };
  }

  it('a company’s: “Por mês” and “Total”, the weight headed and noted as an estimate, named after the company', async () => {
    scenario();
    const file = await workbook('/company/1/impact/export', 'vendedor');
    expect(file.status).toBe(200);
    const name = db.companies.find((c) => c.id === 1)!.companyName;
    const slug = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
    expect(file.disposition).toContain(`filename="impacto-${slug}-${todayBr()}.xlsx"`);
    expect(Object.keys(file.sheets)).toEqual(['Por mês', 'Total']);
    const months = file.sheets['Por mês']!;
    expect(months[0]).toEqual(['Fluxo', 'Mês', 'Unidade', 'Quantidade', 'Negociações', 'Peso estimado (kg)']);
    // 'Mês' is a month date cell (docs/deal/impact.md), not the text '2026-10': Excel sorts and filters it as a date.
    for (let r = 2; r <= 5; r++) expect(file.book!.Sheets['Por mês']![`B${r}`]).toMatchObject({ t: 'n', z: 'mm/yyyy' });
    const shownMonth = (row: unknown[]) => [row[0], XLSX.SSF.format('mm/yyyy', row[1] as number), ...row.slice(2)];
    expect(months.slice(1, 5).map(shownMonth)).toEqual([
      ['Repassado (vendas)', '10/2026', 't', 2.5, 1, 2500],
      ['Repassado (vendas)', '11/2026', 'kg', 400, 1, 400],
      ['Repassado (vendas)', '11/2026', 'un', 10, 1, ''],
      ['Reaproveitado (compras)', '12/2026', 'L', 3, 1, ''],
    ]);
    expect(months.flat().join(' ')).toMatch(/estimado/i);
    const total = file.sheets['Total']!;
    expect(total[0]).toEqual(['Fluxo', 'Unidade', 'Quantidade', 'Negociações', 'Peso estimado (kg)']);
    expect(total.slice(1, 4)).toEqual([
      ['Repassado (vendas)', 'kg', 400, 1, 400],
      ['Repassado (vendas)', 't', 2.5, 1, 2500],
      ['Repassado (vendas)', 'un', 10, 1, ''],
    ]);
  });

  it('refuses as the figures do; the platform’s is the admins’, named impacto-giro', async () => {
    expect((await workbook('/company/1/impact/export', 'comprador')).status).toBe(404);
    expect((await workbook('/company/1/impact/export?from=x', 'vendedor')).status).toBe(400);
    expect((await workbook('/admin/impact/export', 'vendedor')).status).toBe(401);
    const platform = await workbook('/admin/impact/export', 'admin');
    expect(platform.status).toBe(200);
    expect(platform.disposition).toContain(`filename="impacto-giro-${todayBr()}.xlsx"`);
    expect(Object.keys(platform.sheets)).toEqual(['Por mês', 'Total']);
  });
});
