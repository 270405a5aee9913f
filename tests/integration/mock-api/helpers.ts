import { API, tokenOf, type Who } from '@tests/contract/env';

/**
 * Calls the API as a dev account: the in-process mock (msw/node), or API_URL's server over HTTP
 * (docs/contract-tests.md). Shared by the API integration tests.
 */
export { API, mockOnly, needsSeed, tokenOf, type Who } from '@tests/contract/env';
export type Json = Record<string, unknown> & { data?: Record<string, unknown>[]; meta?: Record<string, unknown> };

export const headersOf = (who?: Who): Record<string, string> =>
  who ? { authorization: `Bearer ${tokenOf(who)}`, 'content-type': 'application/json' } : { 'content-type': 'application/json' };

export async function send(method: string, path: string, who?: Who, body?: unknown) {
  const response = await fetch(`${API}${path}`, { method, headers: headersOf(who), body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
}

export const get = (path: string, who?: Who) => send('GET', path, who);
