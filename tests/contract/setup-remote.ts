import { afterEach, beforeEach, vi } from 'vitest';
import { resetDb } from '@/mocks/db/store';
import { RESET_URL } from './env';

/**
 * Setup of `npm run test:contract` with API_URL: no msw, real HTTP to that server. Replaces
 * tests/setup.ts there (docs/contract-tests.md).
 */

// A real API checks the token's signature and refuses one made up by a test; the mock served over
// HTTP would take it. So a made-up token is refused here too, with a 401 that names it: such a test
// calls with tokenOf(who) instead, or is marked mockOnly (a file may still build one while loading).
vi.mock('@/mocks/lib/token', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/mocks/lib/token')>()),
  makeTestToken: () => 'forged.by-makeTestToken.use-tokenOf-or-mockOnly',
}));

// The server back to its reference state before each test, as resetDb() does in process.
// Retried once: a pooled keep-alive connection may have been closed by the server while idle.
beforeEach(async () => {
  if (!RESET_URL) return;
  const reset = () => fetch(RESET_URL, { method: 'POST' });
  const response = await reset().catch(reset);
  if (!response.ok) throw new Error(`contract: POST ${RESET_URL} answered ${response.status}`);
});
// Tests pick seeded records from the local copy of the seed (needsSeed): keep it the seed.
afterEach(() => resetDb());
