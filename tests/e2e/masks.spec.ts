import { DEV, expect, test } from './fixtures';
import { openSignedIn, putSession } from './signed-in';

/**
 * The masked inputs load react-imask on demand and swap a plain input for the masked one when it
 * arrives (src/components/form/lazy-imask.ts). A user who types at once must keep every key,
 * whether the swap comes before, during or after the typing.
 */
const ROUNDS = 4;

test('a CNPJ typed while the mask arrives keeps every digit (the swap in the middle of the typing)', async ({ page }) => {
  test.setTimeout(120_000);
  await putSession(page, DEV.vendedor);
  for (let round = 1; round <= ROUNDS; round++) {
    // A fresh page (imask not loaded yet), then chunks held back 400 ms: /empresas/nova opens
    // with a plain CNPJ input, and the mask arrives while the user is typing.
    await page.goto('/vitrine');
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Empresas', exact: true }).click();
    await page.getByRole('link', { name: 'Nova empresa', exact: true }).click();
    const cnpj = page.getByRole('form', { name: 'Nova empresa' }).getByRole('textbox', { name: 'CNPJ' });
    await cnpj.pressSequentially('11222333000181', { delay: 60 });
    await expect(cnpj, `round ${round}`).toHaveValue('11.222.333/0001-81');
    await expect(cnpj, `round ${round}: still in the field`).toBeFocused();
    await page.unrouteAll({ behavior: 'wait' });
  }
});

// The deal dialogs load with imask (a lazy chunk of their own): typed into at once, each time on a
// fresh page, the quantity takes every key and the field keeps the focus.
test("a quantity typed as 'Tenho interesse' opens keeps every digit", async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, DEV.comprador, '/vitrine');
  const first = page.getByTestId('announcement-card').first().getByRole('link');
  const href = (await first.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/anuncios\/\d+$/);
  for (let round = 1; round <= ROUNDS; round++) {
    await page.goto(href);
    await page.getByRole('button', { name: 'Tenho interesse' }).click();
    const quantity = page.getByRole('form', { name: 'Tenho interesse' }).getByRole('textbox', { name: /^Quantidade desejada/ });
    await quantity.pressSequentially('12');
    await expect(quantity, `round ${round}`).toHaveValue('12');
    await expect(quantity, `round ${round}: still in the field`).toBeFocused();
  }
});
