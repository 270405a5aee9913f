import type { Page } from '@playwright/test';
import { DEV, expect, holdScripts, test } from './fixtures';
import { putSession } from './signed-in';

/**
 * docs/performance.md: a click in the window between the first paint and hydration is not lost.
 * The page's scripts are held back (the server's HTML is on screen, nothing is live), the user
 * clicks a /participe tab or /vitrine's pager as soon as it shows, and gets the result from the
 * server (they are links); once the scripts arrive the page hydrates on the new address and works
 * in the page again (a shallow change keeps the document: a marker set on window survives it).
 */

/** Marks the current document, to tell a change in the page from a new load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test('/participe: a tab clicked before the page is live opens that tab; after hydration the tabs switch in the page', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/participe', { waitUntil: 'commit' });
  const signUpTab = page.getByRole('tab', { name: 'Cadastre-se' });
  await expect(signUpTab).toBeVisible();
  await signUpTab.click();
  // The server's answer for ?aba=cadastro, with the page's scripts still held.
  await expect(page).toHaveURL(/\/participe\?aba=cadastro$/);
  await expect(page.getByRole('form', { name: 'Cadastre-se' })).toBeVisible();
  await expect(signUpTab).toHaveAttribute('aria-selected', 'true');
  // Before hydration the form does not submit: its button says so (disabled in the server's HTML).
  const submit = page.getByRole('form', { name: 'Cadastre-se' }).getByRole('button', { name: 'Criar conta' });
  await expect(submit).toBeDisabled();

  scripts.release();
  await expect(submit).toBeEnabled();
  await expect(submit).not.toHaveAttribute('aria-disabled');
  await markDocument(page);
  await page.getByRole('tab', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/participe$/);
  await expect(page.getByRole('form', { name: 'Entrar' })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  await scripts.stop();
});

test('/vitrine: the pager clicked before the page is live shows page 2; after hydration it pages in the page', async ({ page }) => {
  await putSession(page, DEV.comprador);
  const scripts = await holdScripts(page);
  await page.goto('/vitrine', { waitUntil: 'commit' });
  const cards = page.getByRole('region', { name: 'Anúncios' }).getByRole('article');
  const range = page.getByText(/^\d+–\d+ de \d+$/);
  const next = page.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: 'Próxima página' });
  await expect(next).toBeVisible();
  await expect(range).toHaveText(/^1–10 de/);
  await next.click();
  // Page 2 as the server renders it for the buyer, the scripts still held: with no featured row
  // above them, its first cards are in the HTML (page 1's are below the row, after hydration).
  await expect(page).toHaveURL(/\/vitrine\?page=2$/);
  await expect(range).toHaveText(/^11–20 de/);
  await expect(cards.first()).toBeVisible();
  // The page size works before the scripts (its choice is kept), so it never looks pending.
  await expect(page.getByLabel('Linhas por página')).not.toHaveAttribute('aria-disabled');
  const heart = page.getByRole('button', { name: /^Favorito: / }).first();

  scripts.release();
  // Hydrated on page 2 (the heart, pending until then and until the favorites arrive, is live),
  // and the pager pages without a new load.
  await expect(heart).not.toHaveAttribute('aria-disabled');
  await markDocument(page);
  const firstOnPage2 = await cards.first().textContent();
  await next.click();
  await expect(page).toHaveURL(/\/vitrine\?page=3$/);
  await expect(range).toHaveText(/^21–30 de/);
  await expect(cards.first()).not.toHaveText(firstOnPage2 ?? '');
  expect(await sameDocument(page)).toBe(true);
  await scripts.stop();
});
