/**
 * Numbers written the pt-BR way ('1.234,5', 'R$ 1.234,50') without Intl. The browser's first
 * Intl formatter loads ICU's locale data: 130–230 ms on the office laptop's CPU (×4), paid by
 * every signed-in page before its first control worked (docs/no-icu.md). The output is Intl's,
 * character for character: a property test compares the two (tests/unit/lib/number-format.test.ts).
 */

/** The digits JavaScript prints for a finite, non-negative number (the shortest that reads back), without an exponent. */
function decimalDigits(value: number): [whole: string, fraction: string] {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** Adds one to a string of digits ('199' → '200', '99' → '100'). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * Rounds half away from zero (ICU's default, on the decimal digits JavaScript prints: 1.005 → 1.01,
 * where `toFixed` says 1.00), then keeps at least `min` decimals.
 */
function rounded(value: number, min: number, max: number): [whole: string, fraction: string] {
  let [whole, fraction] = decimalDigits(value);
  if (fraction.length > max) {
    const up = fraction.charCodeAt(max) >= 53; // '5'
    fraction = fraction.slice(0, max);
    if (up) {
      const next = increment(whole + fraction);
      [whole, fraction] = [next.slice(0, next.length - max) || '0', next.slice(next.length - max)];
    }
  }
  fraction = fraction.replace(/0+$/, '');
  return [whole, fraction.padEnd(min, '0')];
}

/** Decimals kept: at least `minDecimals`, at most `maxDecimals` (3 by default, as Intl's). */
export interface NumberFormatOptions {
  minDecimals?: number;
  maxDecimals?: number;
  /** 'R$ ' before the number (a no-break space, as Intl writes it). */
  currency?: boolean;
}

/** 1234.5 → '1.234,5'; -0 and negatives that round to zero keep their sign ('-0'), as Intl does. */
export function formatPtBr(value: number, { minDecimals = 0, maxDecimals = Math.max(minDecimals, 3), currency = false }: NumberFormatOptions = {}): string {
  const negative = value < 0 || Object.is(value, -0);
  const [whole, fraction] = rounded(Math.abs(value), minDecimals, maxDecimals);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, '.');
  return `${negative ? '-' : ''}${currency ? 'R$\u00a0' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}
