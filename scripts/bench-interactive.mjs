#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:interactive [-- --strict]`: how long each page looks ready before it works on an
 * office laptop (docs/performance.md): Chromium with the CPU ×4 and a 40 ms, 10 Mbit/s line, a cold
 * context per run, against a production build and the bare Next page (scripts/lib/bench.mjs).
 * Each account signs in once; its storage state seeds its pages. Every page loads once unmeasured
 * (the server loads its code), then the runs go round by round, each round starting one page
 * further on, so a slow moment of this shared machine falls on all pages alike. Per run: first
 * paint, FCP, LCP, hydrated (scripts/lib/interactive.mjs), and the API calls the view made: the
 * requests to the mock API's origin other than images, the header's Novidades apart
 * (`apiCallsOf`). Prints medians and ok/MISS; writes bench-results/interactive.json. Targets and
 * knobs: docs/benchmarks.md.
 */
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { BASELINE_URL, firstAnnouncementId, openBenchStack, pickPages, positiveEnv, signIn } from './lib/bench.mjs';
import { CONTROL_SELECTOR, HYDRATED_SIGNAL, INTERACTIVE_TARGETS, apiCallsOf, installInteractiveProbe, interactiveRow } from './lib/interactive.mjs';
import { finish, fmtMs, missedChecks, textTable, writeResults } from './lib/report.mjs';
import { APP_URL, CHROMIUM_ARGS, PAGE_CHROMIUM } from './lib/stack.mjs';
import { TRACE_CATEGORIES, summarizeTrace } from './lib/trace.mjs';

const RUNS = positiveEnv('BENCH_INTERACTIVE_RUNS', 5);
const CPU_RATE = Math.max(1, Number(process.env.BENCH_INTERACTIVE_CPU || 4) || 4);
/** The browser's trace of each page's last run, read into where its time went (scripts/lib/trace.mjs). */
const TRACE = process.env.BENCH_INTERACTIVE_TRACE === '1';
/** Where to keep each traced load's raw trace, to open in DevTools' Performance panel (none when unset). */
const TRACE_DIR = process.env.BENCH_INTERACTIVE_TRACE_DIR || '';
/** 10 Mbit/s each way, in bytes per second, and 40 ms of latency. */
const NETWORK = { offline: false, latency: 40, downloadThroughput: 10_000_000 / 8, uploadThroughput: 10_000_000 / 8 };
const BASELINE_LABEL = 'bare Next page';
/** Counting a signed-in view's API calls: the API quiet this long, waited for at most this. */
const API_QUIET_MS = 1_500;
const API_SETTLE_MAX_MS = 15_000;
const CONTEXT_OPTIONS = { viewport: { width: 1350, height: 940 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' };

let announcementId = '';

const PAGES = pickPages(
  [
    { label: BASELINE_LABEL, url: () => BASELINE_URL, account: null, scope: 'body' },
    { label: '/', url: () => `${APP_URL}/`, account: null, scope: 'main' },
    { label: '/participe', url: () => `${APP_URL}/participe`, account: null, scope: 'main' },
    { label: '/vitrine', url: () => `${APP_URL}/vitrine`, account: 'comprador@giro.dev', scope: 'main' },
    { label: '/anuncios/[id]', url: () => `${APP_URL}/anuncios/${announcementId}`, account: 'comprador@giro.dev', scope: 'main' },
    { label: '/admin/anuncios', url: () => `${APP_URL}/admin/anuncios`, account: 'admin@giro.dev', scope: 'main' },
    { label: '/admin/empresas', url: () => `${APP_URL}/admin/empresas`, account: 'admin@giro.dev', scope: 'main' },
    { label: '/meus-anuncios/novo', url: () => `${APP_URL}/meus-anuncios/novo`, account: 'vendedor@giro.dev', scope: 'main' },
  ],
  'BENCH_INTERACTIVE_PAGES',
  BASELINE_LABEL,
);

const { env, say, stop } = await openBenchStack({ name: 'interactive', baseline: true });
const API_ORIGIN = new URL(env.NEXT_PUBLIC_API_URL || 'http://localhost:4000').origin;

const runsByPage = /** @type {Map<string, MeasuredRun[]>} */ (new Map(PAGES.map((p) => [p.label, []])));
const sessions = /** @type {Map<string, import('@playwright/test').BrowserContextOptions['storageState']>} */ (new Map());
const errors = /** @type {string[]} */ ([]);
let browserVersion = '';

/** @typedef {import('./lib/interactive.mjs').InteractiveRun & { trace?: ReturnType<typeof summarizeTrace> }} MeasuredRun */

/**
 * One load in a fresh context, read once hydrated and the network has been quiet a moment.
 * @param {import('@playwright/test').Browser} browser @param {typeof PAGES[number]} spec @param {boolean} throttled false: the warm-up
 * @param {boolean} [traced] record the browser's trace of this load
 * @returns {Promise<MeasuredRun>}
 */
async function loadPage(browser, spec, throttled, traced = false) {
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, storageState: spec.account ? sessions.get(spec.account) : undefined });
  try {
    await context.addInitScript(installInteractiveProbe, { scope: spec.scope, selector: CONTROL_SELECTOR, signal: HYDRATED_SIGNAL });
    const page = await context.newPage();
    /** @type {{ url: string, type: string }[]} */
    const requests = [];
    page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }));
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      for (const method of /** @type {const} */ (['Network.enable', 'Network.clearBrowserCache'])) await cdp.send(method);
      await cdp.send('Network.emulateNetworkConditions', NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    }
    const url = spec.url();
    if (traced) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    // Told by the probe, not asked: nothing of ours is evaluated in the page until it has hydrated.
    await Promise.all([
      page.waitForEvent('console', { predicate: (message) => message.text() === HYDRATED_SIGNAL, timeout: 60_000 }),
      page.goto(url, { waitUntil: 'commit', timeout: 60_000 }),
    ]);
    const traceBuffer = traced ? await browser.stopTracing() : null;
    if (traceBuffer && TRACE_DIR) {
      fs.mkdirSync(TRACE_DIR, { recursive: true });
      fs.writeFileSync(path.join(TRACE_DIR, `${spec.label.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}.json`), traceBuffer);
    }
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {});
    await page.waitForTimeout(500);
    // A signed-in page's own reads start once the session has restored (Firebase, then GET /user),
    // which can come after the network first went quiet: count until the API has been quiet a while.
    if (spec.account) await settleApi(page, requests);
    const figures = await page.evaluate(() => {
      const paintAt = (/** @type {string} */ name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
      const s = /** @type {any} */ (window).__interactive;
      return { firstPaintMs: paintAt('first-paint'), fcpMs: paintAt('first-contentful-paint'), lcpMs: s.lcpMs, seenMs: s.seenMs, hydratedMs: s.hydratedMs, control: s.control, lcpElement: s.lcpElement, path: location.pathname };
    });
    if (figures.path !== new URL(url).pathname) throw new Error(`${url} ended on ${figures.path} (not signed in?)`);
    const { path: _path, ...run } = figures;
    const trace = traceBuffer ? summarizeTrace(JSON.parse(traceBuffer.toString('utf8')), { untilMs: run.hydratedMs }) : undefined;
    return { ...run, ...apiCallsOf(requests, API_ORIGIN), ...(trace ? { trace } : {}) };
  } finally {
    await context.close();
  }
}

