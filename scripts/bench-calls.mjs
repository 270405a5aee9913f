#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:calls [-- --strict]` (issue 37; docs/deal/live.md): the mock API calls a seller's
 * tab makes, in Chromium against a production build (scripts/lib/bench.mjs):
 *
 * - one signed-in page view of /vitrine, and how many of its calls are the header's Novidades;
 * - an idle, visible tab per minute, on /vitrine and on an open negotiation;
 * - a hidden tab per minute, on both (the page's `visibilitychange` says hidden, as a browser does
 *   when the tab goes to the background).
 *
 * Targets: Novidades 1 call per refresh; idle visible ≤ 6 calls a minute (/vitrine); hidden 0.
 * BENCH_WINDOW_S (default 60) shortens the idle windows (the figures are scaled to a minute);
 * BENCH_SKIP_BUILD=1 reuses a build. Writes bench-results/calls.json.
 */
import { chromium } from '@playwright/test';
import { openBenchStack, positiveEnv, signIn } from './lib/bench.mjs';
import { finish, textTable, verdict, writeResults } from './lib/report.mjs';
import { APP_URL, CHROMIUM, CHROMIUM_ARGS } from './lib/stack.mjs';

const WINDOW_S = positiveEnv('BENCH_WINDOW_S', 60);
const SETTLE_MS = 3_000;
const TARGETS = { newsPerRefresh: 1, idleVisiblePerMin: 6, hiddenPerMin: 0 };
/** The calls the header's Novidades made before issue 37, and the one it makes since (on /vitrine, nothing else asks for these). */
const NEWS_PATHS = [/^\/news$/, /^\/negotiation\/list\/(purchases|sales)$/, /^\/interest-items\/me$/, /^\/announcement\/me$/, /^\/search\/list\/me$/, /^\/announcement\/me\/wanted$/, /^\/search\/\d+\/compatible$/, /^\/negotiation\/\d+$/];

const { env, say, stop } = await openBenchStack({ name: 'calls' });
const apiOrigin = new URL(env.NEXT_PUBLIC_API_URL || 'http://localhost:4000').origin;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
/** @type {string[]} */
const errors = [];

/** Every mock API call of `page` from now on (CORS preflights aside), with its status. @param {import('@playwright/test').Page} page */
function record(page) {
  /** @type {Array<{ path: string, status: number }>} */
  const calls = [];
  page.on('response', (response) => {
    const request = response.request();
    const url = new URL(request.url());
    if (url.origin === apiOrigin && request.method() !== 'OPTIONS') calls.push({ path: url.pathname, status: response.status() });
  });
  return calls;
}

/** Tells the page its tab went to the background (or came back), as the browser does. @param {import('@playwright/test').Page} page @param {boolean} hidden */
const setHidden = (page, hidden) =>
  page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    // As a browser fires it: at the document, bubbling (React Query listens on window).
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, hidden);

/** The calls made during the window, per minute. @param {Array<{ path: string }>} calls @param {() => Promise<unknown>} wait */
async function perMinute(calls, wait) {
  const from = calls.length;
  await wait();
  const made = calls.slice(from);
  return { perMin: (made.length * 60) / WINDOW_S, made };
}

const count = (/** @type {Array<{ path: string }>} */ calls) => Object.entries(calls.reduce((acc, c) => ({ ...acc, [c.path]: (acc[c.path] ?? 0) + 1 }), /** @type {Record<string, number>} */ ({}))).map(([p, n]) => `${p} ×${n}`).join(', ');

try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'vendedor@giro.dev');
  // The page the sign-in lands on (/vitrine) settles first: its calls are not the measured view's.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  const calls = record(page);

  // ---- One signed-in page view (a full load of /vitrine). ------------------------------------
  await page.goto(`${APP_URL}/vitrine`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /^Novidades: \d+ novas?$/ }).waitFor({ timeout: 30_000 });
  await page.waitForTimeout(SETTLE_MS);
  const view = calls.splice(0);
  const newsOfView = view.filter((c) => NEWS_PATHS.some((re) => re.test(c.path)));
  say(`page view: ${count(view)}`);

  // ---- Idle and visible, then hidden, on /vitrine. ------------------------------------------------
  const idle = await perMinute(calls, () => page.waitForTimeout(WINDOW_S * 1000));
  await setHidden(page, true);
  await page.waitForTimeout(SETTLE_MS);
  const hidden = await perMinute(calls, () => page.waitForTimeout(WINDOW_S * 1000));
  await setHidden(page, false);

  // ---- The same on an open negotiation (the seller's first sale). ---------------------------------
  await page.goto(`${APP_URL}/negociacoes/vendas`, { waitUntil: 'networkidle' });
  const href = await page.getByRole('table', { name: 'Negociações: vendas' }).getByRole('link', { name: /^Negociação nº \d+$/ }).first().getAttribute('href', { timeout: 30_000 });
  await page.goto(`${APP_URL}${href}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  calls.splice(0);
  const idleDeal = await perMinute(calls, () => page.waitForTimeout(WINDOW_S * 1000));
  await setHidden(page, true);
  await page.waitForTimeout(SETTLE_MS);
  const hiddenDeal = await perMinute(calls, () => page.waitForTimeout(WINDOW_S * 1000));
  await context.close();

  const notModified = idleDeal.made.filter((c) => c.status === 304).length;
  const rows = [
    { label: 'page view /vitrine (calls)', value: view.length, detail: count(view) },
    { label: 'page view: Novidades calls', value: newsOfView.length, detail: count(newsOfView), checks: { newsPerRefresh: verdict(newsOfView.length, '<=', TARGETS.newsPerRefresh) } },
    { label: 'idle visible /vitrine (per min)', value: idle.perMin, detail: count(idle.made), checks: { idleVisiblePerMin: verdict(idle.perMin, '<=', TARGETS.idleVisiblePerMin) } },
    { label: 'hidden /vitrine (per min)', value: hidden.perMin, detail: count(hidden.made), checks: { hiddenPerMin: verdict(hidden.perMin, '<=', TARGETS.hiddenPerMin) } },
    { label: `idle visible ${href} (per min)`, value: idleDeal.perMin, detail: `${count(idleDeal.made)}; ${notModified} seen as 304 (Chromium shows Playwright a revalidated 304 as 200: microsoft/playwright#27573)` },
    { label: `hidden ${href} (per min)`, value: hiddenDeal.perMin, detail: count(hiddenDeal.made), checks: { hiddenPerMin: verdict(hiddenDeal.perMin, '<=', TARGETS.hiddenPerMin) } },
  ].map((r) => ({ checks: {}, ...r }));
  console.log(textTable(['measure', 'calls', 'check', 'which'], rows.map((r) => [r.label, String(Math.round(r.value * 10) / 10), Object.values(r.checks).join(' ') || '', r.detail])));
  console.log(`(windows of ${WINDOW_S} s, scaled to a minute; results: ${writeResults('calls.json', { windowS: WINDOW_S, targets: TARGETS, rows })})`);
  await browser.close();
  await stop();
  finish({ errors, missed: rows.flatMap((r) => Object.entries(r.checks).filter(([, v]) => v === 'MISS').map(([k]) => `${r.label} ${k}`)) });
} catch (error) {
  errors.push(error instanceof Error ? error.message : String(error));
  await browser.close().catch(() => undefined);
  await stop();
  finish({ errors, missed: [] });
}
