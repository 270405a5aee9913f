import type { BrowserContext, Page } from '@playwright/test';
import { DEV, expect, guardContext, signIn, test } from '../fixtures';

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
 * One browser context per role for the whole describe: signed in once, and its HTTP cache keeps
 * the app's chunks between tests (each test still opens its route with a full page load).
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
    context = await browser.newContext({ baseURL, locale, timezoneId, viewport });
    guard = guardContext(context, allow);
    page = await context.newPage();
    if (role !== 'public') {
      await signIn(page, EMAILS[role]);
      await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    }
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

  return {
    page: () => {
      if (!page) throw new Error(`no session for ${role}`);
      return page;
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
