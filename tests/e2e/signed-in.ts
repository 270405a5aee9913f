import type { Browser, BrowserContext, BrowserContextOptions, Page, TestInfo } from '@playwright/test';
import { guardContext, signIn, test } from './fixtures';

/**
 * Signed-in pages without the UI sign-in each time: for tests that are not about signing in
 * (docs/testing.md).
 */
type SavedSession = Awaited<ReturnType<BrowserContext['storageState']>>;
/** Each account's session after its first UI sign-in in this worker (cookies and localStorage). */
const savedSessions = new Map<string, Promise<SavedSession>>();

/** The options of the project's contexts (a context made with `browser.newContext` gets them too). */
function contextOptions() {
  const { baseURL, locale, timezoneId } = test.info().project.use;
  return { baseURL, locale, timezoneId };
}

function savedSession(browser: Browser, email: string): Promise<SavedSession> {
  let session = savedSessions.get(email);
  if (!session) {
    session = (async () => {
      const context = await browser.newContext(contextOptions());
      try {
        const signing = await context.newPage();
        await signIn(signing, email);
        return await context.storageState();
      } finally {
        await context.close();
      }
    })();
    // A failed sign-in is not kept: the next test tries again.
    session.catch(() => savedSessions.delete(email));
    savedSessions.set(email, session);
  }
  return session;
}

function browserOf(page: Page): Browser {
  const browser = page.context().browser();
  if (!browser) throw new Error('openSignedIn: the page has no browser');
  return browser;
}

/**
 * Puts the session of this worker's first UI sign-in of `email` (Firebase keeps it in
 * localStorage, plus the session cookie) into the page's context, leaving the page on a blank
 * document of the app's origin: the next load of an app page is signed in. For a test that must
 * make that load itself (scripts held back, a cookie removed first); otherwise `openSignedIn`.
 */
export async function putSession(page: Page, email: string): Promise<void> {
  const session = await savedSession(browserOf(page), email);
  await page.context().addCookies(session.cookies);
  // localStorage is per origin and needs a document of it: an empty page served by the test.
  for (const { origin, localStorage } of session.origins) {
    const blank = `${origin}/__e2e_blank__`;
    await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title>' }));
    await page.goto(blank);
    await page.evaluate((items) => items.forEach(({ name, value }) => window.localStorage.setItem(name, value)), localStorage);
    await page.unroute(blank);
  }
}

/**
 * Opens `path` already signed in as `email`, for a test that is not about signing in (see
 * `putSession`): one page load instead of /participe, the sign-in and the home page. Use `signIn`
 * where signing in is what is tested, or where the test needs a recent sign-in (e-mail and
 * password changes: 5 minutes).
 */
export async function openSignedIn(page: Page, email: string, path: string): Promise<void> {
  await putSession(page, email);
  await page.goto(path);
}

/**
 * A new browser context that starts with `email`'s saved session (see `putSession`), made with
 * the project's options plus `options`. Guard it (`guardContext`) and close it yourself.
 */
export async function newSignedInContext(browser: Browser, email: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ ...contextOptions(), ...options, storageState: await savedSession(browser, email) });
}

/**
 * Another role of the test, in a browser context of its own that starts with that account's saved
 * session (as `openSignedIn`), on `path`. Its pages fail the test on a page or console error like
 * the test's own `page`: `close(testInfo)` asserts that, then closes the context.
 */
export async function openSignedInContext(browser: Browser, email: string, path: string) {
  const context = await newSignedInContext(browser, email);
  const guard = guardContext(context);
  const page = await context.newPage();
  await page.goto(path);
  return {
    page,
    async close(testInfo: TestInfo) {
      await guard.assertClean(testInfo);
      await context.close();
    },
  };
}
