import { describe, expect, it } from 'vitest';
import { DEV_ACCOUNTS } from '@/mocks/db/seed';
import { API, get, send } from './helpers';

/**
 * Issue 25, "the mock is open": tokens without an expiry, control endpoints called from any web
 * page, and forced-failure patterns that could stall every request.
 */

describe('bearer tokens', () => {
  const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
  const tokenWith = (claims: Record<string, unknown>) =>
    `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify({ user_id: DEV_ACCOUNTS.comprador.uid, ...claims }))}.`;
  const profileWith = async (claims: Record<string, unknown>) => {
    const response = await fetch(`${API}/profile`, { headers: { authorization: `Bearer ${tokenWith(claims)}` } });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('a token without exp is refused (401), as an expired one is', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await profileWith({ exp: now + 3600, email_verified: true })).status).toBe(200);
    expect(await profileWith({})).toMatchObject({ status: 401, body: { message: 'id-token-revoked' } });
    expect(await profileWith({ exp: now - 1 })).toMatchObject({ status: 401, body: { message: 'id-token-expired' } });
  });
});

describe('/__mock/* control endpoints', () => {
  const control = (path: string, origin?: string, body: unknown = {}) =>
    fetch(`${API}${path}`, {
      method: path.endsWith('health') ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      body: path.endsWith('health') ? undefined : JSON.stringify(body),
    });

  it("refuse a web page of another origin (403) and serve the app's origins and tools without one", async () => {
    for (const path of ['/__mock/reset', '/__mock/config', '/__mock/fail', '/__mock/health']) {
      const response = await control(path, 'https://evil.example', { path: '^/user$', status: 503 });
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
    }
    expect((await get('/user', 'comprador')).status).toBe(200); // the forced failure was not set
    expect((await control('/__mock/reset', 'http://localhost:3000')).status).toBe(200);
    expect((await control('/__mock/reset', 'http://127.0.0.1:3000')).status).toBe(200);
    expect((await control('/__mock/reset')).status).toBe(200);
    expect((await control('/__mock/health', 'null')).status).toBe(403);
  });
});

describe('POST /__mock/fail patterns', () => {
  const fail = (path: string) => send('POST', '/__mock/fail', undefined, { path, status: 503 });

  it('takes the plain patterns the e2e suite uses', async () => {
    for (const path of ['^/user$', '^/reports/admin/customers$', '^/admin/featured/announcement$', '^/company/\\d+$', '^/a.*b$']) {
      expect({ path, status: (await fail(path)).status }).toEqual({ path, status: 200 });
    }
  });

  it('refuses a pattern over 200 characters, nested or grouped quantifiers, backreferences and lookarounds (400)', async () => {
    const refused = [
      `^/${'a'.repeat(200)}$`,
      '(a+)+$',
      '^(a|aa)*$',
      '(.*a){12}',
      '([a-z]+)*x',
      '(a)\\1',
      '(?<n>a)\\k<n>',
      '^(?=a)',
      '(?!x)y',
      '.*.*.*.*x',
      'a{1,99999}',
    ];
    for (const path of refused) {
      const { status, body } = await fail(path);
      expect({ path, status }).toEqual({ path, status: 400 });
      expect(body).toMatchObject({ statusCode: 400 });
    }
    expect((await get('/user', 'comprador')).status).toBe(200);
  });
});
