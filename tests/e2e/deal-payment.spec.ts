/**
 * The deal's second half (docs/deal/payment.md) in Chromium, buyer and seller in two browser
 * contexts: delivery terms (Entrega, CIF, an address found by its CEP), the payment (the seller's
 * PIX shown, the proof attached, the seller confirms), the NF-e (a wrong check digit refused in
 * pt-BR, then the right key), release and receipt, every step in both timelines. Each side reloads
 * to see the other's step (live refresh is another slice's).
 */
import type { Page } from '@playwright/test';
import { DEV, expect, test, toast } from './fixtures';
import { SELLER_OFFERS, sellerOffer } from './deals/helpers';
import { openSignedIn, openSignedInContext } from './signed-in';
import { confirmPayment, NFE_KEY, recordInvoice, sendPayment, submitInvoice } from './deals/settle';

const progress = (page: Page) => page.getByRole('region', { name: 'Andamento' });

async function moveTo(page: Page, status: string) {
  await page.getByRole('group', { name: 'Mover para' }).getByRole('button', { name: status, exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Alterar status' }).getByRole('button', { name: 'Alterar status' }).click();
  await expect(toast(page, `Status alterado para “${status}”.`)).toBeVisible();
}

test('delivery terms, payment, NF-e, release and receipt between a buyer and a seller', async ({ page: buyer, browser }, testInfo) => {
  // Two roles through the whole second half: as long as the-deal.spec.ts.
  test.setTimeout(150_000);
  // ---- The buyer opens a negotiation, then proposes Entrega, CIF, an address found by its CEP. ----
  await openSignedIn(buyer, DEV.comprador, SELLER_OFFERS);
  const { id } = await sellerOffer(buyer, 1);
  await buyer.goto(`/anuncios/${id}`);
  await buyer.getByRole('button', { name: 'Negociar' }).click();
  const open = buyer.getByRole('dialog', { name: 'Negociar' });
  await expect(open.getByText('Vale Verde Construções')).toBeVisible();
  await open.getByRole('textbox', { name: /^Quantidade/ }).pressSequentially('3');
  await open.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(buyer).toHaveURL(/\/negociacoes\/\d+$/);
  const negotiationPath = new URL(buyer.url()).pathname;
  await expect(buyer.getByRole('region', { name: 'Valores' })).toContainText('Local de retirada');

  await buyer.getByRole('region', { name: 'Valores' }).getByRole('button', { name: 'Fazer proposta' }).click();
  const proposal = buyer.getByRole('dialog', { name: 'Fazer proposta' });
  await proposal.getByRole('radio', { name: /^Entrega/ }).check();
  const terms = proposal.getByRole('group', { name: 'Condições de entrega' });
  await terms.getByRole('radio', { name: /^CIF/ }).check();
  await terms.getByRole('radio', { name: /^Outro endereço/ }).check();
  await terms.getByRole('textbox', { name: /^CEP/ }).pressSequentially('04538133');
  await expect(terms.getByRole('textbox', { name: /^Logradouro/ })).toHaveValue('Avenida Brigadeiro Faria Lima');
  await terms.getByRole('textbox', { name: /^Número/ }).pressSequentially('3477');
  await proposal.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(toast(buyer, 'Proposta enviada. Agora a outra parte pode aceitá-la ou recusá-la.')).toBeVisible();

  // ---- The seller accepts the terms and asks for the payment. ----------------------------------
  const seller = await openSignedInContext(browser, DEV.vendedor, negotiationPath);
  const sp = seller.page;
  const pending = sp.getByRole('region', { name: 'Proposta pendente' });
  await expect(pending).toContainText('CIF (frete pago pelo vendedor), Avenida Brigadeiro Faria Lima, 3477 – Itaim Bibi, São Paulo/SP, CEP 04538-133');
  await pending.getByRole('button', { name: 'Aceitar proposta' }).click();
  await sp.getByRole('alertdialog', { name: 'Aceitar proposta' }).getByRole('button', { name: 'Aceitar proposta' }).click();
  await expect(sp.getByRole('region', { name: 'Valores' })).toContainText('Condições de entregaCIF (frete pago pelo vendedor), Avenida Brigadeiro Faria Lima, 3477');
  await moveTo(sp, 'Em andamento');
  await moveTo(sp, 'Aguardando pagamento');
  await expect(progress(sp)).toContainText('Aguardando o comprador pagar e enviar o comprovante.');

  // ---- The buyer sees what to pay and where, attaches the proof, 'Pagamento enviado'. -----------
  await buyer.reload();
  const payment = buyer.getByRole('region', { name: 'Pagamento' });
  await expect(payment).toContainText('Valor a pagar');
  await expect(payment).toContainText(/Chave PIX \(CNPJ\)\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/);
  await expect(progress(buyer)).toContainText('Sua vez: pague R$');
  await sendPayment(buyer);
  await expect(progress(buyer)).toContainText('Aguardando o vendedor confirmar o recebimento do pagamento.');

  // ---- The seller cannot release yet; confirms; records the NF-e (a wrong digit first). --------
  await sp.reload();
  await expect(sp.getByRole('group', { name: 'Mover para' })).toHaveCount(0);
  await expect(progress(sp)).toContainText('Sua vez: confira o comprovante');
  await confirmPayment(sp);
  await expect(progress(sp)).toContainText('Sua vez: registre a nota fiscal (NF-e)');
  await submitInvoice(sp, `${NFE_KEY.slice(0, 43)}4`);
  const invoice = sp.getByRole('region', { name: 'Nota fiscal' });
  await expect(invoice.getByRole('textbox', { name: /^Chave de acesso/ })).toHaveAccessibleDescription(/Chave de acesso inválida: o dígito verificador não confere\./);
  await recordInvoice(sp);
  await expect(invoice).toContainText('NF-e nº 780, série 12');
  await moveTo(sp, 'Entrega/coleta liberada');
  await expect(progress(sp)).toContainText('Aguardando o comprador receber a entrega e confirmar o recebimento.');

  // ---- The buyer sees the NF-e and confirms receipt. ---------------------------------------------
  await buyer.reload();
  await expect(buyer.getByRole('region', { name: 'Nota fiscal' })).toContainText('5206 0433 0099 1100 2506 5501 2000 0007 8002 6730 1615');
  await expect(progress(buyer)).toContainText('Sua vez: quando a mercadoria chegar, confirme o recebimento');
  await moveTo(buyer, 'Finalizado');

  // ---- Every step in both timelines. ------------------------------------------------------------
  await sp.reload();
  for (const party of [buyer, sp]) {
    const timeline = party.getByRole('list', { name: 'Linha do tempo' });
    await expect(timeline).toContainText('Condições de entrega: a combinar → CIF (frete pago pelo vendedor)');
    await expect(timeline).toContainText('Aceitou a proposta nº 1');
    await expect(timeline).toContainText(/Pagamento enviado: R\$\s[\d.]+,\d{2}, com comprovante\./);
    await expect(timeline).toContainText(/Pagamento confirmado: o vendedor recebeu R\$\s[\d.]+,\d{2}\./);
    await expect(timeline).toContainText('Nota fiscal registrada: NF-e nº 780, série 12');
    for (const status of ['Em andamento', 'Aguardando pagamento', 'Entrega/coleta liberada', 'Finalizado']) await expect(timeline).toContainText(status);
  }
  await seller.close(testInfo);
});
