import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetDb } from '@/mocks/db/store';
import { forcedFailures } from '@/mocks/lib/http';
import { resetRateLimits } from '@/mocks/lib/rate-limit';
import { server } from '@/mocks/node';
import { setTokenSource } from '@/lib/api/token';
import { loadIMask } from '@/components/form/lazy-imask';

// The full suite runs on two busy cores: give async queries more than the default second.
configure({ asyncUtilTimeout: 5000 });

// The mock API answers every call; a call no handler serves fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The masked inputs load react-imask on demand (lazy-imask.ts); screens are tested with the mask
// in place. The plain input they show before it arrives has its own test (MaskedInputFallback).
beforeAll(() => loadIMask());
afterEach(() => {
  vi.useRealTimers(); // a test's fakeClock() (tests/helpers/time.ts) ends with it
  cleanup();
  server.resetHandlers();
  resetDb();
  forcedFailures.length = 0;
  resetRateLimits();
  setTokenSource({ getToken: async () => null });
});
afterAll(() => server.close());

// jsdom has no scrolling: the showcase pager scrolls its list into view on a page change.
if (typeof Element !== "undefined" && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
