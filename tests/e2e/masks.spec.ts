import { DEV, expect, signIn, test } from './fixtures';

/**
 * The masked inputs load react-imask on demand and swap a plain input for the masked one when it
 * arrives (src/components/form/lazy-imask.ts). A user who types at once — here Playwright, right as
 * the page or the dialog opens — must keep every key, whether the swap comes before, during or
 * after the typing. Each round is a fresh page load (the swap happens again); the timing differs
 * from round to round, which is the point.
 */
const ROUNDS = 8;

test('a CNPJ typed as /empresas/nova opens keeps every digit', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEV.vendedor);
  for (let round = 1; round <= ROUNDS; round++) {
    await page.goto('/empresas/nova');
    const cnpj = page.getByRole('form', { name: 'Nova empresa' }).getByRole('textbox', { name: 'CNPJ' });
    await cnpj.pressSequentially('11222333000181');
    await expect(cnpj, `round ${round}`).toHaveValue('11.222.333/0001-81');
  }
});

test("a quantity typed as 'Tenho interesse' opens keeps every digit", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEV.comprador);
  await page.goto('/vitrine');
  const first = page.getByTestId('announcement-card').first().getByRole('link');
  const href = (await first.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/anuncios\/\d+$/);
  for (let round = 1; round <= ROUNDS; round++) {
    await page.goto(href);
    await page.getByRole('button', { name: 'Tenho interesse' }).click();
    const quantity = page.getByRole('form', { name: 'Tenho interesse' }).getByRole('textbox', { name: /^Quantidade desejada/ });
    await quantity.pressSequentially('12');
    await expect(quantity, `round ${round}`).toHaveValue('12');
  }
});