/**
 * Wait (at most API_SETTLE_MAX_MS) until the session's `GET /user` went out and no API request
 * came for API_QUIET_MS, so the view's calls are all counted.
 * @param {import('@playwright/test').Page} page @param {{ url: string, type: string }[]} requests
 */
async function settleApi(page, requests) {
  const started = Date.now();
  const apiCount = () => requests.filter((r) => r.url.startsWith(API_ORIGIN)).length;
  let seen = apiCount();
  let quietSince = Date.now();
  while (Date.now() - started < API_SETTLE_MAX_MS) {
    await page.waitForTimeout(250);
    const now = apiCount();
    if (now !== seen) [seen, quietSince] = [now, Date.now()];
    const sessionChecked = requests.some((r) => r.url.startsWith(`${API_ORIGIN}/user`));
    if (sessionChecked && Date.now() - quietSince >= API_QUIET_MS) return;
  }
}

const browser = await chromium.launch({ executablePath: PAGE_CHROMIUM, args: CHROMIUM_ARGS, headless: true });
try {
  browserVersion = `${path.basename(PAGE_CHROMIUM)} ${browser.version()}`;
  for (const account of new Set(PAGES.map((p) => p.account).filter((a) => a !== null))) {
    say(`signing in as ${account}…`);
    const context = await browser.newContext(CONTEXT_OPTIONS);
    const page = await context.newPage();
    await signIn(page, account);
    if (PAGES.some((p) => p.label === '/anuncios/[id]' && p.account === account)) {
      announcementId = await firstAnnouncementId(page);
      say(`approved announcement for /anuncios/[id]: ${announcementId}`);
    }
    sessions.set(account, await context.storageState());
    await context.close();
  }

  say('warm-up: every page once, unthrottled, not measured…');
  for (const spec of PAGES) await loadPage(browser, spec, false);

  for (let round = 1; round <= RUNS; round++) {
    // Each round starts one page further on: no page is always the first after a pause.
    const shift = (round - 1) % PAGES.length;
    for (const spec of [...PAGES.slice(shift), ...PAGES.slice(0, shift)]) {
      const run = await loadPage(browser, spec, true, TRACE && round === RUNS);
      runsByPage.get(spec.label)?.push(run);
      const ms = (/** @type {number | null} */ v) => (v == null ? '—' : `${Math.round(v)}`);
      say(`run ${round}/${RUNS} ${spec.label}: first paint ${ms(run.firstPaintMs)}, LCP ${ms(run.lcpMs)}, hydrated ${ms(run.hydratedMs)} ms (${run.control}); API calls ${run.apiCalls} + Novidades ${run.newsCalls}`);
    }
  }
} catch (error) {
  errors.push(/** @type {Error} */ (error).message);
  say(/** @type {Error} */ (error).message);
} finally {
  await browser.close().catch(() => {});
  await stop();
}

