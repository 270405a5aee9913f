/**
 * Matches both ways (docs/deal/matches.md), through the UI, each role in its own
 * browser context:
 *
 *   buyer   posts a search for 'Perfil U de alumínio' delivered in BA, up to R$ 12,00 / m (no
 *           seeded offer is that cheap) ──► admin approves it ──► /buscas/minhas says nothing fits
 *   seller  publishes a fitting announcement in RJ (another region) ──► its own page does not list
 *           the search while the announcement is pending ──► admin approves the announcement
 *   buyer   the header's 'Novidades' tells of the new offer for the search and leads to it
 *           ──► /buscas/minhas lists it under the search with its reason
 *   seller  /meus-anuncios, 'Quem procura o que você vende', lists the buyer's search.
 */
import type { Locator } from '@playwright/test';
import { DEV, expect, test, toast } from './fixtures';
import { openSignedIn, openSignedInContext } from './signed-in';

const PRODUCT = 'Perfil U de alumínio';
const TITLE = 'Perfil U 6063 em barras — sobra de estoque (matches E2E)';
/** A 1×1 PNG (the announcement needs a photo). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const textbox = (scope: Locator, name: string | RegExp) => scope.getByRole('textbox', typeof name === 'string' ? { name, exact: true } : { name });
const select = (scope: Locator, name: string | RegExp) => scope.getByRole('combobox', typeof name === 'string' ? { name, exact: true } : { name });

function typedDate(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${d.getFullYear()}`;
}

test("a buyer's approved search meets a seller's announcement in another UF once approved, on both sides", async ({ page, browser }, testInfo) => {
  // Three sessions (buyer, admin, seller), two forms and two approvals: three times the usual time.
  test.slow();
  // ---- The buyer's search, approved.
  await openSignedIn(page, DEV.comprador, '/buscas/nova');
  const form = page.getByRole('form', { name: 'Nova busca' });
  await expect(form.getByText('Vale Verde Construções')).toBeVisible();
  await select(form, 'Categoria').selectOption({ label: 'Aço e metais' });
  await select(form, 'Produto').selectOption({ label: PRODUCT });
  await textbox(form, /^Quantidade/).pressSequentially('100');
  await select(form, /^Unidade/).selectOption({ label: 'm (Metro)' });
  await textbox(form, /^Preço máximo/).pressSequentially('12');
  await textbox(form, /^Prazo/).pressSequentially(typedDate(30));
  await select(form, /^UF de entrega/).selectOption({ label: 'Bahia (BA)' });
  await textbox(form, /^Descrição/).fill('Perfis para esquadrias de uma obra em Salvador (matches E2E).');
  await form.getByRole('button', { name: 'Enviar para aprovação' }).click();
  await expect(page).toHaveURL(/\/buscas\/\d+$/);
  const searchId = Number(new URL(page.url()).pathname.split('/').pop());

  const admin = await openSignedInContext(browser, DEV.admin, '/admin/buscas?status=PENDING');
  await admin.page.getByRole('link', { name: `Avaliar busca nº ${searchId}` }).click();
  const panel = admin.page.getByRole('region', { name: 'Aprovação' });
  await panel.getByRole('button', { name: 'Aprovar' }).click();
  await admin.page.getByRole('alertdialog', { name: 'Aprovar busca' }).getByRole('button', { name: 'Aprovar' }).click();
  await expect(toast(admin.page, 'Busca aprovada.')).toBeVisible();

  await page.goto('/buscas/minhas');
  const mine = page.getByRole('region', { name: 'Anúncios para as suas buscas' });
  const item = mine.getByRole('listitem', { name: PRODUCT });
  await expect(item.getByText('Nenhum anúncio atende esta busca agora.')).toBeVisible();

  // ---- The seller's announcement in RJ; pending, it answers nobody yet.
  const seller = await openSignedInContext(browser, DEV.vendedor, '/meus-anuncios/novo');
  const adForm = seller.page.getByRole('form', { name: 'Meu anúncio' });
  await expect(select(adForm, 'Produto').getByRole('option', { name: PRODUCT })).toBeAttached();
  await select(adForm, 'Empresa').selectOption({ label: 'Metalúrgica Horizonte Ltda' });
  await select(adForm, 'Produto').selectOption({ label: PRODUCT });
  await textbox(adForm, 'Título').fill(TITLE);
  await textbox(adForm, 'Descrição').fill('Quinhentos metros de perfil U, liga 6063, barras de 6 m. Retirada no Rio de Janeiro.');
  await textbox(adForm, 'Quantidade').pressSequentially('500');
  await select(adForm, 'Unidade').selectOption({ label: 'm (Metro)' });
  await textbox(adForm, 'Preço unitário').pressSequentially('10');
  await textbox(adForm, 'CEP').pressSequentially('20040020');
  await expect(textbox(adForm, 'Logradouro')).toHaveValue('Rua da Assembleia');
  await textbox(adForm, 'Número').fill('42');
  await adForm.getByLabel(/^Arquivos/).setInputFiles({ name: 'perfis.png', mimeType: 'image/png', buffer: PNG });
  await expect(adForm.getByRole('list', { name: 'Arquivos anexados' }).getByRole('listitem')).toHaveCount(1);
  await adForm.getByRole('button', { name: 'Enviar para aprovação' }).click();
  await expect(seller.page).toHaveURL('/meus-anuncios');
  const wanted = seller.page.getByRole('region', { name: 'Quem procura o que você vende' });
  await expect(wanted.getByRole('listitem').first()).toBeVisible();
  await expect(wanted.getByRole('listitem', { name: PRODUCT })).toHaveCount(0);

  await admin.page.goto('/admin/anuncios/aprovacoes');
  await admin.page.getByRole('searchbox', { name: 'Buscar' }).fill('matches E2E');
  await admin.page.getByRole('button', { name: `Aprovar ${TITLE}` }).click();
  await expect(toast(admin.page, 'Anúncio aprovado.')).toBeVisible();
  await admin.close(testInfo);

  // ---- The buyer's header tells of it, wherever the buyer is.
  await page.goto('/vitrine');
  await page.getByRole('banner').getByRole('button', { name: /^Novidades: \d+ novas?$/ }).click();
  const news = page.getByRole('dialog', { name: 'Novidades' });
  const newMatch = news.getByRole('link', { name: new RegExp(`1 novo anúncio para a sua busca.*${PRODUCT}`) });
  await expect(newMatch).toBeVisible();
  await newMatch.click();
  await expect(page).toHaveURL(`/buscas/${searchId}#anuncios-compativeis`);
  await expect(page.getByRole('region', { name: 'Anúncios compatíveis' }).getByRole('link', { name: TITLE })).toBeVisible();

  // ---- Both sides see the match, with its reason.
  await page.goto('/buscas/minhas');
  const offers = item.getByRole('list', { name: `Melhores anúncios para ${PRODUCT}` });
  await expect(offers.getByRole('link', { name: TITLE })).toBeVisible();
  await expect(offers.getByText('mesmo produto, RJ (outra região), R$ 10,00 ≤ R$ 12,00')).toBeVisible();
  await expect(item.getByText('1 anúncio compatível')).toBeVisible();

  await seller.page.reload();
  const row = wanted.getByRole('listitem', { name: PRODUCT });
  await expect(row).toContainText('Vale Verde Construções procura 100 m até R$ 12,00 / m · entrega em BA');
  await expect(row.getByText('mesmo produto, RJ (outra região), R$ 10,00 ≤ R$ 12,00')).toBeVisible();
  await expect(row.getByRole('link', { name: TITLE })).toBeVisible();
  await row.getByRole('link', { name: `Ver busca: ${PRODUCT}` }).click();
  await expect(seller.page).toHaveURL(`/buscas/${searchId}`);
  await expect(seller.page.getByRole('region', { name: 'Anúncios compatíveis' }).getByRole('link', { name: TITLE })).toBeVisible();
  await seller.close(testInfo);
});
