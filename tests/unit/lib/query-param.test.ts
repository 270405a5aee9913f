import { describe, expect, it } from 'vitest';
import { firstParam, MAX_INT_PARAM, positiveIntParam } from '@/lib/query-param';
import { routeId } from '@/lib/hooks/useRouteId';

describe('query parameters (lib/query-param)', () => {
  it('takes the first of repeated values', () => {
    expect(firstParam(['2', '3'])).toBe('2');
    expect(firstParam('x')).toBe('x');
    expect(firstParam(undefined)).toBeUndefined();
  });

  it('reads a positive whole number and nothing else', () => {
    expect(positiveIntParam('12')).toBe(12);
    expect(positiveIntParam(['7', '8'])).toBe(7);
    for (const bad of ['0', '-1', '1.5', 'abc', '', ' 3', '1e3', undefined]) expect(positiveIntParam(bad), String(bad)).toBeUndefined();
  });

  it("refuses numbers past the API's 32-bit ids, which would reach it rounded or as 1e+21", () => {
    expect(positiveIntParam(String(MAX_INT_PARAM))).toBe(2_147_483_647);
    expect(positiveIntParam('0000000042')).toBe(42);
    for (const big of ['2147483648', '9007199254740993', '99999999999999999999', '1'.repeat(400)]) expect(positiveIntParam(big), big).toBeUndefined();
    expect(routeId({ id: '99999999999999999999' })).toBeNull();
  });

  it('a route id is that number, or null', () => {
    expect(routeId({ id: '42' })).toBe(42);
    expect(routeId({ id: '0' })).toBeNull();
    expect(routeId({ slug: '5' }, 'slug')).toBe(5);
  });
});