// --- report -------------------------------------------------------------------------------------

const baselineHydrated = interactiveRow(runsByPage.get(BASELINE_LABEL) ?? [], Number.NaN).hydratedMs;
const rows = PAGES.map((spec) => {
  const runs = runsByPage.get(spec.label) ?? [];
  const row = interactiveRow(runs, baselineHydrated, { isBaseline: spec.label === BASELINE_LABEL });
  return { label: spec.label, url: spec.url(), account: spec.account, controls: [...new Set(runs.map((r) => r.control))], ...row, runsMeasured: runs };
});

const header = ['page', 'first paint', 'FCP', 'LCP', 'hydrated', 'dead window', 'hydrated/bare', 'API calls', '+ Novidades', 'hydrated of each run'];
const fmtCount = (/** @type {number} */ n) => (Number.isFinite(n) ? String(n) : '—');
const body = rows.map((r) => [
  ...[r.label, fmtMs(r.firstPaintMs), fmtMs(r.fcpMs), fmtMs(r.lcpMs), fmtMs(r.hydratedMs), `${fmtMs(r.deadWindowMs)} ${r.checks.deadWindow}`],
  `${Number.isFinite(r.ratio) ? `${r.ratio.toFixed(2)}×` : '—'} ${r.checks.hydrated}`,
  ...(r.label === BASELINE_LABEL ? ['—', '—'] : [`${fmtCount(r.apiCalls)} ${r.checks.apiCalls}`, fmtCount(r.newsCalls)]),
  r.runsMeasured.map((run) => (run.hydratedMs == null ? '—' : Math.round(run.hydratedMs))).join(' '),
]);

console.log(`\n${browserVersion || 'Chromium'}, production build; CPU ×${CPU_RATE}, ${NETWORK.latency} ms latency, 10 Mbit/s; cold cache; ${RUNS === 1 ? 'one run per page' : `medians of ${RUNS} runs`}`);
console.log(`targets: hydrated ≤ ${INTERACTIVE_TARGETS.hydratedRatio}× the bare page's; dead window (hydrated − first paint) ≤ ${INTERACTIVE_TARGETS.deadWindowMs} ms; API calls per view ≤ ${INTERACTIVE_TARGETS.apiCalls} besides images and Novidades\n`);
console.log(textTable(header, body));
console.log('\nfirst control (the one timed):');
for (const r of rows) console.log(`  ${r.label}: ${r.controls.join(' | ') || '—'}`);
console.log('\nAPI calls of the last run (Novidades apart):');
for (const r of rows.filter((row) => row.label !== BASELINE_LABEL)) console.log(`  ${r.label}: ${r.runsMeasured.at(-1)?.apiPaths.join(' ') || '—'}`);

if (TRACE) {
  console.log('\nthe trace of each page\'s last run (ms from navigation start; main thread before hydration starts, by kind; scripts asked for by the first control\'s hydration):');
  const traceRows = rows.flatMap((r) => {
    const t = r.runsMeasured.at(-1)?.trace;
    if (!t) return [];
    const k = t.byKindBeforeMs;
    const ms = (/** @type {number | null | undefined} */ v) => (v == null ? '—' : String(v));
    return [[r.label, ms(t.documentResponseMs), `${t.scripts.count} / ${t.scripts.kB} kB`, ms(t.scripts.lastDoneMs), ms(t.mainThreadBeforeMs), ms(k.script), ms(k.html), ms(k.style), ms(t.hydrationStartMs), ms(t.hydrationMs), ms(t.mainThreadHydrationMs), ms(r.runsMeasured.at(-1)?.hydratedMs == null ? null : Math.round(Number(r.runsMeasured.at(-1)?.hydratedMs)))]];
  });
  console.log(textTable(['page', 'HTML', 'scripts', 'last script', 'main thread', 'scripts run', 'HTML parse', 'style', 'hydration from', 'hydration', 'busy in it', 'hydrated'], traceRows));
  console.log('chunks evaluated while React hydrated:');
  for (const r of rows) {
    const late = r.runsMeasured.at(-1)?.trace?.evaluatedInHydration ?? [];
    console.log(`  ${r.label}: ${late.map((s) => `${s.file} ${s.ms}`).join(', ') || '—'}`);
  }
}

const profile = { cpuThrottlingRate: CPU_RATE, network: NETWORK, viewport: CONTEXT_OPTIONS.viewport, coldCache: true };
const out = writeResults('interactive.json', { generatedAt: new Date().toISOString(), browser: browserVersion, profile, runsPerPage: RUNS, targets: INTERACTIVE_TARGETS, baselineHydratedMs: baselineHydrated, pages: rows, errors });
console.log(`\nwrote ${out}`);
finish({ errors, missed: missedChecks(rows) });
