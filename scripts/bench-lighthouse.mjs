#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:lighthouse [-- --strict]`: Lighthouse 12 (desktop preset) on the pages of the
 * quality-gates issue, against a production build, next to a bare Next page built in the same run.
 *
 *   baseline          bench/baseline/ (one static page), built with the project's own `next`,
 *                     served by `next start` on :3100 (BENCH_BASELINE_PORT)
 *   /, /participe     signed out
 *   /vitrine, /anuncios/[id]   signed in as comprador@giro.dev (the id: the first card of /vitrine)
 *   /admin/anuncios   signed in as admin@giro.dev
 *
 * How: under the machine-wide lock of `npm run test:e2e` (scripts/lib/bench-stack.mjs) it builds
 * the app (production, .env.development's values; BENCH_SKIP_BUILD=1 uses an existing build) and
 * the baseline, starts the auth emulator, the mock API (default seed), `next start` and the
 * baseline, then, per account, a fresh headless Chromium with a remote-debugging port. Playwright
 * (`connectOverCDP`) signs in through the UI; Lighthouse runs on the same port with
 * `disableStorageReset: true`, so the session (Firebase keeps it in localStorage) survives, and the
 * HTTP cache is cleared before every run (`Network.clearBrowserCache`), so every page loads cold.
 * A run that ends anywhere but on the requested path (e.g. sent to /participe) is an error.
 * Everything started is stopped at the end, by process group.
 *
 * Prints per page: Performance, Accessibility, Best Practices, LCP, TBT, CLS and LCP ÷ the
 * baseline's LCP, each with ok/MISS against the targets (Performance ≥ 98, Accessibility 100,
 * Best Practices 100, LCP ≤ 1.2 × baseline), and the audits that cost points. Writes
 * bench-results/lighthouse.json. Exits 0 with misses (a report), 1 on errors; `--strict` also
 * exits 1 on a miss. BENCH_LIGHTHOUSE_RUNS=n (default 3, as one run's LCP moves by ±30 % here)
 * runs each page n times: scores from Lighthouse's median run, LCP (and so the ratio) the median
 * of the runs' LCPs.
 * BENCH_LIGHTHOUSE_DUMP=1 also writes every run's whole report, trace and DevTools log
 * (bench-results/lighthouse-<page>-<run>.json, .trace.json, .devtoolslog.json), for Chrome
 * DevTools or Perfetto.
 * Chromium runs with the flags of Lighthouse's own CLI (LIGHTHOUSE_CHROME_FLAGS) on top of the e2e
 * suite's, so the figures compare with a `lighthouse` run of the same page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { APP_URL, CHROMIUM, CHROMIUM_ARGS, finish, openBenchStack, signIn, writeResults } from './lib/bench-stack.mjs';
import { LIGHTHOUSE_CHROME_FLAGS } from './lib/chromium.mjs';
import { httpProbe } from './lib/procs.mjs';
import { ROOT, TMP_DIR, nextStart } from './lib/services.mjs';
import { median, verdict } from './lib/stats.mjs';
import { textTable } from './lib/text-table.mjs';

const STRICT = process.argv.includes('--strict');
const RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3)) || 3);
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT || 3100);
const BASELINE_URL = `http://localhost:${BASELINE_PORT}/`;
const BASELINE_DIR = path.join(ROOT, 'bench', 'baseline');
const TARGETS = { performance: 98, accessibility: 100, bestPractices: 100, lcpRatio: 1.2 };

/**
 * @typedef {object} PageSpec
 * @property {string} label
 * @property {() => string} url
 * @property {string | null} account e-mail of the dev account, null when signed out
 */

/** The approved announcement opened by /anuncios/[id]: the first card of /vitrine. */
let announcementId = '';

/** @type {Array<{ account: string | null, pages: PageSpec[] }>} one browser profile each */
const SESSIONS = [
  {
    account: null,
    pages: [
      { label: 'baseline (bare Next page)', url: () => BASELINE_URL, account: null },
      { label: '/', url: () => `${APP_URL}/`, account: null },
      { label: '/participe', url: () => `${APP_URL}/participe`, account: null },
    ],
  },
  {
    account: 'comprador@giro.dev',
    pages: [
      { label: '/vitrine', url: () => `${APP_URL}/vitrine`, account: 'comprador@giro.dev' },
      { label: '/anuncios/[id]', url: () => `${APP_URL}/anuncios/${announcementId}`, account: 'comprador@giro.dev' },
    ],
  },
  {
    account: 'admin@giro.dev',
    pages: [{ label: '/admin/anuncios', url: () => `${APP_URL}/admin/anuncios`, account: 'admin@giro.dev' }],
  },
];

