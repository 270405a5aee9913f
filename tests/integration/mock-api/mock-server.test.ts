import { describe, expect, it } from 'vitest';
import { DEV_ACCOUNTS } from '@/mocks/db/seed';
import { safePattern } from '@/mocks/lib/safe-pattern';
import { API, get, mockOnly, send } from './helpers';

mockOnly("tests the mock's own code: its handlers, HTTP server or /__mock controls");

/**
 * docs/security.md, "the mock is open": tokens without an expiry, control endpoints called from any web
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
      const response = await control(path, 'https://evil.example', { path: '/user', status: 503 });
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
  const fail = (path: string, method = '*') => send('POST', '/__mock/fail', undefined, { path, status: 503, method });

  it('takes the globs the e2e suite uses: a plain path, `*` within a segment, `**` across segments', async () => {
    expect((await fail('/user', 'GET')).status).toBe(200);
    expect((await get('/user/exists?email=a@b.dev')).status).toBe(200); // `/user` is the whole path
    expect((await get('/user', 'comprador')).status).toBe(503);
    expect((await fail('/company/*', 'GET')).status).toBe(200);
    expect((await get('/company/1/impact', 'comprador')).status).not.toBe(503); // `*` stops at '/'
    expect((await get('/company/1', 'comprador')).status).toBe(503);
    expect((await fail('/reports/**', 'GET')).status).toBe(200);
    expect((await get('/reports/admin/products', 'admin')).status).toBe(503);
  });

  it('refuses what is not a glob on a path: no leading `/`, over 200 characters (400)', async () => {
    for (const path of ['^/user$', 'user', `/${'a'.repeat(200)}`]) {
      const { status, body } = await fail(path);
      expect({ path, status }).toEqual({ path, status: 400 });
      expect(body).toMatchObject({ statusCode: 400 });
    }
    expect((await get('/user', 'comprador')).status).toBe(200);
  });

  it('matches a pattern that would backtrack as a regular expression (`a?` × 40 then `a` × 40) at once', async () => {
    // As a RegExp this pattern takes 2^40 steps on 40 a's: the old mock stalled here for good.
    const evil = `/company/${'a?'.repeat(40)}${'a'.repeat(40)}`;
    expect((await send('POST', '/__mock/fail', undefined, { path: evil, status: 503 })).status).toBe(200);
    const path = `/company/${'a'.repeat(40)}`;
    expect((await get(path, 'comprador')).status).toBe(404);
    expect(safePattern(evil)!.test(path)).toBe(false);
    expect(safePattern('/**a**a**a**a**b')!.test(`/${'a'.repeat(2000)}`)).toBe(false);
    expect((await get('/user', 'comprador')).status).toBe(200);
  });
});
