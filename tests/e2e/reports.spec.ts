/**
 * Reports and the admin dashboard (issue 8) in Chromium against the production build: each report
 * downloads as a real .xlsx named by the response header and holds the seeded rows; filters reach
 * the server; without the header the dated default name is used; a forced 500 shows the spec's
 * message; the dashboard's numbers match the lists they link to; both screens pass axe.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page, Response } from '@playwright/test';
import * as XLSX from 'xlsx';
import { expectAccessible } from './axe';
import { DEV, DEV_PASSWORD, expect, mockFail, test, toast } from './fixtures';


/** Signs in through /participe (fields by role: required labels end with an aria-hidden '*'). */
async function signIn(page: Page, email: string) {
  await page.goto('/participe');
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Senha', exact: true }).fill(DEV_PASSWORD);
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/participe');
}

interface Report {
  title: string;
  noun: string;
  path: string;
  base: string;
}

const REPORTS: Record<'announcements' | 'companies' | 'negotiations' | 'customers' | 'products', Report> = {
  announcements: { title: 'Anúncios', noun: 'anúncios', path: '/reports/admin/announcements', base: 'relatorio-anuncios' },
  companies: { title: 'Empresas', noun: 'empresas', path: '/reports/admin/companies', base: 'relatorio-empresas' },
  negotiations: { title: 'Negociações', noun: 'negociações', path: '/reports/admin/negotiations', base: 'relatorio-negociacoes' },
  customers: { title: 'Clientes', noun: 'clientes', path: '/reports/admin/customers', base: 'relatorio-clientes' },
  products: { title: 'Produtos', noun: 'produtos', path: '/reports/admin/products', base: 'relatorio-produtos' },
};

type Row = (string | number)[];

interface Downloaded {
  download: Download;
  response: Response;
  /** The first sheet, header row first. */
  rows: Row[];
  /** Column by header title. */
  column: (title: string) => (string | number)[];
  /** The row whose `title` column equals `value`. */
  row: (title: string, value: string | number) => Record<string, string | number> | undefined;
}

const card = (page: Page, report: Report): Locator => page.getByRole('region', { name: report.title, exact: true });

/** Clicks a report's download button; waits for the API answer (GET, not the CORS preflight) and the download. */
async function download(page: Page, report: Report): Promise<Downloaded> {
  const [response, file] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === report.path && r.request().method() === 'GET'),
    page.waitForEvent('download'),
    card(page, report).getByRole('button', { name: `Baixar relatório de ${report.noun}` }).click(),
  ]);
  const book = XLSX.read(await readFile((await file.path())!), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<Row>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: true, defval: '' });
  const header = rows[0]!.map(String);
  const column = (title: string) => {
    const index = header.indexOf(title);
    expect(index, `column '${title}' in ${report.path}`).toBeGreaterThanOrEqual(0);
    return rows.slice(1).map((r) => r[index]!);
  };
  const row = (title: string, value: string | number) => {
    const index = header.indexOf(title);
    const found = rows.slice(1).find((r) => r[index] === value);
    return found ? Object.fromEntries(header.map((h, i) => [h, found[i]!])) : undefined;
  };
  return { download: file, response, rows, column, row };
}

/** `attachment; filename="x.xlsx"; filename*=UTF-8''x.xlsx` → x.xlsx. */
function headerFileName(response: Response): string {
  const disposition = response.headers()['content-disposition'] ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  return star ? decodeURIComponent(star[1]!) : (/filename="([^"]+)"/.exec(disposition)?.[1] ?? '');
}

/** Today in São Paulo (the browser's time zone in playwright.config.ts), yyyy-MM-dd. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** A date-time cell (an Excel serial in São Paulo time; or 'dd/MM/yyyy HH:mm:ss') → 'yyyy-MM-dd' (to compare days as text). */
const isoDay = (cell: string | number) =>
  typeof cell === 'number' ? XLSX.SSF.format('yyyy-mm-dd', cell) : String(cell).slice(0, 10).split('/').reverse().join('-');

