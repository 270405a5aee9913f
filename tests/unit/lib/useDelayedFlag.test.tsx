import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_STATE_DELAY_MS, useDelayedFlag } from '@/lib/hooks/useDelayedFlag';

describe('useDelayedFlag (the empty-state delay, docs/product/limits.md)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns true only once the flag has stood for 300 ms, and false at once', () => {
    expect(EMPTY_STATE_DELAY_MS).toBe(300);
    const { result, rerender } = renderHook(({ flag }) => useDelayedFlag(flag), { initialProps: { flag: true } });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ flag: false });
    expect(result.current).toBe(false);
  });

  it('does not flash for a flag that comes back within the delay (a quick refetch)', () => {
    const { result, rerender } = renderHook(({ flag }) => useDelayedFlag(flag), { initialProps: { flag: true } });
    act(() => vi.advanceTimersByTime(200));
    rerender({ flag: false });
    rerender({ flag: true });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(false); // the delay starts again
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(true);
  });
});
