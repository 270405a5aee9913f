import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageWindow, rangeLabel } from '@/components/table/pagination';
import { urlFilter } from '@/components/table/filter-defs';
import { readListState, toListParams } from '@/components/table/useListParams';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts ellipses on long ranges', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('always shows first, last and current with neighbours; each ellipsis hides two or more pages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 3 }), (a, b, siblings) => {
        const total = Math.max(a, b);
        const current = Math.min(a, b);
        const items = pageWindow(current, total, siblings);
        const numbers = items.filter((i): i is number => typeof i === 'number');
        expect(numbers[0]).toBe(1);
        expect(numbers[numbers.length - 1]).toBe(total);
        expect(numbers).toContain(current);
        for (let d = 1; d <= siblings; d++) {
          if (current - d >= 1) expect(numbers).toContain(current - d);
          if (current + d <= total) expect(numbers).toContain(current + d);
        }
        expect(items.length).toBeLessThanOrEqual(2 * siblings + 5);
        expect(new Set(numbers).size).toBe(numbers.length);
        for (let i = 1; i < items.length; i++) {
          const prev = items[i - 1]!;
          const item = items[i]!;
          if (typeof prev === 'number' && typeof item === 'number') expect(item).toBe(prev + 1);
          if (typeof item !== 'number') {
            const before = items[i - 1] as number;
            const after = items[i + 1] as number;
            expect(after - before).toBeGreaterThanOrEqual(3);
          }
        }
      }),
    );
  });

  it('clamps a current page out of range', () => {
    expect(pageWindow(0, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(99, 9)).toEqual([1, 'ellipsis-start', 5, 6, 7, 8, 9]);
  });
});

describe('rangeLabel', () => {
  it('says which items the page shows, out of how many', () => {
    expect(rangeLabel(1, 10, 57)).toBe('1–10 de 57');
    expect(rangeLabel(6, 10, 57)).toBe('51–57 de 57');
    expect(rangeLabel(1, 10, 0)).toBe('0 de 0');
    expect(rangeLabel(9, 10, 57)).toBe('0 de 57');
  });
});

describe('readListState', () => {
  const options = { filters: { search: urlFilter(), status: urlFilter({ multi: true }) } };

  it('reads page, size, sort and filters from the query', () => {
    expect(readListState({ page: '3', take: '25', orderBy: 'NAME', order: 'desc', search: 'aço', status: ['A', 'B,C'], other: 'x' }, options)).toEqual({
      page: 3,
      take: 25,
      sort: { orderBy: 'NAME', order: 'DESC' },
      filters: { search: 'aço', status: ['A', 'B', 'C'] },
    });
  });

  it('falls back to defaults for missing or bad values', () => {
    expect(readListState({ page: 'abc', take: '33', order: 'DESC', search: '' }, options)).toEqual({ page: 1, take: 10, sort: null, filters: {} });
    expect(readListState({ page: '0', take: '-10' }, { defaultTake: 25, defaultSort: { orderBy: 'CREATED_AT', order: 'DESC' } })).toEqual({
      page: 1,
      take: 25,
      sort: { orderBy: 'CREATED_AT', order: 'DESC' },
      filters: {},
    });
    expect(readListState({ orderBy: 'NAME', order: 'sideways' }).sort).toEqual({ orderBy: 'NAME', order: 'ASC' });
  });

  it("drops filter values the list does not take (an old or hand-edited link), and says which", () => {
    const strict = {
      filters: {
        search: urlFilter(),
        status: urlFilter({ accepts: ['PENDING', 'APPROVED'] }),
        category: urlFilter({ accepts: 'id' }),
        segment: urlFilter({ accepts: 'index' }),
        type: urlFilter({ accepts: [{ value: 'SELLER' }, { value: 'BUYER' }], multi: true }),
      },
    };
    expect(readListState({ search: '<b>x</b>', status: 'FOO', category: 'abc', segment: '0', type: ['SELLER', 'ADMIN'] }, strict)).toEqual({
      page: 1,
      take: 10,
      sort: null,
      filters: { search: '<b>x</b>', segment: '0', type: ['SELLER'] },
      ignored: ['status', 'category', 'type'],
    });
    expect(readListState({ status: 'APPROVED', category: '7', segment: '-1' }, strict)).toMatchObject({
      filters: { status: 'APPROVED', category: '7' },
      ignored: ['segment'],
    });
    for (const bad of ['0', '1.5', '99999999999999999999', ' 7']) expect(readListState({ category: bad }, strict).filters, bad).toEqual({});
  });

  it('turns the state into list params', () => {
    expect(toListParams({ page: 2, take: 50, sort: { orderBy: 'NAME', order: 'ASC' }, filters: { search: 'x' } })).toEqual({
      page: 2,
      take: 50,
      orderBy: 'NAME',
      order: 'ASC',
      search: 'x',
    });
    expect(toListParams({ page: 1, take: 10, sort: null, filters: {} })).toEqual({ page: 1, take: 10 });
  });
});
