/** Steps 3 and 4 of the journey: the buyer finds the announcement (favorite, interest) and posts a search the seller then sees. */
import { expect, toast } from '../fixtures';
import type { Cast } from './driver';
import { COMPANY, PRODUCT, TITLE, TRADE_NAME, nav, select, textbox, typedDate } from './ui';

/** 3. The buyer finds it in the showcase, favorites it and registers interest. */
export async function buyerFindsAnnouncement({ driver, buyer }: Cast) {
  await nav(buyer.page).getByRole('link', { name: 'Vitrine' }).click();
  await expect(buyer.page).toHaveURL(/\/vitrine/);
  await buyer.page.getByRole('searchbox', { name: 'Buscar' }).fill('jornada E2E');
  await expect(buyer.page).toHaveURL(/search=jornada/);
  const card = buyer.page.getByRole('article').filter({ hasText: TITLE });
  const heart = card.getByRole('button', { name: `Favorito: ${TITLE}` });
  // The heart waits for the favorites and the buyer's companies (aria-disabled meanwhile).
  await driver.ensure(buyer, 'showcase', async (timeout) => {
    await expect(card).toContainText(TRADE_NAME, { timeout });
    await expect(card).toContainText('Rio de Janeiro/RJ', { timeout });
    await expect(heart).toHaveAttribute('aria-pressed', 'false', { timeout });
    await expect(heart).not.toHaveAttribute('aria-disabled', /.*/, { timeout });
    // Not the "favorites failed to load" state either, where a click reloads them instead.
    await expect(heart).toHaveAttribute('title', 'Adicionar aos favoritos', { timeout });
  });
  await driver.send(buyer, 'favorite', () => heart.click(), { method: 'POST', path: /^\/favorites$/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(toast(buyer.page, 'Anúncio adicionado aos favoritos.')).toBeVisible();

  await card.getByRole('link', { name: TITLE }).click();
  await expect(buyer.page).toHaveURL(/\/anuncios\/\d+$/);
  const announcementUrl = new URL(buyer.page.url()).pathname;
  await driver.ensure(buyer, 'announcement', (timeout) => expect(buyer.page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout }));
  await expect(buyer.page.getByRole('region', { name: 'Empresa vendedora' })).toContainText(COMPANY);
  // The heart is pressed here too; it is enabled once the buyer's companies are known, which
  // the 'Tenho interesse' and 'Negociar' forms need (their buying company).
  const detailHeart = buyer.page.getByRole('button', { name: 'Favorito', exact: true });
  const heartReady = async (timeout: number) => {
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'true', { timeout });
    await expect(detailHeart).not.toHaveAttribute('aria-disabled', /.*/, { timeout });
  };
  await driver.ensure(buyer, 'favorite on the announcement', heartReady);
  await buyer.page.getByRole('button', { name: 'Tenho interesse' }).click();
  const interestForm = buyer.page.getByRole('form', { name: 'Tenho interesse' });
  await textbox(interestForm, /^Quantidade desejada/).pressSequentially('4');
  await textbox(interestForm, /^Mensagem ao vendedor/).fill('Quatro motores para a fábrica de Contagem (jornada E2E).');
  await driver.send(buyer, 'interest', () => interestForm.getByRole('button', { name: 'Registrar interesse' }).click(), { method: 'POST', path: /^\/interest-items$/ }, interestForm);
  await expect(toast(buyer.page, 'Interesse registrado. O vendedor já pode vê-lo em Interesses recebidos.')).toBeVisible();
  await expect(interestForm).toHaveCount(0);

  await nav(buyer.page).getByRole('link', { name: 'Favoritos' }).click();
  await driver.ensure(buyer, 'favorites', (timeout) => expect(buyer.page.getByRole('table', { name: 'Favoritos' }).getByRole('link', { name: TITLE })).toBeVisible({ timeout }));
  await nav(buyer.page).getByRole('link', { name: 'Interesses' }).click();
  await driver.ensure(buyer, 'interests', (timeout) => expect(buyer.page.getByRole('table', { name: 'Interesses' }).getByRole('link', { name: TITLE })).toBeVisible({ timeout }));
  return { announcementUrl, heartReady };
}

/** What step 5 needs of step 3: the announcement's address, and the wait for its enabled heart. */
export type FoundAnnouncement = Awaited<ReturnType<typeof buyerFindsAnnouncement>>;

