#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench:lighthouse [-- --strict]`: Lighthouse 12 (desktop preset) on /, /participe (signed
 * out), /vitrine, /anuncios/[id] (comprador), /admin/anuncios (admin) of a production build and on
 * the bare Next page of bench/baseline/ (scripts/lib/bench.mjs). Per account a headless Chromium of
 * our own with Lighthouse CLI's flags: Playwright signs in over CDP, then Lighthouse runs on that
 * port keeping the storage (the Firebase session), with the HTTP cache cleared before each run.
 * Prints scores, LCP, TBT, CLS, LCP ÷ the baseline's with ok/MISS, and the audits that cost points;
 * writes bench-results/lighthouse.json. Targets and knobs: docs/performance.md.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { BASELINE_URL, firstAnnouncementId, openBenchStack, pickPages, positiveEnv, signIn } from './lib/bench.mjs';
import { finish, median, missedChecks, textTable, verdict, writeResults } from './lib/report.mjs';
import { APP_URL, CHROMIUM, CHROMIUM_ARGS, TMP_DIR, signalGroup } from './lib/stack.mjs';

const RUNS = positiveEnv('BENCH_LIGHTHOUSE_RUNS', 3);
const TARGETS = { performance: 98, accessibility: 100, bestPractices: 100, lcpRatio: 1.2 };
const BASELINE = 'baseline (bare Next page)';
/** chrome-launcher's default flags (the version lighthouse 12.8 brings), so the figures compare with a `lighthouse <url>` run. */
const LIGHTHOUSE_FLAGS = [
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,CalculateNativeWinOcclusion,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication,PrivacySandboxSettings4,RenderDocument',
  ...'extensions component-extensions-with-background-pages background-networking component-update client-side-phishing-detection sync default-apps backgrounding-occluded-windows renderer-backgrounding background-timer-throttling ipc-flooding-protection hang-monitor prompt-on-repost domain-reliability'.split(' ').map((f) => `--disable-${f}`),
  ...'--metrics-recording-only --mute-audio --no-default-browser-check --no-first-run --password-store=basic --use-mock-keychain --force-fieldtrials=*BackgroundTracing/default/ --propagate-iph-for-testing'.split(' '),
];

let announcementId = '';
const PAGES = pickPages(
  [
    { label: BASELINE, url: () => BASELINE_URL, account: null },
    ...['/', '/participe'].map((label) => ({ label, url: () => `${APP_URL}${label}`, account: null })),
    ...['/vitrine', '/anuncios/[id]'].map((label) => ({ label, url: () => `${APP_URL}${label.replace('[id]', announcementId)}`, account: 'comprador@giro.dev' })),
    { label: '/admin/anuncios', url: () => `${APP_URL}/admin/anuncios`, account: 'admin@giro.dev' },
  ],
  'BENCH_LIGHTHOUSE_PAGES',
  BASELINE,
);

/** The first rows of an audit's details as short text: what, where, how much. @param {import('lighthouse').Result['audits'][string]} audit */
function itemsOf(audit) {
  const items = /** @type {{ items?: Array<Record<string, any>> } | undefined} */ (audit.details)?.items ?? [];
  return items.slice(0, 5).map((item) =>
    [item.issueType, item.description, item.node?.snippet ?? item.node?.selector, item.url, item.source?.url, item.subItems?.items?.[0] && JSON.stringify(item.subItems.items[0]).slice(0, 200)]
      .filter((part) => typeof part === 'string' && part !== '')
      .join(' — ')
      .replace(/\s+/g, ' ')
      .slice(0, 300),
  );
}

/** One page's figures from its median run (LCP set by the caller), and the audits that cost points. @param {import('lighthouse').Result} lhr */
function figures(lhr) {
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const num = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const audits = ['accessibility', 'best-practices', 'performance'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => (ref.weight > 0 ? lhr.audits[ref.id] : undefined))
      .filter((a) => a && a.score !== null && a.score < 0.9 && !['notApplicable', 'informative', 'manual'].includes(a.scoreDisplayMode))
      .map((a) => ({ category, id: a.id, title: a.title, score: a.score, displayValue: a.displayValue || undefined, items: itemsOf(a) })),
  );
  const lcpNode = /** @type {any} */ (lhr.audits['largest-contentful-paint-element']?.details)?.items?.[0]?.items?.[0]?.node;
  return {
    finalUrl: lhr.finalDisplayedUrl,
    scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices') },
    metrics: { fcpMs: num('first-contentful-paint'), lcpMs: num('largest-contentful-paint'), tbtMs: num('total-blocking-time'), cls: num('cumulative-layout-shift'), speedIndexMs: num('speed-index') },
    lcpElement: lcpNode?.snippet ?? lcpNode?.selector ?? '',
    audits,
    warnings: lhr.runWarnings ?? [],
  };
}

/** A headless Chromium of our own, answering on the DevTools port it picked (written to its profile). */
async function launchChromium() {
  const profile = mkdtempSync(path.join(TMP_DIR, 'bench-lighthouse-profile-'));
  const portFile = path.join(profile, 'DevToolsActivePort');
  const args = [...new Set([...CHROMIUM_ARGS, ...LIGHTHOUSE_FLAGS]), '--headless', '--remote-debugging-port=0', `--user-data-dir=${profile}`, '--window-size=1350,940', 'about:blank'];
  const child = spawn(CHROMIUM, args, { stdio: 'ignore', detached: true });
  for (let i = 0; i < 120 && !existsSync(portFile); i++) await sleep(250);
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  // Its whole process group (renderers too), then the profile once nothing writes to it.
  const close = () => (signalGroup(Number(child.pid), 'SIGKILL'), rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }));
  return { port, close };
}

