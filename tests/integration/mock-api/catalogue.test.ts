import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { API, needsSeed, tokenOf } from './helpers';

needsSeed("picks records of the mock's seed (ids, names, counts)");

const admin = { authorization: `Bearer ${tokenOf('admin')}`, 'content-type': 'application/json' };
const seller = { authorization: `Bearer ${tokenOf('vendedor')}`, 'content-type': 'application/json' };

type Json = Record<string, unknown> & { data?: Record<string, unknown>[]; meta?: Record<string, unknown> };

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = admin) {
  const response = await fetch(`${API}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json | null };
}

const segmentIndex = (name: string) => db.segments.find((s) => s.name === name)!.index;
const categoryId = (name: string) => db.categories.find((c) => c.name === name)!.id;
const subIndex = (name: string) => db.subCategories.find((s) => s.name === name)!.index;

describe('mock catalogue: seed', () => {
  it('has the realistic segments and units the issue names', () => {
    expect(db.segments.map((s) => s.name)).toEqual(expect.arrayContaining(['Metalurgia', 'Químico', 'Têxtil', 'Construção civil', 'Alimentos']));
    expect(db.units.map((u) => u.name)).toEqual(['kg', 't', 'm', 'm²', 'm³', 'L', 'un', 'cx', 'pallet']);
    for (const product of db.products) {
      for (const c of product.categories) {
        for (const index of c.subCategoriesIndex) expect(db.subCategories.find((s) => s.index === index)?.categoryId).toBe(c.categoryId);
      }
    }
  });
});

describe('mock catalogue: guards and lists', () => {
  it('admin lists need an ADMIN; select lists any signed-in user', async () => {
    expect((await call('GET', '/admin/segment/list', undefined, seller)).status).toBe(401);
    expect((await call('GET', '/admin/segment/list', undefined, {})).status).toBe(401);
    expect((await call('GET', '/segment/select-list', undefined, {})).status).toBe(401);
    const options = await call('GET', '/segment/select-list', undefined, seller);
    expect(options.status).toBe(200);
    expect(options.body).toContainEqual({ index: segmentIndex('Químico'), name: 'Químico' });
  });

  it('paginates alphabetically, filters by name without accents and sorts on request', async () => {
    const first = await call('GET', '/admin/segment/list?page=1&take=3');
    expect(first.body!.meta).toMatchObject({ page: 1, take: 3, itemCount: db.segments.length, hasNextPage: true });
    const names = first.body!.data!.map((s) => s.name);
    expect(names).toEqual([...db.segments.map((s) => s.name)].sort((a, b) => a.localeCompare(b, 'pt-BR')).slice(0, 3));
    const filtered = await call('GET', '/admin/segment/list?search=quimico');
    expect(filtered.body!.data).toEqual([expect.objectContaining({ name: 'Químico', productCount: 4 })]);
    const desc = await call('GET', '/admin/unit/list?orderBy=name&order=DESC&take=50');
    const unitNames = desc.body!.data!.map((u) => u.name as string);
    expect(unitNames).toEqual([...unitNames].sort((a, b) => b.localeCompare(a, 'pt-BR')));
  });

  it('lists sub-categories of one category with its name, and counts sub-categories and products per category', async () => {
    const id = categoryId('Aço e metais');
    const subs = await call('GET', `/admin/product/sub-category/list?categoryId=${id}&take=50`);
    expect(subs.body!.data!.map((s) => s.name).sort()).toEqual(['Bobinas', 'Chapas', 'Perfis', 'Tubos', 'Vergalhões']);
    expect(subs.body!.data!.every((s) => s.categoryId === id && s.categoryName === 'Aço e metais')).toBe(true);
    const categories = await call('GET', '/admin/product/category/list?search=aco');
    expect(categories.body!.data).toEqual([expect.objectContaining({ id, subCategoryCount: 5, productCount: 5 })]);
  });

  it('filters products by category, sub-category and segment', async () => {
    const byCategory = await call('GET', `/admin/product/list?categoryId=${categoryId('Embalagens')}`);
    expect(byCategory.body!.meta!.itemCount).toBe(4);
    const bySub = await call('GET', `/admin/product/list?subCategoryIndex=${subIndex('Algodão')}`);
    expect(bySub.body!.data!.map((p) => p.name).sort()).toEqual(['Malha de algodão penteado', 'Tecido 100% algodão cru']);
    const bySegment = await call('GET', `/admin/product/list?segmentIndex=${segmentIndex('Têxtil')}&search=fio`);
    expect(bySegment.body!.data!.map((p) => p.name)).toEqual(['Fio de poliéster texturizado']);
  });
});

describe('mock catalogue: writes', () => {
  it('creates, reads, renames and deletes a segment; names are unique regardless of case and accents', async () => {
    const created = await call('POST', '/admin/segment', { name: 'Mineração' });
    expect(created).toMatchObject({ status: 200, body: { name: 'Mineração', productCount: 0 } });
    const index = created.body!.index as number;
    expect((await call('GET', `/admin/segment/${index}`)).body).toMatchObject({ index, name: 'Mineração' });
    expect(await call('POST', '/admin/segment', { name: '  mineracao ' })).toMatchObject({ status: 400, body: { message: 'DuplicateName' } });
    expect(await call('PUT', `/admin/segment/${index}`, { name: 'quimico' })).toMatchObject({ status: 400, body: { message: 'DuplicateName' } });
    expect((await call('PUT', `/admin/segment/${index}`, { name: 'Mineração e siderurgia' })).body).toMatchObject({ name: 'Mineração e siderurgia' });
    expect((await call('PUT', `/admin/segment/${index}`, { name: 'mineração E siderurgia' })).status).toBe(200);
    expect((await call('POST', '/admin/segment', { name: '   ' })).status).toBe(400);
    expect((await call('DELETE', `/admin/segment/${index}`)).status).toBe(204);
    expect((await call('GET', `/admin/segment/${index}`)).status).toBe(404);
    expect(db.segments.some((s) => s.index === index)).toBe(false);
  });

  it('refuses to delete entries that products use, and a category that still has sub-categories', async () => {
    const before = { segments: db.segments.length, categories: db.categories.length, subCategories: db.subCategories.length };
    expect(await call('DELETE', `/admin/segment/${segmentIndex('Metalurgia')}`)).toMatchObject({ status: 400, body: { message: 'EntryInUse' } });
    expect(await call('DELETE', `/admin/product/category/${categoryId('Embalagens')}`)).toMatchObject({ status: 400, body: { message: 'EntryInUse' } });
    expect(await call('DELETE', `/admin/product/sub-category/${subIndex('Chapas')}`)).toMatchObject({ status: 400, body: { message: 'EntryInUse' } });
    expect({ segments: db.segments.length, categories: db.categories.length, subCategories: db.subCategories.length }).toEqual(before);

    const category = await call('POST', '/admin/product/category', { name: 'Vidros' });
    const id = category.body!.id as number;
    const sub = await call('POST', `/admin/product/category/${id}/sub-category`, { name: 'Vidro temperado' });
    expect(await call('DELETE', `/admin/product/category/${id}`)).toMatchObject({ status: 400, body: { message: 'CategoryHasSubCategories' } });
    expect((await call('DELETE', `/admin/product/sub-category/${sub.body!.index as number}`)).status).toBe(204);
    expect((await call('DELETE', `/admin/product/category/${id}`)).status).toBe(204);
  });

  it('creates sub-categories under their category; names are unique within a category only', async () => {
    const steel = categoryId('Aço e metais');
    const created = await call('POST', `/admin/product/category/${steel}/sub-category`, { name: 'Arames' });
    expect(created.body).toMatchObject({ categoryId: steel, categoryName: 'Aço e metais', name: 'Arames', productCount: 0 });
    expect(await call('POST', `/admin/product/category/${steel}/sub-category`, { name: 'TUBOS' })).toMatchObject({ status: 400, body: { message: 'DuplicateName' } });
    const other = await call('POST', `/admin/product/category/${categoryId('Embalagens')}/sub-category`, { name: 'Tubos' });
    expect(other.status).toBe(200);
    expect((await call('POST', '/admin/product/category/999/sub-category', { name: 'X' })).status).toBe(404);
    const renamed = await call('PUT', `/admin/product/sub-category/${created.body!.index as number}`, { name: 'Arames recozidos' });
    expect(renamed.body).toMatchObject({ name: 'Arames recozidos', categoryId: steel });
  });

  it('creates, updates and deletes units with a unique symbol', async () => {
    expect(await call('POST', '/admin/unit', { name: 'KG', description: 'Quilo' })).toMatchObject({ status: 400, body: { message: 'DuplicateName' } });
    expect((await call('POST', '/admin/unit', { name: 'g', description: '' })).status).toBe(400);
    const created = await call('POST', '/admin/unit', { name: 'g', description: 'Grama' });
    const index = created.body!.index as number;
    expect((await call('PUT', `/admin/unit/${index}`, { name: 'g', description: 'Gramas' })).body).toMatchObject({ description: 'Gramas' });
    expect((await call('GET', '/unit/select-list', undefined, seller)).body).toContainEqual({ index, name: 'g', description: 'Gramas' });
    expect((await call('DELETE', `/admin/unit/${index}`)).status).toBe(204);
    const used = db.units.find((u) => db.announcements.some((a) => a.unitIndex === u.index))!;
    expect(await call('DELETE', `/admin/unit/${used.index}`)).toMatchObject({ status: 400, body: { message: 'UnitInUse' } });
    expect(db.units.some((u) => u.index === used.index)).toBe(true);
  });

  it('refuses to delete a product that announcements use', async () => {
    const used = db.products.find((p) => db.announcements.some((a) => a.productId === p.id))!;
    expect(await call('DELETE', `/admin/product/${used.id}`)).toMatchObject({ status: 400, body: { message: 'ProductInUse' } });
    expect(db.products.some((p) => p.id === used.id)).toBe(true);
  });

  it('creates, updates and deletes a product and checks its catalogue references', async () => {
    const steel = categoryId('Aço e metais');
    const body = {
      name: 'Cantoneira de aço',
      description: 'Abas iguais, barras de 6 m.',
      categories: [{ categoryId: steel, subCategoriesIndex: [subIndex('Perfis')] }],
      segmentsIndex: [segmentIndex('Metalurgia')],
    };
    const count = db.products.length;
    expect(await call('POST', '/admin/product', { ...body, categories: [] })).toMatchObject({ status: 400, body: { message: 'ProductWithoutCategory' } });
    const wrongParent = { ...body, categories: [{ categoryId: steel, subCategoriesIndex: [subIndex('Solventes')] }] };
    expect(await call('POST', '/admin/product', wrongParent)).toMatchObject({ status: 400, body: { message: 'InvalidCatalogueReference' } });
    expect(await call('POST', '/admin/product', { ...body, segmentsIndex: [999] })).toMatchObject({ status: 400, body: { message: 'InvalidCatalogueReference' } });
    expect(await call('POST', '/admin/product', { ...body, name: 'cimento cp ii-e-32' })).toMatchObject({ status: 400, body: { message: 'DuplicateName' } });
    expect(db.products.length).toBe(count);

    const created = await call('POST', '/admin/product', body);
    expect(created.body).toMatchObject(body);
    const id = created.body!.id as number;
    const update = { ...body, segmentsIndex: [segmentIndex('Construção civil'), segmentIndex('Metalurgia')] };
    expect((await call('PUT', `/admin/product/${id}`, update)).body).toMatchObject({ id, segmentsIndex: update.segmentsIndex });
    expect((await call('GET', `/admin/product/${id}`)).body).toMatchObject(update);
    // A product now uses the segment: it cannot be deleted until the product goes.
    expect((await call('DELETE', `/admin/segment/${segmentIndex('Construção civil')}`)).status).toBe(400);
    expect((await call('DELETE', `/admin/product/${id}`)).status).toBe(204);
    expect((await call('GET', `/admin/product/${id}`)).status).toBe(404);
    expect((await call('DELETE', `/admin/product/${id}`, undefined, seller)).status).toBe(401);
  });
});
