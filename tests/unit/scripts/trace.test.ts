// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { summarizeTrace } from '../../../scripts/lib/trace.mjs';

const main = { pid: 1, tid: 7 };
const X = (name: string, tsMs: number, durMs: number, data: Record<string, unknown> = {}) => ({ ...main, ph: 'X', name, ts: tsMs * 1000, dur: durMs * 1000, args: { data } });
const mark = (name: string, tsMs: number) => ({ ...main, ph: 'R', cat: 'blink.user_timing', name, ts: tsMs * 1000 });
const net = (name: string, tsMs: number, data: Record<string, unknown>) => ({ pid: 2, tid: 1, ph: 'I', name, ts: tsMs * 1000, args: { data } });

describe('bench:interactive trace summary', () => {
  const trace = {
    traceEvents: [
      mark('navigationStart', 100),
      net('ResourceReceiveResponse', 300, { requestId: 'd', mimeType: 'text/html' }),
      X('ParseHTML', 310, 20),
      net('ResourceSendRequest', 320, { requestId: 'a', url: 'http://x/_next/static/chunks/a.js' }),
      net('ResourceFinish', 400, { requestId: 'a', encodedDataLength: 2048 }),
      net('ResourceSendRequest', 330, { requestId: 'b', url: 'http://x/_next/static/chunks/b.js' }),
      net('ResourceFinish', 500, { requestId: 'b', encodedDataLength: 1024 }),
      // The full browser's own WebUI (its omnibox) loads scripts in the same trace: not the page's.
      net('ResourceSendRequest', 340, { requestId: 'w', url: 'chrome://resources/js/load_time_data.js' }),
      net('ResourceFinish', 360, { requestId: 'w', encodedDataLength: 9000 }),
      X('EvaluateScript', 510, 100, { url: 'http://x/_next/static/chunks/b.js' }),
      // Nested in the evaluation: counted once, as script.
      X('v8.compile', 520, 30, { url: 'http://x/_next/static/chunks/b.js' }),
      X('v8.compile', 620, 10, { url: 'http://x/_next/static/chunks/a.js' }),
      mark('beforeRender', 700),
      X('FunctionCall', 700, 250),
      X('MinorGC', 960, 5),
      mark('afterHydrate', 980),
      // A chunk that arrived during hydration (the probe saw the control at 1 000 ms).
      X('EvaluateScript', 1010, 20, { url: 'http://x/_next/static/chunks/firebase.js' }),
      // After the first control was hydrated: not counted.
      X('EvaluateScript', 1200, 300, { url: 'http://x/_next/static/chunks/late.js' }),
      net('ResourceSendRequest', 1100, { requestId: 'c', url: 'http://x/_next/static/chunks/late.js' }),
    ],
  };

  it('splits the main thread before hydration by kind, times the hydration and counts the scripts asked for by then', () => {
    const summary = summarizeTrace(trace, { untilMs: 900 });
    expect(summary.documentResponseMs).toBe(200);
    expect(summary.hydrationStartMs).toBe(600);
    expect(summary.hydrationMs).toBe(280);
    expect(summary.byKindBeforeMs).toEqual({ html: 20, script: 100, compile: 10, gc: 0 });
    expect(summary.mainThreadBeforeMs).toBe(130);
    expect(summary.scripts).toEqual({ count: 2, kB: 3, lastDoneMs: 400 });
    expect(summary.mainThreadHydrationMs).toBe(255);
    expect(summary.evaluatedInHydration).toEqual([]);
  });

  it('without the probe’s figure it stops at Next’s afterHydrate; chunks evaluated while React hydrated are named', () => {
    const summary = summarizeTrace(trace);
    expect(summary.scripts.count).toBe(2);
    expect(summary.evaluatedInHydration).toEqual([]);
    expect(summarizeTrace(trace, { untilMs: 1000 }).evaluatedInHydration).toEqual([{ file: 'firebase.js', ms: 20 }]);
  });
});
