import type { Page } from '@playwright/test';
import { DEV, expect, holdScripts, resetMock, signIn, test } from './fixtures';
import { openSignedIn, putSession } from './signed-in';

/**
 * The server-rendered head start of the signed-in pages (features/auth/ssr.ts): with the session
 * cookie Firebase keeps in step with its token, the first HTML of /vitrine, /anuncios/[id] and
 * /admin/anuncios already holds their data; without it the page renders as before. Every test
 * here also fails on a hydration error (the fixtures fail on any console error).
 */

test.beforeEach(async () => {
  await resetMock();
});

const SESSION_COOKIE = 'giro_session';

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
}

/** The HTML the server sent for a full page load (not what the browser made of it). */
async function serverHtml(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return (await response?.text()) ?? '';
}

test('the cookie follows the Firebase session: set on sign-in, SameSite=Lax, gone on sign-out', async ({ page }) => {
  expect(await sessionCookie(page)).toBeUndefined();
  await signIn(page, DEV.comprador);
  const cookie = await sessionCookie(page);
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  // The value is the ID token the API gets: a JWT of this user.
  const payload = JSON.parse(Buffer.from(cookie!.value.split('.')[1]!, 'base64url').toString('utf8')) as { email?: string };
  expect(payload.email).toBe(DEV.comprador);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL('/participe');
  await expect.poll(() => sessionCookie(page)).toBeUndefined();
});

test('/vitrine: the first HTML has the featured row, the cards below it follow without a call; the page then works as usual', async ({ page }) => {
  const listCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/announcement\/showcase|\/featured\/announcement/.test(request.url())) listCalls.push(request.url());
  });
  await openSignedIn(page, DEV.comprador, '/vitrine');
  const featured = page.getByRole('region', { name: 'Destaques' }).getByRole('article');
  await expect(featured.first()).toBeVisible();
  const titles = await featured.locator('h3').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  // The list below the featured row, out of sight on arrival, renders once the page has hydrated.
  const cards = page.getByRole('region', { name: 'Anúncios' }).getByRole('article');
  await expect(cards).toHaveCount(10);
  const first = await cards.first().locator('h3').textContent();
  expect(listCalls).toEqual([]);

  const html = await serverHtml(page, '/vitrine');
  for (const title of titles.slice(0, 3)) expect(html).toContain(title.replace(/&/g, '&amp;'));
  expect(html).not.toContain('Carregando...');
  // Live: the pager still fetches.
  await page.getByRole('link', { name: 'Próxima página' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards.first()).not.toHaveText(first!);
});

test('/vitrine on a slow line: a search typed before the page\'s script arrived is kept and applied', async ({ page }) => {
  await putSession(page, DEV.comprador);
  // The server's HTML (cards and filters) is on screen; its scripts are held back.
  const scripts = await holdScripts(page);
  await page.goto('/vitrine', { waitUntil: 'commit' });
  const count = page.getByText(/^\d+ anúncios? encontrados?( \(\d+ em destaque\))?$/);
  const unfiltered = await count.textContent();
  const search = page.getByRole('searchbox', { name: 'Buscar' });
  await search.fill('bobina');
  scripts.release();
  // It used to come back empty once the page was live, and the list stayed unfiltered.
  await expect(page).toHaveURL(/[?&]search=bobina/);
  await expect(search).toHaveValue('bobina');
  await expect(count).not.toHaveText(unfiltered!);
  // The same list as the search opened by its address.
  const filtered = await count.textContent();
  await scripts.stop();
  await page.goto('/vitrine?search=bobina');
  await expect(count).toHaveText(filtered!);
});

test('/admin/anuncios on a slow line: a status chosen before the page\'s script arrived is kept and applied', async ({ page }) => {
  const table = page.getByRole('table', { name: 'Anúncios' });
  const rows = table.locator('tbody tr');
  // A product with a pending announcement (its id from the Produto filter, once loaded).
  await openSignedIn(page, DEV.admin, '/admin/anuncios?status=PENDING');
  const productName = (await rows.first().locator('td').nth(3).textContent())!.trim();
  const productSelect = page.getByRole('combobox', { name: 'Produto' });
  await expect(productSelect.getByRole('option', { name: productName, exact: true })).toBeAttached();
  const productId = await productSelect.getByRole('option', { name: productName, exact: true }).getAttribute('value');

  const scripts = await holdScripts(page);
  // The product filter comes from the address; its options load later, which must not clear it.
  await page.goto(`/admin/anuncios?product=${productId}`, { waitUntil: 'commit' });
  const status = page.getByRole('combobox', { name: 'Status' });
  await status.selectOption({ label: 'Pendente' });
  scripts.release();
  await expect(page).toHaveURL(/[?&]status=PENDING/);
  await expect(page).toHaveURL(new RegExp(`[?&]product=${productId}(&|$)`));
  await expect(status).toHaveValue('PENDING');
  await expect(productSelect).toHaveValue(productId!);
  await expect
    .poll(async () => {
      const texts = await rows.allTextContents();
      return texts.length > 0 && texts.every((row) => row.includes('Pendente') && row.includes(productName));
    })
    .toBe(true);
});

