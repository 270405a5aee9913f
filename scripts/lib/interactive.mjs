// @ts-check
/**
 * The parts of `npm run bench:interactive` (scripts/bench-interactive.mjs) that are not about
 * starting servers: the probe it puts in every measured page, and the figures of one row of its
 * table (medians of the runs, dead window, ratio to the bare page, ok/MISS).
 */
import { median, verdict } from './stats.mjs';

/** DESIGN.md §10 and issue 27: on the throttled profile, against the bare Next page. */
export const INTERACTIVE_TARGETS = { hydratedRatio: 1.5, deadWindowMs: 600 };

/** What counts as the page's first interactive control. */
export const CONTROL_SELECTOR = 'button, a[href], input, select';

/**
 * Runs in the page before its own scripts (Playwright's `addInitScript`, serialised: no closures
 * over this module). From navigation start it looks, every 10 ms and every frame, for the first
 * visible control inside `scope` ('main', or 'body' for the bare page) and records in
 * `window.__interactive` when one is first seen and when the first one carries React's props
 * (`__reactProps$…`, set when React hydrates or renders it): that is "hydrated". It also keeps
 * the latest LCP candidate.
 * @param {{ scope: string, selector: string }} options
 */
export function installInteractiveProbe({ scope, selector }) {
  if (window !== window.top) return;
  /** @type {{ seenMs: number | null, hydratedMs: number | null, control: string, lcpMs: number | null, lcpElement: string }} */
  const state = { seenMs: null, hydratedMs: null, control: '', lcpMs: null, lcpElement: '' };
  /** @type {any} */ (window).__interactive = state;
  /** @param {Element | null | undefined} el */
  const describe = (el) => {
    if (!el) return '';
    const label = /** @type {HTMLInputElement} */ (el).labels?.[0]?.textContent;
    const text = (el.getAttribute('aria-label') || label || el.textContent || el.getAttribute('name') || el.getAttribute('href') || '').replace(/\s+/g, ' ').trim();
    return `<${el.tagName.toLowerCase()}>${text ? ` ${text.slice(0, 60)}` : ''}`;
  };
  try {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      const last = /** @type {PerformanceEntry & { element?: Element | null }} */ (entries[entries.length - 1]);
      state.lcpMs = last.startTime;
      state.lcpElement = describe(last.element);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // No LCP in this browser: the figure stays empty.
  }
  // sr-only elements (the skip link) are 1 px boxes: not what a user sees and clicks.
  /** @param {Element} el */
  const visible = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden';
  };
  const check = () => {
    if (state.hydratedMs !== null || !document.body) return;
    const root = document.querySelector(scope);
    if (!root) return;
    let first = null;
    for (const el of root.querySelectorAll(selector)) {
      if (visible(el)) {
        first = el;
        break;
      }
    }
    if (!first) return;
    const now = performance.now();
    state.seenMs ??= now;
    if (Object.keys(first).some((key) => key.startsWith('__reactProps$'))) {
      state.hydratedMs = now;
      state.control = describe(first);
      clearInterval(timer);
    }
  };
  const timer = setInterval(check, 10);
  const frame = () => {
    check();
    if (state.hydratedMs === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * @typedef {object} InteractiveRun one load of one page, times from navigation start (ms)
 * @property {number | null} firstPaintMs 'first-paint'
 * @property {number | null} fcpMs 'first-contentful-paint'
 * @property {number | null} lcpMs the last LCP candidate when the run was read
 * @property {number | null} seenMs the first visible control appeared (server-rendered or not)
 * @property {number | null} hydratedMs that control carried React's handlers
 * @property {string} control which control it was
 */

/**
 * @typedef {object} InteractiveRow
 * @property {number} runs
 * @property {number} firstPaintMs median first paint ('first-contentful-paint' for a run without 'first-paint')
 * @property {number} fcpMs
 * @property {number} lcpMs
 * @property {number} hydratedMs
 * @property {number} deadWindowMs median over the runs of hydrated − first paint
 * @property {number} ratio median hydrated ÷ the bare page's median hydrated
 * @property {{ hydrated: 'ok' | 'MISS' | '—', deadWindow: 'ok' | 'MISS' | '—' }} checks '—' for the bare page (the reference)
 */

/** @param {ReadonlyArray<number | null | undefined>} values */
const medianOf = (values) => median(values.filter((v) => typeof v === 'number' && Number.isFinite(v)).map(Number));

/**
 * The medians of a page's runs and its verdicts. A run without a figure is left out of that
 * figure's median; a page without any is NaN, which is a MISS.
 * @param {readonly InteractiveRun[]} runs
 * @param {number} baselineHydratedMs
 * @param {{ isBaseline?: boolean, targets?: typeof INTERACTIVE_TARGETS }} [options]
 * @returns {InteractiveRow}
 */
export function interactiveRow(runs, baselineHydratedMs, { isBaseline = false, targets = INTERACTIVE_TARGETS } = {}) {
  const paintOf = (/** @type {InteractiveRun} */ r) => r.firstPaintMs ?? r.fcpMs;
  const hydratedMs = medianOf(runs.map((r) => r.hydratedMs));
  const deadWindowMs = medianOf(runs.map((r) => (r.hydratedMs == null || paintOf(r) == null ? null : r.hydratedMs - Number(paintOf(r)))));
  const ratio = hydratedMs / baselineHydratedMs;
  return {
    runs: runs.length,
    firstPaintMs: medianOf(runs.map(paintOf)),
    fcpMs: medianOf(runs.map((r) => r.fcpMs)),
    lcpMs: medianOf(runs.map((r) => r.lcpMs)),
    hydratedMs,
    deadWindowMs,
    ratio,
    checks: isBaseline
      ? { hydrated: '—', deadWindow: '—' }
      : { hydrated: verdict(ratio, '<=', targets.hydratedRatio), deadWindow: verdict(deadWindowMs, '<=', targets.deadWindowMs) },
  };
}
