/**
 * The deal, end to end (docs/deal/negotiations.md), through the UI of three roles in Chromium:
 *
 *   seller  publishes 1.900 m at R$ 1.250,00 (typed the Brazilian way, key by key) ──► admin approves
 *   buyer   registers interest in 1.500 m ──► the button reads 'Interesse registrado'
 *   seller  sees it in Interesses recebidos and opens the negotiation from it
 *   buyer   proposes R$ 1.100,00 ──► seller counter-proposes R$ 1.180,00 ──► buyer accepts
 *   both    exchange a message
 *   seller  Em andamento → Aguardando pagamento; buyer pays, seller confirms and records the NF-e
 *   seller  Entrega/coleta liberada
 *   buyer   confirms receipt (Finalizado) ──► the announcement has 400 m left
 *   both    timelines show every step.
 */
import type { Locator, Page } from '@playwright/test';
import { DEV, expect, test, toast } from './fixtures';
import { settle } from './deals/settle';
import { openSignedIn, openSignedInContext } from './signed-in';

const TITLE = 'Cabo flexível 2,5 mm² — sobra de obra (negócio E2E)';
const PRODUCT = 'Cabo flexível 2,5 mm²';
/** A 1×1 PNG (the announcement needs a photo). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const textbox = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('textbox', typeof name === 'string' ? { name, exact: true } : { name });
const select = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('combobox', typeof name === 'string' ? { name, exact: true } : { name });

/** Moves the negotiation to `status` from the 'Mover para' group, confirmed. */
async function moveTo(page: Page, status: string) {
  await page.getByRole('group', { name: 'Mover para' }).getByRole('button', { name: status }).click();
  await page.getByRole('alertdialog', { name: 'Alterar status' }).getByRole('button', { name: 'Alterar status' }).click();
  await expect(toast(page, `Status alterado para “${status}”.`)).toBeVisible();
}

