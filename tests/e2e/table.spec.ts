import { DEV, expect, test } from './fixtures';
import { openSignedIn } from './signed-in';

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
