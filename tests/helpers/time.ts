import type { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { server } from '@/mocks/node';

/**
 * Time in tests without real sleeps. A check that something does NOT happen ("no second call",
 * "the draft is not written back") waits on one of these instead of `setTimeout(resolve, n)`:
 * a fixed sleep is slow on an idle machine and too short on a loaded one.
 *
 *   fakeClock();            // before the code under test schedules its timer
 *   …
 *   await elapse(1_000);    // that second of timers runs at once
 *
 * The clock still moves with real time (`shouldAdvanceTime`), so `waitFor`, `findBy…`, msw and
 * user-event keep working while it is fake. tests/setup.ts puts real timers back after each test.
 */
export function fakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
}

/** Runs `ms` of the fake clock now: every timer due fires, with the promises and renders between. */
export async function elapse(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/**
 * Waits until the screen's React Query client has nothing in flight (no query fetching, no
 * mutation running): every call the screen makes on its own has been made and answered.
 */
export async function settled(client: QueryClient): Promise<void> {
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
  // The answers' renders, and the effects they start (a query that mounts with the data).
  await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
}

/**
 * Counts the mock's answers to `pathname` from now on (msw's `response:mocked`). `wait(n)` returns
 * once the n-th has come and the app has run its code for it (a few turns of the event loop, no
 * fixed time): for a check that an answer changes nothing.
 */
export function answersTo(pathname: string) {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === pathname) count += 1;
  };
  server.events.on('response:mocked', listener);
  return {
    async wait(n = 1): Promise<void> {
      await waitFor(() => expect(count).toBeGreaterThanOrEqual(n));
      for (let turn = 0; turn < 3; turn++) await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    },
    stop: () => void server.events.removeListener('response:mocked', listener),
  };
}
