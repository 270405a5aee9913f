import type { BrowserContext, Page } from '@playwright/test';
import { signIn, test } from './fixtures';

/**
 * Signed-in pages without the UI sign-in each time: for tests that are not about signing in
 * (docs/testing.md).
 */
type SavedSession = Awaited<ReturnType<BrowserContext['storageState']>>;
/** Each account's session after its first UI sign-in in this worker (cookies and localStorage). */
const savedSessions = new Map<string, Promise<SavedSession>>();

function savedSession(page: Page, email: string): Promise<SavedSession> {
  let session = savedSessions.get(email);
  if (!session) {
    session = (async () => {
      const browser = page.context().browser();
      if (!browser) throw new Error('openSignedIn: the page has no browser');
      const { baseURL, locale, timezoneId } = test.info().project.use;
      const context = await browser.newContext({ baseURL, locale, timezoneId });
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

/**
 * Opens `path` already signed in as `email`, for a test that is not about signing in: the
 * session of this worker's first UI sign-in of that account (Firebase keeps it in localStorage,
 * plus the session cookie) is put into the page's context, which costs one page load instead of
 * /participe, the sign-in and the home page. Use `signIn` where signing in is what is tested, or
 * where the test needs a recent sign-in (e-mail and password changes: 5 minutes).
 */
export async function openSignedIn(page: Page, email: string, path: string): Promise<void> {
  const session = await savedSession(page, email);
  await page.context().addCookies(session.cookies);
  // localStorage is per origin and needs a document of it: an empty page served by the test.
  for (const { origin, localStorage } of session.origins) {
    const blank = `${origin}/__e2e_blank__`;
    await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title>' }));
    await page.goto(blank);
    await page.evaluate((items) => items.forEach(({ name, value }) => window.localStorage.setItem(name, value)), localStorage);
    await page.unroute(blank);
  }
  await page.goto(path);
}
