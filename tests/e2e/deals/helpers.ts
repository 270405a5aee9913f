/**
 * The deals specs' helpers (deals.spec.ts, deals-negotiations.spec.ts). The seed leaves the buyer
 * (comprador@giro.dev) without favorites, interests or negotiations on 'Perfil U de alumínio' and
 * 'Motor elétrico trifásico 5 cv' (src/mocks/db/deals.ts), so the journeys start from a clean
 * state on them.
 */
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, guardContext, signIn } from '../fixtures';

const PERFIL_U = 5;

/** A second signed-in role in its own browser context, watched for console errors like `page`. */
export async function otherSession(browser: Browser, email: string) {
  const context = await browser.newContext();
  const guard = guardContext(context);
  const page = await context.newPage();
  await signIn(page, email);
  return {
    page,
    async close(testInfo: TestInfo) {
      await guard.assertClean(testInfo);
      await context.close();
    },
  };
}

/** The n-th showcase card of 'Perfil U de alumínio' of the seller's companies: its id and title. */
export async function sellerOffer(page: Page, n: number) {
  await page.goto(`/vitrine?product=${PERFIL_U}`);
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
