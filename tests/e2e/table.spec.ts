import { DEV, expect, test } from './fixtures';
import { openSignedIn, putSession } from './signed-in';

/**
 * The shared DataTable against the mock API (docs/ui-kit.md): page size, page and filters live in the
 * address, so reload and back/forward keep them.
 */
test('page size and page survive a reload; back returns to the previous page', async ({ page }) => {
  await openSignedIn(page, DEV.admin, '/admin/anuncios');
  const table = page.getByRole('table', { name: 'Anúncios' });
  const pager = page.getByRole('navigation', { name: 'Paginação' });
  await expect(table.getByRole('row')).toHaveCount(11); // header + 10

  await page.getByLabel('Linhas por página').selectOption('25');
  await expect(page).toHaveURL(/take=25/);
  await expect(table.getByRole('row')).toHaveCount(26);

  const firstRowOnPage1 = await table.getByRole('row').nth(1).textContent();
  await pager.getByRole('link', { name: 'Página 3' }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect(page.getByText(/^51–\d+ de \d+$/)).toBeVisible();
  // The previous page stays on screen while the next loads: wait for page 3's rows.
  await expect(table.getByRole('row').nth(1)).not.toHaveText(firstRowOnPage1 ?? '');
  const firstRowOnPage3 = await table.getByRole('row').nth(1).textContent();

  await page.reload();
  await expect(page.getByLabel('Linhas por página')).toHaveValue('25');
  await expect(pager.getByRole('link', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
  await expect(table.getByRole('row').nth(1)).toHaveText(firstRowOnPage3 ?? '');

  await page.goBack();
  await expect(page).not.toHaveURL(/page=3/);
  await expect(page.getByText(/^1–25 de \d+$/)).toBeVisible();
});

/**
 * The table hydrates after the page around it (docs/performance.md, "The large first tree after
 * the frame"). A size or a status chosen in that moment (the header works, the table is still the
 * server's) hydrates the table there and then, and is applied: React puts the select's state back
 * as it hydrates it, and the change that follows must not undo the choice.
 */
for (const [control, option, applied] of [
  ['Linhas por página', '25', /take=25/],
  ['Status', 'APPROVED', /status=APPROVED/],
] as const) {
  test(`'${control}' chosen after the page works and before its table does is applied`, async ({ page }) => {
    await putSession(page, DEV.admin);
    // A slower CPU widens the moment between the page's first pass and the table's.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/admin/anuncios', { waitUntil: 'commit' });
    const hydrated = (name: string) =>
      page.evaluate((n) => {
        const byText = [...document.querySelectorAll('main a, main select')].find((el) => el.textContent?.trim() === n || (el as HTMLSelectElement).labels?.[0]?.textContent?.trim() === n);
        return !!byText && Object.keys(byText).some((key) => key.startsWith('__reactProps$'));
      }, name);
    await expect.poll(() => hydrated('Novo anúncio'), { intervals: [5] }).toBe(true);
    expect(await hydrated(control)).toBe(false);
    await page.getByLabel(control, { exact: true }).selectOption(option);
    await expect(page).toHaveURL(applied);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(page.getByLabel(control, { exact: true })).toHaveValue(option);
  });
}