/**
 * BENCH_LIGHTHOUSE_PAGES=/,/participe measures only those pages (labels as printed), next to the
 * baseline, which is always measured: a quicker loop while working on one page.
 */
const ONLY = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '').split(',').map((l) => l.trim()).filter(Boolean);
const unknown = ONLY.filter((l) => !SESSIONS.some((s) => s.pages.some((p) => p.label === l)));
if (unknown.length > 0) {
  process.stderr.write(`[bench:lighthouse] BENCH_LIGHTHOUSE_PAGES: no page labelled ${unknown.join(', ')}\n`);
  process.exit(1);
}
for (const session of SESSIONS) {
  session.pages = session.pages.filter((p) => ONLY.length === 0 || p.label.startsWith('baseline') || ONLY.includes(p.label));
}

/** A free TCP port for Chromium's remote debugging. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * @typedef {object} PageResult
 * @property {string} label
 * @property {string} url
 * @property {string | null} account
 * @property {string} finalUrl
 * @property {{ performance: number, accessibility: number, bestPractices: number }} scores 0..100
 * @property {{ fcpMs: number, lcpMs: number, tbtMs: number, cls: number, speedIndexMs: number }} metrics
 * @property {string} lcpElement
 * @property {Array<{ category: string, id: string, title: string, score: number | null, displayValue?: string, items: string[] }>} audits
 *   the audits that cost points in Accessibility / Best Practices, and Performance's failing metrics
 * @property {Array<{ id: string, title: string, displayValue?: string, items: string[] }>} diagnostics
 *   Performance diagnostics that flag something (main-thread work, unused JS, layout shifts)
 * @property {string[]} warnings
 * @property {number} runs
 * @property {number[]} lcpRunsMs LCP of every run (metrics.lcpMs is their median)
 */

/**
 * The first few rows of an audit's details, as short text (what, where, how much).
 * @param {import('lighthouse').Result['audits'][string]} audit
 * @returns {string[]}
 */
function itemsOf(audit) {
  const details = /** @type {{ items?: Array<Record<string, any>> } | undefined} */ (audit.details);
  return (details?.items ?? []).slice(0, 5).map((item) => {
    const sub = item.subItems?.items?.[0];
    const parts = [
      item.issueType,
      item.description,
      item.node?.snippet ?? item.node?.selector,
      item.url,
      item.source?.url,
      sub && JSON.stringify(sub).slice(0, 200),
      typeof item.wastedBytes === 'number' ? `${Math.round(item.wastedBytes / 1000)} kB unused` : undefined,
      typeof item.total === 'number' ? `${Math.round(item.total)} ms` : undefined,
      typeof item.score === 'number' ? `shift ${item.score.toFixed(3)}` : undefined,
    ];
    return parts
      .filter((p) => typeof p === 'string' && p !== '')
      .join(' — ')
      .replace(/\s+/g, ' ')
      .slice(0, 300);
  });
}

/**
 * @param {import('lighthouse').Result} lhr
 * @param {PageSpec} spec
 * @param {string} url
 * @returns {PageResult}
 */
function toResult(lhr, spec, url) {
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const num = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  /** @type {PageResult['audits']} */
  const audits = [];
  for (const [category, key] of /** @type {const} */ ([
    ['accessibility', 'accessibility'],
    ['best-practices', 'best-practices'],
    ['performance', 'performance'],
  ])) {
    for (const ref of lhr.categories[key]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue;
      audits.push({ category, id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue || undefined, items: itemsOf(audit) });
    }
  }
  // Why Performance is what it is: where the main thread went, unused JS, what shifted.
  /** @type {PageResult['diagnostics']} */
  const diagnostics = [];
  for (const id of ['bootup-time', 'unused-javascript', 'layout-shifts', 'render-blocking-resources']) {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === 'notApplicable') continue;
    diagnostics.push({ id, title: audit.title, displayValue: audit.displayValue || undefined, items: itemsOf(audit) });
  }
  const lcpItems = /** @type {{ items?: Array<{ items?: Array<{ node?: { snippet?: string, selector?: string } }> }> } | undefined} */ (
    lhr.audits['largest-contentful-paint-element']?.details
  );
  const node = lcpItems?.items?.[0]?.items?.[0]?.node;
  return {
    label: spec.label,
    url,
    account: spec.account,
    finalUrl: lhr.finalDisplayedUrl,
    scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices') },
    metrics: {
      fcpMs: num('first-contentful-paint'),
      lcpMs: num('largest-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      speedIndexMs: num('speed-index'),
    },
    lcpElement: node?.snippet ?? node?.selector ?? '',
    audits,
    diagnostics,
    warnings: lhr.runWarnings ?? [],
    runs: RUNS,
    lcpRunsMs: [],
  };
}

