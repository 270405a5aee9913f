import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatestCallback } from '@/lib/hooks/useLatestCallback';

describe('useLatestCallback', () => {
  it('keeps one identity across renders and calls the function of the latest render', () => {
    const { result, rerender } = renderHook(({ n }: { n: number }) => useLatestCallback((x: number) => x + n), { initialProps: { n: 1 } });
    const first = result.current;
    expect(first(10)).toBe(11);
    rerender({ n: 5 });
    expect(result.current).toBe(first);
    expect(first(10)).toBe(15);
  });
});
