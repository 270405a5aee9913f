import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { applyMask } from '@/lib/masks';
import { formatNumber } from '@/lib/format';
import {
  isUf,
  isValidCep,
  isValidEmail,
  isValidWebsite,
  MONEY_MAX,
  parseDisplayDate,
  MONEY_TOO_BIG,
  QUANTITY_MAX,
  QUANTITY_TOO_BIG,
  UFS,
  withScheme,
} from '@/lib/validators/common';
import { isValidPhone, joinPhone, splitPhone } from '@/lib/validators/phone';
import { VALIDATION_MESSAGES } from '@/lib/validators/common';
import { zCep, zCnpj, zCpf, zDate, zChosen, zEmail, zNewPassword, zMoney, zOptionalUrl, zPhone, zPositiveNumber } from '@/lib/validators/zod';

describe('phone', () => {
  const area = fc.integer({ min: 11, max: 99 }).filter((n) => !String(n).includes('0')).map(String);
  const number = fc.oneof(fc.stringMatching(/^\d{8}$/), fc.stringMatching(/^\d{9}$/));

  it('splits into { Area, Numero } and joins back, from masked or bare digits', () => {
    fc.assert(
      fc.property(area, number, (a, n) => {
        const digits = a + n;
        const masked = applyMask('phone', digits);
        expect(isValidPhone(masked)).toBe(true);
        expect(splitPhone(masked)).toEqual({ Area: a, Numero: n });
        expect(splitPhone(digits)).toEqual({ Area: a, Numero: n });
        expect(joinPhone(splitPhone(digits))).toBe(digits);
      }),
    );
  });

  it('refuses a 0 area digit, letters and wrong lengths', () => {
    expect(isValidPhone('01987654321')).toBe(false);
    expect(isValidPhone('10987654321')).toBe(false);
    expect(isValidPhone('11 9876-432a')).toBe(false);
    expect(isValidPhone('119876543')).toBe(false);
    expect(isValidPhone('119876543210')).toBe(false);
    expect(splitPhone('(10) 98765-4321')).toBeNull();
  });
});

