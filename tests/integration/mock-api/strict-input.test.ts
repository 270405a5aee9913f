import { describe, expect, it } from 'vitest';
import { DEV_ACCOUNTS } from '@/mocks/db/seed';
import { db } from '@/mocks/db/store';
import { API, get, send } from './helpers';

/**
 * Odd spellings of valid input: sort keys that name Object.prototype members, numbers written in
 * notations other than plain digits, pages past the safe integers, a forced failure whose path is
 * not a regular expression, a token whose `exp` is not a number. Each is answered like the junk
 * of its kind already is, never with a 500 or as an alias of a valid value.
 */

const PROTOTYPE_KEYS = ['valueOf', 'hasOwnProperty', '__proto__', 'constructor', 'toString', 'isPrototypeOf', 'toLocaleString'];

describe('orderBy', () => {
  const lists = [
    '/admin/clients?take=100',
    '/admin/admins?take=100',
    '/admin/interest-items?take=100',
    '/admin/product/category/list?take=100',
    '/admin/product/list?take=100',
    '/admin/announcement?take=100',
  ];

  it.each(lists)('%s ignores keys that are Object.prototype members, like any unknown key', async (list) => {
    const plain = await get(list, 'admin');
    expect(plain.status).toBe(200);
    const unknown = await get(`${list}&orderBy=nope&order=DESC`, 'admin');
    expect(unknown.body.data).toEqual(plain.body.data);
    for (const key of PROTOTYPE_KEYS) {
      for (const order of ['ASC', 'DESC']) {
        const sorted = await get(`${list}&orderBy=${encodeURIComponent(key)}&order=${order}`, 'admin');
        expect({ key, order, status: sorted.status }).toEqual({ key, order, status: 200 });
        expect(sorted.body.data).toEqual(plain.body.data);
      }
    }
  });

  it('still sorts by a known key', async () => {
    const names = (await get('/admin/clients?take=100&orderBy=name&order=ASC', 'admin')).body.data!.map((c) => c.name as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });
});

describe('numeric path parameters', () => {
  const spellings = (n: number) => [`${n}e0`, `0x${n.toString(16)}`, `+${n}`, `${n}.0`, `${n}.`, `%20${n}`, `${n}%20`, `${n}%0A`, `0b${n.toString(2)}`];

  it('take plain digits only: other notations of a valid id are a 404', async () => {
    const clientId = (await get('/admin/clients?take=1', 'admin')).body.data![0]!.id as number;
    const routes = [
      ['/announcement/', db.announcements[0]!.id],
      ['/admin/client/', clientId],
      ['/admin/product/category/', db.categories[0]!.id],
      ['/admin/segment/', db.segments[0]!.index],
      ['/admin/interest-item/', db.interestItems[0]!.id],
    ] as const;
    for (const [prefix, id] of routes) {
      expect({ path: `${prefix}${id}`, status: (await get(`${prefix}${id}`, 'admin')).status }).toEqual({ path: `${prefix}${id}`, status: 200 });
      for (const spelling of spellings(id)) {
        const path = `${prefix}${spelling}`;
        expect({ path, status: (await get(path, 'admin')).status }).toEqual({ path, status: 404 });
      }
      const huge = `${prefix}99999999999999999999`;
      expect({ path: huge, status: (await get(huge, 'admin')).status }).toEqual({ path: huge, status: 404 });
    }
  });
});

describe('numeric query parameters', () => {
  it('dashboard `days` takes plain digits only', async () => {
    expect((await get('/admin/dashboard/timeline?days=16', 'admin')).body.days).toBe(16);
    for (const days of ['0x10', '1e1', '+7', '7.0', '%207', '0b111', '99999999999999999999']) {
      const { status, body } = await get(`/admin/dashboard/timeline?days=${days}`, 'admin');
      expect({ days, status }).toEqual({ days, status: 400 });
      expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });

  it('catalogue filters take plain digits only; other notations are ignored like other junk', async () => {
    const categoryId = db.subCategories[0]!.categoryId;
    const all = (await get('/product/sub-category/select-list', 'vendedor')).body as unknown as unknown[];
    const filtered = (await get(`/product/sub-category/select-list?categoryId=${categoryId}`, 'vendedor')).body as unknown as unknown[];
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(all.length);
    expect((await get('/product/sub-category/select-list?categoryId=abc', 'vendedor')).body).toEqual(all);
    for (const spelling of [`${categoryId}e0`, `0x${categoryId.toString(16)}`, `+${categoryId}`, `${categoryId}.0`, `%20${categoryId}`]) {
      expect({ spelling, body: (await get(`/product/sub-category/select-list?categoryId=${spelling}`, 'vendedor')).body }).toEqual({ spelling, body: all });
    }
  });
});

describe('page and take', () => {
  it('fall back to page 1 past the safe integers or in other notations; take keeps its cap', async () => {
    const first = await get('/admin/clients?take=5', 'admin');
    for (const page of ['99999999999999999999', '1e9', '2e0', '0x2', '+2', '2.0']) {
      const { status, body } = await get(`/admin/clients?take=5&page=${page}`, 'admin');
      expect({ page, status, meta: body.meta }).toEqual({ page, status: 200, meta: first.body.meta });
      expect(body.data).toEqual(first.body.data);
    }
    expect((await get('/admin/clients?take=5&page=2', 'admin')).body.meta).toMatchObject({ page: 2, hasPreviousPage: true });
    expect((await get('/admin/clients?page=1000000000', 'admin')).body.meta).toMatchObject({ page: 1000000000, hasPreviousPage: true, hasNextPage: false });
    expect((await get('/admin/clients?take=1e1', 'admin')).body.meta).toMatchObject({ take: 10 });
    expect((await get('/admin/clients?take=0x5', 'admin')).body.meta).toMatchObject({ take: 10 });
    expect((await get('/admin/clients?take=5000', 'admin')).body.meta).toMatchObject({ take: 100 });
    expect((await get('/admin/clients?take=99999999999999999999', 'admin')).body.meta).toMatchObject({ take: 100 });
  });
});

describe('POST /__mock/fail', () => {
  it('answers 400 to a path that is not a regular expression and forces nothing', async () => {
    for (const path of ['(', '[', '*', 'a{2,1}', '\\']) {
      const { status, body } = await send('POST', '/__mock/fail', undefined, { path, status: 500 });
      expect({ path, status }).toEqual({ path, status: 400 });
      expect(body).toEqual({ statusCode: 400, message: 'Bad Request', error: 'Bad Request' });
    }
    expect((await get('/user/exists?email=a@b.dev')).status).toBe(200);
    expect((await send('POST', '/__mock/fail', undefined, { path: '^/user/exists$', status: 503 })).status).toBe(200);
    expect((await get('/user/exists?email=a@b.dev')).status).toBe(503);
  });
});

describe('token `exp`', () => {
  const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
  const tokenWith = (claims: Record<string, unknown>) =>
    `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify({ user_id: DEV_ACCOUNTS.comprador.uid, ...claims }))}.`;
  const profileWith = async (claims: Record<string, unknown>) => {
    const response = await fetch(`${API}/profile`, { headers: { authorization: `Bearer ${tokenWith(claims)}` } });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('a present exp that is not a number is an invalid token (401)', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await profileWith({ exp: now + 3600 })).status).toBe(200);
    expect((await profileWith({})).status).toBe(200);
    expect((await profileWith({ exp: now - 10 })).body).toMatchObject({ statusCode: 401, message: 'id-token-expired' });
    for (const exp of ['soon', String(now + 3600), null, true, [now + 3600], { at: now + 3600 }]) {
      const { status, body } = await profileWith({ exp });
      expect({ exp, status }).toEqual({ exp, status: 401 });
      expect(body).toMatchObject({ statusCode: 401, message: 'id-token-revoked', error: 'Unauthorized' });
    }
  });
});
