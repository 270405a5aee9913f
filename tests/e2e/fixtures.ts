/**
 * The e2e `test`: every page of the test's browser context fails the test on an uncaught page
 * error or a `console.error`, and the mock API is reset before each test. Plus helpers for the
 * mock API's control endpoints, the auth emulator's e-mail links, and signing in.
 *
 *   import { DEV, expect, signIn, test } from './fixtures';
 *
 * A test that deliberately provokes a console error the app cannot avoid may widen the allow-list
 * for itself: `test.use({ allowConsoleErrors: [/some text/] })`.
 */
import { expect, test as base, type BrowserContext, type ConsoleMessage, type Page, type TestInfo } from '@playwright/test';
import { DEV_PASSWORD } from './accounts';
import { canShare, resetContext, screenshotOnFailure, warmContext, type WarmContext } from './warm-context';
import type { FirebaseAuthCode, RefusalCode } from '@/lib/api/codes';

export { expect };
export { DEV, DEV_PASSWORD } from './accounts';

/** The mock API (NEXT_PUBLIC_API_URL of .env.development, loaded by playwright.config.ts). */
export const MOCK_URL = (process.env.NEXT_PUBLIC_API_URL || 'http://localhost:4000').replace(/\/+$/, '');
export const EMULATOR_URL = 'http://127.0.0.1:9099';
export const PROJECT_ID = 'demo-giro';

const MOCK_ORIGIN = new URL(MOCK_URL).origin;
const EMULATOR_ORIGIN = new URL(EMULATOR_URL).origin;

// ---------------------------------------------------------------------------------------------
// Console and page errors
// ---------------------------------------------------------------------------------------------

/**
 * The allow-list: console errors that are not the app's doing and that it cannot prevent.
 *
 * 1. "Failed to load resource: …" for a request to the mock API or the auth emulator. Chromium
 *    itself logs every fetch/XHR answered with a 4xx/5xx status or refused at network level as a
 *    console error, even when the app handles the failure (and shows the catalogue's message). The
 *    tests provoke these on purpose: wrong password (400 from the emulator), forced statuses
 *    (`mockFail`, `MOCK_FAULT_RATE`), the 401 → token refresh → retry path, servers made
 *    unreachable with `page.route(...).abort()`. Such failures on the app's own origin (a missing
 *    chunk, image or favicon) are NOT allowed: those are real defects.
 */
function isUnavoidable(message: ConsoleMessage): boolean {
  if (!message.text().startsWith('Failed to load resource')) return false;
  const url = message.location().url;
  if (!url) return false;
  try {
    const origin = new URL(url).origin;
    return origin === MOCK_ORIGIN || origin === EMULATOR_ORIGIN;
  } catch {
    return false;
  }
}

function where(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return url ? ` (${url}${lineNumber ? `:${lineNumber}` : ''})` : '';
}

/**
 * Watch every page of `context` (present and future) for uncaught errors and console errors.
 * The fixtures do this for the test's own context; call it yourself for contexts you create with
 * `browser.newContext()` (e.g. a second role in a journey) and call `assertClean()` at the end.
 */