test('the deal: typed prices, interest to the seller, proposals, messages, status steps of each side, and stock', async ({ page, browser }, testInfo) => {
  test.setTimeout(150_000);
  // ---- The seller publishes, typing the Brazilian way. ---------------------------------------
  await openSignedIn(page, DEV.vendedor, '/meus-anuncios/novo');
  const adForm = page.getByRole('form', { name: 'Meu anúncio' });
  await expect(select(adForm, 'Produto').getByRole('option', { name: PRODUCT })).toBeAttached();
  await expect(select(adForm, 'Unidade').getByRole('option', { name: 'm (Metro)' })).toBeAttached();
  await select(adForm, 'Empresa').selectOption({ index: 1 });
  await select(adForm, 'Produto').selectOption({ label: PRODUCT });
  await textbox(adForm, 'Título').fill(TITLE);
  await textbox(adForm, 'Descrição').fill('Rolos de 100 m, 750 V, lacrados. Sobra da obra do centro de distribuição.');
  await select(adForm, 'Unidade').selectOption({ label: 'm (Metro)' });
  await textbox(adForm, 'Quantidade').pressSequentially('1.900');
  await expect(textbox(adForm, 'Quantidade')).toHaveValue('1.900');
  await textbox(adForm, 'Preço unitário').pressSequentially('1.250,00');
  await expect(textbox(adForm, 'Preço unitário')).toHaveValue('1.250,00');
  await textbox(adForm, 'CEP').pressSequentially('01310100');
  await expect(textbox(adForm, 'Logradouro')).not.toHaveValue('');
  await textbox(adForm, 'Número').fill('1578');
  await adForm.getByLabel(/^Arquivos/).setInputFiles({ name: 'cabos.png', mimeType: 'image/png', buffer: PNG });
  await expect(adForm.getByRole('list', { name: 'Arquivos anexados' }).getByRole('listitem')).toHaveCount(1);
  await adForm.getByRole('button', { name: 'Enviar para aprovação' }).click();
  await expect(toast(page, 'Anúncio enviado para aprovação.')).toBeVisible();
  const myRow = page.getByRole('table', { name: 'Meus anúncios' }).getByRole('row').filter({ hasText: TITLE });
  await expect(myRow).toContainText('R$ 1.250,00');
  await expect(myRow).toContainText('1.900 m');

  // ---- The admin approves it. -----------------------------------------------------------------
  const admin = await openSignedInContext(browser, DEV.admin, '/admin/anuncios/aprovacoes');
  await admin.page.getByRole('searchbox', { name: 'Buscar' }).fill('negócio E2E');
  await admin.page.getByRole('button', { name: `Aprovar ${TITLE}` }).click();
  await expect(toast(admin.page, 'Anúncio aprovado.')).toBeVisible();
  await admin.close(testInfo);

  // ---- The buyer registers interest in 1.500 m. -----------------------------------------------
  const buyer = await openSignedInContext(browser, DEV.comprador, '/vitrine?search=neg%C3%B3cio%20E2E');
  await buyer.page.getByRole('article').filter({ hasText: TITLE }).getByRole('link', { name: TITLE }).click();
  await expect(buyer.page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const announcementPath = new URL(buyer.page.url()).pathname;
  await expect(buyer.page.getByRole('main')).toContainText('R$ 1.250,00');
  await buyer.page.getByRole('button', { name: 'Tenho interesse' }).click();
  const interestForm = buyer.page.getByRole('form', { name: 'Tenho interesse' });
  await textbox(interestForm, /^Quantidade desejada/).pressSequentially('1.500');
  await expect(textbox(interestForm, /^Quantidade desejada/)).toHaveValue('1.500');
  await textbox(interestForm, /^Mensagem ao vendedor/).fill('Precisamos de 1.500 m para a obra de Contagem (negócio E2E).');
  await interestForm.getByRole('button', { name: 'Registrar interesse' }).click();
  await expect(toast(buyer.page, /^Interesse registrado\./)).toBeVisible();
  await expect(buyer.page.getByRole('link', { name: 'Interesse registrado' })).toBeVisible();

  // ---- The seller sees it and opens the negotiation from it. ------------------------------------
  await page.goto('/interesses/recebidos');
  const received = page.getByRole('table', { name: 'Interesses recebidos' }).getByRole('row').filter({ hasText: TITLE });
  await expect(received).toContainText('1.500 m');
  await expect(received).toContainText('Vale Verde Construções');
  await received.getByRole('button', { name: /^Abrir negociação/ }).click();
  await expect(page).toHaveURL(/\/negociacoes\/\d+$/);
  const negotiationPath = new URL(page.url()).pathname;

  // ---- The buyer proposes R$ 1.100,00. ------------------------------------------------------------
  await buyer.page.goto(negotiationPath);
  await buyer.page.getByRole('region', { name: 'Valores' }).getByRole('button', { name: 'Fazer proposta' }).click();
  const proposal = buyer.page.getByRole('dialog', { name: 'Fazer proposta' });
  const proposedPrice = textbox(proposal, /^Preço unitário proposto/);
  await proposedPrice.fill('');
  await proposedPrice.pressSequentially('1.100,00');
  await expect(proposedPrice).toHaveValue('1.100,00');
  await proposal.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(buyer.page.getByRole('region', { name: 'Proposta pendente' })).toContainText('R$ 1.250,00 / m → R$ 1.100,00 / m');

  // ---- The seller counter-proposes R$ 1.180,00. -------------------------------------------------
  await page.reload();
  const sellerCard = page.getByRole('region', { name: 'Proposta pendente' });
  await expect(page.getByRole('region', { name: 'Andamento' })).toContainText('Sua vez: responda à proposta do comprador.');
  await sellerCard.getByRole('button', { name: 'Contraproposta' }).click();
  const counter = page.getByRole('dialog', { name: 'Contraproposta' });
  const counterPrice = textbox(counter, /^Preço unitário proposto/);
  await counterPrice.fill('');
  await counterPrice.pressSequentially('1.180,00');
  await counter.getByRole('button', { name: 'Enviar contraproposta' }).click();
  await expect(sellerCard).toContainText('Aguardando resposta do comprador.');

  // ---- The buyer accepts; they exchange a message. --------------------------------------------
  await buyer.page.reload();
  const buyerCard = buyer.page.getByRole('region', { name: 'Proposta pendente' });
  await expect(buyerCard).toContainText('R$ 1.180,00');
  await buyerCard.getByRole('button', { name: 'Aceitar proposta' }).click();
  await buyer.page.getByRole('alertdialog', { name: 'Aceitar proposta' }).getByRole('button', { name: 'Aceitar proposta' }).click();
  await expect(buyerCard).toHaveCount(0);
  await expect(buyer.page.getByRole('region', { name: 'Valores' })).toContainText('R$ 1.770.000,00');
  const buyerMessages = buyer.page.getByRole('region', { name: 'Mensagens' });
  await textbox(buyerMessages, /^Nova mensagem/).fill('Fechado em R$ 1.180,00. Podemos retirar na sexta?');
  await buyerMessages.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(buyerMessages.getByRole('list', { name: 'Mensagens trocadas' })).toContainText('Podemos retirar na sexta?');

  await page.reload();
  const sellerMessages = page.getByRole('region', { name: 'Mensagens' });
  await expect(sellerMessages).toContainText('Podemos retirar na sexta?');
  await textbox(sellerMessages, /^Nova mensagem/).fill('Sexta às 9h, doca 3.');
  await sellerMessages.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(sellerMessages.getByRole('list', { name: 'Mensagens trocadas' })).toContainText('Sexta às 9h, doca 3.');

  // ---- The seller's steps, then the buyer's. -----------------------------------------------------
  await moveTo(page, 'Em andamento');
  await expect(page.getByRole('region', { name: 'Contatos' })).toContainText('comprador@giro.dev');
  await moveTo(page, 'Aguardando pagamento');
  // The buyer pays, the seller confirms and records the NF-e (deals/settle.ts); then it may release.
  await settle(page, buyer.page);
  await moveTo(page, 'Entrega/coleta liberada');
  await expect(page.getByRole('group', { name: 'Mover para' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Andamento' })).toContainText('Aguardando o comprador retirar a mercadoria e confirmar o recebimento.');

  await buyer.page.reload();
  await expect(buyer.page.getByRole('region', { name: 'Contatos' })).toContainText('Metalúrgica Horizonte');
  await moveTo(buyer.page, 'Finalizado');

  // ---- Stock followed the deal; both timelines hold every step. ---------------------------------
  await buyer.page.goto(announcementPath);
  await expect(buyer.page.getByRole('main')).toContainText('400 m');
  await page.goto('/meus-anuncios');
  await expect(myRow).toContainText('400 m');

  for (const party of [page, buyer.page]) {
    await party.goto(negotiationPath);
    const timeline = party.getByRole('list', { name: 'Linha do tempo' });
    await expect(timeline).toContainText('Abriu a negociação');
    await expect(timeline).toContainText(/R\$\s1\.250,00\s\/\sm\s→\sR\$\s1\.100,00/);
    await expect(timeline).toContainText(/R\$\s1\.250,00\s\/\sm\s→\sR\$\s1\.180,00/);
    await expect(timeline).toContainText('Aceitou a proposta');
    await expect(timeline).toContainText('Podemos retirar na sexta?');
    await expect(timeline).toContainText('Sexta às 9h, doca 3.');
    for (const status of ['Em andamento', 'Aguardando pagamento', 'Entrega/coleta liberada', 'Finalizado']) await expect(timeline).toContainText(status);
    for (const step of ['Pagamento enviado', 'Pagamento confirmado', 'Nota fiscal registrada']) await expect(timeline).toContainText(step);
  }
  await buyer.close(testInfo);
});

test('a search typed the Brazilian way keeps its magnitude: R$ 5.000,00 and 1.500 kg, and a comma in un is refused', async ({ page }) => {
  await openSignedIn(page, DEV.comprador, '/buscas/nova');
  const form = page.getByRole('form', { name: 'Nova busca' });
  await expect(form.getByText('Vale Verde Construções')).toBeVisible();
  await select(form, 'Categoria').selectOption({ label: 'Componentes elétricos' });
  await select(form, 'Produto').selectOption({ label: 'Motor elétrico trifásico 5 cv' });
  await select(form, /^Unidade/).selectOption({ label: 'un (Unidade)' });
  const quantity = textbox(form, /^Quantidade/);
  await quantity.pressSequentially('2,5');
  await expect(quantity).toHaveValue('2,5');
  await expect(quantity).toHaveAccessibleDescription(/A unidade “un” não aceita casas decimais\./);
  await select(form, /^Unidade/).selectOption({ label: 'kg (Quilograma)' });
  await quantity.fill('');
  await quantity.pressSequentially('1.500');
  const maxPrice = textbox(form, /^Preço máximo/);
  await maxPrice.pressSequentially('5.000,00');
  await expect(maxPrice).toHaveValue('5.000,00');
  const deadline = new Date(Date.now() + 30 * 86_400_000);
  await textbox(form, /^Prazo/).pressSequentially(`${String(deadline.getDate()).padStart(2, '0')}${String(deadline.getMonth() + 1).padStart(2, '0')}${deadline.getFullYear()}`);
  await select(form, /^UF de entrega/).selectOption({ label: 'São Paulo (SP)' });
  await textbox(form, /^Descrição/).fill('Motores para a linha nova; entrega em Campinas (negócio E2E).');
  await form.getByRole('button', { name: 'Enviar para aprovação' }).click();
  await expect(page).toHaveURL(/\/buscas\/\d+$/);
  await expect(page.getByRole('main')).toContainText('R$ 5.000,00');
  await expect(page.getByRole('main')).toContainText('1.500 kg');
});