describe('e-mail, website, CEP and dates', () => {
  it.each(['ana@empresa.com.br', 'a.b+c@x.io', ' maria@giro.dev '])('accepts the e-mail %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['ana', 'ana@', '@x.com', 'ana@x', 'ana@x.c', 'a b@x.com', 'ana@@x.com', 'ana..b@x.com', 'joao.@empresa.com', '.ana@x.com', 'a#b@empresa.com.br', 'a!b@x.com'])(
    'refuses the e-mail %s',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it("accepts no e-mail the API's check (z.email()) refuses, so the field says it, not a 400", () => {
    const local = fc.stringMatching(/^[A-Za-z0-9._'+!#-]{1,12}$/);
    const domain = fc.stringMatching(/^[a-z0-9-]{1,8}(\.[a-z0-9-]{1,8}){0,2}\.[a-z]{2,4}$/);
    fc.assert(
      fc.property(local, domain, (user, host) => {
        const email = `${user}@${host}`;
        if (isValidEmail(email)) expect(z.email().safeParse(email.trim().toLowerCase()).success, email).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it.each(['', '   ', 'www.empresa.com.br', 'https://empresa.com.br/loja?x=1#a', 'http://sub.dominio.net:8080/p', 'empresa.com'])(
    'accepts the website %j',
    (url) => expect(isValidWebsite(url)).toBe(true),
  );
  it.each(['empresa', 'http://', 'ftp://x.com', 'www.empresa .com', 'https://empresa', 'javascript:alert(1)'])('refuses the website %j', (url) => {
    expect(isValidWebsite(url)).toBe(false);
  });
  it('adds a scheme to links that lack one', () => {
    expect(withScheme('www.x.com.br')).toBe('https://www.x.com.br');
    expect(withScheme('http://x.com')).toBe('http://x.com');
    expect(withScheme('')).toBe('');
  });

  it('checks CEPs by their 8 digits', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('01310100')).toBe(true);
    expect(isValidCep('0131010')).toBe(false);
    expect(isValidCep('01310-10a')).toBe(false);
  });

  it('accepts real calendar dates only', () => {
    const isValidDisplayDate = (text: string) => parseDisplayDate(text) !== null;
    expect(isValidDisplayDate('29/02/2024')).toBe(true);
    expect(isValidDisplayDate('29/02/2026')).toBe(false);
    expect(isValidDisplayDate('31/04/2026')).toBe(false);
    expect(isValidDisplayDate('00/01/2026')).toBe(false);
    expect(isValidDisplayDate('12/13/2026')).toBe(false);
    expect(isValidDisplayDate('1/1/2026')).toBe(false);
    fc.assert(
      fc.property(fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true }), (date) => {
        const text = `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
        expect(isValidDisplayDate(text)).toBe(true);
      }),
    );
  });
});

function messages(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('zod helpers', () => {
  it('outputs digits for documents, CEP and phone, from masked input', () => {
    expect(zCpf().parse('529.982.247-25')).toBe('52998224725');
    expect(zCnpj().parse('11.222.333/0001-81')).toBe('11222333000181');
    expect(zCep().parse('01310-100')).toBe('01310100');
    expect(zPhone().parse('(11) 98765-4321')).toBe('11987654321');
    expect(zEmail().parse(' Ana@Empresa.com.br ')).toBe('ana@empresa.com.br');
  });

  it('says what is wrong in pt-BR', () => {
    expect(messages(zCpf(), '52998224724')).toEqual([VALIDATION_MESSAGES.cpf]);
    expect(messages(zCnpj(), '11222333000180')).toEqual([VALIDATION_MESSAGES.cnpj]);
    expect(messages(zPhone(), '0198765432')).toEqual([VALIDATION_MESSAGES.phone]);
    expect(messages(zCep(), '0131')).toEqual([VALIDATION_MESSAGES.cep]);
    expect(messages(zEmail(), 'ana@')).toEqual([VALIDATION_MESSAGES.email]);
    expect(messages(zOptionalUrl(), 'site')).toEqual([VALIDATION_MESSAGES.website]);
    expect(messages(zDate(), '31/02/2026')).toEqual([VALIDATION_MESSAGES.date]);
    expect(messages(zCpf({ message: 'CPF do responsável inválido.' }), '1')).toEqual(['CPF do responsável inválido.']);
  });

  it('takes a new password of 8 characters or more with letters and numbers; optional lets "" through', () => {
    const first = (schema: z.ZodMiniType, value: string) => schema.safeParse(value).error?.issues[0]?.message;
    expect(first(zNewPassword(), 'Giro2026')).toBeUndefined();
    expect(first(zNewPassword(), 'Giro206')).toBe('A senha deve ter pelo menos 8 caracteres.');
    expect(first(zNewPassword(), '')).toBe('A senha deve ter pelo menos 8 caracteres.');
    expect(first(zNewPassword(), '12345678')).toBe('A senha deve ter ao menos uma letra.');
    expect(first(zNewPassword(), 'abcdefgh')).toBe('A senha deve ter ao menos um número.');
    expect(first(zNewPassword({ optional: true }), '')).toBeUndefined();
    expect(first(zNewPassword({ optional: true }), 'abc')).toBe('A senha deve ter pelo menos 8 caracteres.');
  });

  it('zChosen: a field that starts as null must be filled; the output is the value itself', () => {
    const unit = zChosen(z.int(), 'Selecione a unidade.');
    expect(unit.safeParse(null).error?.issues[0]?.message).toBe('Selecione a unidade.');
    expect(unit.parse(3)).toBe(3);
    const delivery = zChosen(z.enum(['PICKUP', 'DELIVERY'], { error: 'Escolha entrega ou retirada.' }), 'Escolha entrega ou retirada.');
    expect(delivery.safeParse('BARCO').error?.issues[0]?.message).toBe('Escolha entrega ou retirada.');
    expect(delivery.parse('PICKUP')).toBe('PICKUP');
  });

  it('zPositiveNumber: required while null, then greater than zero', () => {
    const quantity = zPositiveNumber('Informe a quantidade.', 'A quantidade deve ser maior que zero.');
    expect(quantity.safeParse(null).error?.issues.map((i) => i.message)).toEqual(['Informe a quantidade.']);
    expect(quantity.safeParse(0).error?.issues.map((i) => i.message)).toEqual(['A quantidade deve ser maior que zero.']);
    expect(quantity.safeParse(-2).success).toBe(false);
    expect(quantity.parse(12.5)).toBe(12.5);
  });

  it('zPositiveNumber and zMoney stop at what the API stores, with pt-BR messages', () => {
    const issues = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message);
    const quantity = zPositiveNumber('Informe a quantidade.', 'A quantidade deve ser maior que zero.');
    expect(issues(quantity, QUANTITY_MAX)).toBeUndefined();
    expect(issues(quantity, 0.001)).toBeUndefined();
    expect(issues(quantity, QUANTITY_MAX + 0.001)).toEqual([QUANTITY_TOO_BIG]);
    expect(issues(quantity, 1e308)).toEqual([QUANTITY_TOO_BIG]);
    const price = zMoney('Informe o preço.', 'O preço deve ser maior que zero.');
    expect(issues(price, null)).toEqual(['Informe o preço.']);
    expect(issues(price, 0.01)).toBeUndefined();
    expect(issues(price, MONEY_MAX)).toBeUndefined();
    // Below a cent it would be stored as R$ 0,00.
    expect(issues(price, 0.004)).toEqual(['O preço deve ser maior que zero.']);
    expect(issues(price, 0)).toEqual(['O preço deve ser maior que zero.']);
    expect(issues(price, -1)).toEqual(['O preço deve ser maior que zero.']);
    expect(issues(price, MONEY_MAX + 0.01)).toEqual([MONEY_TOO_BIG]);
    expect(issues(price, 1e308)).toEqual([MONEY_TOO_BIG]);
    // The messages name the limits themselves.
    expect(MONEY_TOO_BIG).toBe(`O valor máximo é R$ ${formatNumber(MONEY_MAX, 2)}.`);
    expect(QUANTITY_TOO_BIG).toBe(`A quantidade máxima é ${formatNumber(QUANTITY_MAX)}.`);
  });

  it('knows the 27 UFs', () => {
    expect(UFS).toHaveLength(27);
    expect(UFS.every(isUf)).toBe(true);
    for (const uf of ['XX', 'sp', 'S', 'SPA', '']) expect(isUf(uf), uf).toBe(false);
  });

  it('requires a value unless optional', () => {
    for (const schema of [zCpf(), zCnpj(), zCep(), zPhone(), zEmail(), zDate()]) {
      expect(messages(schema, '')).toEqual([VALIDATION_MESSAGES.required]);
      expect(messages(schema, undefined)).toEqual([VALIDATION_MESSAGES.required]);
    }
    for (const schema of [zCpf({ optional: true }), zPhone({ optional: true }), zOptionalUrl(), zDate({ optional: true })]) {
      expect(schema.parse('')).toBe('');
    }
  });

  it('accepts the dates a DateField produces', () => {
    expect(zDate().parse('2026-11-22T03:00:00.000Z')).toBe('2026-11-22T03:00:00.000Z');
    expect(zDate().parse('2026/11/22')).toBe('2026/11/22');
    expect(messages(zDate(), '2026/02/30')).toEqual([VALIDATION_MESSAGES.date]);
    expect(messages(zDate(), '22/11/20')).toEqual([VALIDATION_MESSAGES.date]);
  });
});
