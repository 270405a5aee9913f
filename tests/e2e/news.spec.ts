/**
 * The header's 'Novidades' (issue 28, item 2; docs/deal/news.md) in a real browser: written by
 * the news slice's helper, NOT RUN by it (no Playwright in that slice) — the lead runs it.
 *
 *   seller  the bell counts what the seeded last 14 days hold ──► the panel lists it, each item a
 *           link ──► 'Marcar tudo como visto' ──► 0 and 'Nada de novo por aqui.' ──► Esc closes
 *           and the focus is back on the bell ──► a page visit stores the marks, a reload keeps
 *           them ──► 'Sair' removes them.
 */
import { DEV, expect, signIn, test } from './fixtures';

test("a seller's Novidades: count, panel, 'Marcar tudo como visto', marks kept across a reload and removed on sign-out", async ({ page }) => {
  await signIn(page, DEV.vendedor);

  const banner = page.getByRole('banner');
  const bell = banner.getByRole('button', { name: /^Novidades: \d+ novas?$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Novidades' });
  await expect(panel).toBeVisible();
  const items = panel.getByRole('list', { name: 'Novidades' }).getByRole('link');
  if ((await items.count()) > 0) {
    await expect(items.first()).toHaveAttribute('href', /^\/(negociacoes|interesses|buscas|anuncios|meus-anuncios)\b/);
    await panel.getByRole('button', { name: 'Marcar tudo como visto' }).click();
  }
  await expect(panel.getByText('Nada de novo por aqui.')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Novidades: 0 novas');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  // Opening a page an item may link to stores the marks; a reload keeps them.
  await page.goto('/interesses/recebidos');
  await page.reload();
  await expect(banner.getByRole('button', { name: 'Novidades: 0 novas' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('giro:visto:')).length)).toBe(1);

  await banner.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL((url) => url.pathname === '/participe');
  // The address changes before sign-out has finished (it clears the marks once more after the
  // signed-in header is gone), so the check waits for the end state rather than reading at once.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('giro:visto:')).length)).toBe(0);
});
