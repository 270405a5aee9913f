// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiCallsOf, interactiveRow, type InteractiveRun } from '../../../scripts/lib/interactive.mjs';

const run = (firstPaintMs: number | null, hydratedMs: number | null, extra: Partial<InteractiveRun> = {}): InteractiveRun => ({
  firstPaintMs,
  fcpMs: firstPaintMs,
  lcpMs: firstPaintMs,
  seenMs: firstPaintMs,
  hydratedMs,
  control: '<button> Entrar',
  apiCalls: 3,
  newsCalls: 1,
  apiPaths: [],
  ...extra,
});

describe('bench:interactive rows', () => {
  it('takes the median of each figure and of each run’s dead window', () => {
    // Dead windows 400, 900, 500: their median is 500, not median(hydrated) − median(paint) = 400.
    const row = interactiveRow([run(800, 1200), run(700, 1600), run(900, 1400)], 1000);
    expect(row).toMatchObject({ runs: 3, firstPaintMs: 800, hydratedMs: 1400, deadWindowMs: 500, ratio: 1.4 });
    expect(row.checks).toEqual({ hydrated: 'ok', deadWindow: 'ok', apiCalls: 'ok' });
  });

  it('misses past 1.5× the bare page or a 600 ms dead window', () => {
    expect(interactiveRow([run(800, 1501)], 1000).checks.hydrated).toBe('MISS');
    expect(interactiveRow([run(800, 1500)], 1000).checks.hydrated).toBe('ok');
    expect(interactiveRow([run(800, 1401)], 1000).checks.deadWindow).toBe('MISS');
    expect(interactiveRow([run(800, 1400)], 1000).checks.deadWindow).toBe('ok');
  });

  it('falls back to first-contentful-paint and leaves out runs without a figure', () => {
    const row = interactiveRow([run(null, 1000, { fcpMs: 600 }), run(null, null, { fcpMs: null })], 1000);
    expect(row.firstPaintMs).toBe(600);
    expect(row.deadWindowMs).toBe(400);
    expect(row.hydratedMs).toBe(1000);
  });

  it('a page never hydrated, or no bare page, is a miss', () => {
    expect(interactiveRow([run(800, null)], 1000).checks).toEqual({ hydrated: 'MISS', deadWindow: 'MISS', apiCalls: 'ok' });
    expect(interactiveRow([run(800, 1000)], Number.NaN).checks.hydrated).toBe('MISS');
  });

  it('does not judge the bare page itself', () => {
    const row = interactiveRow([run(800, 2000)], 2000, { isBaseline: true });
    expect(row.ratio).toBe(1);
    expect(row.checks).toEqual({ hydrated: '—', deadWindow: '—', apiCalls: '—' });
  });

  it('counts the API calls of a view: the median, more than five a miss', () => {
    const row = interactiveRow([run(800, 1000, { apiCalls: 4 }), run(800, 1000, { apiCalls: 7 }), run(800, 1000, { apiCalls: 6 })], 1000);
    expect(row.apiCalls).toBe(6);
    expect(row.checks.apiCalls).toBe('MISS');
    expect(interactiveRow([run(800, 1000, { apiCalls: 5 })], 1000).checks.apiCalls).toBe('ok');
  });
});

describe('bench:interactive API calls of a view', () => {
  it('counts requests to the API origin, not images nor other origins, with Novidades apart', () => {
    const api = 'http://localhost:4000';
    const counted = apiCallsOf(
      [
        { url: `${api}/user`, type: 'xhr' },
        { url: `${api}/segment/select-list`, type: 'fetch' },
        { url: `${api}/uploads/1.webp`, type: 'image' },
        { url: 'http://localhost:3000/_next/static/chunks/a.js', type: 'script' },
        { url: `${api}/news`, type: 'xhr' },
        { url: `${api}/negotiation/list/purchases?page=1&take=20`, type: 'xhr' },
        { url: `${api}/negotiation/list/purchases?page=1&take=10`, type: 'xhr' },
      ],
      api,
    );
    expect(counted).toEqual({ apiCalls: 3, newsCalls: 2, apiPaths: ['/user', '/segment/select-list', '/negotiation/list/purchases?page=1&take=10'] });
  });
});

describe('bench:interactive’s browser', () => {
  it('is the one that drives the e2e suite (the headless shell when installed), not the full browser', async () => {
    const { CHROMIUM, PAGE_CHROMIUM } = await import('../../../scripts/lib/stack.mjs');
    if (!process.env.CHROMIUM_PATH && existsSync('/usr/bin/chromium-headless-shell')) expect(PAGE_CHROMIUM).not.toBe(CHROMIUM);
    // The full browser builds its own UI beside each measured page (docs/benchmarks.md).
    const source = readFileSync(path.join(process.cwd(), 'scripts/bench-interactive.mjs'), 'utf8');
    expect(source).toMatch(/executablePath: PAGE_CHROMIUM\b/);
    expect(source).not.toMatch(/executablePath: CHROMIUM\b/);
  });
});

describe('bench:interactive’s wait', () => {
  it('waits for the probe’s word on the console, not with waitForFunction (Playwright’s script evaluated in the page as it loads)', () => {
    const source = readFileSync(path.join(process.cwd(), 'scripts/bench-interactive.mjs'), 'utf8');
    expect(source).not.toMatch(/waitForFunction\(/);
    expect(source).toMatch(/waitForEvent\('console'/);
  });
});