test('/admin/anuncios on a slow line: a page size chosen before the page\'s script arrived is kept and applied', async ({ page }) => {
  await putSession(page, DEV.admin);
  const scripts = await holdScripts(page);
  await page.goto('/admin/anuncios', { waitUntil: 'commit' });
  const rows = page.getByRole('table', { name: 'Anúncios' }).locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await page.getByRole('combobox', { name: 'Linhas por página' }).selectOption('25');
  scripts.release();
  // Hydration used to put 10 back and leave the address without it.
  await expect(page).toHaveURL(/[?&]take=25/);
  await expect(rows).toHaveCount(25);
  await expect(page.getByRole('combobox', { name: 'Linhas por página' })).toHaveValue('25');
});

test('/admin/anuncios on a slow line: Back before the page\'s script arrived shows the page the address names', async ({ page }) => {
  await openSignedIn(page, DEV.admin, '/admin/anuncios?take=25');
  const range = page.getByText(/^\d+–\d+ de \d+$/);
  const pager = page.getByRole('navigation', { name: 'Paginação' });
  // The server's HTML is on screen before the page is live: a click then does nothing, so click again.
  const goTo = async (pageNumber: number, first: RegExp) =>
    expect(async () => {
      await pager.getByRole('link', { name: `Página ${pageNumber}` }).click();
      await expect(range).toHaveText(first, { timeout: 1000 });
    }).toPass();
  await expect(range).toHaveText(/^1–25 de/);
  await goTo(3, /^51–/);
  await expect(page).toHaveURL(/page=3/);

  const scripts = await holdScripts(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(range).toHaveText(/^51–/); // the server's HTML of page 3, not yet live
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).not.toHaveURL(/page=3/);
  // It used to keep page 3 on screen under page 1's address, and the app then started over it.
  await expect(range).toHaveText(/^1–25 de/);
  scripts.release();
  // Live on that page: the pager works, from there.
  await expect(page.getByRole('combobox', { name: 'Linhas por página' })).toHaveValue('25');
  await goTo(2, /^26–50 de/);
  await expect(page).toHaveURL(/take=25/);
});

test('/anuncios/[id] and /admin/anuncios: their data is in the first HTML too', async ({ page }) => {
  await openSignedIn(page, DEV.admin, '/admin/anuncios');
  const firstTitle = (await page.getByRole('table', { name: 'Anúncios' }).getByRole('link').first().textContent()) ?? '';
  expect(firstTitle).not.toBe('');
  expect(await serverHtml(page, '/admin/anuncios')).toContain(firstTitle.replace(/&/g, '&amp;'));

  const href = await page.getByRole('table', { name: 'Anúncios' }).getByRole('link').first().getAttribute('href');
  const detail = await serverHtml(page, href!);
  expect(detail).toContain(firstTitle.replace(/&/g, '&amp;'));
  await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
});

test('without the cookie the page renders as before (no data in the HTML) and the browser fetches it', async ({ page }) => {
  await putSession(page, DEV.comprador);
  await page.context().clearCookies({ name: SESSION_COOKIE });
  const html = await serverHtml(page, '/vitrine');
  expect(html).not.toContain('<article');
  await expect(page.getByRole('region', { name: 'Anúncios' }).getByRole('article').first()).toBeVisible();
  // Firebase writes the cookie again as the session restores.
  await expect.poll(async () => (await sessionCookie(page))?.value ?? '').not.toBe('');
});

test('a COMMERCE user on /admin/anuncios: no admin data in the HTML; the 401 message and /vitrine', async ({ page }) => {
  await putSession(page, DEV.comprador);
  const html = await serverHtml(page, '/admin/anuncios');
  expect(html).not.toContain('<table');
  await expect(page.getByRole('alert').filter({ hasText: 'Erro #401' })).toBeVisible();
  await expect(page).toHaveURL('/vitrine');
});

test('a session that ended elsewhere (Firebase has nobody, the cookie is stale): sent to /participe', async ({ page }) => {
  await openSignedIn(page, DEV.comprador, '/vitrine');
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  const cookie = (await sessionCookie(page))!;
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL('/participe');
  // The old token comes back as a cookie (say, another tab's): the server renders for it, the
  // browser knows better.
  await page.context().addCookies([{ ...cookie }]);
  await page.goto('/vitrine');
  await expect(page).toHaveURL('/participe?redirect=%2Fvitrine');
});

test('every signed-in page: the first HTML is the page itself (title, links, fields), not the skeleton', async ({ page }) => {
  await putSession(page, DEV.admin);
  const companies = await serverHtml(page, '/admin/empresas');
  // The page's own header and action (the guard's skeleton has neither); its rows load in the browser.
  expect(companies).toContain('Nova empresa');
  expect(companies).toContain('Razão social ou nome fantasia');
  // The tab title the page declares (Page.title), in the server's head.
  expect(companies).toMatch(/<title[^>]*>Empresas · Giro<\/title>/);
  // Hydrated over the server's HTML (a mismatch would be a console error): the link works.
  await page.getByRole('link', { name: 'Nova empresa' }).click();
  await expect(page).toHaveURL('/admin/empresas/nova');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova empresa' })).toBeVisible();

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL('/participe');
  await putSession(page, DEV.vendedor);
  const form = await serverHtml(page, '/meus-anuncios/novo');
  expect(form).toContain('Título');
  expect(form).toContain('Disponível a partir de');
  await page.getByLabel(/^Título/).fill('Bobinas de aço');
  await expect(page.getByLabel(/^Título/)).toHaveValue('Bobinas de aço');
});
