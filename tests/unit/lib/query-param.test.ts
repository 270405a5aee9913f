import { describe, expect, it } from 'vitest';
import { firstParam, positiveIntParam } from '@/lib/query-param';
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

  it('a route id is that number, or null', () => {
    expect(routeId({ id: '42' })).toBe(42);
    expect(routeId({ id: '0' })).toBeNull();
    expect(routeId({ slug: '5' }, 'slug')).toBe(5);
  });
});