const { say, stop } = await openBenchStack({ name: 'lighthouse', baseline: true });
const results = /** @type {Array<ReturnType<typeof figures> & { label: string, url: string, account: string | null, runs: number, lcpRunsMs: number[] }>} */ ([]);
const errors = /** @type {string[]} */ ([]);
let browserVersion = '';
let lighthouseVersion = '';

try {
  for (const account of [...new Set(PAGES.map((p) => p.account))]) {
    const own = await launchChromium();
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${own.port}`);
    try {
      browserVersion ||= browser.version();
      const context = browser.contexts()[0];
      const page = context.pages()[0] ?? (await context.newPage());
      if (account) {
        say(`signing in as ${account}…`);
        await signIn(page, account);
        if (PAGES.some((p) => p.account === account && p.label === '/anuncios/[id]')) {
          announcementId = await firstAnnouncementId(page);
          say(`approved announcement for /anuncios/[id]: ${announcementId}`);
        }
      }
      // The Playwright tab stays open on a blank page: it owns the CDP session that clears the cache.
      await page.goto('about:blank');
      const cdp = await context.newCDPSession(page);
      for (const spec of PAGES.filter((p) => p.account === account)) {
        const url = spec.url();
                const lhrs = /** @type {import('lighthouse').Result[]} */ ([]);
        for (let run = 1; run <= RUNS; run++) {
          say(`lighthouse ${spec.label}${RUNS > 1 ? ` (run ${run}/${RUNS})` : ''}: ${url}`);
          await cdp.send('Network.clearBrowserCache');
          const flags = { port: own.port, hostname: '127.0.0.1', output: /** @type {const} */ ('json'), logLevel: /** @type {const} */ ('error'), disableStorageReset: true, onlyCategories: ['performance', 'accessibility', 'best-practices'] };
          const result = await lighthouse(url, flags, desktopConfig);
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`lighthouse returned nothing for ${url}`);
          if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`lighthouse on ${url} ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
          lighthouseVersion = lhr.lighthouseVersion;
          lhrs.push(lhr);
        }
        // Scores from Lighthouse's median run (by FCP and TTI); the LCP of the ratio is the median
        // of every run's, steadier for a page as small as the baseline.
        const lcpRunsMs = lhrs.map((l) => l.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
        const medianRun = figures(RUNS > 1 ? computeMedianRun(lhrs) : lhrs[0]);
        medianRun.metrics.lcpMs = median(lcpRunsMs);
        results.push({ label: spec.label, url, account: spec.account, ...medianRun, runs: RUNS, lcpRunsMs });
      }
      await cdp.detach();
    } finally {
      own.close();
      await browser.close().catch(() => {});
    }
  }
} catch (error) {
  errors.push(/** @type {Error} */ (error).message);
  say(/** @type {Error} */ (error).message);
} finally {
  await stop();
}

// --- report -------------------------------------------------------------------------------------

const baselineLcp = results.find((r) => r.label === BASELINE)?.metrics.lcpMs ?? Number.NaN;
const rows = results.map((r) => {
  const lcpRatio = r.metrics.lcpMs / baselineLcp;
  const scores = /** @type {const} */ (['performance', 'accessibility', 'bestPractices']).map((k) => [k, verdict(r.scores[k], '>=', TARGETS[k])]);
  return { ...r, lcpRatio, checks: { ...Object.fromEntries(scores), lcp: r.label === BASELINE ? 'ok' : verdict(lcpRatio, '<=', TARGETS.lcpRatio) } };
});

const header = ['page', 'Performance', 'Accessibility', 'Best Pract.', 'LCP', 'LCP/baseline', 'TBT', 'CLS', ...(RUNS > 1 ? ['LCP of each run'] : [])];
const body = rows.map((r) => [
  r.label,
  ...(/** @type {const} */ (['performance', 'accessibility', 'bestPractices'])).map((k) => `${r.scores[k]} ${r.checks[k]}`),
  ...[`${Math.round(r.metrics.lcpMs)} ms`, `${r.lcpRatio.toFixed(2)}× ${r.checks.lcp}`, `${Math.round(r.metrics.tbtMs)} ms`, r.metrics.cls.toFixed(3)],
  ...(RUNS > 1 ? [r.lcpRunsMs.map((ms) => Math.round(ms)).join(' ')] : []),
]);
console.log(`\nLighthouse ${lighthouseVersion || '?'} (desktop preset, simulated throttling), ${browserVersion || 'Chromium'}; ${RUNS === 1 ? 'one run per page' : `${RUNS} runs per page: scores of the median run, median LCP`}`);
console.log(`targets: Performance ≥ ${TARGETS.performance}, Accessibility ${TARGETS.accessibility}, Best Practices ${TARGETS.bestPractices}, LCP ≤ ${TARGETS.lcpRatio}× the baseline's\n`);
console.log(textTable(header, body) + '\n');
for (const r of rows) {
  if (!Object.values(r.checks).includes('MISS') && r.audits.length === 0) continue;
  console.log(`${r.label}${r.lcpElement ? ` — LCP element: ${r.lcpElement.replace(/\s+/g, ' ').slice(0, 120)}` : ''}`);
  for (const a of r.audits) {
    console.log(`  [${a.category}] ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    if (a.category !== 'performance') for (const item of a.items) console.log(`      ${item}`);
  }
  for (const w of r.warnings) console.log(`  warning: ${w}`);
}

const out = writeResults('lighthouse.json', { generatedAt: new Date().toISOString(), lighthouse: lighthouseVersion, browser: browserVersion, preset: 'desktop', runsPerPage: RUNS, targets: TARGETS, baselineLcpMs: baselineLcp, pages: rows, errors });
console.log(`\nwrote ${out}`);
finish({ errors, missed: missedChecks(rows) });
