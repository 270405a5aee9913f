/**
 * The deals specs' helpers (deals.spec.ts, deals-negotiations.spec.ts). The seed leaves the buyer
 * (comprador@giro.dev) without favorites, interests or negotiations on 'Perfil U de alumínio' and
 * 'Motor elétrico trifásico 5 cv' (src/mocks/db/deals.ts), so the journeys start from a clean
 * state on them.
 */
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

const PERFIL_U = 5;

/** The showcase filtered on 'Perfil U de alumínio' (where `sellerOffer` looks). */
export const SELLER_OFFERS = `/vitrine?product=${PERFIL_U}`;

/**
 * The n-th showcase card of 'Perfil U de alumínio' of the seller's companies: its id and title.
 * Opens the filtered showcase unless the page has just been opened on it.
 */
export async function sellerOffer(page: Page, n: number) {
  const url = new URL(page.url());
  if (url.pathname + url.search !== SELLER_OFFERS) await page.goto(SELLER_OFFERS);
  const cards = page.getByRole('region', { name: 'Anúncios' }).getByRole('article').filter({ hasText: /Horizonte Metais/ });
  await expect(cards.nth(n)).toBeVisible();
  const link = cards.nth(n).getByRole('link');
  const href = (await link.getAttribute('href'))!;
  return { id: Number(href.split('/').pop()), title: (await link.textContent())!.trim(), card: cards.nth(n) };
}

/** dd/MM/yyyy digits `days` from today. */
export function typedDate(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${d.getFullYear()}`;
}