/** 4. The buyer posts a search; the admin approves it; the seller sees it. */
export async function buyerPostsSearch({ driver, seller, admin, buyer }: Cast) {
  const { page } = seller;
  await buyer.page.goto('/buscas/nova');
  const searchForm = buyer.page.getByRole('form', { name: 'Nova busca' });
  await driver.ensure(buyer, 'search form options', async (timeout) => {
    await expect(searchForm.getByText('Vale Verde Construções')).toBeVisible({ timeout });
    await expect(select(searchForm, 'Categoria').getByRole('option', { name: 'Componentes elétricos' })).toBeAttached({ timeout });
    await expect(select(searchForm, 'Produto').getByRole('option', { name: PRODUCT })).toBeAttached({ timeout });
    await expect(select(searchForm, /^Unidade/).getByRole('option', { name: 'un (Unidade)' })).toBeAttached({ timeout });
  });
  await select(searchForm, 'Categoria').selectOption({ label: 'Componentes elétricos' });
  await expect(select(searchForm, 'Produto').getByRole('option', { name: PRODUCT })).toBeAttached();
  await select(searchForm, 'Produto').selectOption({ label: PRODUCT });
  await textbox(searchForm, /^Quantidade/).pressSequentially('4');
  await select(searchForm, /^Unidade/).selectOption({ label: 'un (Unidade)' });
  await textbox(searchForm, /^Preço máximo/).pressSequentially('2300');
  await textbox(searchForm, /^Prazo/).pressSequentially(typedDate(30));
  await select(searchForm, /^UF de entrega/).selectOption({ label: 'Rio de Janeiro (RJ)' });
  await textbox(searchForm, /^Descrição/).fill('Motores para a obra do Centro do Rio; entrega no RJ (jornada E2E).');
  const searchCreated = await driver.send(buyer, 'search', () => searchForm.getByRole('button', { name: 'Enviar para aprovação' }).click(), { method: 'POST', path: /^\/search$/ }, searchForm);
  const searchId = ((await searchCreated.json()) as { id: number }).id;
  await expect(buyer.page).toHaveURL(`/buscas/${searchId}`);
  await expect(toast(buyer.page, 'Busca enviada para aprovação.')).toBeVisible();
  await driver.ensure(buyer, 'search', (timeout) =>
    expect(buyer.page.getByText('Esta busca aguarda aprovação e ainda não aparece para os vendedores.')).toBeVisible({ timeout }),
  );

  await admin.page.goto('/admin/buscas?status=PENDING');
  const evaluateSearch = admin.page.getByRole('link', { name: `Avaliar busca nº ${searchId}` });
  await driver.ensure(admin, 'pending searches', (timeout) => expect(evaluateSearch).toBeVisible({ timeout }));
  await evaluateSearch.click();
  const searchApproval = admin.page.getByRole('region', { name: 'Aprovação' });
  await driver.ensure(admin, 'search deferral', (timeout) => expect(searchApproval.getByRole('button', { name: 'Aprovar' })).toBeVisible({ timeout }));
  await searchApproval.getByRole('button', { name: 'Aprovar' }).click();
  await driver.confirm(admin, 'approve search', admin.page.getByRole('alertdialog', { name: 'Aprovar busca' }), 'Aprovar', { method: 'PUT', path: /^\/admin\/search\/\d+$/ });
  await expect(toast(admin.page, 'Busca aprovada.')).toBeVisible();
  await driver.ensure(admin, 'search approved', (timeout) => expect(searchApproval.getByText('Aprovada', { exact: true })).toBeVisible({ timeout }));

  await nav(page).getByRole('link', { name: 'Buscas' }).click();
  const searchRow = page.getByRole('table', { name: 'Buscas aprovadas' }).getByRole('row').filter({ has: page.locator(`a[href="/buscas/${searchId}"]`) });
  await driver.ensure(seller, 'approved searches', (timeout) => expect(searchRow.getByRole('link', { name: PRODUCT, exact: true })).toBeVisible({ timeout }));
  await searchRow.getByRole('link', { name: PRODUCT, exact: true }).click();
  await expect(page).toHaveURL(`/buscas/${searchId}`);
  await driver.ensure(seller, 'compatible announcements', (timeout) =>
    expect(page.getByRole('region', { name: 'Anúncios compatíveis' }).getByRole('list').getByRole('link', { name: TITLE })).toBeVisible({ timeout }),
  );
}
