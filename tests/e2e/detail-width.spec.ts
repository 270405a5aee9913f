/**
 * At 1366 px the detail pages (a negotiation, a search) stopped about 150 px short
 * of the header's right edge. Their cards now reach the same right edge as the header's content.
 */
import type { Page } from '@playwright/test';
import { DEV, expect, test } from './fixtures';
import { openSignedIn } from './signed-in';

test.use({ viewport: { width: 1366, height: 900 } });

/** How far the rightmost card of the page stops from the header's content edge, in CSS px. */
function gapToHeaderEdge(page: Page): Promise<number> {
  return page.evaluate(() => {
    const bar = document.querySelector('header > div')!;
    // The header's content edge: its box less its padding (the last entry ends there).
    const edge = bar.getBoundingClientRect().right - parseFloat(getComputedStyle(bar).paddingRight);
    const cards = [...document.querySelectorAll('main section')].map((s) => s.getBoundingClientRect().right);
    return Math.round(edge - Math.max(...cards));
  });
}

test('a negotiation and a search fill the width the header has, at 1366 px', async ({ page }) => {
  await openSignedIn(page, DEV.comprador, '/negociacoes/compras');
  await page.getByRole('table', { name: /^Negociações/ }).getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Linha do tempo' })).toBeVisible();
  // Polled: the page may still swap a loading state for its cards (no card yet measures Infinity).
  await expect.poll(() => gapToHeaderEdge(page)).toBeLessThanOrEqual(2);

  await page.goto('/buscas/minhas');
  await page.getByRole('table', { name: 'Minhas buscas' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/buscas\/\d+$/);
  await expect(page.getByRole('main').locator('section').first()).toBeVisible();
  await expect.poll(() => gapToHeaderEdge(page)).toBeLessThanOrEqual(2);
});