const stack = await openBenchStack({
  name: 'lighthouse',
  extraBuilds: [{ label: 'baseline build (bench/baseline)', args: ['build', BASELINE_DIR] }],
  extraServices: (env) => [nextStart(env, { port: BASELINE_PORT, dir: BASELINE_DIR, name: 'baseline' })],
  extraPorts: [{ port: BASELINE_PORT, what: 'Lighthouse baseline (bench/baseline)' }],
});
const { say, paint } = stack;

/** @type {PageResult[]} */
const results = [];
/** @type {string[]} */
const errors = [];
let browserVersion = '';
let lighthouseVersion = '';

try {
  for (const session of SESSIONS.filter((s) => s.pages.length > 0)) {
    const port = /** @type {number} */ (await freePort());
    const profile = mkdtempSync(path.join(TMP_DIR, 'bench-lighthouse-profile-'));
    const browserProc = await stack.startService({
      name: `chromium-${session.account?.split('@')[0] ?? 'anon'}`,
      colour: 'blue',
      command: CHROMIUM,
      args: [...new Set([...CHROMIUM_ARGS, ...LIGHTHOUSE_CHROME_FLAGS]), '--headless', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, '--window-size=1350,940', 'about:blank'],
      cwd: TMP_DIR,
      env: stack.env,
      ready: httpProbe(`http://127.0.0.1:${port}/json/version`),
      readyTimeoutMs: 30_000,
    });
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    try {
      browserVersion ||= browser.version();
      const context = browser.contexts()[0];
      const page = context.pages()[0] ?? (await context.newPage());
      if (session.account) {
        say(`signing in as ${session.account}…`);
        await signIn(page, session.account);
        if (session.pages.some((p) => p.label === '/anuncios/[id]')) {
          await page.goto(`${APP_URL}/vitrine`);
          const href = await page.locator('section[aria-labelledby="vitrine-anuncios"] a[href^="/anuncios/"]').first().getAttribute('href', { timeout: 30_000 });
          announcementId = href?.split('/').pop() ?? '';
          say(`approved announcement for /anuncios/[id]: ${announcementId}`);
        }
      }
      // The Playwright tab stays open on a blank page: it owns the CDP session that clears the cache.
      await page.goto('about:blank');
      const cdp = await context.newCDPSession(page);

      for (const spec of session.pages) {
        const url = spec.url();
        /** @type {import('lighthouse').Result[]} */
        const lhrs = [];
        for (let run = 1; run <= RUNS; run++) {
          say(`lighthouse ${spec.label}${RUNS > 1 ? ` (run ${run}/${RUNS})` : ''}: ${url}`);
          await cdp.send('Network.clearBrowserCache');
          const result = await lighthouse(
            url,
            { port, hostname: '127.0.0.1', output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance', 'accessibility', 'best-practices'] },
            desktopConfig,
          );
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`lighthouse returned nothing for ${url}`);
          if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          const wanted = new URL(url).pathname;
          const landed = new URL(lhr.finalDisplayedUrl).pathname;
          if (landed !== wanted) throw new Error(`lighthouse on ${url} ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
          lighthouseVersion = lhr.lighthouseVersion;
          lhrs.push(lhr);
          // BENCH_LIGHTHOUSE_DUMP=1: every run's whole report, to read an LCP's phases and trace.
          if (process.env.BENCH_LIGHTHOUSE_DUMP) {
            const slug = spec.label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
            say(`wrote ${writeResults(`lighthouse-${slug}-${run}.json`, lhr)}`);
            // …and its trace (chrome://tracing / Perfetto): when the LCP was painted, when it was
            // presented, and which scripts ran in between (Lighthouse counts those in its LCP).
            say(`wrote ${writeResults(`lighthouse-${slug}-${run}.trace.json`, result.artifacts?.Trace ?? {})}`);
            // …and its DevTools log (the requests Lighthouse's simulation counted).
            say(`wrote ${writeResults(`lighthouse-${slug}-${run}.devtoolslog.json`, result.artifacts?.DevtoolsLog ?? [])}`);
          }
        }
        const result = toResult(RUNS > 1 ? computeMedianRun(lhrs) : lhrs[0], spec, url);
        // Scores come from Lighthouse's median run (picked by FCP and TTI); the LCP that the ratio
        // uses is the median of every run's LCP, steadier for a page as small as the baseline.
        result.lcpRunsMs = lhrs.map((l) => l.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
        result.metrics.lcpMs = median(result.lcpRunsMs);
        results.push(result);
      }
      await cdp.detach();
    } finally {
      // Stop our Chromium first (its exit is then expected), then drop the CDP connection.
      await stack.stopService(browserProc);
      await browser.close().catch(() => {});
      rmSync(profile, { recursive: true, force: true });
    }
  }
} catch (error) {
  errors.push(/** @type {Error} */ (error).message);
  say(paint('red', /** @type {Error} */ (error).message));
} finally {
  await stack.stop();
}

// --- report -------------------------------------------------------------------------------------

const baseline = results.find((r) => r.label.startsWith('baseline'));
const baselineLcp = baseline?.metrics.lcpMs ?? Number.NaN;
const rows = results.map((r) => {
  const lcpRatio = r.metrics.lcpMs / baselineLcp;
  const isBaseline = r === baseline;
  const checks = {
    performance: verdict(r.scores.performance, '>=', TARGETS.performance),
    accessibility: verdict(r.scores.accessibility, '>=', TARGETS.accessibility),
    bestPractices: verdict(r.scores.bestPractices, '>=', TARGETS.bestPractices),
    lcp: isBaseline ? /** @type {const} */ ('ok') : verdict(lcpRatio, '<=', TARGETS.lcpRatio),
  };
  return { ...r, lcpRatio, checks };
});

// With several runs, every run's LCP too: one page's LCP moves a lot from run to run here.
const header = ['page', 'Performance', 'Accessibility', 'Best Pract.', 'LCP', 'LCP/baseline', 'TBT', 'CLS', ...(RUNS > 1 ? ['LCP of each run'] : [])];
const body = rows.map((r) => [
  r.label,
  `${r.scores.performance} ${r.checks.performance}`,
  `${r.scores.accessibility} ${r.checks.accessibility}`,
  `${r.scores.bestPractices} ${r.checks.bestPractices}`,
  `${Math.round(r.metrics.lcpMs)} ms`,
  `${r.lcpRatio.toFixed(2)}× ${r.checks.lcp}`,
  `${Math.round(r.metrics.tbtMs)} ms`,
  r.metrics.cls.toFixed(3),
  ...(RUNS > 1 ? [r.lcpRunsMs.map((ms) => Math.round(ms)).join(' ')] : []),
]);

console.log('');
console.log(
  `Lighthouse ${lighthouseVersion || '?'} (desktop preset, simulated throttling), ${browserVersion || 'Chromium'}; ${RUNS === 1 ? 'one run per page' : `${RUNS} runs per page: scores of the median run, median LCP`}`,
);
console.log(`targets: Performance ≥ ${TARGETS.performance}, Accessibility ${TARGETS.accessibility}, Best Practices ${TARGETS.bestPractices}, LCP ≤ ${TARGETS.lcpRatio}× the baseline's`);
console.log('');
console.log(textTable(header, body));
console.log('');
for (const r of rows) {
  const misses = Object.entries(r.checks).filter(([, v]) => v === 'MISS');
  if (misses.length === 0 && r.audits.length === 0) continue;
  console.log(`${r.label}${r.lcpElement ? ` — LCP element: ${r.lcpElement.replace(/\s+/g, ' ').slice(0, 120)}` : ''}`);
  for (const a of r.audits) {
    console.log(`  [${a.category}] ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    if (a.category !== 'performance') for (const item of a.items) console.log(`      ${item}`);
  }
  if (r.checks.performance === 'MISS') {
    for (const d of r.diagnostics) {
      console.log(`  [diagnostic] ${d.id}: ${d.title}${d.displayValue ? ` (${d.displayValue})` : ''}`);
      for (const item of d.items.slice(0, 3)) console.log(`      ${item}`);
    }
  }
  for (const w of r.warnings) console.log(`  warning: ${w}`);
}

const out = writeResults('lighthouse.json', {
  generatedAt: new Date().toISOString(),
  lighthouse: lighthouseVersion,
  browser: browserVersion,
  preset: 'desktop',
  runsPerPage: RUNS,
  targets: TARGETS,
  baselineLcpMs: baselineLcp,
  pages: rows,
  errors,
});
console.log('');
console.log(`wrote ${out}`);

const missed = rows.flatMap((r) => Object.entries(r.checks).filter(([, v]) => v === 'MISS').map(([k]) => `${r.label} ${k}`));
finish({ errors, missed, strict: STRICT, paint });
