/**
 * Trust (docs/moderation.md) in Chromium across roles: an admin suspends the seller's company —
 * its announcement leaves /vitrine, its open negotiation refuses a step — then reactivates it and
 * the step works, with both decisions in "Histórico"; and of two negotiations for the whole
 * quantity, the second is refused at Em andamento naming what is left. The negotiations are opened
 * through the API (setup); every decision and step is taken on screen.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEV, DEV_PASSWORD, EMULATOR_URL, MOCK_URL, expect, test, toast } from './fixtures';
import { openSignedIn, openSignedInContext } from './signed-in';

const PERFIL_U = 5;
const REASON = 'Notas fiscais emitidas com o CNPJ de outra empresa (E2E).';

/** Calls the mock API as a dev account, with the ID token the auth emulator signs in with. */
async function api<T>(request: APIRequestContext, email: string, method: string, path: string, data?: unknown): Promise<T> {
  const signed = await request.post(`${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-giro-api-key`, {
    data: { email, password: DEV_PASSWORD, returnSecureToken: true },
  });
  const { idToken } = (await signed.json()) as { idToken: string };
  const answer = await request.fetch(`${MOCK_URL}${path}`, { method, headers: { authorization: `Bearer ${idToken}` }, data });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

interface Offer {
  id: number;
  title: string;
  unitPrice: number;
  company: { id: number };
  unit: { name: string };
}

/** A 'Perfil U de alumínio' of the seller's company (1): the seed leaves the buyer no deal on it. */
async function sellerOffer(request: APIRequestContext): Promise<Offer> {
  const page = await api<{ data: Offer[] }>(request, DEV.comprador, 'GET', `/announcement/showcase?product=${PERFIL_U}&take=100`);
  return page.data.find((a) => a.company.id === 1)!;
}

const openNegotiation = (request: APIRequestContext, offer: Offer, companyId: number, quantity: number) =>
  api<{ id: number }>(request, DEV.comprador, 'POST', '/negotiation', { announcementId: offer.id, companyId, quantity, unitPrice: offer.unitPrice, delivery: 'PICKUP', message: '' });

/** The seller moves a negotiation to Em andamento on screen, confirming. */
async function moveToInProgress(page: Page) {
  await page.getByRole('group', { name: 'Mover para' }).getByRole('button', { name: 'Em andamento' }).click();
  await page.getByRole('alertdialog', { name: 'Alterar status' }).getByRole('button', { name: 'Alterar status' }).click();
}

test('a suspended company leaves the showcase and its negotiation waits; reactivated, it moves again; both decisions are in Histórico', async ({ page, browser, request }, testInfo) => {
  const offer = await sellerOffer(request);
  const negotiation = await openNegotiation(request, offer, 2, 1);

  test.setTimeout(150_000);
  // The buyer sees the offer on the showcase (rendered with its data on the server).
  await openSignedIn(page, DEV.comprador, `/vitrine?product=${PERFIL_U}`);
  const card = page.getByRole('region', { name: 'Anúncios' }).getByRole('link', { name: offer.title });
  await expect(card.first()).toBeVisible();

  // The seller has the negotiation open, Em andamento offered.
  const seller = await openSignedInContext(browser, DEV.vendedor, `/negociacoes/${negotiation.id}`);
  await expect(seller.page.getByRole('group', { name: 'Mover para' }).getByRole('button', { name: 'Em andamento' })).toBeVisible();

  // The admin suspends the seller's company, with the reason.
  const admin = await openSignedInContext(browser, DEV.admin, '/admin/empresas/1');
  await admin.page.getByRole('button', { name: 'Suspender empresa' }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Suspender empresa' });
  await dialog.getByRole('textbox', { name: /^Motivo da suspensão/ }).fill(REASON);
  await dialog.getByRole('button', { name: 'Suspender' }).click();
  await expect(toast(admin.page, 'Empresa suspensa.')).toBeVisible();

  // Its announcement leaves the showcase, and its page is not found for the buyer.
  await page.goto(`/anuncios/${offer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Anúncio não encontrado' })).toBeVisible();
  await page.goto(`/vitrine?product=${PERFIL_U}`);
  await expect(page.getByRole('region', { name: 'Anúncios' })).toBeVisible();
  await expect(card).toHaveCount(0);

  // The open negotiation refreshes by itself (docs/deal/live.md): it says why it waits and offers
  // no step but cancelling; after a reload the banner gives the reason.
  await expect(seller.page.getByText('Negociação suspensa: uma das empresas não está aprovada na plataforma no momento; só é possível cancelá-la.')).toBeVisible({ timeout: 15_000 });
  await expect(seller.page.getByRole('group', { name: 'Mover para' })).toHaveCount(0);
  await seller.page.reload();
  await expect(seller.page.getByRole('note', { name: 'Empresa suspensa' })).toContainText(`Motivo: ${REASON}`);
  await expect(seller.page.getByRole('group', { name: 'Mover para' })).toHaveCount(0);

  // Reactivated, the step works again.
  await admin.page.getByRole('button', { name: 'Reativar empresa' }).click();
  await admin.page.getByRole('alertdialog', { name: 'Reativar empresa' }).getByRole('button', { name: 'Reativar' }).click();
  await expect(toast(admin.page, 'Empresa reativada.')).toBeVisible();
  await seller.page.reload();
  await moveToInProgress(seller.page);
  await expect(toast(seller.page, 'Status alterado para “Em andamento”.')).toBeVisible();

  // Both decisions, newest first: the admin reads who; the seller reads what and why.
  const adminHistory = admin.page.getByRole('region', { name: 'Histórico' }).getByRole('listitem');
  await expect(adminHistory.nth(0)).toContainText('Reativada');
  await expect(adminHistory.nth(1)).toContainText('Suspensa');
  await expect(adminHistory.nth(1)).toContainText('Rafael Moreira');
  await expect(adminHistory.nth(1)).toContainText(`Motivo: ${REASON}`);
  await seller.page.goto('/empresas/1');
  const sellerHistory = seller.page.getByRole('region', { name: 'Histórico' }).getByRole('listitem');
  await expect(sellerHistory.nth(0)).toContainText('Reativada');
  await expect(sellerHistory.nth(1)).toContainText(`Suspensa`);
  await expect(sellerHistory.nth(1)).toContainText('Administração da plataforma');

  await admin.close(testInfo);
  await seller.close(testInfo);
});

test('of two negotiations for the whole quantity, the second is refused at Em andamento with what is left named', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(120_000);
  // The buyer buys for a second company too (registered by an admin: approved at once).
  const second = await api<{ id: number }>(request, DEV.admin, 'POST', '/admin/company/create', {
    cnpj: '11222333000181',
    companyName: 'Distribuidora Serra Azul Ltda',
    tradeName: 'Serra Azul',
    email: 'contato@serraazul.com.br',
    phone: { Area: '11', Numero: '32851400' },
    website: 'www.serraazul.com.br',
    address: { zipCode: '01310100', street: 'Avenida Paulista', number: '1000', complement: '', neighborhood: 'Bela Vista', city: 'São Paulo', uf: 'SP' },
    parentCompanyId: null,
    accountId: 4,
  });
  const offer = await sellerOffer(request);
  const { availableQuantity } = await api<{ availableQuantity: number }>(request, DEV.comprador, 'GET', `/announcement/${offer.id}`);
  const first = await openNegotiation(request, offer, 2, availableQuantity);
  const other = await openNegotiation(request, offer, second.id, availableQuantity);

  await openSignedIn(page, DEV.vendedor, `/negociacoes/${first.id}`);
  await moveToInProgress(page);
  await expect(toast(page, 'Status alterado para “Em andamento”.')).toBeVisible();
  await page.goto(`/negociacoes/${other.id}`);
  await moveToInProgress(page);
  await expect(toast(page, `Estoque insuficiente: restam 0 ${offer.unit.name} disponíveis neste anúncio.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Andamento' })).toContainText('Em cotação');

  // The announcement page shows what is left and what is reserved.
  const buyer = await openSignedInContext(browser, DEV.comprador, `/anuncios/${offer.id}`);
  const offerBox = buyer.page.getByRole('region', { name: 'Oferta' });
  await expect(offerBox).toContainText(`Disponível0 ${offer.unit.name} (`);
  await expect(offerBox).toContainText(`${offer.unit.name} reservados em negociações)`);
  await buyer.close(testInfo);
});
