import { describe, expect, it } from 'vitest';
import { DEV_ACCOUNTS } from '@/mocks/db/seed';
import { db } from '@/mocks/db/store';
import { API, get, headersOf, type Json, mockOnly, needsSeed, send, type Who } from './helpers';

mockOnly("uses the mock's /__mock/fail control", ['answers 400 to a path that is not a glob']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

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

describe('enum filters', () => {
  /** Status and parsed JSON body (an .xlsx answer has none). */
  async function answer(path: string, who: Who) {
    const response = await fetch(`${API}${path}`, { headers: headersOf(who) });
    const json = (response.headers.get('content-type') ?? '').includes('json');
    return { status: response.status, body: (json ? await response.json() : null) as Json | null };
  }

  const unknown: [path: string, who: Who, parameter: string][] = [
    ['/announcement/me?status=FOO', 'vendedor', 'status'],
    ['/announcement/me?status=approved', 'vendedor', 'status'],
    ['/admin/announcement?status=APPROVED&status=FOO', 'admin', 'status'],
    ['/admin/announcement?status=APPROVED,INACTIVE', 'admin', 'status'],
    ['/admin/announcement?featured=SIM', 'admin', 'featured'],
    ['/admin/announcement?uf=XX', 'admin', 'uf'],
    ['/announcement/showcase?uf=XX', 'comprador', 'uf'],
    ['/announcement/showcase?featured=1', 'comprador', 'featured'],
    ['/announcement-export?status=FOO', 'admin', 'status'],
    ['/search/list?uf=XX', 'comprador', 'uf'],
    ['/search/list/me?status=FOO', 'vendedor', 'status'],
    ['/search/list/me?active=SIM', 'vendedor', 'active'],
    ['/admin/search/list?status=INACTIVE', 'admin', 'status'],
    ['/admin/company/list?status=ACTIVE', 'admin', 'status'],
    ['/admin/clients?type=ADMIN', 'admin', 'type'],
    ['/admin/clients?status=ACTIVE', 'admin', 'status'],
    ['/admin/admins?level=ROOT', 'admin', 'level'],
    ['/company/1/collaborator/list?role=OWNER', 'vendedor', 'role'],
    ['/negotiation/list/purchases?status=CANCELED', 'comprador', 'status'],
    ['/negotiation/list/sales?status=IN_QUOTATION&status=CANCELED', 'vendedor', 'status'],
    ['/admin/negotiation?status=CANCELED', 'admin', 'status'],
    ['/reports/admin/announcements?status=FOO', 'admin', 'status'],
    ['/reports/admin/products?status=APPROVED', 'admin', 'status'],
  ];

  it.each(unknown)('%s → 400 naming the parameter, not an empty list', async (path, who, parameter) => {
    const { status, body } = await answer(path, who);
    expect({ path, status }).toEqual({ path, status: 400 });
    const message = expect.stringMatching(new RegExp(`^${parameter}: Invalid value `));
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
  });

  it('valid values still filter; UFs and TRUE/FALSE in any case; an empty value is no filter', async () => {
    const count = async (path: string, who: Who = 'admin') => {
      const { status, body } = await answer(path, who);
      expect({ path, status }).toEqual({ path, status: 200 });
      return body!.meta!.itemCount as number;
    };
    const all = await count('/admin/announcement');
    expect(await count('/admin/announcement?status=')).toBe(all);
    expect(await count('/admin/announcement?status=PENDING') + (await count('/admin/announcement?status=APPROVED,REJECTED'))).toBe(all);
    expect(await count('/admin/announcement?featured=true')).toBe(await count('/admin/announcement?featured=TRUE'));
    expect(await count('/admin/announcement?featured=TRUE')).toBeGreaterThan(0);
    expect(await count('/announcement/showcase?uf=sp', 'comprador')).toBe(await count('/announcement/showcase?uf=SP', 'comprador'));
    expect(await count('/admin/search/list?active=false')).toBe(await count('/admin/search/list?active=FALSE'));
    expect(await count('/admin/clients?type=SELLER&status=ENABLED')).toBeGreaterThan(0);
    expect(await count('/admin/clients?type=&status=')).toBe(await count('/admin/clients'));
    expect(await count('/admin/admins?level=SUPER_ADMIN')).toBeGreaterThan(0);
    expect(await count('/company/1/collaborator/list?role=COLLABORATOR', 'vendedor')).toBeGreaterThan(0);
    expect(await count('/admin/company/list?status=INACTIVE')).toBeGreaterThanOrEqual(0);
    expect(await count('/admin/negotiation?status=IN_QUOTATION&status=FINISHED')).toBeGreaterThan(0);
  });

  it('the public lists still ignore the filters they do not take (status; active for searches)', async () => {
    const showcase = await answer('/announcement/showcase?take=100', 'comprador');
    expect((await answer('/announcement/showcase?take=100&status=FOO', 'comprador')).body).toEqual(showcase.body);
    const demand = await answer('/search/list?take=100', 'comprador');
    expect((await answer('/search/list?take=100&status=FOO&active=SIM', 'comprador')).body).toEqual(demand.body);
  });
});

describe('list-to-select `accountId`', () => {
  it('takes plain digits only: other notations are a 400 naming it, not account 3; absent or empty is no filter', async () => {
    const all = await get('/company/list-to-select', 'admin');
    const ofAccount3 = await get('/company/list-to-select?accountId=3', 'admin');
    expect(all.status).toBe(200);
    expect(ofAccount3.body).not.toEqual(all.body);
    expect((await get('/company/list-to-select?accountId=', 'admin')).body).toEqual(all.body);
    for (const accountId of ['3e0', '0x3', '+3', '3.0', '%203', '3%20', '0b11', 'abc', '-3', '0', '99999999999999999999']) {
      const { status, body } = await get(`/company/list-to-select?accountId=${accountId}`, 'admin');
      expect({ accountId, status }).toEqual({ accountId, status: 400 });
      expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(/^accountId: /) });
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
  it('answers 400 to a path that is not a glob on a path and forces nothing', async () => {
    for (const path of ['(', '[', '*', 'a{2,1}', '\\']) {
      const { status, body } = await send('POST', '/__mock/fail', undefined, { path, status: 500 });
      expect({ path, status }).toEqual({ path, status: 400 });
      expect(body).toEqual({ statusCode: 400, message: 'Bad Request', error: 'Bad Request' });
    }
    expect((await get('/user/exists?email=a@b.dev')).status).toBe(200);
    expect((await send('POST', '/__mock/fail', undefined, { path: '/user/exists', status: 503 })).status).toBe(200);
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
    expect((await profileWith({ exp: now + 3600, email_verified: true })).status).toBe(200);
    // No exp at all: refused too (mock-server.test.ts).
    expect((await profileWith({})).status).toBe(401);
    expect((await profileWith({ exp: now - 10 })).body).toMatchObject({ statusCode: 401, message: 'id-token-expired' });
    for (const exp of ['soon', String(now + 3600), null, true, [now + 3600], { at: now + 3600 }]) {
      const { status, body } = await profileWith({ exp });
      expect({ exp, status }).toEqual({ exp, status: 401 });
      expect(body).toMatchObject({ statusCode: 401, message: 'id-token-revoked', error: 'Unauthorized' });
    }
  });
});
