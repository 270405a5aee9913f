/**
 * One journey across the three roles, through the UI only (the API is touched only to reset the
 * mock and to set its fault rate), each role in its own browser context:
 *
 *   seller  registers a company ──► admin approves it ──► seller announces on it ──► admin approves
 *   buyer   finds it in /vitrine, favorites it, registers interest, posts a search ──► admin
 *           approves the search ──► the seller sees it with the announcement as compatible
 *   buyer   opens a negotiation ──► seller: Em andamento → Aguardando pagamento → Entrega/coleta
 *           liberada ──► buyer: Finalizado; every status seen by both sides (and the admin).
 *
 * The same journey runs twice: on a healthy API, where nothing may need a second try, and with
 * the mock failing 20 % of all product-API calls at random (500/502/503). There it must still
 * finish the way a user would get there: queries retry (React Query: one retry, no retry on 4xx);
 * a failed save shows the §8 toast ('Erro #500: …'), keeps every value the user typed, and the
 * user sends it again; a screen whose data did not arrive is reloaded. Every page of every role
 * fails the test on a page error or console error; the only tolerated console lines are
 * Chromium's own "Failed to load resource" for the mock API (fixtures.ts, `isUnavoidable`).
 *
 * The five steps are functions in journey/ (seller-steps.ts, buyer-steps.ts, negotiation-step.ts),
 * driven by journey/driver.ts (sign-in, `ensure` with reloads, `send` with resubmission).
 */
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { DEV, expect, mockConfig, startupMockConfig, test } from './fixtures';
import { buyerFindsAnnouncement, buyerPostsSearch } from './journey/buyer-steps';
import { Driver, openRole, type Role } from './journey/driver';
import { negotiationToFinalizado } from './journey/negotiation-step';
import { sellerAnnounces, sellerRegistersCompany } from './journey/seller-steps';

for (const { label, faultRate, attempts } of [
  { label: 'on a healthy API', faultRate: 0, attempts: 1 },
  // 0.2 per call: a query fails for good 4 % of the time (one retry), a save 20 %; 8 attempts
  // leave a step failing for good with a chance of 0.2^8 ≈ 3·10⁻⁶.
  { label: 'with 20 % of the API calls failing', faultRate: 0.2, attempts: 8 },
]) {
  test(`company → announcement → showcase, favorite, interest, search → negotiation to Finalizado, ${label}`, async ({ page, context, browser }, testInfo) => {
    // The journey now pays, confirms and invoices before the release (docs/deal/payment.md): the-deal.spec's 150 s.
    test.setTimeout(faultRate > 0 ? 240_000 : 150_000);
    const driver = new Driver(faultRate, attempts);
    // The test's context is the worker's warm one (fixtures.ts): stop watching it at the end.
    const unwatch = driver.watch(context);
    const contexts: BrowserContext[] = [];
    if (faultRate > 0) await mockConfig({ faultRate });
    try {
      await journey(driver, page, (name, email, path) => openRole(browser, driver, contexts, name, email, path), testInfo);
    } finally {
      unwatch();
      await Promise.all(contexts.map((c) => c.close()));
      await mockConfig(startupMockConfig());
      const summary = [`5xx answers: ${driver.faults}`, `reloads (${driver.reloads.length}):`, ...driver.reloads, `resubmits (${driver.resubmits.length}):`, ...driver.resubmits].join('\n  ');
      await testInfo.attach('recoveries.txt', { body: summary, contentType: 'text/plain' });
      // In the run's output too: how much recovering a fault run needed.
      console.log(`[journey ${label}] ${summary}`);
    }
    expect(driver.failedLoads, 'failed loads other than the injected faults').toEqual([]);
    if (faultRate === 0) {
      expect(driver.faults, 'no 5xx on a healthy API').toBe(0);
      expect([...driver.reloads, ...driver.resubmits], 'nothing needed a second try').toEqual([]);
    } else {
      // The faults really happened (else this run proved nothing about them).
      expect(driver.faults, '5xx answers injected').toBeGreaterThan(0);
    }
  });
}

type OpenRole = (name: string, email: string, path: string) => ReturnType<typeof openRole>;

async function journey(driver: Driver, page: Page, open: OpenRole, testInfo: TestInfo) {
  // Each role starts where its sign-in lands (docs/product/screens.md).
  const seller: Role = { name: 'seller', email: DEV.vendedor, page };
  await driver.enter(seller, '/vitrine');
  const adminSession = await open('admin', DEV.admin, '/admin');
  const admin = adminSession.role;
  const buyerSession = await open('buyer', DEV.comprador, '/vitrine');
  const buyer = buyerSession.role;

  const cast = { driver, seller, admin, buyer };

  await sellerRegistersCompany(cast);
  await sellerAnnounces(cast);
  const announcement = await buyerFindsAnnouncement(cast);
  await buyerPostsSearch(cast);
  await negotiationToFinalizado(cast, announcement);

  await adminSession.assertClean(testInfo);
  await buyerSession.assertClean(testInfo);
}
