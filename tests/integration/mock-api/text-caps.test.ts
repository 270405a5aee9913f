import { describe, expect, it } from 'vitest';
import { PRODUCT_LIST_MAX } from '@/features/catalogue/model';
import { db } from '@/mocks/db/store';
import { PASSWORD_MAX, TEXT_MAX } from '@/lib/validators/common';
import { get, mockOnly, needsSeed, send } from './helpers';

mockOnly("uses the mock's /__mock/fail control", ['/__mock/fail: a message past']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

/**
 * Every free text and list the API accepts has a cap (docs/security.md "Body and
 * text limits"); past it the body is a 400 naming the field, and nothing changes.
 */

const long = (n: number) => 'a'.repeat(n);
const fieldsOf = (body: Record<string, unknown>) => String(body.message);

describe('text and list caps', () => {
  it('PUT /profile: a password past PASSWORD_MAX', async () => {
    const { status, body } = await send('PUT', '/profile', 'comprador', { email: 'comprador@giro.dev', password: `Senha1${long(PASSWORD_MAX)}` });
    expect(status).toBe(400);
    expect(fieldsOf(body)).toContain('password');
  });

  it('PATCH /admin/invite: a name past TEXT_MAX.name, an e-mail past TEXT_MAX.email', async () => {
    const count = db.accounts.length;
    const invite = (email: string, name: string) => send('PATCH', `/admin/invite?${new URLSearchParams({ email, name, level: 'ADMIN' })}`, 'superadmin');
    expect(fieldsOf((await invite('nova@giro.dev', `Ana ${long(TEXT_MAX.name)}`)).body)).toContain('name');
    expect(fieldsOf((await invite(`${long(TEXT_MAX.email)}@giro.dev`, 'Ana Souza')).body)).toContain('email');
    expect(db.accounts.length).toBe(count);
  });

  it('PATCH /admin/admin-profile: a name past TEXT_MAX.name', async () => {
    const { status, body } = await send('PATCH', '/admin/admin-profile/2', 'superadmin', { name: `Rafael ${long(TEXT_MAX.name)}`, level: 'ADMIN', status: 'ENABLED' });
    expect(status).toBe(400);
    expect(fieldsOf(body)).toContain('name');
  });

  it('POST /admin/product: categories, their sub-categories and segmentsIndex past PRODUCT_LIST_MAX', async () => {
    const product = db.products[0]!;
    const base = { name: 'Produto novo de teste', description: '', categories: product.categories, segmentsIndex: product.segmentsIndex };
    const many = <T,>(item: T) => Array.from({ length: PRODUCT_LIST_MAX + 1 }, () => item);
    const count = db.products.length;
    const segments = await send('POST', '/admin/product', 'admin', { ...base, segmentsIndex: many(product.segmentsIndex[0] ?? 1) });
    expect(segments.status).toBe(400);
    expect(fieldsOf(segments.body)).toContain('segmentsIndex');
    const categories = await send('POST', '/admin/product', 'admin', { ...base, categories: many(product.categories[0]) });
    expect(fieldsOf(categories.body)).toContain('categories');
    const subCategories = await send('POST', '/admin/product', 'admin', { ...base, categories: [{ ...product.categories[0]!, subCategoriesIndex: many(1) }] });
    expect(fieldsOf(subCategories.body)).toContain('subCategoriesIndex');
    expect(db.products.length).toBe(count);
  });

  it('/__mock/fail: a message past 500 characters, a method past 10', async () => {
    expect((await send('POST', '/__mock/fail', undefined, { path: '/user', status: 503, message: long(501) })).status).toBe(400);
    expect((await send('POST', '/__mock/fail', undefined, { path: '/user', status: 503, method: long(11) })).status).toBe(400);
    expect((await get('/user', 'comprador')).status).toBe(200);
  });
});
