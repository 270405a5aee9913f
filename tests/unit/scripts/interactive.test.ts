// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { interactiveRow, type InteractiveRun } from '../../../scripts/lib/interactive.mjs';

const run = (firstPaintMs: number | null, hydratedMs: number | null, extra: Partial<InteractiveRun> = {}): InteractiveRun => ({
  firstPaintMs,
  fcpMs: firstPaintMs,
  lcpMs: firstPaintMs,
  seenMs: firstPaintMs,
  hydratedMs,
  control: '<button> Entrar',
  ...extra,
});

describe('bench:interactive rows', () => {
  it('takes the median of each figure and of each run’s dead window', () => {
    // Dead windows 400, 900, 500: their median is 500, not median(hydrated) − median(paint) = 400.
    const row = interactiveRow([run(800, 1200), run(700, 1600), run(900, 1400)], 1000);
    expect(row).toMatchObject({ runs: 3, firstPaintMs: 800, hydratedMs: 1400, deadWindowMs: 500, ratio: 1.4 });
    expect(row.checks).toEqual({ hydrated: 'ok', deadWindow: 'ok' });
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
    expect(interactiveRow([run(800, null)], 1000).checks).toEqual({ hydrated: 'MISS', deadWindow: 'MISS' });
    expect(interactiveRow([run(800, 1000)], Number.NaN).checks.hydrated).toBe('MISS');
  });

  it('does not judge the bare page itself', () => {
    const row = interactiveRow([run(800, 2000)], 2000, { isBaseline: true });
    expect(row.ratio).toBe(1);
    expect(row.checks).toEqual({ hydrated: '—', deadWindow: '—' });
  });
});
