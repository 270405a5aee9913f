#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:interactive [-- --strict]`: how long each page looks ready before it works, as a
 * user on an ordinary office laptop feels it (DESIGN.md §10, issue 27): real Chromium (Playwright,
 * Debian's /usr/bin/chromium), CPU throttled ×4 (CDP Emulation.setCPUThrottlingRate), a 10 Mbit/s
 * line with 40 ms latency (Network.emulateNetworkConditions), a fresh browser context per run (a
 * cold HTTP cache), medians of n runs.
 *
 *   bare Next page    bench/baseline/ (one button), built with the project's own `next` in the
 *                     same run and served on :3100 (BENCH_BASELINE_PORT), as bench:lighthouse does
 *   /, /participe     signed out
 *   /vitrine, /anuncios/[id]   comprador@giro.dev (the id: the first card of /vitrine)
 *   /admin/anuncios, /admin/empresas   admin@giro.dev
 *   /meus-anuncios/novo   vendedor@giro.dev (a form page)
 *
 * Each account signs in once through the UI; its storage state (Firebase keeps the session in
 * localStorage) seeds every measured context of its pages. Every page is loaded once, unthrottled
 * and unmeasured, so that `next start` has loaded its code; then the runs go round by round (every
 * page once per round, each round starting one page further on), so a slower moment of this shared
 * machine falls on all pages alike.
 *
 * Per run, from navigation start (scripts/lib/interactive.mjs puts the probe in the page before its
 * scripts): first paint and first contentful paint (paint timing), LCP (the last
 * 'largest-contentful-paint' candidate once the network is quiet), and "hydrated": when the first
 * visible `button, a[href], input, select` inside `main` (the document's body for the bare page)
 * carries React's props (`__reactProps$…`), i.e. handles a click. Dead window = hydrated − first
 * paint. A run that ends anywhere but on the requested path (e.g. sent to /participe) is an error.
 *
 * Prints per page the medians and the ratio hydrated ÷ the bare page's, ok/MISS against
 * hydrated ≤ 1.5 × the bare page and dead window ≤ 600 ms; writes bench-results/interactive.json
 * (every run too). Exits 0 with misses (a report), 1 on errors; `--strict` also exits 1 on a miss.
 * Knobs: BENCH_INTERACTIVE_RUNS (default 5), BENCH_INTERACTIVE_PAGES=/,/participe (labels as
 * printed; the bare page is always measured), BENCH_INTERACTIVE_CPU (throttling rate, default 4;
 * 1 = none), BENCH_SKIP_BUILD=1 (reuse the app's build).
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { APP_URL, CHROMIUM, CHROMIUM_ARGS, finish, openBenchStack, signIn, writeResults } from './lib/bench-stack.mjs';
import { CONTROL_SELECTOR, INTERACTIVE_TARGETS, installInteractiveProbe, interactiveRow } from './lib/interactive.mjs';
import { ROOT, nextStart } from './lib/services.mjs';
import { textTable } from './lib/text-table.mjs';

const STRICT = process.argv.includes('--strict');
/** @param {string | undefined} value @param {number} fallback */
const positive = (value, fallback) => Math.max(1, Number(value || fallback) || fallback);
const RUNS = Math.floor(positive(process.env.BENCH_INTERACTIVE_RUNS, 5));
const CPU_RATE = positive(process.env.BENCH_INTERACTIVE_CPU, 4);
/** 10 Mbit/s each way, in bytes per second, and 40 ms of latency. */
const NETWORK = { offline: false, latency: 40, downloadThroughput: 10_000_000 / 8, uploadThroughput: 10_000_000 / 8 };
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT || 3100);
const BASELINE_URL = `http://localhost:${BASELINE_PORT}/`;
const BASELINE_DIR = path.join(ROOT, 'bench', 'baseline');
const BASELINE_LABEL = 'bare Next page';
const CONTEXT_OPTIONS = { viewport: { width: 1350, height: 940 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' };

/**
 * @typedef {object} PageSpec
 * @property {string} label
 * @property {() => string} url
 * @property {string | null} account e-mail of the dev account, null when signed out
 * @property {string} scope where the first control is looked for
 */

/** The approved announcement opened by /anuncios/[id]: the first card of /vitrine. */
let announcementId = '';

/** @type {PageSpec[]} */
const ALL_PAGES = [
  { label: BASELINE_LABEL, url: () => BASELINE_URL, account: null, scope: 'body' },
  { label: '/', url: () => `${APP_URL}/`, account: null, scope: 'main' },
  { label: '/participe', url: () => `${APP_URL}/participe`, account: null, scope: 'main' },
  { label: '/vitrine', url: () => `${APP_URL}/vitrine`, account: 'comprador@giro.dev', scope: 'main' },
  { label: '/anuncios/[id]', url: () => `${APP_URL}/anuncios/${announcementId}`, account: 'comprador@giro.dev', scope: 'main' },
  { label: '/admin/anuncios', url: () => `${APP_URL}/admin/anuncios`, account: 'admin@giro.dev', scope: 'main' },
  { label: '/admin/empresas', url: () => `${APP_URL}/admin/empresas`, account: 'admin@giro.dev', scope: 'main' },
  { label: '/meus-anuncios/novo', url: () => `${APP_URL}/meus-anuncios/novo`, account: 'vendedor@giro.dev', scope: 'main' },
];

const ONLY = (process.env.BENCH_INTERACTIVE_PAGES ?? '').split(',').map((l) => l.trim()).filter(Boolean);
const unknown = ONLY.filter((l) => !ALL_PAGES.some((p) => p.label === l));
if (unknown.length > 0) {
  process.stderr.write(`[bench:interactive] BENCH_INTERACTIVE_PAGES: no page labelled ${unknown.join(', ')} (labels: ${ALL_PAGES.map((p) => p.label).join(', ')})\n`);
  process.exit(1);
}
const PAGES = ALL_PAGES.filter((p) => ONLY.length === 0 || p.label === BASELINE_LABEL || ONLY.includes(p.label));

const stack = await openBenchStack({
  name: 'interactive',
  extraBuilds: [{ label: 'baseline build (bench/baseline)', args: ['build', BASELINE_DIR] }],
  extraServices: (env) => [nextStart(env, { port: BASELINE_PORT, dir: BASELINE_DIR, name: 'baseline' })],
  extraPorts: [{ port: BASELINE_PORT, what: 'benchmark baseline (bench/baseline)' }],
});
const { say, paint } = stack;

/** @type {Map<string, import('./lib/interactive.mjs').InteractiveRun[]>} */
const runsByPage = new Map(PAGES.map((p) => [p.label, []]));
/** @type {Map<string, import('@playwright/test').BrowserContextOptions['storageState']>} */
const sessions = new Map();
/** @type {string[]} */
const errors = [];
let browserVersion = '';

/**
 * Load one page in a fresh context (cold cache) and read its figures once it is hydrated and the
 * network has been quiet for a moment. `throttled: false` is the warm-up load.
 * @param {import('@playwright/test').Browser} browser
 * @param {PageSpec} spec
 * @param {{ throttled: boolean }} options
 * @returns {Promise<import('./lib/interactive.mjs').InteractiveRun>}
 */
async function loadPage(browser, spec, { throttled }) {
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, storageState: spec.account ? sessions.get(spec.account) : undefined });
  try {
    await context.addInitScript(installInteractiveProbe, { scope: spec.scope, selector: CONTROL_SELECTOR });
    const page = await context.newPage();
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Network.emulateNetworkConditions', NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    }
    const url = spec.url();
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    // A slow poll: the page is throttled, and our own checks must not weigh on it.
    await page.waitForFunction(() => /** @type {any} */ (window).__interactive?.hydratedMs != null, undefined, { timeout: 60_000, polling: 250 });
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {});
    await page.waitForTimeout(500);
    const figures = await page.evaluate(() => {
      const paintAt = (/** @type {string} */ name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
      const s = /** @type {any} */ (window).__interactive;
      return { firstPaintMs: paintAt('first-paint'), fcpMs: paintAt('first-contentful-paint'), lcpMs: s.lcpMs, seenMs: s.seenMs, hydratedMs: s.hydratedMs, control: s.control, lcpElement: s.lcpElement, path: location.pathname };
    });
    const wanted = new URL(url).pathname;
    if (figures.path !== wanted) throw new Error(`${url} ended on ${figures.path} (not signed in?)`);
    const { path: _path, ...run } = figures;
    return run;
  } finally {
    await context.close();
  }
}

/** @type {import('@playwright/test').Browser | null} */
let browser = null;
try {
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  browserVersion = browser.version();

  for (const account of new Set(PAGES.map((p) => p.account).filter((a) => a !== null))) {
    say(`signing in as ${account}…`);
    const context = await browser.newContext(CONTEXT_OPTIONS);
    const page = await context.newPage();
    await signIn(page, account);
    if (PAGES.some((p) => p.label === '/anuncios/[id]' && p.account === account)) {
      await page.goto(`${APP_URL}/vitrine`);
      const href = await page.locator('section[aria-labelledby="vitrine-anuncios"] a[href^="/anuncios/"]').first().getAttribute('href', { timeout: 30_000 });
      announcementId = href?.split('/').pop() ?? '';
      say(`approved announcement for /anuncios/[id]: ${announcementId}`);
    }
    sessions.set(account, await context.storageState());
    await context.close();
  }

  say(`warm-up: every page once, unthrottled, not measured…`);
  for (const spec of PAGES) await loadPage(browser, spec, { throttled: false });

  for (let round = 1; round <= RUNS; round++) {
    // Each round starts one page further on: no page is always the first after a pause.
    const shift = (round - 1) % PAGES.length;
    for (const spec of [...PAGES.slice(shift), ...PAGES.slice(0, shift)]) {
      const run = await loadPage(browser, spec, { throttled: true });
      runsByPage.get(spec.label)?.push(run);
      const ms = (/** @type {number | null} */ v) => (v == null ? '—' : `${Math.round(v)}`);
      say(`run ${round}/${RUNS} ${spec.label}: first paint ${ms(run.firstPaintMs)}, LCP ${ms(run.lcpMs)}, hydrated ${ms(run.hydratedMs)} ms (${run.control})`);
    }
  }
} catch (error) {
  errors.push(/** @type {Error} */ (error).message);
  say(paint('red', /** @type {Error} */ (error).message));
} finally {
  await browser?.close().catch(() => {});
  await stack.stop();
}

// --- report -------------------------------------------------------------------------------------

const baselineRuns = runsByPage.get(BASELINE_LABEL) ?? [];
const baselineHydrated = interactiveRow(baselineRuns, Number.NaN).hydratedMs;
const rows = PAGES.map((spec) => {
  const runs = runsByPage.get(spec.label) ?? [];
  const controls = [...new Set(runs.map((r) => r.control))];
  return { label: spec.label, url: spec.url(), account: spec.account, controls, ...interactiveRow(runs, baselineHydrated, { isBaseline: spec.label === BASELINE_LABEL }), runsMeasured: runs };
});

/** @param {number} ms */
const fmt = (ms) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : '—');
const header = ['page', 'first paint', 'FCP', 'LCP', 'hydrated', 'dead window', 'hydrated/bare', 'hydrated of each run'];
const body = rows.map((r) => [
  r.label,
  fmt(r.firstPaintMs),
  fmt(r.fcpMs),
  fmt(r.lcpMs),
  fmt(r.hydratedMs),
  `${fmt(r.deadWindowMs)} ${r.checks.deadWindow}`,
  `${Number.isFinite(r.ratio) ? `${r.ratio.toFixed(2)}×` : '—'} ${r.checks.hydrated}`,
  r.runsMeasured.map((run) => (run.hydratedMs == null ? '—' : Math.round(run.hydratedMs))).join(' '),
]);

console.log('');
console.log(
  `${browserVersion ? `Chromium ${browserVersion}` : 'Chromium'}, production build; CPU ×${CPU_RATE}, ${NETWORK.latency} ms latency, 10 Mbit/s; cold cache; ${RUNS === 1 ? 'one run per page' : `medians of ${RUNS} runs`}`,
);
console.log(`targets: hydrated ≤ ${INTERACTIVE_TARGETS.hydratedRatio}× the bare page's; dead window (hydrated − first paint) ≤ ${INTERACTIVE_TARGETS.deadWindowMs} ms`);
console.log('');
console.log(textTable(header, body));
console.log('');
console.log('first control (the one timed):');
for (const r of rows) console.log(`  ${r.label}: ${r.controls.join(' | ') || '—'}`);

const out = writeResults('interactive.json', {
  generatedAt: new Date().toISOString(),
  browser: browserVersion,
  profile: { cpuThrottlingRate: CPU_RATE, network: NETWORK, viewport: CONTEXT_OPTIONS.viewport, coldCache: true },
  runsPerPage: RUNS,
  targets: INTERACTIVE_TARGETS,
  baselineHydratedMs: baselineHydrated,
  pages: rows,
  errors,
});
console.log('');
console.log(`wrote ${out}`);

const missed = rows.flatMap((r) => Object.entries(r.checks).filter(([, v]) => v === 'MISS').map(([k]) => `${r.label} ${k}`));
finish({ errors, missed, strict: STRICT, paint });
