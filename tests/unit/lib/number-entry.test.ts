import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryValue, formatEntry, formatValue, readPasted, readTyped, valueEntry, widenSeparatorDeletion, type EntryRules } from '@/lib/number-entry';

const money: EntryRules = { scale: 2 };
const whole: EntryRules = { scale: 0 };

const typedValue = (text: string, rules = money) => {
  const result = readTyped(text, rules);
  return result.ok ? entryValue(result.entry) : result.reason;
};
const pastedValue = (text: string, rules = money) => {
  const result = readPasted(text, rules);
  return result.ok ? entryValue(result.entry) : result.reason;
};

/** Types `keys` one at a time at the end, as a field does: each refused key leaves the text as it was. */
function typeKeys(keys: string, rules: EntryRules): string {
  let text = '';
  for (const key of keys) {
    const result = readTyped(text + key, rules);
    if (result.ok) text = formatEntry(result.entry);
  }
  return text;
}

describe('readTyped: the pt-BR way', () => {
  it('takes the dot as the thousands separator and the comma as the decimal one', () => {
    expect(typedValue('1.250,00')).toBe(1250);
    expect(typedValue('5.000')).toBe(5000);
    expect(typedValue('1.500', whole)).toBe(1500);
    expect(typedValue('1250,5')).toBe(1250.5);
    expect(typedValue('R$ 1.250,00')).toBe(1250);
  });

  it('refuses decimals where there are none, a decimal too many and a second comma', () => {
    expect(typedValue('1,5', whole)).toBe('decimals');
    expect(typedValue('1,505')).toBe('scale');
    expect(typedValue('1,5,0')).toBe('invalid');
    expect(typedValue('12345678901234')).toBe('digits');
  });

  it('keeps the decimals as typed while typing', () => {
    expect(typeKeys('1250,50', money)).toBe('1.250,50');
    expect(typeKeys('1.250,00', money)).toBe('1.250,00');
    expect(typeKeys(',5', money)).toBe('0,5');
    expect(typeKeys('007', whole)).toBe('7');
  });
});

describe('readPasted: what other systems copy too', () => {
  it.each([
    ['R$ 5.000,00', 5000],
    ['R$\u00a05.000,00', 5000],
    ['1.250,00', 1250],
    ['1250', 1250],
    ['1250,5', 1250.5],
    ['1.250', 1250],
    ['1.250.000', 1250000],
    ['1,250.00', 1250],
    ['1250.5', 1250.5],
    ['12.75', 12.75],
  ])('%s → %s', (text, value) => {
    expect(pastedValue(text)).toBe(value);
  });
});

describe('format ∘ parse', () => {
  const amount = fc.integer({ min: 0, max: 99_999_999_999 }).map((cents) => cents / 100);

  it('reading what is shown gives the same number back (money)', () => {
    fc.assert(
      fc.property(amount, fc.boolean(), (value, pad) => {
        const shown = formatValue(value, 2, pad);
        expect(typedValue(shown)).toBe(value);
        expect(pastedValue(shown)).toBe(value);
        expect(pastedValue(`R$ ${shown}`)).toBe(value);
      }),
    );
  });

  it('quantities with up to three decimals, and whole ones', () => {
    const quantity = fc.integer({ min: 0, max: 9_999_999_999 }).map((n) => n / 1000);
    fc.assert(
      fc.property(quantity, (value) => {
        expect(typedValue(formatValue(value, 3), { scale: 3 })).toBe(value);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (value) => {
        expect(typedValue(formatValue(value, 0), whole)).toBe(value);
      }),
    );
  });

  it('typing a number key by key the Brazilian way, with or without grouping, ends on that number', () => {
    fc.assert(
      fc.property(amount, fc.boolean(), (value, grouped) => {
        const shown = formatValue(value, 2, true);
        const keys = grouped ? shown : shown.replace(/\./g, '');
        const text = typeKeys(keys, money);
        expect(text).toBe(shown);
        const read = readTyped(text, money);
        expect(read.ok && entryValue(read.entry)).toBe(value);
      }),
    );
  });

  it('no sequence of keys makes a number whose digits differ from the digits typed', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...'0123456789.,R$ -a'.split('')), { maxLength: 20 }), (keys) => {
        const text = typeKeys(keys.join(''), money);
        const read = readTyped(text, money);
        if (!read.ok) return;
        const value = entryValue(read.entry);
        const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
        if (value === null) return;
        // The number's own digits (fixed to what was typed after the comma) are the text's digits.
        const [, typedDecimals = ''] = text.split(',');
        const expected = value.toFixed(typedDecimals.length).replace('.', '').replace(/^0+(?=\d)/, '');
        expect(expected).toBe(digits);
      }),
    );
  });
});

describe('valueEntry', () => {
  it('never rounds a value that has more decimals than the field (a unit changed to "un")', () => {
    expect(formatEntry(valueEntry(1.5, 0))).toBe('1,5');
    expect(formatEntry(valueEntry(2500, 2, true))).toBe('2.500,00');
    expect(formatEntry(valueEntry(12, 3))).toBe('12');
  });
});

describe('widenSeparatorDeletion', () => {
  it('Backspace right after a thousands separator takes the digit before it', () => {
    expect(widenSeparatorDeletion('1.250', '1250', 1, false)).toEqual({ text: '250', caret: 0 });
  });
  it('Delete right before a separator takes the digit after it', () => {
    expect(widenSeparatorDeletion('1.250', '1250', 1, true)).toEqual({ text: '150', caret: 1 });
  });
  it('leaves other deletions alone', () => {
    expect(widenSeparatorDeletion('1.250', '1.50', 2, false)).toBeNull();
  });
});
