/**
 * Reports (docs/product/calls.md) in Chromium against the production build: each report
 * downloads as a real .xlsx named by the response header and holds the seeded rows; filters reach
 * the server; without the header the dated default name is used; a forced 500 shows the catalogue's
 * message. The admin dashboard is in reports-dashboard.spec.ts; the helpers in reports/helpers.ts.
 */
import { DEV, expect, mockFail, test, toast } from './fixtures';
import { openSignedIn } from './signed-in';
import { card, download, headerFileName, isoDay, REPORTS, today, type Downloaded, type Report } from './reports/helpers';

test.describe('reports (docs/product/calls.md)', () => {
  test('each report downloads as .xlsx named by the response header, and holds the seeded rows', async ({ page }) => {
    await openSignedIn(page, DEV.admin, '/admin');
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
    await openSignedIn(page, DEV.admin, '/admin/relatorios');

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
    await openSignedIn(page, DEV.admin, '/admin/relatorios');
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

  test("a forced 500 shows the catalogue's message, and the next try downloads", async ({ page }) => {
    await openSignedIn(page, DEV.admin, '/admin/relatorios');
    await mockFail({ path: '/reports/admin/products', status: 500 });
    const products = card(page, REPORTS.products);
    await products.getByRole('button', { name: 'Baixar relatório de produtos' }).click();
    await expect(toast(page, 'Erro #500: Ocorreu um erro inesperado no servidor... tente mais tarde!')).toBeVisible();
    await expect(products.getByRole('button', { name: 'Baixar relatório de produtos' })).toBeEnabled();
    const { download: file } = await download(page, REPORTS.products);
    expect(file.suggestedFilename()).toBe(`relatorio-produtos-${today()}.xlsx`);
  });
});
