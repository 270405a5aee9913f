// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { median, percentile, summarize, textTable, verdict } from '../../../scripts/lib/report.mjs';

describe('benchmark statistics', () => {
  const twenty = Array.from({ length: 20 }, (_, i) => i + 1); // 1..20

  it('takes percentiles by nearest rank', () => {
    expect(percentile(twenty, 95)).toBe(19);
    expect(percentile(twenty, 100)).toBe(20);
    expect(percentile(twenty, 50)).toBe(10);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });

  it('does not depend on the order of the samples', () => {
    expect(percentile([...twenty].reverse(), 95)).toBe(19);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('summarizes min, median, p95 and max', () => {
    expect(summarize(twenty)).toEqual({ n: 20, min: 1, median: 10.5, p95: 19, max: 20 });
    expect(summarize([]).n).toBe(0);
  });

  it('judges a target, and no figure is a miss', () => {
    expect(verdict(300, '<=', 300)).toBe('ok');
    expect(verdict(301, '<=', 300)).toBe('MISS');
    expect(verdict(98, '>=', 98)).toBe('ok');
    expect(verdict(Number.NaN, '>=', 98)).toBe('MISS');
  });

  it('lays out a table: first column left, the others right, a rule under the header', () => {
    expect(textTable(['page', 'LCP'], [['/', '250 ms'], ['/vitrine', '1 250 ms']]).split('\n')).toEqual([
      'page           LCP',
      '--------  --------',
      '/           250 ms',
      '/vitrine  1 250 ms',
    ]);
  });
});
