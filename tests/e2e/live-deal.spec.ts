/**
 * The deal, live (docs/deal/live.md): buyer and seller in two browser contexts, side by
 * side, and nobody reloads.
 *
 *   buyer   registers interest ──► the seller's bell counts it within 20 s
 *   seller  opens the negotiation from it ──► the buyer's bell says 'Negociação aberta' within 20 s
 *   both    on the negotiation: the buyer's proposal and message appear on the seller's page within
 *           5 s while the seller is typing a message, which stays as typed; then the seller's
 *           message appears on the buyer's page within 5 s.
 */
import type { Page } from '@playwright/test';
import { DEV, expect, test, toast } from './fixtures';
import { SELLER_OFFERS, sellerOffer } from './deals/helpers';
import { openSignedIn, openSignedInContext } from './signed-in';

/** The header's bell, once its count arrived. */
const bellOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Novidades: \d+ novas?$/ });
/** The bell's count, from its name ('Novidades: 3 novas', screen-reader text). */
async function countOf(page: Page) {
  const name = await bellOf(page).locator('.sr-only').textContent();
  return Number(/(\d+)/.exec(name ?? '')?.[1] ?? Number.NaN);
}
const countName = (n: number) => `Novidades: ${n} ${n === 1 ? 'nova' : 'novas'}`;

test('interest, opening, proposal and messages reach the other side without a reload', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  // ---- The seller waits on the showcase; the buyer registers interest. --------------------------
  const seller = await openSignedInContext(browser, DEV.vendedor, '/vitrine');
  await expect(bellOf(seller.page)).toBeVisible();
  const sellerBefore = await countOf(seller.page);

  await openSignedIn(page, DEV.comprador, SELLER_OFFERS);
  const { id, title } = await sellerOffer(page, 1);
  await page.goto(`/anuncios/${id}`);
  await expect(bellOf(page)).toBeVisible();
  const buyerBefore = await countOf(page);
  await page.getByRole('button', { name: 'Tenho interesse' }).click();
  const interest = page.getByRole('dialog', { name: 'Tenho interesse' });
  await interest.getByRole('textbox', { name: /^Quantidade desejada/ }).pressSequentially('2');
  await interest.getByRole('textbox', { name: /^Mensagem ao vendedor/ }).fill('Interesse ao vivo (E2E).');
  await interest.getByRole('button', { name: 'Registrar interesse' }).click();
  await expect(toast(page, 'Interesse registrado. O vendedor já pode vê-lo em Interesses recebidos.')).toBeVisible();

  // ---- The seller's bell counts it within 20 s, with no reload. ---------------------------------
  await expect(seller.page.getByRole('banner').getByRole('button', { name: countName(sellerBefore + 1) })).toBeVisible({ timeout: 20_000 });
  await bellOf(seller.page).click();
  const sellerPanel = seller.page.getByRole('dialog', { name: 'Novidades' });
  const interestItem = sellerPanel.getByRole('link').filter({ hasText: 'Novo interesse' }).filter({ hasText: title });
  await expect(interestItem).toBeVisible();
  await interestItem.click();
  const received = seller.page.getByRole('table', { name: 'Interesses recebidos' }).getByRole('row').filter({ hasText: 'Interesse ao vivo (E2E).' });
  await received.getByRole('button', { name: /^Abrir negociação/ }).click();
  await expect(seller.page).toHaveURL(/\/negociacoes\/\d+$/);
  const negotiationPath = new URL(seller.page.url()).pathname;

  // ---- The buyer's bell says it was opened within 20 s; the buyer follows it. --------------------
  await expect(page.getByRole('banner').getByRole('button', { name: countName(buyerBefore + 1) })).toBeVisible({ timeout: 20_000 });
  await bellOf(page).click();
  const opened = page.getByRole('dialog', { name: 'Novidades' }).getByRole('link').filter({ hasText: 'Negociação aberta' });
  await expect(opened).toContainText(title);
  await opened.click();
  await expect(page).toHaveURL(negotiationPath);
  await expect(page.getByRole('region', { name: 'Valores' }).getByRole('button', { name: 'Fazer proposta' })).toBeVisible();

  // ---- The seller types a message it does not send yet. ------------------------------------------
  const sellerDraft = seller.page.getByRole('textbox', { name: /^Nova mensagem/ });
  await sellerDraft.pressSequentially('Rascunho do vendedor, ainda sem enviar');

  // ---- The buyer proposes: the seller sees it within 5 s, the draft intact. -----------------------
  await page.getByRole('region', { name: 'Valores' }).getByRole('button', { name: 'Fazer proposta' }).click();
  const proposal = page.getByRole('dialog', { name: 'Fazer proposta' });
  // A proposal must change a value: the buyer offers R$ 1,00 less a unit, typed the Brazilian way.
  const price = proposal.getByRole('textbox', { name: /^Preço unitário proposto/ });
  const offered = Math.max(1, Number((await price.inputValue()).replace(/\./g, '').replace(',', '.')) - 1);
  await price.fill('');
  await price.pressSequentially(offered.toFixed(2).replace('.', ','));
  await proposal.getByRole('textbox', { name: /^Mensagem da proposta/ }).fill('Proposta ao vivo (E2E).');
  await proposal.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(toast(page, 'Proposta enviada. Agora a outra parte pode aceitá-la ou recusá-la.')).toBeVisible();
  await expect(seller.page.getByRole('region', { name: 'Proposta pendente' })).toBeVisible({ timeout: 5_000 });
  await expect(sellerDraft).toHaveValue('Rascunho do vendedor, ainda sem enviar');

  // ---- The buyer writes: the seller sees it within 5 s, the draft intact. -------------------------
  await page.getByRole('textbox', { name: /^Nova mensagem/ }).fill('Mensagem do comprador (E2E).');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(toast(page, 'Mensagem enviada.')).toBeVisible();
  await expect(seller.page.getByRole('list', { name: 'Mensagens trocadas' })).toContainText('Mensagem do comprador (E2E).', { timeout: 5_000 });
  await expect(sellerDraft).toHaveValue('Rascunho do vendedor, ainda sem enviar');

  // ---- The seller sends its message: the buyer sees it within 5 s, its own draft intact. ----------
  const buyerDraft = page.getByRole('textbox', { name: /^Nova mensagem/ });
  await buyerDraft.pressSequentially('Resposta do comprador pela metade');
  await seller.page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(toast(seller.page, 'Mensagem enviada.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Mensagens trocadas' })).toContainText('Rascunho do vendedor, ainda sem enviar', { timeout: 5_000 });
  await expect(buyerDraft).toHaveValue('Resposta do comprador pela metade');

  await seller.close(testInfo);
});
