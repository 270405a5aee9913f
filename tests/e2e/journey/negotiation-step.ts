/** Step 5 of the journey: the negotiation, from Em cotação to Finalizado, seen by both parties and the admin. */
import { expect, toast } from '../fixtures';
import type { FoundAnnouncement } from './buyer-steps';
import type { Cast, Role } from './driver';
import { nav, textbox } from './ui';
import { settleNegotiation } from './settle-step';

/** 5. The buyer opens a negotiation; it goes all the way to Finalizado. */
export async function negotiationToFinalizado({ driver, seller, admin, buyer }: Cast, { announcementUrl, heartReady }: FoundAnnouncement) {
  const { page } = seller;
  await buyer.page.goto(announcementUrl);
  await driver.ensure(buyer, 'announcement', async (timeout) => {
    await expect(buyer.page.getByRole('button', { name: 'Negociar' })).toBeVisible({ timeout });
    await heartReady(timeout);
  });
  await buyer.page.getByRole('button', { name: 'Negociar' }).click();
  const dealForm = buyer.page.getByRole('form', { name: 'Negociar' });
  await expect(dealForm.getByText('Vale Verde Construções')).toBeVisible();
  await textbox(dealForm, /^Quantidade/).pressSequentially('4');
  await dealForm.getByRole('radio', { name: 'Entrega' }).check();
  // Entrega opens with its terms: the buying company's address (offered once loaded), FOB.
  const terms = dealForm.getByRole('group', { name: 'Condições de entrega' });
  await expect(terms.getByRole('radio', { name: /^Endereço da empresa compradora/ })).toBeChecked();
  await terms.getByRole('radio', { name: /^FOB/ }).check();
  await textbox(dealForm, /^Mensagem ao vendedor/).fill('Entrega em Contagem/MG (jornada E2E).');
  const dealCreated = await driver.send(buyer, 'negotiation', () => dealForm.getByRole('button', { name: 'Enviar proposta' }).click(), { method: 'POST', path: /^\/negotiation$/ }, dealForm);
  const dealId = ((await dealCreated.json()) as { id: number }).id;
  await expect(buyer.page).toHaveURL(`/negociacoes/${dealId}`);
  await driver.ensure(buyer, 'new negotiation', (timeout) => expect(buyer.page.getByRole('heading', { level: 1, name: `Negociação nº ${dealId}` })).toBeVisible({ timeout }));

  await nav(page).getByRole('link', { name: 'Negociações' }).click();
  await page.getByRole('navigation', { name: 'Seções de negociações' }).getByRole('link', { name: 'Vendas' }).click();
  const dealLink = page.getByRole('table', { name: 'Negociações: vendas' }).getByRole('link', { name: `Negociação nº ${dealId}`, exact: true });
  await driver.ensure(seller, 'sales', (timeout) => expect(dealLink).toBeVisible({ timeout }));
  await dealLink.click();
  await expect(page).toHaveURL(`/negociacoes/${dealId}`);

  /** Both parties (and the admin) see `status` as the current one, and the timeline has `steps`. */
  const seenBy = async (role: Role, status: string, steps: number) => {
    const progress = role.page.getByRole('region', { name: 'Andamento' });
    await driver.ensure(role, `negotiation ${status}`, async (timeout) => {
      await expect(role.page.getByRole('heading', { level: 1, name: `Negociação nº ${dealId}` })).toBeVisible({ timeout });
      await expect(progress.locator('p').filter({ hasText: 'Status atual:' })).toContainText(status, { timeout });
      await expect(role.page.getByRole('list', { name: 'Linha do tempo' }).getByRole('listitem')).toHaveCount(steps, { timeout });
    });
    // The first entry is the opening; each later one a status step ending on `status`.
    await expect(role.page.getByRole('list', { name: 'Linha do tempo' }).getByRole('listitem').last()).toContainText(steps === 1 ? 'Abriu a negociação' : status);
  };

  /** `role` moves the negotiation to `status` through 'Mover para' and the confirmation. */
  const move = async (role: Role, status: string) => {
    const group = role.page.getByRole('group', { name: 'Mover para' });
    await driver.ensure(role, `options for ${status}`, (timeout) => expect(group.getByRole('button', { name: status, exact: true })).toBeVisible({ timeout }));
    await group.getByRole('button', { name: status, exact: true }).click();
    await driver.confirm(role, `move to ${status}`, role.page.getByRole('alertdialog', { name: 'Alterar status' }), 'Alterar status', { method: 'PUT', path: new RegExp(`^/negotiation/${dealId}$`) });
    await expect(toast(role.page, `Status alterado para “${status}”.`)).toBeVisible();
  };

  await seenBy(seller, 'Em cotação', 1);
  await seenBy(buyer, 'Em cotação', 1);
  // The buyer cannot move it forward (only cancel) until it is released.
  await driver.ensure(buyer, 'buyer options', (timeout) => expect(buyer.page.getByRole('button', { name: 'Cancelar negociação' })).toBeVisible({ timeout }));
  await expect(buyer.page.getByRole('group', { name: 'Mover para' })).toHaveCount(0);

  // Each step with the timeline's length after it: awaiting payment, the buyer pays and the seller
  // confirms it and records the NF-e (three entries, settle-step.ts) before it may release.
  const sellerSteps = [
    ['Em andamento', 2],
    ['Aguardando pagamento', 3],
    ['Entrega/coleta liberada', 7],
  ] as const;
  for (const [status, steps] of sellerSteps) {
    if (status === 'Entrega/coleta liberada') await settleNegotiation({ driver, seller, buyer }, dealId);
    await move(seller, status);
    await seenBy(seller, status, steps);
    await buyer.page.reload();
    await seenBy(buyer, status, steps);
  }
  // Released: the buyer confirms the end.
  await move(buyer, 'Finalizado');
  await seenBy(buyer, 'Finalizado', 8);
  await page.reload();
  await seenBy(seller, 'Finalizado', 8);
  for (const role of [seller, buyer]) {
    const progress = role.page.getByRole('region', { name: 'Andamento' });
    await expect(progress.getByText('Esta negociação foi encerrada e não aceita novas mudanças de status.')).toBeVisible();
    await expect(progress.getByRole('button')).toHaveCount(0);
  }
  const timeline = buyer.page.getByRole('list', { name: 'Linha do tempo' }).getByRole('listitem');
  await expect(timeline.nth(0)).toContainText('(Comprador)');
  await expect(timeline.nth(3)).toContainText('Pagamento enviado');
  await expect(timeline.nth(5)).toContainText('Nota fiscal registrada');
  await expect(timeline.nth(6)).toContainText('(Vendedor)');
  await expect(timeline.nth(7)).toContainText('(Comprador)');

  // The admin sees the same end, and the lists of both sides say Finalizado.
  await admin.page.goto(`/admin/negociacoes/${dealId}`);
  await seenBy(admin, 'Finalizado', 8);
  await buyer.page.goto('/negociacoes/compras?status=FINISHED');
  const purchase = buyer.page.getByRole('table', { name: 'Negociações: compras' }).getByRole('row').filter({ has: buyer.page.getByRole('link', { name: `Negociação nº ${dealId}`, exact: true }) });
  await driver.ensure(buyer, 'purchases', (timeout) => expect(purchase).toContainText('Finalizado', { timeout }));
}
