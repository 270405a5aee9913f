import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits, cpfCheckDigits } from '@/lib/validators/documents';
import { formatNfeKey, isValidNfeKey, nfeCheckDigit } from '@/lib/validators/nfe';
import { formatPixKey, isValidPixKey, normalizePixKey } from '@/lib/validators/pix';

/**
 * The NF-e access key's modulo 11 written from the MOC's description (weights 2..9 from the right,
 * rest 0 or 1 → 0), independently of src/lib/validators/nfe.ts, and the PIX key checks per type.
 */
function referenceDigit(first43: number[]): number {
  const weights = [...first43].reverse().map((_, i) => 2 + (i % 8));
  const sum = [...first43].reverse().reduce((acc, d, i) => acc + d * weights[i]!, 0);
  const dv = 11 - (sum % 11);
  return dv >= 10 ? 0 : dv;
}

const digits43 = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 43, maxLength: 43 });

describe('NF-e chave de acesso', () => {
  it("takes the MOC's worked example and refuses it with any other last digit", () => {
    const key = '52060433009911002506550120000007800267301615';
    expect(isValidNfeKey(key)).toBe(true);
    expect(isValidNfeKey(formatNfeKey(key))).toBe(true);
    for (let d = 0; d <= 9; d++) if (d !== 5) expect(isValidNfeKey(`${key.slice(0, 43)}${d}`)).toBe(false);
  });

  it('agrees with the reference digit for any 43 digits', () => {
    fc.assert(fc.property(digits43, (base) => nfeCheckDigit(base.join('')) === referenceDigit(base)));
  });

  it('takes exactly the key ending in its check digit', () => {
    fc.assert(
      fc.property(digits43, fc.integer({ min: 0, max: 9 }), (base, last) => isValidNfeKey(`${base.join('')}${last}`) === (last === referenceDigit(base))),
    );
  });

  it('refuses other lengths and letters', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{0,43}$|^\d{45,50}$/), (v) => !isValidNfeKey(v)));
    expect(isValidNfeKey('5206043300991100250655012000000780026730161A')).toBe(false);
  });
});

const cpf = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }).filter((b) => new Set(b).size > 1).map((b) => `${b.join('')}${cpfCheckDigits(b.join(''))}`);
const cnpj = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 }).filter((b) => new Set(b).size > 1).map((b) => `${b.join('')}${cnpjCheckDigits(b.join(''))}`);

describe('PIX keys', () => {
  it('takes a valid CPF or CNPJ, masked or not, and refuses one wrong check digit', () => {
    fc.assert(
      fc.property(cpf, (v) => {
        const wrong = `${v.slice(0, 10)}${(Number(v[10]) + 1) % 10}`;
        return isValidPixKey('CPF', v) && isValidPixKey('CPF', formatPixKey('CPF', v)) && !isValidPixKey('CPF', wrong) && !isValidPixKey('CNPJ', v);
      }),
    );
    fc.assert(
      fc.property(cnpj, (v) => {
        const wrong = `${v.slice(0, 13)}${(Number(v[13]) + 1) % 10}`;
        return isValidPixKey('CNPJ', v) && isValidPixKey('CNPJ', formatPixKey('CNPJ', v)) && !isValidPixKey('CNPJ', wrong) && !isValidPixKey('CPF', v);
      }),
    );
  });

  it('takes any UUID as a random key, in either case, and refuses it without a hyphen', () => {
    fc.assert(fc.property(fc.uuid(), (v) => isValidPixKey('RANDOM', v) && isValidPixKey('RANDOM', v.toUpperCase()) && !isValidPixKey('RANDOM', v.replace('-', ''))));
    expect(normalizePixKey('RANDOM', ' 123E4567-E89B-12D3-A456-426614174000 ')).toBe('123e4567-e89b-12d3-a456-426614174000');
  });

  it('takes a +55 mobile with its DDD, typed any usual way, and refuses others', () => {
    fc.assert(
      fc.property(fc.integer({ min: 11, max: 99 }).filter((d) => d % 10 !== 0), fc.stringMatching(/^\d{8}$/), (ddd, rest) => {
        const key = `+55${ddd}9${rest}`;
        const typed = `(${ddd}) 9${rest.slice(0, 4)}-${rest.slice(4)}`;
        return isValidPixKey('PHONE', key) && isValidPixKey('PHONE', typed) && normalizePixKey('PHONE', typed) === key && formatPixKey('PHONE', key) === `+55 ${typed}`;
      }),
    );
    for (const bad of ['+1 202 555 0100', '(11) 3456-7890', '11 98765-432', 'telefone']) expect(isValidPixKey('PHONE', bad)).toBe(false);
  });

  it('takes an e-mail up to 77 characters, lower-cased', () => {
    expect(isValidPixKey('EMAIL', 'Financeiro@Empresa.com.br')).toBe(true);
    expect(normalizePixKey('EMAIL', ' Financeiro@Empresa.com.br ')).toBe('financeiro@empresa.com.br');
    expect(isValidPixKey('EMAIL', `${'a'.repeat(70)}@ab.com.br`)).toBe(false);
    expect(isValidPixKey('EMAIL', 'financeiro@empresa')).toBe(false);
  });
});
