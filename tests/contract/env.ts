import { beforeEach, inject } from 'vitest';
import { DEV_ACCOUNTS } from '@/mocks/db/seed';
import { makeTestToken } from '@/mocks/lib/token';

/**
 * Where the API integration tests send their calls, and as whom (docs/contract-tests.md). Without
 * API_URL they call the in-process mock (msw/node) with emulator-style tokens made here; with it,
 * a server over real HTTP with the accounts' real ID tokens, got once by global-setup.ts.
 */
const remote = Boolean(process.env.API_URL);
export const API = (process.env.API_URL || 'http://localhost:4000').replace(/\/+$/, '');
/** POSTed before each test to put the server back in the reference state (the mock's `/__mock/reset`). */
export const RESET_URL = process.env.API_RESET_URL || '';

/** The suite's accounts: the mock's dev accounts (src/mocks/db/seed.ts), by the key tests use. */
export type Who = keyof typeof DEV_ACCOUNTS;
export const ROLES = Object.keys(DEV_ACCOUNTS) as Who[];

/** What global-setup.ts hands the test files: a token, or why there is none, per account. */
export type ContractTokens = Partial<Record<Who, { token: string } | { error: string }>>;
declare module 'vitest' {
  export interface ProvidedContext {
    contractTokens: ContractTokens;
  }
}

/**
 * The ID token a call as `who` carries. In process, an emulator-style one, with the e-mail claim
 * when asked (a real token always has it; the mock adopts a proven e-mail that differs).
 */
export function tokenOf(who: Who, { withEmail = false } = {}): string {
  const { uid, email } = DEV_ACCOUNTS[who];
  if (!remote) return makeTestToken(uid, withEmail ? { email } : {});
  const entry = inject('contractTokens')[who];
  if (!entry) throw new Error(`contract: no token for "${who}" (docs/contract-tests.md, "Accounts")`);
  if ('error' in entry) throw new Error(`contract: no token for "${who}": ${entry.error}`);
  return entry.token;
}

/**
 * Marks tests that only make sense against the mock: they set up or check its store, forge
 * tokens, use `/__mock/*` or its internals. Called at the top of a file (or inside a describe): all
 * its tests, or those whose names start with one of `tests`. Against another server they are
 * skipped with the reason, which the run's summary lists.
 */
export function mockOnly(reason: string, tests?: readonly string[]): void {
  beforeEach((context) => {
    if (remote && (!tests || tests.some((name) => context.task.name.startsWith(name)))) context.skip(`mock only: ${reason}`);
  });
}

/**
 * Marks tests that pick seeded records (ids, names, counts of the mock's seed) and expect a fresh
 * seed before each test: they run against another server only when it holds the same seed and
 * API_RESET_URL restores it (the mock served over HTTP does both).
 */
export function needsSeed(reason: string): void {
  beforeEach((context) => {
    if (remote && !RESET_URL) context.skip(`needs the seed: ${reason}`);
  });
}
