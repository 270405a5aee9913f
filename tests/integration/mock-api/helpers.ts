import { DEV_ACCOUNTS } from '@/mocks/db/seed';
import { makeTestToken } from '@/mocks/lib/token';

/** Calls the mock API (msw/node) as a dev account. Shared by the mock API tests. */
export const API = 'http://localhost:4000';
export type Who = keyof typeof DEV_ACCOUNTS;
export type Json = Record<string, unknown> & { data?: Record<string, unknown>[]; meta?: Record<string, unknown> };

export const headersOf = (who?: Who): Record<string, string> =>
  who ? { authorization: `Bearer ${makeTestToken(DEV_ACCOUNTS[who].uid)}`, 'content-type': 'application/json' } : { 'content-type': 'application/json' };

export async function send(method: string, path: string, who?: Who, body?: unknown) {
  const response = await fetch(`${API}${path}`, { method, headers: headersOf(who), body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
}

export const get = (path: string, who?: Who) => send('GET', path, who);
