import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf } from '@/lib/validators/documents';
import { createSeed, DEV_ACCOUNTS } from '@/mocks/db/seed';
import { HttpError } from '@/mocks/lib/errors';
import { enumFilter, enumFilters, matchesText, paginate, sortItems, YES_NO } from '@/mocks/lib/list';
import { idField } from '@/mocks/lib/numbers';
import { decodeToken, makeTestToken } from '@/mocks/lib/token';
import { mockOnly } from './helpers';

mockOnly("tests the mock's own code: its handlers, HTTP server or /__mock controls");

describe('mock list helpers', () => {
  it('paginates any list into the { data, meta } shape', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 200 }), fc.integer({ min: 1, max: 30 }), fc.constantFrom(10, 25, 50), (items, page, take) => {
        const { data, meta } = paginate(items, new URLSearchParams({ page: String(page), take: String(take) }));
        expect(data).toEqual(items.slice((page - 1) * take, page * take));
        expect(meta).toEqual({
          page,
          take,
          itemCount: items.length,
          pageCount: Math.max(1, Math.ceil(items.length / take)),
          hasPreviousPage: page > 1,
          hasNextPage: page < Math.max(1, Math.ceil(items.length / take)),
        });
      }),
    );
  });

  it('defaults to page 1 / take 10 and ignores junk', () => {
    const { meta } = paginate([1, 2, 3], new URLSearchParams({ page: 'abc', take: '-4' }));
    expect(meta).toMatchObject({ page: 1, take: 10 });
  });

  it('sorts by a known key in both directions and ignores unknown keys', () => {
    const rows = [{ n: 'Bravo' }, { n: 'alfa' }, { n: 'Ágata' }];
    const by = (q: string) => sortItems(rows, new URLSearchParams(q), { name: (r) => r.n }).map((r) => r.n);
    expect(by('orderBy=name&order=ASC')).toEqual(['Ágata', 'alfa', 'Bravo']);
    expect(by('orderBy=name&order=DESC')).toEqual(['Bravo', 'alfa', 'Ágata']);
    expect(by('orderBy=nope')).toEqual(['Bravo', 'alfa', 'Ágata']);
  });

  it('checks enum filters: absent or empty is no filter, a known value passes, anything else is a 400 naming the parameter', () => {
    const q = (text: string) => new URLSearchParams(text);
    const STATUSES = ['PENDING', 'APPROVED'] as const;
    expect(enumFilter(q(''), 'status', STATUSES)).toBeUndefined();
    expect(enumFilter(q('status=%20'), 'status', STATUSES)).toBeUndefined();
    expect(enumFilter(q('status=APPROVED'), 'status', STATUSES)).toBe('APPROVED');
    expect(enumFilter(q('featured=true'), 'featured', YES_NO, { anyCase: true })).toBe('TRUE');
    expect(enumFilters(q('status=PENDING,APPROVED&status=PENDING'), 'status', STATUSES)).toEqual(['PENDING', 'APPROVED', 'PENDING']);
    expect(enumFilters(q('status=&status=,'), 'status', STATUSES)).toEqual([]);
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof HttpError ? { statusCode: error.statusCode, message: error.message } : error;
      }
      return 'no error';
    };
    expect(refusal(() => enumFilter(q('status=approved'), 'status', STATUSES))).toEqual({
      statusCode: 400,
      message: 'status: Invalid value approved; expected one of PENDING, APPROVED',
    });
    expect(refusal(() => enumFilters(q('status=PENDING,FOO&status=BAR'), 'status', STATUSES))).toMatchObject({ message: /^status: Invalid value FOO, BAR;/ });
    expect(refusal(() => enumFilter(q('constructor=x'), 'constructor', STATUSES))).toMatchObject({ statusCode: 400 });
    expect(refusal(() => enumFilters(q('status=PENDING'), 'status', []))).toMatchObject({ message: 'status: Invalid value PENDING; none is accepted here' });
  });

  it('reads ids given as parameters in plain digits only: absent or empty is none, other notations a 400 naming the parameter', () => {
    expect(idField('accountId', null)).toBeUndefined();
    expect(idField('accountId', '')).toBeUndefined();
    expect(idField('accountId', '12')).toBe(12);
    for (const value of ['1e0', '0x1', '+1', ' 1', '1.0', '0', '-1', '99999999999999999999', new File(['1'], '1.txt')]) {
      expect(() => idField('company', value), String(value)).toThrow(/^company: /);
    }
  });

  it('matches text without accents or case', () => {
    expect(matchesText('quimico', 'Químico')).toBe(true);
    expect(matchesText('SAO', 'São Paulo')).toBe(true);
    expect(matchesText('rio', 'Curitiba')).toBe(false);
    expect(matchesText('', 'x')).toBe(true);
  });
});

describe('emulator-style tokens', () => {
  it('round-trip uid and claims; garbage decodes to null', () => {
    const claims = decodeToken(makeTestToken('dev-admin', { email: 'admin@giro.dev' }));
    expect(claims).toMatchObject({ user_id: 'dev-admin', email: 'admin@giro.dev' });
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken('a.b.c')).toBeNull();
  });
});

describe('seed', () => {
  it('is deterministic, with valid CPFs and CNPJs, and holds every dev account', () => {
    const a = createSeed();
    const b = createSeed();
    expect(a).toEqual(b);
    for (const account of a.accounts) expect(isValidCpf(account.cpf)).toBe(true);
    for (const company of a.companies) expect(isValidCnpj(company.cnpj)).toBe(true);
    const uids = a.accounts.map((x) => x.uid);
    for (const dev of Object.values(DEV_ACCOUNTS)) expect(uids).toContain(dev.uid);
    expect(new Set(uids).size).toBe(uids.length);
    expect(new Set(a.companies.map((c) => c.cnpj)).size).toBe(a.companies.length);
    // Every company status of docs/product/statuses.md is represented, and a subsidiary.
    expect(new Set(a.companies.map((c) => c.status))).toEqual(new Set(['PENDING', 'APPROVED', 'REJECTED', 'INACTIVE']));
    expect(a.companies.some((c) => c.parentCompanyId !== null)).toBe(true);
  });
});