export function guardContext(context: BrowserContext, allow: ReadonlyArray<string | RegExp> = []) {
  const problems: string[] = [];
  const allowed = (text: string) => allow.some((entry) => (typeof entry === 'string' ? text.includes(entry) : entry.test(text)));
  const unwatch: Array<() => void> = [];
  const watch = (page: Page) => {
    const onError = (error: Error) => {
      const text = error.stack || `${error.name}: ${error.message}`;
      if (!allowed(text)) problems.push(`[pageerror] ${page.url()}\n${text}`);
    };
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      if (isUnavoidable(message) || allowed(message.text())) return;
      problems.push(`[console.error] ${page.url()}: ${message.text()}${where(message)}`);
    };
    page.on('pageerror', onError);
    page.on('console', onConsole);
    unwatch.push(() => page.off('pageerror', onError).off('console', onConsole));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return {
    problems,
    /** Stops watching (a context that outlives the test: warm-context.ts). */
    stop() {
      context.off('page', watch);
      unwatch.splice(0).forEach((off) => off());
    },
    /** Throws (failing the test) if anything was reported; attaches the list to the report. */
    async assertClean(testInfo?: TestInfo) {
      if (problems.length === 0) return;
      await testInfo?.attach('browser-errors.txt', { body: problems.join('\n\n'), contentType: 'text/plain' });
      throw new Error(`The browser reported ${problems.length} error(s):\n\n${problems.join('\n\n')}`);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Mock API and emulator helpers (plain HTTP from the test process)
// ---------------------------------------------------------------------------------------------

async function call(url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} → ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * A toast whose text contains `text` (react-toastify renders each as role=alert). The newest
 * one: for a moment a message can be on screen twice — its previous toast sliding out while the
 * same error, raised again, comes in (src/lib/notify.ts).
 */
export const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text }).first();

export interface MockConfig {
  latencyMs?: number;
  faultRate?: number;
}

/** Latency and fault rate as the mock API was started with (MOCK_LATENCY_MS, MOCK_FAULT_RATE). */
export function startupMockConfig(): Required<MockConfig> {
  const num = (value: string | undefined) => (Number.isFinite(Number(value)) ? Number(value) : 0);
  return { latencyMs: num(process.env.MOCK_LATENCY_MS), faultRate: num(process.env.MOCK_FAULT_RATE) };
}

/**
 * Restore the mock store's seed and drop forced failures (`POST /__mock/reset`), and put latency
 * and fault rate back to their start-up values (a previous test may have changed them).
 * The fixtures call it before every test; calling it again is harmless.
 */
export async function resetMock(): Promise<void> {
  await call(`${MOCK_URL}/__mock/reset`, { method: 'POST' });
  await call(`${MOCK_URL}/__mock/config`, { method: 'POST', body: JSON.stringify(startupMockConfig()) });
}

/** Change latency and/or 5xx fault rate at run time (`POST /__mock/config`). */
export async function mockConfig(config: MockConfig): Promise<MockConfig> {
  return (await call(`${MOCK_URL}/__mock/config`, { method: 'POST', body: JSON.stringify(config) })) as MockConfig;
}

export interface MockFailure {
  /** A glob on the whole pathname (`*` within a segment, `**` across), e.g. `/user`, `/company/*`. */
  path: string;
  /** 400–599. */
  status: number;
  /** HTTP method; every method when omitted. */
  method?: string;
  /** The `message` of the error body: a code of src/lib/api/codes.ts (`MaxFeaturedsAnnouncementsReached`, `id-token-revoked`). */
  message?: RefusalCode | FirebaseAuthCode;
  /** How many matching calls fail (default 1). */
  times?: number;
}

/** Make the next matching calls fail (`POST /__mock/fail`). */
export async function mockFail(failure: MockFailure): Promise<void> {
  await call(`${MOCK_URL}/__mock/fail`, { method: 'POST', body: JSON.stringify({ method: '*', times: 1, ...failure }) });
}

export interface OobCode {
  email: string;
  /** `VERIFY_EMAIL`, `PASSWORD_RESET`, `EMAIL_SIGNIN`, … */
  requestType: string;
  oobCode: string;
  oobLink: string;
  continueUrl?: string;
}

/** The e-mails (verification, password reset) the auth emulator "sent", oldest first. */
export async function emulatorOobCodes(): Promise<OobCode[]> {
  const body = (await call(`${EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)) as { oobCodes?: OobCode[] };
  return body.oobCodes ?? [];
}

// ---------------------------------------------------------------------------------------------
// UI helpers
// ---------------------------------------------------------------------------------------------

/**
 * Sign in through `/participe` (opened unless the page is already there, so that a `redirect`
 * parameter survives) and wait until the app navigates away from it.
 */
export async function signIn(page: Page, email: string, password: string = DEV_PASSWORD): Promise<void> {
  const onSignIn = () => new URL(page.url()).pathname === '/participe';
  if (page.url() === 'about:blank' || !onSignIn()) await page.goto('/participe');
  // By role and accessible name: a required field's label reads "Senha*" (the asterisk is
  // aria-hidden), which `getByLabel('Senha', { exact: true })` does not match, and a plain
  // `getByLabel('Senha')` also matches the "Mostrar senha" button.
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/participe');
}

const APP_SCRIPTS = /\/_next\/static\/chunks\/.*\.js(\?.*)?$/;

/**
 * A slow line: the app's scripts are held back (the server's HTML shows, nothing is live yet)
 * until `release()`; `stop()` lets later loads through untouched.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void; stop: () => Promise<void> }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_SCRIPTS, async (route) => {
    await held;
    await route.continue();
  });
  return { release, stop: () => page.unroute(APP_SCRIPTS) };
}

// ---------------------------------------------------------------------------------------------
// The extended test
// ---------------------------------------------------------------------------------------------

interface Options {
  /** Extra console/page error texts this test tolerates (substring or RegExp). Prefer none. */
  allowConsoleErrors: Array<string | RegExp>;
}

interface Auto {
  _resetMockBeforeEach: void;
}

interface Worker {
  _warmContext: WarmContext;
}

/** Where the app keeps what a test may leave behind: its own origin, the mock API's, the emulator's. */
const STORAGE_ORIGINS = [new URL(process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').origin, MOCK_ORIGIN, EMULATOR_ORIGIN];

export const test = base.extend<Options & Auto, Worker>({
  allowConsoleErrors: [[], { option: true }],

  _warmContext: [
    async ({ browser }, use, workerInfo) => {
      // Explicit options: made while some test runs, it must not take that test's own.
      const { baseURL, locale, timezoneId, viewport } = workerInfo.project.use;
      const warm = warmContext(browser, { baseURL, locale, timezoneId, viewport, javaScriptEnabled: true });
      await use(warm);
      await warm.close();
    },
    { scope: 'worker' },
  ],

  _resetMockBeforeEach: [
    // Playwright needs the (empty) object pattern.
    async ({}, use) => {
      await resetMock();
      await use();
    },
    { auto: true },
  ],

  // The worker's warm context when the test's options allow (warm-context.ts), else a new one.
  // `page` comes from `context`, so guarding the context guards `page` and any popup.
  context: async ({ _warmContext, browser, allowConsoleErrors, javaScriptEnabled, timezoneId, locale }, use, testInfo) => {
    const shared = canShare(testInfo.project.use, { javaScriptEnabled, timezoneId, locale });
    const context = shared ? await _warmContext.get() : await browser.newContext();
    if (shared) await resetContext(context, STORAGE_ORIGINS);
    const guard = guardContext(context, allowConsoleErrors);
    try {
      await use(context);
      if (shared) await screenshotOnFailure(context.pages(), testInfo);
      await guard.assertClean(testInfo);
    } finally {
      guard.stop();
      if (shared) await Promise.all(context.pages().map((page) => page.close()));
      else await context.close();
    }
  },

  // The warm context's blank page after its reset, or a new one. The warm context has the
  // project's viewport: a test's own is set on its page.
  page: async ({ context, viewport }, use, testInfo) => {
    const page = context.pages()[0] ?? (await context.newPage());
    const project = testInfo.project.use.viewport;
    if (viewport && (viewport.width !== project?.width || viewport.height !== project?.height)) await page.setViewportSize(viewport);
    await use(page);
  },
});