test.describe('reports (issue 8)', () => {
  test('each report downloads as .xlsx named by the response header, and holds the seeded rows', async ({ page }) => {
    await signIn(page, DEV.admin);
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Relatórios', exact: true }).click();
    await expect(page).toHaveURL('/admin/relatorios');
    await expect(page.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();

    const results = {} as Record<keyof typeof REPORTS, Downloaded>;
    for (const [kind, report] of Object.entries(REPORTS) as [keyof typeof REPORTS, Report][]) {
      const result = await download(page, report);
      const name = headerFileName(result.response);
      expect(name).toBe(`${report.base}-${today()}.xlsx`);
      expect(result.download.suggestedFilename()).toBe(name);
      expect(result.response.headers()['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(result.rows.length).toBeGreaterThan(1);
      results[kind] = result;
    }

    const { announcements, companies, negotiations, customers, products } = results;
    expect(announcements.rows[0]!.slice(0, 4)).toEqual(['ID', 'Título', 'Produto', 'Empresa']);
    expect(announcements.rows.length - 1).toBeGreaterThanOrEqual(60);
    expect(new Set(announcements.column('Status'))).toEqual(new Set(['Pendente', 'Aprovado', 'Reprovado']));
    expect(announcements.column('Empresa')).toContain('Metalúrgica Horizonte Ltda');
    expect(announcements.column('Destaque').filter((v) => v === 'Sim').length).toBeGreaterThan(0);

    expect(companies.row('Razão social', 'Metalúrgica Horizonte Ltda')).toMatchObject({ 'Nome fantasia': 'Horizonte Metais', Status: 'Aprovada', Responsável: expect.any(String) });
    expect(companies.row('Razão social', 'Eletro Campos Comércio de Materiais Elétricos Ltda')).toMatchObject({ Status: 'Pendente' });
    expect(companies.row('Razão social', 'Madeireira Tropical Ltda')).toMatchObject({ Status: 'Reprovada', 'Motivo da reprovação': 'Documentação do contrato social ilegível.' });
    expect(companies.row('Razão social', 'Metalúrgica Horizonte Ltda — Filial Campinas')).toMatchObject({ Matriz: 'Metalúrgica Horizonte Ltda' });
    expect(String(companies.row('Razão social', 'Metalúrgica Horizonte Ltda')!.CNPJ)).toMatch(/^\d{2}\.\d{3}\.\d{3}\/0001-\d{2}$/);

    expect(new Set(negotiations.column('Status'))).toEqual(new Set(['Em cotação', 'Em andamento', 'Aguardando pagamento', 'Entrega/coleta liberada', 'Finalizado', 'Cancelado']));
    for (const total of negotiations.column('Total (R$)')) expect(typeof total).toBe('number');

    expect(customers.row('E-mail', 'vendedor@giro.dev')).toMatchObject({ 'Tipo de conta': 'Vendedor', Status: 'Ativo' });
    expect(String(customers.row('E-mail', 'vendedor@giro.dev')!.Empresas)).toContain('Metalúrgica Horizonte Ltda');
    expect(customers.row('E-mail', 'pendente@giro.dev')).toMatchObject({ Status: 'Pendente' });
    expect(customers.row('E-mail', 'inativo@giro.dev')).toMatchObject({ Status: 'Inativo' });
    expect(customers.column('E-mail')).not.toContain(DEV.admin);

    expect(products.column('Produto')).toEqual(expect.arrayContaining(['Perfil U de alumínio', 'Motor elétrico trifásico 5 cv']));
    const perProduct = products.column('Anúncios').reduce<number>((sum, n) => sum + Number(n), 0);
    expect(perProduct).toBe(announcements.rows.length - 1);
  });

  test('the filters reach the server: a status, a period', async ({ page }) => {
    await signIn(page, DEV.admin);
    await page.goto('/admin/relatorios');

    const companies = card(page, REPORTS.companies);
    await companies.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Pendente' });
    const pending = await download(page, REPORTS.companies);
    expect(new URL(pending.response.url()).searchParams.getAll('status')).toEqual(['PENDING']);
    expect(new Set(pending.column('Status'))).toEqual(new Set(['Pendente']));
    expect(pending.column('Razão social')).toEqual(
      expect.arrayContaining(['Eletro Campos Comércio de Materiais Elétricos Ltda', 'Plast Norte Indústria de Plásticos Ltda', 'Fundição Paulista de Metais Ltda']),
    );

    // The negotiations opened in a period: every row inside it, and fewer than all of them.
    const all = await download(page, REPORTS.negotiations);
    const days = all.column('Aberta em').map(isoDay).sort();
    const from = days[2]!;
    const to = days[days.length - 3]!;
    const negotiations = card(page, REPORTS.negotiations);
    await negotiations.getByRole('textbox', { name: 'De' }).pressSequentially(from.split('-').reverse().join(''));
    await negotiations.getByRole('textbox', { name: 'Até' }).pressSequentially(to.split('-').reverse().join(''));
    const period = await download(page, REPORTS.negotiations);
    const query = new URL(period.response.url()).searchParams;
    expect([query.get('from'), query.get('to')]).toEqual([from.replace(/-/g, '/'), to.replace(/-/g, '/')]);
    const inside = period.column('Aberta em').map(isoDay);
    expect(inside.length).toBe(days.filter((d) => d >= from && d <= to).length);
    expect(inside.length).toBeLessThan(days.length);
    for (const day of inside) expect(day >= from && day <= to).toBe(true);

    // An end before the start: the download waits.
    await negotiations.getByRole('textbox', { name: 'Até' }).fill('');
    await negotiations.getByRole('textbox', { name: 'Até' }).pressSequentially('01012020');
    await negotiations.getByRole('textbox', { name: 'Até' }).blur();
    await expect(negotiations.getByText('A data final deve ser igual ou posterior à inicial.')).toBeVisible();
    await expect(negotiations.getByRole('button', { name: 'Baixar relatório de negociações' })).toBeDisabled();
  });

  test('without a Content-Disposition header the file gets the dated default name', async ({ page }) => {
    await signIn(page, DEV.admin);
    await page.goto('/admin/relatorios');
    await page.route('**/reports/admin/negotiations**', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-disposition'];
      await route.fulfill({ response, headers });
    });
    const { download: file, rows } = await download(page, REPORTS.negotiations);
    expect(file.suggestedFilename()).toBe(`relatorio-negociacoes-${today()}.xlsx`);
    expect(rows[0]![0]).toBe('Nº');
  });

  test("a forced 500 shows the spec's message, and the next try downloads", async ({ page }) => {
    await signIn(page, DEV.admin);
    await page.goto('/admin/relatorios');
    await mockFail({ path: '^/reports/admin/products$', status: 500 });
    const products = card(page, REPORTS.products);
    await products.getByRole('button', { name: 'Baixar relatório de produtos' }).click();
    await expect(toast(page, 'Erro #500: Ocorreu um erro inesperado no servidor... tente mais tarde!')).toBeVisible();
    await expect(products.getByRole('button', { name: 'Baixar relatório de produtos' })).toBeEnabled();
    const { download: file } = await download(page, REPORTS.products);
    expect(file.suggestedFilename()).toBe(`relatorio-produtos-${today()}.xlsx`);
  });
});

test.describe('admin dashboard (issue 8)', () => {
  /** The number of a dashboard link named '<n> <text>'. */
  async function countOf(page: Page, text: RegExp): Promise<{ link: Locator; n: number }> {
    const link = page.getByRole('link', { name: text });
    await expect(link).toBeVisible();
    const name = (await link.textContent()) ?? '';
    return { link, n: Number(/^\s*([\d.]+)/.exec(name)![1]!.replace(/\./g, '')) };
  }

  test('the pending-announcements count equals the rows of /admin/anuncios/aprovacoes; every other count, its filtered list', async ({ page }) => {
    await signIn(page, DEV.admin);
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Painel administrativo' })).toBeVisible();

    const announcements = await countOf(page, /^\d+ anúncios? pendentes?$/);
    expect(announcements.n).toBeGreaterThan(0);
    await announcements.link.click();
    await expect(page).toHaveURL('/admin/anuncios/aprovacoes');
    await page.getByRole('combobox', { name: 'Linhas por página' }).selectOption('50');
    const queue = page.getByRole('table', { name: 'Anúncios pendentes de aprovação' });
    await expect(queue.getByRole('row')).toHaveCount(announcements.n + 1);

    await page.goto('/admin');
    const companies = await countOf(page, /^\d+ empresas? pendentes?$/);
    await companies.link.click();
    await expect(page).toHaveURL('/admin/empresas?status=PENDING');
    await expect(page.getByRole('table', { name: 'Empresas' }).getByRole('row')).toHaveCount(companies.n + 1);

    await page.goto('/admin');
    const searches = await countOf(page, /^\d+ buscas? pendentes?$/);
    await searches.link.click();
    await expect(page).toHaveURL('/admin/buscas?status=PENDING');
    await expect(page.getByRole('table', { name: 'Buscas' }).getByRole('row')).toHaveCount(searches.n + 1);

    await page.goto('/admin');
    const finished = await countOf(page, /^\d+ negociaç(ão|ões) com status Finalizado$/);
    await finished.link.click();
    await expect(page).toHaveURL('/admin/negociacoes?status=FINISHED');
    await expect(page.getByRole('table', { name: 'Negociações' }).getByRole('row')).toHaveCount(finished.n + 1);

    await page.goto('/admin');
    const featured = await countOf(page, /^\d+ de 7 destaques em uso$/);
    await featured.link.click();
    await expect(page).toHaveURL('/admin/destaques');
    expect(featured.n).toBeGreaterThan(0);
    await expect(page.getByRole('list', { name: 'Anúncios em destaque' }).getByRole('listitem')).toHaveCount(featured.n);
  });

  test('a 30-day total and a day of the timeline open their lists filtered by creation period, with the same count', async ({ page }) => {
    await signIn(page, DEV.admin);
    const timeline = page.getByRole('region', { name: 'Últimos 30 dias' });
    const total = await countOf(page, /^\d+ novos? anúncios? de \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}$/);
    expect(total.n).toBeGreaterThan(0);
    const [, from, to] = /de (\S+) a (\S+)$/.exec((await total.link.textContent())!.trim())!;
    const isoFrom = from!.split('/').reverse().join('-');
    const isoTo = to!.split('/').reverse().join('-');
    await total.link.click();
    await expect(page).toHaveURL(`/admin/anuncios?createdFrom=${isoFrom}&createdTo=${isoTo}`);
    await expect(page.getByRole('group', { name: 'Período de cadastro' })).toContainText(`Cadastrados de ${from} a ${to}`);
    await expect(page.getByText(new RegExp(`^1–${Math.min(total.n, 10)} de ${total.n}$`))).toBeVisible();
    await page.getByRole('combobox', { name: 'Linhas por página' }).selectOption('50');
    await expect(page).toHaveURL(`/admin/anuncios?createdFrom=${isoFrom}&createdTo=${isoTo}&take=50`);
    await expect(page.getByRole('table', { name: 'Anúncios' }).getByRole('row')).toHaveCount(Math.min(total.n, 50) + 1);

    // One day's new clients: the list of that day, as many rows as the number says.
    await page.goto('/admin');
    await timeline.getByText('Ver os números de cada dia').click();
    const day = timeline.getByRole('table').getByRole('link', { name: /^\d+ novos? clientes? em \d{2}\/\d{2}\/\d{4}$/ }).last();
    await expect(day).toBeVisible();
    const [, n, date] = /^(\d+) \S+ \S+ em (\S+)$/.exec((await day.textContent())!.trim())!;
    await day.click();
    const iso = date!.split('/').reverse().join('-');
    await expect(page).toHaveURL(`/admin/clientes?createdFrom=${iso}&createdTo=${iso}`);
    await expect(page.getByRole('group', { name: 'Período de cadastro' })).toContainText(`Cadastrados em ${date}`);
    await expect(page.getByRole('table', { name: 'Clientes' }).getByRole('row')).toHaveCount(Number(n) + 1);
    await expect(page.getByText(new RegExp(`^1–${n} de ${n}$`))).toBeVisible();

    // Removing the period shows every client again.
    await page.getByRole('button', { name: 'Remover período' }).press('Enter');
    await expect(page).toHaveURL('/admin/clientes');
    await expect(page.getByRole('group', { name: 'Período de cadastro' })).toHaveCount(0);
    await expect(page.getByText(/^1–10 de \d+$/)).toBeVisible();
  });

  test('the charts load on the dashboard with their text alternatives; approving an announcement lowers the count', async ({ page }) => {
    await signIn(page, DEV.admin);
    const negotiations = page.getByRole('region', { name: 'Negociações por status' });
    const chart = negotiations.getByRole('img', { name: /^Gráfico de barras das negociações por status: Em cotação, \d+;/ });
    await expect(chart).toBeVisible();
    expect(await chart.evaluate((node) => node.tagName)).toBe('CANVAS');
    const table = negotiations.getByRole('table', { name: 'Negociações por status' });
    await expect(table.getByRole('row')).toHaveCount(7);
    await expect(table.getByRole('link', { name: /negociaç(ão|ões) com status Finalizado$/ })).toHaveAttribute('href', '/admin/negociacoes?status=FINISHED');

    const timeline = page.getByRole('region', { name: 'Últimos 30 dias' });
    await expect(timeline.getByRole('img', { name: /^Gráfico de linhas dos novos clientes e anúncios por dia/ })).toBeVisible();
    await timeline.getByText('Ver os números de cada dia').click();
    await expect(timeline.getByRole('table').getByRole('row')).toHaveCount(31);

    const before = await countOf(page, /^\d+ anúncios? pendentes?$/);
    await before.link.click();
    const queue = page.getByRole('table', { name: 'Anúncios pendentes de aprovação' });
    await expect(queue.getByRole('row')).toHaveCount(Math.min(before.n, 10) + 1);
    await queue.getByRole('button', { name: /^Aprovar / }).first().click();
    await expect(toast(page, 'Anúncio aprovado.')).toBeVisible();
    await expect(page.getByText(new RegExp(`^1–\\d+ de ${before.n - 1}$`))).toBeVisible();
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Painel', exact: true }).click();
    await expect(page.getByRole('link', { name: `${before.n - 1} ${before.n - 1 === 1 ? 'anúncio pendente' : 'anúncios pendentes'}` })).toBeVisible();
  });

  test('the dashboard and the reports pass axe (WCAG 2 A/AA)', async ({ page }) => {
    await signIn(page, DEV.admin);
    await expect(page.getByRole('img', { name: /^Gráfico de linhas/ })).toBeVisible();
    await page.getByText('Ver os números de cada dia').click();
    await expectAccessible(page, { minImpact: 'minor' });

    await page.goto('/admin/relatorios');
    await expect(page.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
    await expectAccessible(page, { minImpact: 'minor' });
  });

  // That every /admin/* call answers 401 to a COMMERCE token, the report downloads included, is
  // tested against the mock API itself (tests/integration/mock-api/admin-guard.test.ts).
  test('a seller who opens the reports gets the 401 message and is sent to the showcase', async ({ page }) => {
    await signIn(page, DEV.vendedor);
    await page.goto('/admin/relatorios');
    await expect(toast(page, 'Erro #401: Você não possui autorização para acessar o recurso solicitado!')).toBeVisible();
    await expect(page).toHaveURL('/vitrine');
  });
});
