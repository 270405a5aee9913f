/**
 * The deal's second half through the UI (docs/deal/payment.md): the buyer reports the payment
 * with its proof, the seller confirms it and records the NF-e. Shared by the deal specs and the
 * journey, whose seller must now do this before 'Entrega/coleta liberada' is offered.
 */
import type { Page } from '@playwright/test';
import { expect, toast } from '../fixtures';

/** The MOC's worked example of a chave de acesso (check digit 5). */
export const NFE_KEY = '52060433009911002506550120000007800267301615';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The buyer, at Aguardando pagamento: attaches the proof and marks 'Pagamento enviado'. */
export async function sendPayment(buyer: Page) {
  const card = buyer.getByRole('region', { name: 'Pagamento' });
  await card.getByLabel(/^Comprovante de pagamento/).setInputFiles({ name: 'comprovante-pix.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(card.getByRole('link', { name: 'Abrir comprovante-pix.pdf' })).toBeVisible();
  await card.getByRole('button', { name: 'Pagamento enviado' }).click();
  await expect(toast(buyer, 'Pagamento informado. Agora o vendedor confirma o recebimento.')).toBeVisible();
}

/** The seller: 'Confirmar recebimento', confirmed. */
export async function confirmPayment(seller: Page) {
  const card = seller.getByRole('region', { name: 'Pagamento' });
  await card.getByRole('button', { name: 'Confirmar recebimento' }).click();
  await seller.getByRole('alertdialog', { name: 'Confirmar recebimento' }).getByRole('button', { name: 'Confirmar recebimento' }).click();
  await expect(toast(seller, 'Recebimento do pagamento confirmado.')).toBeVisible();
}

/** The seller fills the NF-e form (the key typed key by key) and submits it. */
export async function submitInvoice(seller: Page, key: string) {
  const card = seller.getByRole('region', { name: 'Nota fiscal' });
  const field = (name: RegExp) => card.getByRole('textbox', { name });
  await field(/^Número/).fill('780');
  await field(/^Série/).fill('12');
  await field(/^Chave de acesso/).clear();
  await field(/^Chave de acesso/).pressSequentially(key);
  if (!(await card.getByRole('link', { name: 'Abrir danfe-780.pdf' }).isVisible())) {
    await card.getByLabel(/^DANFE \(PDF\) ou XML/).setInputFiles({ name: 'danfe-780.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(card.getByRole('link', { name: 'Abrir danfe-780.pdf' })).toBeVisible();
  }
  await card.getByRole('button', { name: 'Registrar nota fiscal' }).click();
}

/** The right key: recorded. */
export async function recordInvoice(seller: Page) {
  await submitInvoice(seller, NFE_KEY);
  await expect(toast(seller, 'Nota fiscal registrada.')).toBeVisible();
}

/** Payment sent, confirmed and the NF-e recorded, each side after a reload (the other side moved). */
export async function settle(seller: Page, buyer: Page) {
  await buyer.reload();
  await sendPayment(buyer);
  await seller.reload();
  await confirmPayment(seller);
  await recordInvoice(seller);
}
