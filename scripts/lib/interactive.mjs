// @ts-check
/**
 * The parts of `npm run bench:interactive` that are not about servers: the probe it puts in every
 * measured page, and one row of its table (medians of the runs, dead window, ratio, ok/MISS).
 */
import { median, verdict } from './report.mjs';

/** docs/benchmarks.md: on the throttled profile, against the bare Next page. */
export const INTERACTIVE_TARGETS = { hydratedRatio: 1.5, deadWindowMs: 600, apiCalls: 5 };
/** What counts as the page's first interactive control. */
export const CONTROL_SELECTOR = 'button, a[href], input, select';
/**
 * What the probe writes to the console once the page is hydrated. The bench waits for it rather than
 * polling with `page.waitForFunction`, whose first call evaluates Playwright's injected script (about
 * 100 ms at CPU ×4) in the page while it loads: work no user's browser does, which held back the
 * parser and with it the page's scripts.
 */
export const HYDRATED_SIGNAL = 'bench:interactive hydrated';

/**
 * Runs in the page before its own scripts (`addInitScript`, serialised: no closures over this
 * module). Every 10 ms and every frame it looks at the controls inside `scope` ('main', or 'body'
 * for the bare page) and records in `window.__interactive` when the first one is in the DOM
 * ("seen") and when the first visible one carries React's props (`__reactProps$…`, set when React
 * hydrates or renders it): "hydrated", which it then writes to the console (`signal`). It also
 * keeps the latest LCP candidate.
 * @param {{ scope: string, selector: string, signal: string }} options
 */
export function installInteractiveProbe({ scope, selector, signal }) {
  if (window !== window.top) return;
  const state = { seenMs: /** @type {number | null} */ (null), hydratedMs: /** @type {number | null} */ (null), control: '', lcpMs: /** @type {number | null} */ (null), lcpElement: '' };
  /** @type {any} */ (window).__interactive = state;
  /** @param {Element | null | undefined} el */
  const describe = (el) => {
    if (!el) return '';
    const label = /** @type {HTMLInputElement} */ (el).labels?.[0]?.textContent;
    const text = (el.getAttribute('aria-label') || label || el.textContent || el.getAttribute('name') || el.getAttribute('href') || '').replace(/\s+/g, ' ').trim();
    return `<${el.tagName.toLowerCase()}>${text ? ` ${text.slice(0, 60)}` : ''}`;
  };
  new PerformanceObserver((list) => {
    const last = /** @type {PerformanceEntry & { element?: Element | null }} */ (list.getEntries().at(-1));
    state.lcpMs = last.startTime;
    state.lcpElement = describe(last.element);
  }).observe({ type: 'largest-contentful-paint', buffered: true }); // a browser without LCP ignores this
  // sr-only elements (the skip link) are 1 px boxes: not what a user sees and clicks.
  /** @param {Element} el */
  const visible = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden';
  };
  /** @param {Element} el */
  const hasProps = (el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'));
  // While the page loads the probe reads the DOM without forcing a layout: asking for a box every
  // 10 ms re-laid the half-parsed page each time, work that grew with the page (0.3–0.7 s at CPU ×4
  // on the signed-in pages, 0.07 s on the bare one). Visibility is asked once React has given a
  // control its props (it hydrates the whole tree in one commit).
  const check = () => {
    if (state.hydratedMs !== null || !document.body) return;
    const controls = [...(document.querySelector(scope)?.querySelectorAll(selector) ?? [])];
    if (controls.length === 0) return;
    const now = performance.now();
    state.seenMs ??= now;
    if (!controls.some(hasProps)) return;
    const first = controls.find(visible);
    if (!first || !hasProps(first)) return;
    state.hydratedMs = now;
    state.control = describe(first);
    clearInterval(timer);
    console.debug(signal);
  };
  const timer = setInterval(check, 10);
  const frame = () => {
    check();
    if (state.hydratedMs === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** @typedef {{ firstPaintMs: number | null, fcpMs: number | null, lcpMs: number | null, seenMs: number | null, hydratedMs: number | null, control: string, apiCalls: number, newsCalls: number, apiPaths: string[] }} InteractiveRun one load, ms from navigation start */

/**
 * The header's Novidades: `GET /news`, or, before it existed, the first pages of 20 it composed
 * (features/news/queries.ts, NEWS_PAGE) and the negotiations it opened to tell what is unseen
 * (no measured page shows one).
 * @param {URL} url
 */
const isNewsCall = (url) => url.pathname === '/news' || url.pathname.startsWith('/news/') || url.searchParams.get('take') === '20' || /^\/negotiation\/\d+$/.test(url.pathname);

/**
 * A view's API calls: the requests to the API's origin that are not images (photos are served from
 * there too), preflights left out, Novidades counted apart. `apiPaths` are method, path and query.
 * @param {ReadonlyArray<{ url: string, type: string }>} requests @param {string} apiOrigin
 */
export function apiCallsOf(requests, apiOrigin) {
  const calls = requests.map((r) => ({ ...r, parsed: new URL(r.url) })).filter((r) => r.parsed.origin === apiOrigin && r.type !== 'image' && r.type !== 'preflight');
  const news = calls.filter((r) => isNewsCall(r.parsed));
  const own = calls.filter((r) => !isNewsCall(r.parsed));
  return { apiCalls: own.length, newsCalls: news.length, apiPaths: own.map((r) => `${r.parsed.pathname}${r.parsed.search}`) };
}

/** @param {ReadonlyArray<number | null | undefined>} values */
const medianOf = (values) => median(values.filter((v) => typeof v === 'number' && Number.isFinite(v)).map(Number));

/**
 * The medians of a page's runs (first paint falls back to FCP; a run without a figure is left out
 * of that figure's median), the median of each run's dead window, the ratio of the median hydrated
 * to the bare page's, and the verdicts: NaN is a MISS; the bare page itself is not judged ('—').
 * @param {readonly InteractiveRun[]} runs
 * @param {number} baselineHydratedMs
 * @param {{ isBaseline?: boolean, targets?: typeof INTERACTIVE_TARGETS }} [options]
 */
export function interactiveRow(runs, baselineHydratedMs, { isBaseline = false, targets = INTERACTIVE_TARGETS } = {}) {
  const paintOf = (/** @type {InteractiveRun} */ r) => r.firstPaintMs ?? r.fcpMs;
  const hydratedMs = medianOf(runs.map((r) => r.hydratedMs));
  const deadWindowMs = medianOf(runs.map((r) => (r.hydratedMs == null || paintOf(r) == null ? null : r.hydratedMs - Number(paintOf(r)))));
  const ratio = hydratedMs / baselineHydratedMs;
  const apiCalls = medianOf(runs.map((r) => r.apiCalls));
  const newsCalls = medianOf(runs.map((r) => r.newsCalls));
  const checks = isBaseline
    ? { hydrated: '—', deadWindow: '—', apiCalls: '—' }
    : { hydrated: verdict(ratio, '<=', targets.hydratedRatio), deadWindow: verdict(deadWindowMs, '<=', targets.deadWindowMs), apiCalls: verdict(apiCalls, '<=', targets.apiCalls) };
  return { runs: runs.length, apiCalls, newsCalls, firstPaintMs: medianOf(runs.map(paintOf)), fcpMs: medianOf(runs.map((r) => r.fcpMs)), lcpMs: medianOf(runs.map((r) => r.lcpMs)), hydratedMs, deadWindowMs, ratio, checks };
}
