/**
 * Step 5's settlement (docs/deal/payment.md), made to survive injected faults like the rest of the
 * journey: at Aguardando pagamento the buyer attaches the proof and reports the payment, the seller
 * confirms it and records the NF-e; only then is 'Entrega/coleta liberada' offered.
 */
import type { Locator } from '@playwright/test';
import { expect } from '../fixtures';
import { NFE_KEY } from '../deals/settle';
import type { Cast, Driver, Role } from './driver';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Picks `name` for the file field `label` of `card` until its upload is in the form (a failed upload toasts and leaves it empty). */
async function attach(driver: Driver, card: Locator, label: RegExp, name: string) {
  const link = card.getByRole('link', { name: `Abrir ${name}` });
  for (let attempt = 1; ; attempt++) {
    await card.getByLabel(label).setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
    try {
      await expect(link).toBeVisible({ timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt >= driver.attempts) throw error;
    }
  }
}

/** `role`'s page, reloaded until `card` shows `button`. */
async function cardWith(driver: Driver, role: Role, region: string, button: string) {
  await role.page.reload();
  const card = role.page.getByRole('region', { name: region });
  await driver.ensure(role, `${region}: ${button}`, (timeout) => expect(card.getByRole('button', { name: button })).toBeVisible({ timeout }));
  return card;
}

export async function settleNegotiation({ driver, seller, buyer }: Pick<Cast, 'driver' | 'seller' | 'buyer'>, dealId: number) {
  const path = (tail: string) => ({ method: 'POST', path: new RegExp(`^/negotiation/${dealId}${tail}$`) });

  const payment = await cardWith(driver, buyer, 'Pagamento', 'Pagamento enviado');
  await attach(driver, payment, /^Comprovante de pagamento/, 'comprovante-pix.pdf');
  await driver.send(buyer, 'payment sent', () => payment.getByRole('button', { name: 'Pagamento enviado' }).click(), path('/payment'));

  const received = await cardWith(driver, seller, 'Pagamento', 'Confirmar recebimento');
  await received.getByRole('button', { name: 'Confirmar recebimento' }).click();
  await driver.confirm(seller, 'payment confirmed', seller.page.getByRole('alertdialog', { name: 'Confirmar recebimento' }), 'Confirmar recebimento', path('/payment/confirm'));

  const invoice = await cardWith(driver, seller, 'Nota fiscal', 'Registrar nota fiscal');
  await invoice.getByRole('textbox', { name: /^Número/ }).fill('780');
  await invoice.getByRole('textbox', { name: /^Série/ }).fill('12');
  await invoice.getByRole('textbox', { name: /^Chave de acesso/ }).fill(NFE_KEY);
  await attach(driver, invoice, /^DANFE \(PDF\) ou XML/, 'danfe-780.pdf');
  await driver.send(seller, 'invoice recorded', () => invoice.getByRole('button', { name: 'Registrar nota fiscal' }).click(), path('/invoice'), invoice);
  await seller.page.reload();
}
