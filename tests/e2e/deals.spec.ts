/**
 * Deals (docs/deal/interests.md) in Chromium against the production build: favorites, interest items (and the
 * admin's sort by client), searches (post → approve → a seller sees it and its compatible
 * announcements), plus bad input and the header at 1024 px. Negotiations are in
 * deals-negotiations.spec.ts; the shared helpers (and the seed they rely on) in deals/helpers.ts.
 */
import { DEV, expect, test, toast } from './fixtures';
import { SELLER_OFFERS, sellerOffer, typedDate } from './deals/helpers';
import { openSignedIn, openSignedInContext } from './signed-in';

test('a buyer favorites an announcement on the showcase, finds it in Favoritos and removes it', async ({ page }) => {
  await openSignedIn(page, DEV.comprador, SELLER_OFFERS);
  const { title, card } = await sellerOffer(page, 0);
  const heart = card.getByRole('button', { name: `Favorito: ${title}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).not.toHaveAttribute('aria-disabled');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(toast(page, 'Anúncio adicionado aos favoritos.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Favoritos' }).click();
  const table = page.getByRole('table', { name: 'Favoritos' });
  await expect(table.getByRole('link', { name: title })).toBeVisible();
  await table.getByRole('button', { name: `Remover dos favoritos: ${title}` }).click();
  await expect(toast(page, 'Anúncio removido dos favoritos.')).toBeVisible();
  await expect(table.getByRole('link', { name: title })).toHaveCount(0);

  // The heart follows: off again on the showcase, also after a reload.
  const again = await sellerOffer(page, 0);
  await expect(again.card.getByRole('button', { name: `Favorito: ${title}` })).toHaveAttribute('aria-pressed', 'false');
});

test('a buyer registers interest; the admin sees it in the list sorted by client', async ({ page, browser }, testInfo) => {
  await openSignedIn(page, DEV.comprador, SELLER_OFFERS);
  const { id, title } = await sellerOffer(page, 0);
  await page.goto(`/anuncios/${id}`);
  await page.getByRole('button', { name: 'Tenho interesse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tenho interesse' });
  await dialog.getByRole('textbox', { name: /^Quantidade desejada/ }).pressSequentially('999999');
  await dialog.getByRole('button', { name: 'Registrar interesse' }).click();
  await expect(dialog.getByText(/^A quantidade não pode passar do disponível no anúncio \(.*\)\.$/).first()).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Quantidade desejada/ }).fill('');
  await dialog.getByRole('textbox', { name: /^Quantidade desejada/ }).pressSequentially('3');
  await dialog.getByRole('textbox', { name: /^Mensagem ao vendedor/ }).fill('Interesse para a obra de Contagem (E2E).');
  await dialog.getByRole('button', { name: 'Registrar interesse' }).dblclick();
  await expect(toast(page, 'Interesse registrado. O vendedor já pode vê-lo em Interesses recebidos.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Interesse registrado' })).toHaveAttribute('href', '/interesses');
  await page.goto('/interesses');
  await expect(page.getByRole('table', { name: 'Interesses' }).getByRole('link', { name: title })).toHaveCount(1);

  const admin = await openSignedInContext(browser, DEV.admin, '/admin/interesses');
  const table = admin.page.getByRole('table', { name: 'Interesses' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const sorted = admin.page.waitForResponse((r) => r.url().includes('/admin/interest-items') && r.url().includes('orderBy=COSTUMER_NAME') && r.ok());
  await table.getByRole('button', { name: /Cliente/ }).click();
  await sorted;
  await expect(admin.page).toHaveURL(/orderBy=CLIENT&order=ASC|order=ASC&orderBy=CLIENT/);
  await expect(table.getByRole('columnheader', { name: /Cliente/ })).toHaveAttribute('aria-sort', 'ascending');
  const firstLinks = table.getByRole('row').locator('td:first-child a');
  // The previous page stays on screen until the sorted one is drawn: wait for the rows to be in order.
  const byName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  await expect.poll(async () => {
    const names = await firstLinks.allTextContents();
    return names.length > 0 && names.join('|') === byName(names).join('|');
  }).toBe(true);
  const clients = await firstLinks.allTextContents();
  expect(clients.filter((c) => c === 'Juliana Teixeira').length).toBeGreaterThanOrEqual(3);
  await table.getByRole('link', { name: 'Juliana Teixeira' }).first().click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Interesse de Juliana Teixeira' })).toBeVisible();
  await admin.close(testInfo);
});

test('a buyer posts a search; the admin approves it; the seller sees it in Buscas with its compatible announcements', async ({ page, browser }, testInfo) => {
  await openSignedIn(page, DEV.comprador, '/buscas/nova');
  const form = page.getByRole('form', { name: 'Nova busca' });
  await expect(form.getByText('Vale Verde Construções')).toBeVisible();
  // Bad input first: a deadline in the past.
  await form.getByRole('textbox', { name: /^Prazo/ }).pressSequentially(typedDate(-2));
  await form.getByRole('button', { name: 'Enviar para aprovação' }).click();
  await expect(form.getByText('O prazo não pode ser uma data passada.').first()).toBeVisible();
  await expect(form.getByText('Informe o produto ou a categoria.').first()).toBeVisible();

  await form.getByRole('combobox', { name: 'Categoria' }).selectOption({ label: 'Componentes elétricos' });
  await form.getByRole('combobox', { name: 'Produto' }).selectOption({ label: 'Motor elétrico trifásico 5 cv' });
  await form.getByRole('textbox', { name: /^Quantidade/ }).pressSequentially('2');
  await form.getByRole('combobox', { name: /^Unidade/ }).selectOption({ label: 'un (Unidade)' });
  await form.getByRole('textbox', { name: /^Preço máximo/ }).pressSequentially('2400');
  const deadline = form.getByRole('textbox', { name: /^Prazo/ });
  await deadline.fill('');
  await deadline.pressSequentially(typedDate(30));
  await form.getByRole('combobox', { name: /^UF de entrega/ }).selectOption({ label: 'São Paulo (SP)' });
  await form.getByRole('textbox', { name: /^Descrição/ }).fill('Dois motores de reposição para a betoneira da obra (E2E).');
  await form.getByRole('button', { name: 'Enviar para aprovação' }).dblclick();
  await expect(page).toHaveURL(/\/buscas\/\d+$/);
  const searchId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(toast(page, 'Busca enviada para aprovação.')).toBeVisible();
  await expect(page.getByText('Esta busca aguarda aprovação e ainda não aparece para os vendedores.')).toBeVisible();

  const admin = await openSignedInContext(browser, DEV.admin, '/admin/buscas?status=PENDING');
  await admin.page.getByRole('link', { name: `Avaliar busca nº ${searchId}` }).click();
  const panel = admin.page.getByRole('region', { name: 'Aprovação' });
  await panel.getByRole('button', { name: 'Aprovar' }).click();
  await admin.page.getByRole('alertdialog', { name: 'Aprovar busca' }).getByRole('button', { name: 'Aprovar' }).click();
  await expect(toast(admin.page, 'Busca aprovada.')).toBeVisible();
  await expect(panel.getByText('Aprovada', { exact: true })).toBeVisible();
  await admin.close(testInfo);

  const seller = await openSignedInContext(browser, DEV.vendedor, '/vitrine');
  await seller.page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Buscas' }).click();
  const table = seller.page.getByRole('table', { name: 'Buscas aprovadas' });
  const row = table.getByRole('row').filter({ hasText: 'Vale Verde Construções' }).filter({ hasText: 'Motor elétrico trifásico 5 cv' });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: 'Motor elétrico trifásico 5 cv', exact: true }).click();
  await expect(seller.page).toHaveURL(`/buscas/${searchId}`);
  // The offers come in groups by distance (one list each: 'Na UF de entrega (SP)', ...).
  const compatible = seller.page.getByRole('region', { name: 'Anúncios compatíveis' }).getByRole('list');
  await expect(compatible.getByRole('listitem').first()).toBeVisible();
  for (const title of await compatible.getByRole('link').allTextContents()) expect(title).toContain('Motor elétrico trifásico 5 cv');
  await expect(seller.page.getByRole('region', { name: 'Detalhes da busca' })).toContainText('SP');
  await seller.close(testInfo);
});

test('the buyer’s header shows every entry at 1024 px, and the admin reaches the deals through one entry and tabs', async ({ page, browser }, testInfo) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openSignedIn(page, DEV.comprador, '/vitrine');
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  for (const name of ['Vitrine', 'Meus anúncios', 'Buscas', 'Negociações', 'Favoritos', 'Interesses', 'Empresas']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Perfil', exact: true })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sair' })).toBeInViewport({ ratio: 1 });
  await nav.getByRole('link', { name: 'Negociações' }).click();
  await expect(page).toHaveURL('/negociacoes/compras');
  await expect(nav.getByRole('link', { name: 'Negociações' })).toHaveAttribute('aria-current', 'page');

  const admin = await openSignedInContext(browser, DEV.admin, '/admin');
  await admin.page.setViewportSize({ width: 1024, height: 768 });
  const adminNav = admin.page.getByRole('navigation', { name: 'Navegação principal' });
  for (const name of ['Painel', 'Anúncios', 'Catálogo', 'Negócios', 'Clientes', 'Empresas', 'Administradores', 'Relatórios']) {
    await expect(adminNav.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  await expect(admin.page.getByRole('banner').getByRole('link', { name: 'Perfil', exact: true })).toBeInViewport({ ratio: 1 });
  await expect(admin.page.getByRole('banner').getByRole('button', { name: 'Sair' })).toBeInViewport({ ratio: 1 });
  await expect(adminNav.getByRole('link', { name: 'Negócios', exact: true })).toBeInViewport({ ratio: 1 });
  await adminNav.getByRole('link', { name: 'Negócios' }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Negociações' })).toBeVisible();
  const tabs = admin.page.getByRole('navigation', { name: 'Seções de negócios' });
  await tabs.getByRole('link', { name: 'Buscas' }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Buscas' })).toBeVisible();
  await expect(adminNav.getByRole('link', { name: 'Negócios' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Interesses' }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Interesses' })).toBeVisible();
  await admin.close(testInfo);
});
