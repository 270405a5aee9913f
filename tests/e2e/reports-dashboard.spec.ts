/**
 * The admin dashboard (docs/product/screens.md) in Chromium against the production build: its numbers match the
 * lists they link to, its charts have text alternatives, and it passes axe with the reports screen.
 */
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { DEV, expect, test, toast } from './fixtures';
import { openSignedIn } from './signed-in';

test.describe('admin dashboard (docs/product/screens.md)', () => {
  /** The number of a dashboard link named '<n> <text>'. */
  async function countOf(page: Page, text: RegExp): Promise<{ link: Locator; n: number }> {
    const link = page.getByRole('link', { name: text });
    await expect(link).toBeVisible();
    const name = (await link.textContent()) ?? '';
    return { link, n: Number(/^\s*([\d.]+)/.exec(name)![1]!.replace(/\./g, '')) };
  }

  test('the pending-announcements count equals the rows of /admin/anuncios/aprovacoes; every other count, its filtered list', async ({ page }) => {
    await openSignedIn(page, DEV.admin, '/admin');
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
    await openSignedIn(page, DEV.admin, '/admin');
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
    await openSignedIn(page, DEV.admin, '/admin');
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
    await openSignedIn(page, DEV.admin, '/admin');
    await expect(page.getByRole('img', { name: /^Gráfico de linhas/ })).toBeVisible();
    await page.getByText('Ver os números de cada dia').click();
    await expectAccessible(page, { minImpact: 'minor' });

    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Relatórios', exact: true }).click();
    await expect(page).toHaveURL('/admin/relatorios');
    await expect(page.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
    await expectAccessible(page, { minImpact: 'minor' });
  });

  // That every /admin/* call answers 401 to a COMMERCE token, the report downloads included, is
  // tested against the mock API itself (tests/integration/mock-api/admin-guard.test.ts).
  test('a seller who opens the reports gets the 401 message and is sent to the showcase', async ({ page }) => {
    await openSignedIn(page, DEV.vendedor, '/admin/relatorios');
    await expect(toast(page, 'Erro #401: Você não possui autorização para acessar o recurso solicitado!')).toBeVisible();
    await expect(page).toHaveURL('/vitrine');
  });
});
