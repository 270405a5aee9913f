import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMask } from '@/lib/masks';
import { isValidCnpj, isValidCpf } from '@/lib/validators/documents';

/**
 * Reference check digits written from the textbook formula — d = (Σ dᵢ·wᵢ · 10 mod 11) mod 10 —
 * independently of src/lib/validators/documents.ts.
 */
function referenceDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((acc, d, i) => acc + d * weights[i]!, 0);
  return ((sum * 10) % 11) % 10;
}
const CPF_W1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_W2 = [11, ...CPF_W1];
const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_W2 = [6, ...CNPJ_W1];

function referenceValid(value: string, w1: number[], w2: number[]): boolean {
  const digits = [...value].map(Number);
  const base = digits.slice(0, w1.length);
  if (new Set(digits).size === 1) return false;
  const first = referenceDigit(base, w1);
  const second = referenceDigit([...base, first], w2);
  return digits[w1.length] === first && digits[w1.length + 1] === second;
}
const referenceCpf = (v: string) => referenceValid(v, CPF_W1, CPF_W2);
const referenceCnpj = (v: string) => referenceValid(v, CNPJ_W1, CNPJ_W2);

const digitsOf = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length });

/** A valid CPF/CNPJ built with the reference formula. */
function validNumber(baseLength: number, w1: number[], w2: number[]) {
  return digitsOf(baseLength)
    .filter((base) => new Set(base).size > 1)
    .map((base) => {
      const first = referenceDigit(base, w1);
      const second = referenceDigit([...base, first], w2);
      return [...base, first, second].join('');
    });
}
const validCpf = validNumber(9, CPF_W1, CPF_W2);
const validCnpj = validNumber(12, CNPJ_W1, CNPJ_W2);

/** A single-digit change: position and a different digit. */
function mutate(value: string, position: number, delta: number): string {
  const i = position % value.length;
  const digit = (Number(value[i]) + 1 + (delta % 9)) % 10;
  return value.slice(0, i) + digit + value.slice(i + 1);
}

describe.each([
  ['CPF', isValidCpf, validCpf, referenceCpf, 'cpf' as const, 9],
  ['CNPJ', isValidCnpj, validCnpj, referenceCnpj, 'cnpj' as const, 12],
])('%s check digits', (_name, isValid, valid, reference, mask, baseLength) => {
  it('accepts every generated valid number, formatted or not', () => {
    fc.assert(
      fc.property(valid, (value) => {
        expect(isValid(value)).toBe(true);
        expect(isValid(applyMask(mask, value))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('rejects any change to a check digit', () => {
    fc.assert(
      fc.property(valid, fc.integer({ min: 0, max: 1 }), fc.nat(), (value, which, delta) => {
        expect(isValid(mutate(value, baseLength + which, delta))).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('rejects a single-digit change wherever the mod-11 scheme can see it', () => {
    // The official algorithm folds remainders 0 and 1 into the digit 0, so a few base-digit
    // changes produce another valid number (e.g. CPF 165.715.878-07 → 065.715.878-07). Those are
    // real, valid documents and must pass; every other single-digit change must fail.
    fc.assert(
      fc.property(valid, fc.nat(), fc.nat(), (value, position, delta) => {
        const changed = mutate(value, position, delta);
        expect(changed).not.toBe(value);
        expect(isValid(changed)).toBe(reference(changed));
      }),
      { numRuns: 2000 },
    );
  });

  it('almost always catches a single-digit change', () => {
    let caught = 0;
    let total = 0;
    fc.assert(
      fc.property(valid, fc.nat(), fc.nat(), (value, position, delta) => {
        total += 1;
        if (!isValid(mutate(value, position, delta))) caught += 1;
      }),
      { numRuns: 2000 },
    );
    expect(caught / total).toBeGreaterThan(0.98);
  });

  it('rejects wrong lengths, repeated digits and letters', () => {
    fc.assert(
      fc.property(valid, fc.integer({ min: 1, max: 3 }), (value, cut) => {
        expect(isValid(value.slice(0, -cut))).toBe(false);
        expect(isValid(`${value}0`)).toBe(false);
        expect(isValid(`${value.slice(0, 3)}a${value.slice(3)}`)).toBe(false);
      }),
    );
    for (let d = 0; d <= 9; d++) expect(isValid(String(d).repeat(baseLength + 2))).toBe(false);
  });
});

describe('the known blind spot of the official algorithm', () => {
  it('accepts both numbers of a pair that differ in one digit, like any reference validator', () => {
    expect(referenceCpf('16571587807')).toBe(true);
    expect(referenceCpf('06571587807')).toBe(true);
    expect(isValidCpf('16571587807')).toBe(true);
    expect(isValidCpf('06571587807')).toBe(true);
  });
});
