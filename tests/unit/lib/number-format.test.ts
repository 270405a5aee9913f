import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPtBr } from '@/lib/number-format';

/** What Intl writes for the same options: the reference the pt-BR formatter must match. */
const intl = (value: number, options: Intl.NumberFormatOptions) => new Intl.NumberFormat('pt-BR', options).format(value);

/** Doubles as prices, quantities and ratios come: whole, cents, ties (x.xx5), tiny, huge, negative. */
const numbers = fc.oneof(
  fc.double({ min: -1e15, max: 1e15, noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000),
  fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 100 + 0.005),
  fc.double({ min: -1e-3, max: 1e-3, noNaN: true }),
  fc.constantFrom(0, -0, 0.5, 1.005, 1.0005, 9.995, 999.9995, 1e21, 123e-20, Number.MAX_SAFE_INTEGER, -0.0001),
);

describe('pt-BR numbers without Intl (lib/number-format.ts)', () => {
  it('writes what Intl writes: plain, fixed decimals and BRL', () => {
    fc.assert(
      fc.property(numbers, fc.integer({ min: 0, max: 4 }), (value, digits) => {
        expect(formatPtBr(value)).toBe(intl(value, {}));
        expect(formatPtBr(value, { minDecimals: digits, maxDecimals: digits })).toBe(intl(value, { minimumFractionDigits: digits, maximumFractionDigits: digits }));
        expect(formatPtBr(value, { minDecimals: 2, maxDecimals: 2, currency: true })).toBe(intl(value, { style: 'currency', currency: 'BRL' }));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads as a Brazilian writes: grouped thousands, decimal comma, R$ with a no-break space', () => {
    expect(formatPtBr(1234.5)).toBe('1.234,5');
    expect(formatPtBr(1.005, { minDecimals: 2, maxDecimals: 2 })).toBe('1,01');
    expect(formatPtBr(-1234.5, { minDecimals: 2, maxDecimals: 2, currency: true })).toBe('-R$\u00a01.234,50');
  });
});

describe('formatCurrency and formatNumber load no ICU', () => {
  const Original = Intl.NumberFormat;
  afterEach(() => {
    Intl.NumberFormat = Original;
    vi.resetModules();
  });

  it('never build an Intl.NumberFormat, at import or in use (the first one costs a page 130–230 ms on the throttled CPU)', async () => {
    let built = 0;
    Intl.NumberFormat = function (...args: ConstructorParameters<typeof Original>) {
      built += 1;
      return new Original(...args);
    } as unknown as typeof Intl.NumberFormat;
    vi.resetModules();
    const format = await import('@/lib/format');
    expect(format.formatCurrency(1250)).toBe('R$\u00a01.250,00');
    expect(format.formatNumber(3.25)).toBe('3,25');
    expect(format.formatNumber(3, 2)).toBe('3,00');
    expect(built).toBe(0);
  });
});
