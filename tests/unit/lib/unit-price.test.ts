import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCurrency, formatUnitPrice } from '@/lib/format';

/** A price per unit ('R$ 12,90 / kg') is written by one helper of lib/format.ts (docs/ui-kit.md). */

const NBSP = '\u00a0';

describe('formatUnitPrice', () => {
  it('writes the price in reais, a spaced slash and the unit', () => {
    expect(formatUnitPrice(12.9, 'kg')).toBe(`R$${NBSP}12,90 / kg`);
    expect(formatUnitPrice(1234.5, 'unidade')).toBe(`R$${NBSP}1.234,50 / unidade`);
    expect(formatUnitPrice(0.01, 'm²')).toBe(`R$${NBSP}0,01 / m²`);
  });

  it('is the currency of the price, then " / " and the unit, for any price and unit', () => {
    const cents = fc.integer({ min: 1, max: 99_999_999_999 });
    const unit = fc.stringMatching(/^[a-zà-ú²³]{1,12}$/);
    fc.assert(
      fc.property(cents, unit, (c, u) => {
        const text = formatUnitPrice(c / 100, u);
        expect(text).toBe(`${formatCurrency(c / 100)} / ${u}`);
        expect(text.endsWith(` / ${u}`)).toBe(true);
        // The reais part reads back as the same amount.
        const reais = text.slice(3, text.length - u.length - 3).replaceAll('.', '').replace(',', '.');
        expect(Math.round(Number(reais) * 100)).toBe(c);
      }),
    );
  });
});

/** Every .ts/.tsx file under src/. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('no copy of it', () => {
  it('builds "<currency> / <unit>" only in lib/format.ts', () => {
    // A currency followed by ' / ' and a unit, in a template (`${formatCurrency(x)} / ${u}`) or in JSX ({formatCurrency(x)} / {u}).
    const inline = /formatCurrency\((?:[^()]|\([^()]*\))*\)\}? \/ [{$]/;
    const copies = sources(join(process.cwd(), 'src'))
      .filter((file) => !file.endsWith(join('lib', 'format.ts')))
      .filter((file) => inline.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(process.cwd().length + 1));
    expect(copies).toEqual([]);
  });
});
