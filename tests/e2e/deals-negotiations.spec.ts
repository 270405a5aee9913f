/**
 * Negotiations (docs/deal/negotiations.md) in Chromium against the production build: open → the seller moves it on →
 * the buyer sees the timeline; a proposal, a message and the contacts; a cancelled one offers
 * nothing more. The rest of the deals is in deals.spec.ts.
 */
import { DEV, expect, test, toast } from './fixtures';
import { SELLER_OFFERS, sellerOffer } from './deals/helpers';
import { openSignedIn, openSignedInContext } from './signed-in';

test('a buyer opens a negotiation; the seller moves it to Em andamento and Aguardando pagamento; the buyer sees the timeline', async ({ page, browser }, testInfo) => {
  await openSignedIn(page, DEV.comprador, SELLER_OFFERS);
  const { id, title } = await sellerOffer(page, 0);
  await page.goto(`/anuncios/${id}`);
  await page.getByRole('button', { name: 'Negociar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Negociar' });
  await expect(dialog.getByText('Vale Verde Construções')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Quantidade/ }).pressSequentially('5');
  await dialog.getByRole('radio', { name: 'Entrega' }).check();
  // Entrega opens with its terms: the buying company's address (offered once loaded), CIF.
  const terms = dialog.getByRole('group', { name: 'Condições de entrega' });
  await expect(terms.getByRole('radio', { name: /^Endereço da empresa compradora/ })).toBeChecked();
  await terms.getByRole('radio', { name: /^CIF/ }).check();
  await dialog.getByRole('textbox', { name: /^Mensagem ao vendedor/ }).fill('Entrega em Belo Horizonte (E2E).');
  await dialog.getByRole('button', { name: 'Enviar proposta' }).dblclick();
  await expect(page).toHaveURL(/\/negociacoes\/\d+$/);
  const negotiationId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: `Negociação nº ${negotiationId}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Linha do tempo' }).getByRole('listitem')).toHaveCount(1);

  const seller = await openSignedInContext(browser, DEV.vendedor, '/negociacoes/vendas');
  await seller.page.getByRole('table', { name: 'Negociações: vendas' }).getByRole('link', { name: `Negociação nº ${negotiationId}`, exact: true }).click();
  await expect(seller.page.getByRole('region', { name: 'Anúncio' }).getByRole('link', { name: title })).toBeVisible();
  for (const [status, next] of [
    ['Em andamento', ['Aguardando pagamento']],
    // The release waits for the payment and the NF-e (deal-payment.spec.ts): nothing forward yet.
    ['Aguardando pagamento', []],
  ] as const) {
    await seller.page.getByRole('group', { name: 'Mover para' }).getByRole('button', { name: status }).click();
    await seller.page.getByRole('alertdialog', { name: 'Alterar status' }).getByRole('button', { name: 'Alterar status' }).click();
    await expect(toast(seller.page, `Status alterado para “${status}”.`)).toBeVisible();
    await expect(seller.page.getByRole('group', { name: 'Mover para' }).getByRole('button')).toHaveText([...next]);
  }
  await expect(seller.page.getByRole('region', { name: 'Andamento' })).toContainText('Aguardando o comprador pagar e enviar o comprovante.');
  await seller.close(testInfo);

  await page.reload();
  const timeline = page.getByRole('list', { name: 'Linha do tempo' });
  await expect(timeline.getByRole('listitem')).toHaveCount(3);
  await expect(timeline.getByRole('listitem').nth(0)).toContainText('Abriu a negociação: ');
  await expect(timeline.getByRole('listitem').nth(0)).toContainText('Juliana Teixeira (Comprador)');
  await expect(timeline.getByRole('listitem').nth(0)).toContainText('Entrega em Belo Horizonte (E2E).');
  await expect(timeline.getByRole('listitem').nth(1)).toContainText('Em andamento');
  await expect(timeline.getByRole('listitem').nth(2)).toContainText('Aguardando pagamento');
  await expect(timeline.getByRole('listitem').nth(2)).toContainText('Marcos Albuquerque (Vendedor)');
  await expect(timeline.locator('time').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  // The buyer has no status to set but may cancel; its turn is to pay.
  await expect(page.getByRole('group', { name: 'Mover para' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancelar negociação' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Andamento' })).toContainText('Sua vez: pague R$');
});

test('the buyer proposes a quantity and writes; the seller accepts and moves on; the contacts appear once em andamento', async ({ page, browser }, testInfo) => {
  await openSignedIn(page, DEV.comprador, SELLER_OFFERS);
  const { id } = await sellerOffer(page, 2);
  await page.goto(`/anuncios/${id}`);
  await page.getByRole('button', { name: 'Negociar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Negociar' });
  await expect(dialog.getByText('Vale Verde Construções')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Quantidade/ }).pressSequentially('2');
  await dialog.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(page).toHaveURL(/\/negociacoes\/\d+$/);
  const path = new URL(page.url()).pathname;
  await expect(page.getByRole('region', { name: 'Contatos' })).toContainText('Os contatos das empresas aparecem aqui quando a negociação estiver em andamento.');

  await page.getByRole('region', { name: 'Valores' }).getByRole('button', { name: 'Fazer proposta' }).click();
  const proposal = page.getByRole('dialog', { name: 'Fazer proposta' });
  const quantity = proposal.getByRole('textbox', { name: /^Quantidade/ });
  await quantity.fill('');
  await quantity.pressSequentially('1');
  await proposal.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(toast(page, 'Proposta enviada. Agora a outra parte pode aceitá-la ou recusá-la.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Proposta pendente' })).toContainText('Aguardando resposta do vendedor.');
  const messages = page.getByRole('region', { name: 'Mensagens' });
  await messages.getByRole('textbox', { name: /^Nova mensagem/ }).pressSequentially('Só um por enquanto (E2E).');
  await messages.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(toast(page, 'Mensagem enviada.')).toBeVisible();
  await expect(messages.getByRole('textbox', { name: /^Nova mensagem/ })).toHaveValue('');

  const seller = await openSignedInContext(browser, DEV.vendedor, path);
  await expect(seller.page.getByRole('region', { name: 'Andamento' })).toContainText('Sua vez: responda à proposta do comprador.');
  await expect(seller.page.getByRole('region', { name: 'Mensagens' })).toContainText('Só um por enquanto (E2E).');
  const card = seller.page.getByRole('region', { name: 'Proposta pendente' });
  await card.getByRole('button', { name: 'Aceitar proposta' }).click();
  await seller.page.getByRole('alertdialog', { name: 'Aceitar proposta' }).getByRole('button', { name: 'Aceitar proposta' }).click();
  await expect(toast(seller.page, 'Proposta aceita: os novos valores já valem.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await seller.page.getByRole('group', { name: 'Mover para' }).getByRole('button', { name: 'Em andamento' }).click();
  await seller.page.getByRole('alertdialog', { name: 'Alterar status' }).getByRole('button', { name: 'Alterar status' }).click();
  await expect(toast(seller.page, 'Status alterado para “Em andamento”.')).toBeVisible();
  await expect(seller.page.getByRole('region', { name: 'Contatos' })).toContainText('Responsável: Juliana Teixeira (comprador@giro.dev)');
  await seller.close(testInfo);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Contatos' })).toContainText('Metalúrgica Horizonte Ltda');
  await expect(page.getByRole('list', { name: 'Linha do tempo' })).toContainText('Aceitou a proposta nº 1: os novos valores passaram a valer.');
});

test('a second negotiation is cancelled and then offers no further status', async ({ page }) => {
  await openSignedIn(page, DEV.comprador, SELLER_OFFERS);
  const { id } = await sellerOffer(page, 1);
  await page.goto(`/anuncios/${id}`);
  await page.getByRole('button', { name: 'Negociar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Negociar' });
  await expect(dialog.getByText('Vale Verde Construções')).toBeVisible();
  const quantity = dialog.getByRole('textbox', { name: /^Quantidade/ });
  await quantity.pressSequentially('0');
  await dialog.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(dialog.getByText('A quantidade deve ser maior que zero.').first()).toBeVisible();
  await quantity.fill('');
  await quantity.pressSequentially('1');
  await dialog.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(page).toHaveURL(/\/negociacoes\/\d+$/);

  const progress = page.getByRole('region', { name: 'Andamento' });
  await progress.getByRole('button', { name: 'Cancelar negociação' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancelar negociação' });
  await expect(confirm.getByRole('button', { name: 'Voltar' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancelar negociação' }).click();
  await expect(toast(page, 'Negociação cancelada.')).toBeVisible();
  await expect(progress.getByText('Esta negociação foi encerrada e não aceita novas mudanças de status.')).toBeVisible();
  await expect(progress.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Fazer proposta' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Linha do tempo' }).getByRole('listitem').last()).toContainText('Cancelado');

  await page.goto('/negociacoes/compras?status=CALLED_OFF');
  await expect(page.getByRole('table', { name: 'Negociações: compras' }).getByRole('row').nth(1)).toContainText('Cancelado');
});
