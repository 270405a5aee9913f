import type { BrowserContext, Page } from '@playwright/test';
import { DEV, expect, guardContext, test } from '../fixtures';
import { newSignedInContext } from '../signed-in';

/** a11y.spec.ts's sessions: one signed-in browser context per role, and the waits before a scan. */
export type Role = 'public' | 'vendedor' | 'comprador' | 'admin' | 'superadmin';

/**
 * Waits until the screen shows its data: the route overlay gone, the h1 shown, no skeleton, no
 * busy region, every table with rows (data or its empty message), no select still loading.
 */
export async function settle(page: Page, heading: string) {
  await expect(page.getByTestId('route-overlay')).toHaveCount(0);
  // .first(): /participe repeats its h1 in the aside (wide screens) and the form column.
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }).first()).toBeVisible();
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('option', { hasText: /^Carregando\.\.\.$/ })).toHaveCount(0);
  await expect
    .poll(() => page.locator('table').evaluateAll((tables) => tables.filter((t) => !(t as HTMLTableElement).tBodies[0]?.rows.length).length))
    .toBe(0);
}

const EMAILS: Record<Exclude<Role, 'public'>, string> = { vendedor: DEV.vendedor, comprador: DEV.comprador, admin: DEV.admin, superadmin: DEV.superadmin };

/**
 * One browser context per role for the whole describe, with the role's saved session
 * (signed-in.ts), and its HTTP cache keeps the app's chunks between tests.
 * Console and page errors fail the test that caused them, as with the fixtures' `page`.
 */
export function sessionFor(role: Role) {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let guard: ReturnType<typeof guardContext> | undefined;
  /** Console errors the current test may tolerate (read by the guard at each message). */
  const allow: RegExp[] = [];

  test.beforeAll(async ({ browser }, testInfo) => {
    const { baseURL, locale, timezoneId, viewport } = testInfo.project.use;
    context = role === 'public' ? await browser.newContext({ baseURL, locale, timezoneId, viewport }) : await newSignedInContext(browser, EMAILS[role], { viewport });
    guard = guardContext(context, allow);
    page = await context.newPage();
  });
  test.beforeEach(() => {
    guard?.problems.splice(0);
    allow.splice(0);
  });
  test.afterEach(async ({}, testInfo) => {
    await guard?.assertClean(testInfo);
  });
  test.afterAll(async () => {
    await context?.close();
  });

  const current = () => {
    if (!page) throw new Error(`no session for ${role}`);
    return page;
  };

  return {
    page: current,
    /**
     * Opens `path`: with a full page load the first time (or with `fullLoad`), afterwards through
     * the app's router, as a click on a link of the app would. The scan wants the page's DOM once
     * its data is there, the same either way; a full load would start the whole app again.
     */
    async open(path: string, { fullLoad = false }: { fullLoad?: boolean } = {}) {
      const tab = current();
      const live = !fullLoad && (await tab.evaluate(() => typeof (window as { next?: { router?: unknown } }).next?.router === 'object'));
      if (live) await tab.evaluate((to) => (window as unknown as { next: { router: { push: (url: string) => Promise<boolean> } } }).next.router.push(to), path);
      else await tab.goto(path, { waitUntil: 'domcontentloaded' });
    },
    allowConsoleErrors: (entries: RegExp[]) => allow.push(...entries),
  };
}

export type Session = ReturnType<typeof sessionFor>;

export const toasts = (page: Page) => page.locator('.Toastify').getByRole('alert');

/** Waits for the toasts' entering transition, so axe sees their final colours. */
export async function toastsSettled(page: Page, count: number) {
  await expect(toasts(page)).toHaveCount(count);
  await expect
    .poll(() => page.locator('.Toastify__toast').evaluateAll((els) => els.every((el) => el.getAnimations().every((a) => a.playState !== 'running'))))
    .toBe(true);
}
