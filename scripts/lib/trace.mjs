// @ts-check
/**
 * `BENCH_INTERACTIVE_TRACE=1` of `npm run bench:interactive`: the browser's own trace (Chromium's
 * trace events, recorded by Playwright) of one throttled load, read into where the time until the
 * first control works goes: the document's first byte, what the renderer's main thread did
 * (compiling and running scripts, parsing HTML, style and layout, GC) before React starts
 * hydrating (Next's `beforeRender` mark), the hydration itself (to Next's `afterHydrate`), and
 * the scripts fetched before it; then how busy the main thread was while React hydrated, and the
 * chunks evaluated meanwhile. Figures in ms from the navigation's start.
 */

/** The categories the trace records: Chromium's timeline (what DevTools' Performance panel shows), V8's compile, user timing. */
export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'loading', 'netlog'];

/** @typedef {{ name: string, cat?: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: { data?: Record<string, unknown> } & Record<string, unknown> }} TraceEvent */

/** Each top-level piece of main-thread work by kind; the first matching rule wins. */
const KINDS = /** @type {const} */ ([
  ['compile', (/** @type {string} */ n) => /^(v8\.compile|V8\.Compile|v8\.parseOnBackground|CacheScript)/.test(n)],
  ['script', (/** @type {string} */ n) => /^(EvaluateScript|v8\.evaluateModule|FunctionCall|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|v8\.run|V8\.Execute|RequestAnimationFrame|FireIdleCallback)$/.test(n)],
  ['html', (/** @type {string} */ n) => n === 'ParseHTML'],
  ['style', (/** @type {string} */ n) => /^(UpdateLayoutTree|Layout|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)$/.test(n)],
  ['paint', (/** @type {string} */ n) => /^(Paint|PrePaint|Layerize|UpdateLayer|Commit|CompositeLayers|RasterTask)$/.test(n)],
  ['gc', (/** @type {string} */ n) => /GC|^BlinkGC/.test(n)],
]);

/** @param {string} name */
const kindOf = (name) => KINDS.find(([, match]) => match(name))?.[0] ?? null;

/**
 * Where one load's time went until `untilMs` (the probe's "hydrated"; else Next's afterHydrate).
 * @param {{ traceEvents?: TraceEvent[] } | TraceEvent[]} trace @param {{ untilMs?: number | null }} [options]
 */
export function summarizeTrace(trace, { untilMs = null } = {}) {
  const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
  const mark = (/** @type {string} */ name) => events.find((e) => e.name === name && (e.cat ?? '').includes('blink.user_timing'));
  const beforeRender = mark('beforeRender');
  const afterHydrate = mark('afterHydrate');
  // The page's main thread: where Next's marks were made (the script runs there).
  const main = beforeRender ?? events.find((e) => e.name === 'ParseHTML');
  const start = events.find((e) => e.name === 'navigationStart' && (!main || e.pid === main.pid))?.ts ?? main?.ts ?? 0;
  const at = (/** @type {TraceEvent | undefined} */ e) => (e ? (e.ts - start) / 1000 : null);
  const hydrationStartMs = at(beforeRender);
  const hydrationEndMs = at(afterHydrate);
  const endMs = untilMs ?? hydrationEndMs ?? Number.POSITIVE_INFINITY;

  // Top-level timed events of kinds we know, on the main thread, before the end: nested ones are
  // part of their parent (a FunctionCall's compile counts as script, once).
  const slices = events
    .filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number' && e.name !== 'RunTask')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  /** @type {Record<string, { before: number, hydration: number }>} */
  const byKind = {};
  /** Scripts that ran (a chunk evaluated) while React hydrated: work that held the first control back. */
  /** @type {Map<string, number>} */
  const evaluatedInHydration = new Map();
  let openUntil = -1;
  for (const e of slices) {
    const kind = kindOf(e.name);
    if (!kind || e.ts < openUntil) continue;
    openUntil = e.ts + (e.dur ?? 0);
    const fromMs = (e.ts - start) / 1000;
    const toMs = Math.min(endMs, fromMs + (e.dur ?? 0) / 1000);
    if (toMs <= fromMs) continue;
    const inHydration = hydrationStartMs !== null && fromMs >= hydrationStartMs;
    const slot = (byKind[kind] ??= { before: 0, hydration: 0 });
    slot[inHydration ? 'hydration' : 'before'] += toMs - fromMs;
    const url = typeof e.args?.data?.url === 'string' ? e.args.data.url : '';
    if (e.name === 'EvaluateScript' && url && inHydration) evaluatedInHydration.set(url, (evaluatedInHydration.get(url) ?? 0) + toMs - fromMs);
  }

  // Scripts asked for by the end, with their sizes (encoded, as sent) and when each finished. Only the
  // page's own (http): the trace also records the browser's WebUI scripts (chrome://…, ~200 files).
  /** @type {Map<string, { url: string, sentMs: number, doneMs: number | null, bytes: number }>} */
  const requests = new Map();
  for (const e of events) {
    const data = e.args?.data ?? {};
    const id = typeof data.requestId === 'string' ? data.requestId : null;
    if (!id) continue;
    if (e.name === 'ResourceSendRequest' && typeof data.url === 'string' && /^https?:/.test(data.url) && /\.m?js(\?|$)/.test(data.url)) requests.set(id, { url: data.url, sentMs: (e.ts - start) / 1000, doneMs: null, bytes: 0 });
    const request = requests.get(id);
    if (request && e.name === 'ResourceFinish') [request.doneMs, request.bytes] = [(e.ts - start) / 1000, Number(data.encodedDataLength) || 0];
  }
  // What the page downloads before React starts: each file once (a chunk can be asked twice).
  const cutMs = hydrationStartMs ?? endMs;
  const scripts = [...new Map([...requests.values()].filter((r) => r.sentMs <= cutMs).map((r) => [r.url, r])).values()];
  const document = events.find((e) => e.name === 'ResourceReceiveResponse' && (e.args?.data?.mimeType === 'text/html'));
  const round = (/** @type {number} */ n) => Math.round(n);
  const sum = (/** @type {'before' | 'hydration'} */ part) => round(Object.values(byKind).reduce((total, slot) => total + slot[part], 0));
  return {
    documentResponseMs: document ? round((document.ts - start) / 1000) : null,
    hydrationStartMs: hydrationStartMs === null ? null : round(hydrationStartMs),
    hydrationMs: hydrationStartMs === null || hydrationEndMs === null ? null : round(hydrationEndMs - hydrationStartMs),
    mainThreadBeforeMs: sum('before'),
    mainThreadHydrationMs: sum('hydration'),
    byKindBeforeMs: Object.fromEntries(Object.entries(byKind).map(([kind, slot]) => [kind, round(slot.before)])),
    scripts: { count: scripts.length, kB: Math.round(scripts.reduce((total, r) => total + r.bytes, 0) / 102.4) / 10, lastDoneMs: round(Math.max(0, ...scripts.map((r) => r.doneMs ?? 0))) },
    evaluatedInHydration: [...evaluatedInHydration.entries()].map(([url, ms]) => ({ file: url.split('/').pop() ?? url, ms: round(ms) })),
  };
}
