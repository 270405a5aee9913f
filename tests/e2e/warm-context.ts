import type { Browser, BrowserContext, BrowserContextOptions, Page, PlaywrightTestOptions, TestInfo } from '@playwright/test';

/**
 * The worker's warm browser context (fixtures.ts): the tests' `page` share it, one test after
 * another, so its HTTP cache (and with it the app's scripts, compiled) outlives each test. A new
 * context starts cold: its first load of an app page costs about twice a warm one, and nearly every
 * test makes one (docs/testing.md). Before each test it is put back to a new context's state:
 * `resetContext`. A test whose options shape the context itself (time zone, locale, JavaScript off)
 * gets a context of its own, as Playwright would make it.
 */
export interface WarmContext {
  /** The context, made on first use with the project's options. */
  get(): Promise<BrowserContext>;
  close(): Promise<void>;
}

export function warmContext(browser: Browser, options: BrowserContextOptions): WarmContext {
  let context: Promise<BrowserContext> | undefined;
  return {
    get: () => (context ??= browser.newContext(options)),
    async close() {
      if (context) await (await context).close();
    },
  };
}

type ContextShaping = Partial<Pick<PlaywrightTestOptions, 'javaScriptEnabled' | 'timezoneId' | 'locale'>>;

/** Whether the test's options leave the context as the project makes it (a viewport is set per page). */
export function canShare(project: ContextShaping, test: ContextShaping): boolean {
  return test.javaScriptEnabled !== false && test.timezoneId === project.timezoneId && test.locale === project.locale;
}

/**
 * A new context's state again, its HTTP cache kept: the earlier pages closed (their sessionStorage
 * with them), no cookie, no permission, and none of the storage `origins` had (localStorage,
 * IndexedDB, service workers, Cache Storage), cleared through the DevTools protocol of the
 * context's own partition from a new blank page, which is left open: the test's `page`.
 */
export async function resetContext(context: BrowserContext, origins: readonly string[]): Promise<void> {
  await Promise.all(context.pages().map((page) => page.close()));
  await context.clearCookies();
  await context.clearPermissions();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  for (const origin of origins) {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,indexeddb,service_workers,cache_storage' });
  }
  await cdp.detach();
}

/**
 * After a failed test: a screenshot of each page still open, as Playwright's `screenshot:
 * 'only-on-failure'` takes of the contexts it closes (this one stays open).
 */
export async function screenshotOnFailure(pages: readonly Page[], testInfo: TestInfo): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const [index, page] of pages.entries()) {
    const body = await page.screenshot({ timeout: 5_000 }).catch(() => undefined);
    if (body) await testInfo.attach(`test-failed-${index + 1}.png`, { body, contentType: 'image/png' });
  }
}
