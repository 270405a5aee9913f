import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetDb } from '@/mocks/db/store';
import { forcedFailures } from '@/mocks/lib/http';
import { resetRateLimits } from '@/mocks/lib/rate-limit';
import { server } from '@/mocks/node';
import { setTokenSource } from '@/lib/api/token';
import { toastHost } from '@/lib/notify';
import { loadIMask } from '@/components/form/lazy-imask';
import { mockRouter } from '@tests/helpers/router';

// The full suite runs on two busy cores: give async queries more than the default second.
configure({ asyncUtilTimeout: 5000 });

// Every file gets the in-memory router (tests/helpers/router.ts, driven through `mockRouter`).
// Here rather than in each file: the files of a worker share one module graph (docs/testing.md),
// and a component imported first by a file without the mock would keep the real next/router.
vi.mock('next/router', () => import('@tests/helpers/router'));

// The mock API answers every call; a call no handler serves fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The masked inputs load react-imask on demand (lazy-imask.ts); screens are tested with the mask
// in place. The plain input they show before it arrives has its own test (MaskedInputFallback).
beforeAll(() => loadIMask());
afterEach(async () => {
  vi.useRealTimers(); // a test's fakeClock() (tests/helpers/time.ts) ends with it
  // What a test leaves in shared modules, since the files of a worker share them: its toasts
  // (closed while their container is on the page; those raised with none wait in react-toastify's
  // queue) and lib/notify's record of them, and the router's route.
  await act(async () => void toast.dismiss());
  cleanup();
  toast.dismiss();
  toastHost.resetForTests();
  mockRouter.reset();
  server.resetHandlers();
  // Listeners a test added to watch its calls (`server.events.on`) go with it: the UI files share
  // one server per worker, so a forgotten one would keep recording into the next file's tests.
  server.events.removeAllListeners();
  resetDb();
  forcedFailures.length = 0;
  resetRateLimits();
  setTokenSource({ getToken: async () => null });
});
// And what a file leaves in the page, which the next file of the worker would find.
afterAll(() => {
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.title = '';
  document.documentElement.removeAttribute('style');
});
afterAll(() => server.close());

// jsdom has no scrolling: the showcase pager scrolls its list into view on a page change.
if (typeof Element !== "undefined" && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
