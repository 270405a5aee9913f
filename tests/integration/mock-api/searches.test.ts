import { describe, expect, it } from 'vitest';
import { MONEY_MAX, QUANTITY_MAX } from '@/lib/validators/common';
import { db } from '@/mocks/db/store';
import { get, mockOnly, needsSeed, send } from './helpers';

mockOnly("sets up or checks its state in the mock's store (db), not through the API", ['edits an active search\'s own fields', 'refuses non-members, inactive searches']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}/${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}`;
};
const body = (extra: Record<string, unknown> = {}) => ({
  companyId: 2,
  productId: 26,
  categoryId: null,
  quantity: 3,
  unitIndex: db.units.find((u) => u.name === 'un')!.index,
  maxPrice: 2500,
  deadline: inDays(30),
  uf: 'SP',
  description: 'Motores para a nova linha de produção.',
  ...extra,
});

describe('search seed', () => {
  it("has the buyer's searches in every status, and inactive ones", () => {
    const mine = db.searches.filter((s) => s.companyId === 2);
    expect(new Set(mine.map((s) => s.status))).toEqual(new Set(['PENDING', 'APPROVED', 'REJECTED']));
    expect(mine.some((s) => !s.active && s.inactivatedAt)).toBe(true);
    expect(mine.find((s) => s.status === 'REJECTED')!.rejectionReason).toBeTruthy();
  });
});

describe('GET /search/list and /search/list/me', () => {
  it('lists only approved active searches publicly, whatever the filters ask', async () => {
    const { body: page } = await get('/search/list?take=100&status=PENDING&active=FALSE', 'vendedor');
    const expected = db.searches.filter((s) => s.status === 'APPROVED' && s.active);
    expect(page.meta!.itemCount).toBe(expected.length);
    expect(page.data!.every((s) => s.status === 'APPROVED' && s.active === true)).toBe(true);
  });

  it('filters by category (a product of that category counts), UF and text', async () => {
    const embalagens = db.categories.find((c) => c.name === 'Embalagens')!.id;
    const byCategory = await get(`/search/list?take=100&category=${embalagens}`, 'vendedor');
    expect(byCategory.body.data!.length).toBeGreaterThanOrEqual(2);
    const inGo = db.searches.filter((s) => s.status === 'APPROVED' && s.active && s.uf === 'GO');
    expect(inGo.length).toBeGreaterThan(0);
    const byUf = await get('/search/list?take=100&uf=GO', 'vendedor');
    expect(byUf.body.meta!.itemCount).toBe(inGo.length);
    expect(byUf.body.data!.every((s) => s.uf === 'GO')).toBe(true);
    const byText = await get(`/search/list?take=100&search=${encodeURIComponent('inox')}`, 'vendedor');
    expect(byText.body.data!.map((s) => (s.product as { name: string }).name)).toEqual(['Tubo de aço inox 304']);
  });

  it("lists the caller's company searches in every status, filtered by status and active", async () => {
    const all = await get('/search/list/me?take=100', 'comprador');
    expect(all.body.meta!.itemCount).toBe(db.searches.filter((s) => s.companyId === 2).length);
    const inactive = await get('/search/list/me?take=100&active=FALSE', 'comprador');
    expect(inactive.body.data!.every((s) => s.active === false)).toBe(true);
    expect(inactive.body.data!.length).toBe(2);
    const mine = db.searches.filter((s) => s.companyId === 2 && s.status === 'PENDING');
    expect(mine.length).toBeGreaterThan(0);
    const pending = await get('/search/list/me?take=100&status=PENDING', 'comprador');
    expect(pending.body.meta!.itemCount).toBe(mine.length);
    expect(pending.body.data!.every((s) => s.status === 'PENDING')).toBe(true);
  });
});

describe('GET /search/{id}', () => {
  it('shows an approved active search to anyone, others only to their company and admins', async () => {
    const approved = db.searches.find((s) => s.companyId === 2 && s.status === 'APPROVED' && s.active)!;
    const pending = db.searches.find((s) => s.companyId === 2 && s.status === 'PENDING' && s.active)!;
    expect((await get(`/search/${approved.id}`, 'vendedor')).status).toBe(200);
    expect((await get(`/search/${pending.id}`, 'vendedor')).status).toBe(404);
    expect((await get(`/search/${pending.id}`, 'comprador')).body).toMatchObject({ id: pending.id, status: 'PENDING', company: { id: 2 } });
    expect((await get(`/search/${pending.id}`, 'admin')).status).toBe(200);
  });
});

describe('POST /search', () => {
  it('creates a PENDING active search', async () => {
    const { status, body: created } = await send('POST', '/search', 'comprador', body());
    expect(status).toBe(200);
    expect(created).toMatchObject({ status: 'PENDING', active: true, product: { id: 26, name: 'Motor elétrico trifásico 5 cv' }, category: null, uf: 'SP', company: { id: 2 } });
    expect((await get(`/search/${created.id}`, 'vendedor')).status).toBe(404);
  });

  it('refuses a deadline in the past, no product nor category, zero or negative values, and foreign companies', async () => {
    expect((await send('POST', '/search', 'comprador', body({ deadline: inDays(-2) }))).body).toMatchObject({ statusCode: 400, message: 'DeadlineInPast' });
    expect((await send('POST', '/search', 'comprador', body({ deadline: inDays(0) }))).status).toBe(200);
    expect((await send('POST', '/search', 'comprador', body({ productId: null, categoryId: null }))).body.message).toBe('ProductOrCategoryRequired');
    expect((await send('POST', '/search', 'comprador', body({ productId: 9999 }))).body.message).toBe('ProductNotFound');
    expect((await send('POST', '/search', 'comprador', body({ productId: null, categoryId: 9999 }))).body.message).toBe('CategoryNotFound');
    expect((await send('POST', '/search', 'comprador', body({ quantity: 0 }))).status).toBe(400);
    expect((await send('POST', '/search', 'comprador', body({ maxPrice: -5 }))).status).toBe(400);
    expect((await send('POST', '/search', 'comprador', body({ uf: 'XX' }))).status).toBe(400);
    expect((await send('POST', '/search', 'comprador', body({ companyId: 1 }))).status).toBe(401);
    expect((await send('POST', '/search', 'vendedor', body({ companyId: 12 }))).body.message).toBe('CompanyNotApproved');
  });

  it('refuses decimals in a unit that counts whole things, and takes them in kg', async () => {
    const unitOf = (name: string) => db.units.find((u) => u.name === name)!.index;
    expect((await send('POST', '/search', 'comprador', body({ unitIndex: unitOf('un'), quantity: 2.5 }))).body).toMatchObject({ statusCode: 400, message: 'QuantityNotWhole' });
    expect((await send('POST', '/search', 'comprador', body({ unitIndex: unitOf('kg'), quantity: 2.5 }))).status).toBe(200);
  });
});

describe('POST /search: amounts and the deadline', () => {
  it('refuses a maximum price or a quantity that is not a sane amount, and a deadline that is not a real day', async () => {
    const count = db.searches.length;
    const bad = [
      { maxPrice: 1e308 },
      { maxPrice: MONEY_MAX + 0.01 },
      { maxPrice: 0.001 },
      { maxPrice: 0.004 },
      { quantity: 1e308 },
      { quantity: QUANTITY_MAX + 1 },
      { deadline: '2099-02-31' },
      { deadline: '2099/02/29' },
      { deadline: '2099-99-99' },
      { deadline: '2099/13/45' },
      { deadline: '2099-02-31T12:00:00.000Z' },
    ];
    for (const fields of bad) expect((await send('POST', '/search', 'comprador', body(fields))).status, JSON.stringify(fields)).toBe(400);
    expect(db.searches.length).toBe(count);
    const list = await get('/search/list/me?take=100', 'comprador');
    expect(list.body.data!.every((s) => Number.isFinite(s.maxPrice))).toBe(true);
  });

  it('takes the limits themselves and a leap day', async () => {
    const created = await send('POST', '/search', 'comprador', body({ maxPrice: MONEY_MAX, quantity: QUANTITY_MAX, deadline: '2096/02/29' }));
    expect(created.body).toMatchObject({ maxPrice: MONEY_MAX, quantity: QUANTITY_MAX, deadline: '2096-02-29T03:00:00.000Z' });
    expect((await send('POST', '/search', 'comprador', body({ maxPrice: 0.01 }))).body).toMatchObject({ maxPrice: 0.01 });
  });
});

describe('PATCH /search/{id}/inactivate', () => {
  it('inactivates (never deletes) a search of the caller’s company, once', async () => {
    const approved = db.searches.find((s) => s.companyId === 2 && s.status === 'APPROVED' && s.active)!;
    expect((await send('PATCH', `/search/${approved.id}/inactivate`, 'vendedor')).status).toBe(401);
    const { body: done } = await send('PATCH', `/search/${approved.id}/inactivate`, 'comprador');
    expect(done).toMatchObject({ id: approved.id, active: false, inactivatedAt: expect.any(String), status: 'APPROVED' });
    expect(db.searches.some((s) => s.id === approved.id)).toBe(true);
    expect((await send('PATCH', `/search/${approved.id}/inactivate`, 'comprador')).body.message).toBe('SearchInactive');
    const publicList = await get('/search/list?take=100', 'vendedor');
    expect(publicList.body.data!.some((s) => s.id === approved.id)).toBe(false);
  });
});

describe('PUT /search/{id} (the company corrects a rejected search and resubmits it)', () => {
  const rejectedOfBuyer = () => db.searches.find((s) => s.companyId === 2 && s.status === 'REJECTED' && s.active)!;
  const edit = (extra: Record<string, unknown> = {}) => {
    const { companyId: _company, ...fields } = body();
    return { ...fields, quantity: 9, uf: 'MG', description: 'Motores corrigidos conforme o pedido da equipe.', ...extra };
  };

  it('sends it back to review: PENDING, the reason cleared, the fields saved, the company kept', async () => {
    const rejected = rejectedOfBuyer();
    const before = { ...rejected };
    const { status, body: saved } = await send('PUT', `/search/${rejected.id}`, 'comprador', edit({ companyId: 1 }));
    expect(status).toBe(200);
    expect(saved).toMatchObject({ id: rejected.id, status: 'PENDING', rejectionReason: null, active: true, company: { id: 2 }, product: { id: 26 }, quantity: 9, uf: 'MG', description: 'Motores corrigidos conforme o pedido da equipe.' });
    expect(saved.updatedAt).not.toBe(before.updatedAt);
    expect(saved.createdAt).toBe(before.createdAt);
    expect((await get('/admin/search/list?status=PENDING&take=100', 'admin')).body.data!.some((s) => s.id === rejected.id)).toBe(true);
    // Still pending: it may be edited again while it waits (docs/deal/searches.md).
    expect((await send('PUT', `/search/${rejected.id}`, 'comprador', edit({ quantity: 12 }))).body).toMatchObject({ status: 'PENDING', quantity: 12 });
  });

  it('edits a pending or approved search too (docs/deal/searches.md); an approved one goes back to review', async () => {
    for (const status of ['PENDING', 'APPROVED'] as const) {
      const search = db.searches.find((s) => s.companyId === 2 && s.status === status && s.active)!;
      const { status: code, body: saved } = await send('PUT', `/search/${search.id}`, 'comprador', edit());
      expect(code, status).toBe(200);
      expect(saved, status).toMatchObject({ id: search.id, status: 'PENDING', rejectionReason: null, quantity: 9, uf: 'MG' });
    }
  });

  it('refuses non-members, inactive searches and unknown ids', async () => {
    const rejected = rejectedOfBuyer();
    expect((await send('PUT', `/search/${rejected.id}`, 'vendedor', edit())).status).toBe(401);
    expect((await send('PUT', `/search/${rejected.id}`, 'admin', edit())).status).toBe(401);
    expect((await send('PUT', `/search/${rejected.id}`, undefined, edit())).status).toBe(401);
    Object.assign(db.searches.find((s) => s.id === rejected.id)!, { active: false });
    expect((await send('PUT', `/search/${rejected.id}`, 'comprador', edit())).body).toMatchObject({ statusCode: 400, message: 'SearchInactive' });
    expect((await send('PUT', '/search/999999', 'comprador', edit())).status).toBe(404);
  });

  it('applies the rules of POST /search, and a refused body changes nothing', async () => {
    const rejected = rejectedOfBuyer();
    const before = { ...rejected };
    const refused: [Record<string, unknown>, string][] = [
      [{ deadline: inDays(-2) }, 'DeadlineInPast'],
      [{ productId: null, categoryId: null }, 'ProductOrCategoryRequired'],
      [{ productId: 9999 }, 'ProductNotFound'],
      [{ unitIndex: 9999 }, 'UnitNotFound'],
    ];
    for (const [change, code] of refused) expect((await send('PUT', `/search/${rejected.id}`, 'comprador', edit(change))).body, code).toMatchObject({ statusCode: 400, message: code });
    for (const change of [{ quantity: 0 }, { maxPrice: MONEY_MAX + 0.01 }, { uf: 'XX' }, { description: 'curta' }, { deadline: '2099-02-31' }]) {
      expect((await send('PUT', `/search/${rejected.id}`, 'comprador', edit(change))).status, JSON.stringify(change)).toBe(400);
    }
    expect(db.searches.find((s) => s.id === rejected.id)).toEqual(before);
  });
});

describe('admin', () => {
  it('lists every search and shows the deferral with who posted it', async () => {
    expect((await get('/admin/search/list?take=100', 'admin')).body.meta!.itemCount).toBe(db.searches.length);
    expect((await get('/admin/search/list', 'comprador')).status).toBe(401);
    const pending = db.searches.find((s) => s.status === 'PENDING' && s.active)!;
    expect((await get(`/admin/search/${pending.id}/deferral`, 'admin')).body).toMatchObject({ id: pending.id, createdBy: { name: expect.any(String), email: expect.stringContaining('@') } });
  });

  it('approves a pending search (then public), rejects only with a reason, and decides only once', async () => {
    const created = (await send('POST', '/search', 'comprador', body())).body;
    expect((await send('PUT', `/admin/search/${created.id}`, 'admin', { status: 'REJECTED', rejectionReason: 'ab' })).body.message).toBe('RejectionReasonRequired');
    expect((await send('PUT', `/admin/search/${created.id}`, 'admin', { status: 'APPROVED' })).body).toMatchObject({ status: 'APPROVED', rejectionReason: null });
    expect((await get(`/search/${created.id}`, 'vendedor')).status).toBe(200);
    expect((await send('PUT', `/admin/search/${created.id}`, 'admin', { status: 'REJECTED', rejectionReason: 'Tarde demais' })).body.message).toBe('DeferralNotPending');
    const other = (await send('POST', '/search', 'comprador', body({ productId: 5 }))).body;
    expect((await send('PUT', `/admin/search/${other.id}`, 'admin', { status: 'REJECTED', rejectionReason: 'Produto proibido.' })).body).toMatchObject({ status: 'REJECTED', rejectionReason: 'Produto proibido.' });
  });

  it("edits an active search's own fields: company, status and reason stay, the create rules apply", async () => {
    const rejected = db.searches.find((s) => s.companyId === 2 && s.status === 'REJECTED' && s.active)!;
    const { companyId: _company, ...fields } = body();
    const before = { ...rejected };
    const category = db.categories[0]!;
    // 7,5 of a unit that takes decimals (a whole unit refuses them: QuantityNotWhole).
    const kg = db.units.find((u) => u.name === 'kg')!.index;
    const edit = { ...fields, productId: null, categoryId: category.id, unitIndex: kg, quantity: 7.5, maxPrice: 12.345, deadline: inDays(10), uf: 'RJ', description: 'Descrição corrigida pela equipe.' };
    const { status, body: saved } = await send('PUT', `/admin/search/${rejected.id}`, 'admin', edit);
    expect(status).toBe(200);
    expect(saved).toMatchObject({
      id: rejected.id,
      status: 'REJECTED',
      rejectionReason: before.rejectionReason,
      company: { id: 2 },
      product: null,
      category: { id: category.id, name: category.name },
      quantity: 7.5,
      maxPrice: 12.35,
      uf: 'RJ',
      description: 'Descrição corrigida pela equipe.',
    });
    expect(saved.updatedAt).not.toBe(before.updatedAt);
    expect((await get(`/search/${rejected.id}`, 'comprador')).body).toMatchObject({ uf: 'RJ', quantity: 7.5 });

    const refused: [Record<string, unknown>, string][] = [
      [{ deadline: inDays(-2) }, 'DeadlineInPast'],
      [{ productId: null, categoryId: null }, 'ProductOrCategoryRequired'],
      [{ productId: 9999 }, 'ProductNotFound'],
      [{ categoryId: 9999 }, 'CategoryNotFound'],
      [{ unitIndex: 9999 }, 'UnitNotFound'],
    ];
    for (const [change, code] of refused) {
      expect((await send('PUT', `/admin/search/${rejected.id}`, 'admin', { ...edit, ...change })).body, code).toMatchObject({ statusCode: 400, message: code });
    }
    for (const change of [{ quantity: 0 }, { maxPrice: MONEY_MAX + 0.01 }, { uf: 'XX' }, { description: 'curta' }, { deadline: '2099-02-31' }]) {
      expect((await send('PUT', `/admin/search/${rejected.id}`, 'admin', { ...edit, ...change })).status, JSON.stringify(change)).toBe(400);
    }
    expect(db.searches.find((s) => s.id === rejected.id)).toMatchObject({ uf: 'RJ', quantity: 7.5, description: 'Descrição corrigida pela equipe.' });

    const inactive = db.searches.find((s) => !s.active)!;
    expect((await send('PUT', `/admin/search/${inactive.id}`, 'admin', edit)).body.message).toBe('SearchInactive');
    expect((await send('PUT', `/admin/search/${rejected.id}`, 'comprador', edit)).status).toBe(401);
    expect((await send('PUT', '/admin/search/999999', 'admin', edit)).status).toBe(404);
  });

  it('reads a body with a status as a decision only', async () => {
    const created = (await send('POST', '/search', 'comprador', body())).body;
    const { companyId: _company, ...fields } = body();
    const { body: decided } = await send('PUT', `/admin/search/${created.id}`, 'admin', { ...fields, uf: 'RJ', status: 'APPROVED' });
    expect(decided).toMatchObject({ status: 'APPROVED', uf: 'SP' });
    expect((await send('PUT', `/admin/search/${created.id}`, 'admin', { status: 'PENDING' })).status).toBe(400);
  });
});
