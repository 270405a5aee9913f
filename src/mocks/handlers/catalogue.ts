import {
  categoryBodySchema,
  productBodySchema,
  segmentBodySchema,
  subCategoryBodySchema,
  unitBodySchema,
  type Category,
  type Product,
  type ProductCategory,
  type ProductOption,
  type Segment,
  type SubCategory,
  type Unit,
} from '@/features/catalogue/api';
import type { CategoryRecord, ProductRecord, SegmentRecord, SubCategoryRecord, UnitRecord } from '../db/catalogue';
import { db, nextId, now } from '../db/store';
import { requireAccount, requireAdmin } from '../lib/auth';
import { badRequest, notFound } from '../lib/errors';
import { idParam, readBody, route } from '../lib/http';
import { matchesText, normalize, paginate, sortItems } from '../lib/list';
import { wholeNumber } from '../lib/numbers';

/**
 * The catalogue (SPEC.md §7 "Catalogue" and "Products", DESIGN.md §4 for the write methods).
 * Rules: names are unique per level (accent- and case-insensitive; sub-categories within their
 * category); an entry that products use cannot be deleted (400 `EntryInUse`); a category with
 * sub-categories cannot be deleted (400 `CategoryHasSubCategories`); neither can a unit or a
 * product that announcements use (400 `UnitInUse`, `ProductInUse`); a product needs at least one
 * category (400 `ProductWithoutCategory`) and may only point at existing entries, with each
 * sub-category under its own category (400 `InvalidCatalogueReference`). Every write either
 * happens whole or not at all.
 */

const sameName = (a: string, b: string) => normalize(a) === normalize(b);
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'pt-BR');

function assertUniqueName<T extends { name: string }>(items: readonly T[], name: string, self?: T): void {
  if (items.some((item) => item !== self && sameName(item.name, name))) throw badRequest('DuplicateName');
}

// ── Usage ───────────────────────────────────────────────────────────────────────────────────────
const productsWithSegment = (index: number) => db.products.filter((p) => p.segmentsIndex.includes(index)).length;
const productsWithCategory = (id: number) => db.products.filter((p) => p.categories.some((c) => c.categoryId === id)).length;
const productsWithSubCategory = (index: number) =>
  db.products.filter((p) => p.categories.some((c) => c.subCategoriesIndex.includes(index))).length;

// ── API shapes ──────────────────────────────────────────────────────────────────────────────────
const toSegment = (s: SegmentRecord): Segment => ({ index: s.index, name: s.name, createdAt: s.createdAt, productCount: productsWithSegment(s.index) });

const toCategory = (c: CategoryRecord): Category => ({
  id: c.id,
  name: c.name,
  createdAt: c.createdAt,
  subCategoryCount: db.subCategories.filter((s) => s.categoryId === c.id).length,
  productCount: productsWithCategory(c.id),
});

const toSubCategory = (s: SubCategoryRecord): SubCategory => ({
  index: s.index,
  categoryId: s.categoryId,
  categoryName: db.categories.find((c) => c.id === s.categoryId)?.name ?? '',
  name: s.name,
  createdAt: s.createdAt,
  productCount: productsWithSubCategory(s.index),
});

const toUnit = (u: UnitRecord): Unit => ({ index: u.index, name: u.name, description: u.description, createdAt: u.createdAt });

const toProduct = (p: ProductRecord): Product => ({
  id: p.id,
  name: p.name,
  description: p.description,
  categories: p.categories.map((c) => ({ categoryId: c.categoryId, subCategoriesIndex: [...c.subCategoriesIndex] })),
  segmentsIndex: [...p.segmentsIndex],
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
});

// ── Lookups ─────────────────────────────────────────────────────────────────────────────────────
function find<T>(items: readonly T[], match: (item: T) => boolean): T {
  const found = items.find(match);
  if (!found) throw notFound();
  return found;
}
const segmentAt = (value: string | readonly string[] | undefined) => find(db.segments, (s) => s.index === idParam(value));
const categoryAt = (value: string | readonly string[] | undefined) => find(db.categories, (c) => c.id === idParam(value));
const subCategoryAt = (value: string | readonly string[] | undefined) => find(db.subCategories, (s) => s.index === idParam(value));
const unitAt = (value: string | readonly string[] | undefined) => find(db.units, (u) => u.index === idParam(value));
const productAt = (value: string | readonly string[] | undefined) => find(db.products, (p) => p.id === idParam(value));

/** `?categoryId=3` → 3; absent or not a whole number in plain digits ('1e0', '0x1') → undefined. */
function intQuery(query: URLSearchParams, key: string): number | undefined {
  return wholeNumber(query.get(key));
}

/** Lists: `search` (part of the name), `orderBy`/`order`, alphabetical by default. */
type Accessors<T> = Record<string, (item: T) => string | number | null | undefined>;

function list<T extends { name: string }>(items: readonly T[], query: URLSearchParams, accessors: Accessors<T>) {
  const filtered = items.filter((item) => matchesText(query.get('search'), item.name)).sort(byName);
  return sortItems(filtered, query, { name: (item) => item.name, ...accessors });
}

/** A product body's catalogue references: categories (at least one), sub-categories, segments. */
function checkReferences(categories: ProductCategory[], segmentsIndex: number[]): void {
  if (categories.length === 0) throw badRequest('ProductWithoutCategory');
  const categoryIds = categories.map((c) => c.categoryId);
  const invalid =
    new Set(categoryIds).size !== categoryIds.length ||
    new Set(segmentsIndex).size !== segmentsIndex.length ||
    categoryIds.some((id) => !db.categories.some((c) => c.id === id)) ||
    segmentsIndex.some((index) => !db.segments.some((s) => s.index === index)) ||
    categories.some(
      (c) =>
        new Set(c.subCategoriesIndex).size !== c.subCategoriesIndex.length ||
        c.subCategoriesIndex.some((index) => !db.subCategories.some((s) => s.index === index && s.categoryId === c.categoryId)),
    );
  if (invalid) throw badRequest('InvalidCatalogueReference');
}

export const catalogueHandlers = [
  // ── Select lists (any signed-in user) ─────────────────────────────────────────────────────────
  route.get('/segment/select-list', ({ request }) => {
    requireAccount(request);
    return [...db.segments].sort(byName).map((s) => ({ index: s.index, name: s.name }));
  }),
  route.get('/product/category/list/select', ({ request }) => {
    requireAccount(request);
    return [...db.categories].sort(byName).map((c) => ({ id: c.id, name: c.name }));
  }),
  route.get('/product/sub-category/select-list', ({ request, query }) => {
    requireAccount(request);
    const categoryId = intQuery(query, 'categoryId');
    return db.subCategories
      .filter((s) => categoryId === undefined || s.categoryId === categoryId)
      .sort(byName)
      .map((s) => ({ index: s.index, categoryId: s.categoryId, name: s.name }));
  }),
  route.get('/unit/select-list', ({ request }) => {
    requireAccount(request);
    return [...db.units].sort(byName).map((u) => ({ index: u.index, name: u.name, description: u.description }));
  }),
  /** Products for the announcement and search forms and the lists' filters. */
  route.get('/product/select-list', ({ request }) => {
    requireAccount(request);
    const options: ProductOption[] = [...db.products]
      .sort(byName)
      .map((p) => ({ id: p.id, name: p.name, segmentsIndex: [...p.segmentsIndex], categoriesId: p.categories.map((c) => c.categoryId) }));
    return options;
  }),

  // ── Segments ──────────────────────────────────────────────────────────────────────────────────
  route.get('/admin/segment/list', ({ request, query }) => {
    requireAdmin(request);
    return paginate(list(db.segments, query, { createdAt: (s) => s.createdAt, index: (s) => s.index }).map(toSegment), query);
  }),
  route.post('/admin/segment', async ({ request }) => {
    requireAdmin(request);
    const body = await readBody(request, segmentBodySchema);
    assertUniqueName(db.segments, body.name);
    const record: SegmentRecord = { index: nextId('segments'), name: body.name, createdAt: now() };
    db.segments.push(record);
    return toSegment(record);
  }),
  route.get<{ index: string }>('/admin/segment/:index', ({ request, params }) => {
    requireAdmin(request);
    return toSegment(segmentAt(params.index));
  }),
  route.put<{ index: string }>('/admin/segment/:index', async ({ request, params }) => {
    requireAdmin(request);
    const record = segmentAt(params.index);
    const body = await readBody(request, segmentBodySchema);
    assertUniqueName(db.segments, body.name, record);
    record.name = body.name;
    return toSegment(record);
  }),
  route.delete<{ index: string }>('/admin/segment/:index', ({ request, params }) => {
    requireAdmin(request);
    const record = segmentAt(params.index);
    if (productsWithSegment(record.index) > 0) throw badRequest('EntryInUse');
    db.segments = db.segments.filter((s) => s !== record);
  }),

  // ── Categories ────────────────────────────────────────────────────────────────────────────────
  route.get('/admin/product/category/list', ({ request, query }) => {
    requireAdmin(request);
    return paginate(list(db.categories, query, { createdAt: (c) => c.createdAt, id: (c) => c.id }).map(toCategory), query);
  }),
  route.post('/admin/product/category', async ({ request }) => {
    requireAdmin(request);
    const body = await readBody(request, categoryBodySchema);
    assertUniqueName(db.categories, body.name);
    const record: CategoryRecord = { id: nextId('categories'), name: body.name, createdAt: now() };
    db.categories.push(record);
    return toCategory(record);
  }),
  route.post<{ id: string }>('/admin/product/category/:id/sub-category', async ({ request, params }) => {
    requireAdmin(request);
    const category = categoryAt(params.id);
    const body = await readBody(request, subCategoryBodySchema);
    assertUniqueName(
      db.subCategories.filter((s) => s.categoryId === category.id),
      body.name,
    );
    const record: SubCategoryRecord = { index: nextId('subCategories'), categoryId: category.id, name: body.name, createdAt: now() };
    db.subCategories.push(record);
    return toSubCategory(record);
  }),
  route.get<{ id: string }>('/admin/product/category/:id', ({ request, params }) => {
    requireAdmin(request);
    return toCategory(categoryAt(params.id));
  }),
  route.put<{ id: string }>('/admin/product/category/:id', async ({ request, params }) => {
    requireAdmin(request);
    const record = categoryAt(params.id);
    const body = await readBody(request, categoryBodySchema);
    assertUniqueName(db.categories, body.name, record);
    record.name = body.name;
    return toCategory(record);
  }),
  route.delete<{ id: string }>('/admin/product/category/:id', ({ request, params }) => {
    requireAdmin(request);
    const record = categoryAt(params.id);
    if (productsWithCategory(record.id) > 0) throw badRequest('EntryInUse');
    if (db.subCategories.some((s) => s.categoryId === record.id)) throw badRequest('CategoryHasSubCategories');
    db.categories = db.categories.filter((c) => c !== record);
  }),

  // ── Sub-categories ────────────────────────────────────────────────────────────────────────────
  route.get('/admin/product/sub-category/list', ({ request, query }) => {
    requireAdmin(request);
    const categoryId = intQuery(query, 'categoryId');
    const items = db.subCategories.filter((s) => categoryId === undefined || s.categoryId === categoryId);
    const categoryName = (s: SubCategoryRecord) => db.categories.find((c) => c.id === s.categoryId)?.name ?? '';
    return paginate(
      list(items, query, { createdAt: (s) => s.createdAt, index: (s) => s.index, categoryName }).map(toSubCategory),
      query,
    );
  }),
  route.get<{ index: string }>('/admin/product/sub-category/:index', ({ request, params }) => {
    requireAdmin(request);
    return toSubCategory(subCategoryAt(params.index));
  }),
  route.put<{ index: string }>('/admin/product/sub-category/:index', async ({ request, params }) => {
    requireAdmin(request);
    const record = subCategoryAt(params.index);
    const body = await readBody(request, subCategoryBodySchema);
    assertUniqueName(
      db.subCategories.filter((s) => s.categoryId === record.categoryId),
      body.name,
      record,
    );
    record.name = body.name;
    return toSubCategory(record);
  }),
  route.delete<{ index: string }>('/admin/product/sub-category/:index', ({ request, params }) => {
    requireAdmin(request);
    const record = subCategoryAt(params.index);
    if (productsWithSubCategory(record.index) > 0) throw badRequest('EntryInUse');
    db.subCategories = db.subCategories.filter((s) => s !== record);
  }),

  // ── Units ─────────────────────────────────────────────────────────────────────────────────────
  route.get('/admin/unit/list', ({ request, query }) => {
    requireAdmin(request);
    const items = db.units.filter((u) => matchesText(query.get('search'), u.name, u.description)).sort(byName);
    const sorted = sortItems(items, query, { name: (u) => u.name, description: (u) => u.description, createdAt: (u) => u.createdAt, index: (u) => u.index });
    return paginate(sorted.map(toUnit), query);
  }),
  route.post('/admin/unit', async ({ request }) => {
    requireAdmin(request);
    const body = await readBody(request, unitBodySchema);
    assertUniqueName(db.units, body.name);
    const record: UnitRecord = { index: nextId('units'), name: body.name, description: body.description, createdAt: now() };
    db.units.push(record);
    return toUnit(record);
  }),
  route.get<{ index: string }>('/admin/unit/:index', ({ request, params }) => {
    requireAdmin(request);
    return toUnit(unitAt(params.index));
  }),
  route.put<{ index: string }>('/admin/unit/:index', async ({ request, params }) => {
    requireAdmin(request);
    const record = unitAt(params.index);
    const body = await readBody(request, unitBodySchema);
    assertUniqueName(db.units, body.name, record);
    record.name = body.name;
    record.description = body.description;
    return toUnit(record);
  }),
  route.delete<{ index: string }>('/admin/unit/:index', ({ request, params }) => {
    requireAdmin(request);
    const record = unitAt(params.index);
    if (db.announcements.some((a) => a.unitIndex === record.index)) throw badRequest('UnitInUse');
    db.units = db.units.filter((u) => u !== record);
  }),

  // ── Products ──────────────────────────────────────────────────────────────────────────────────
  route.get('/admin/product/list', ({ request, query }) => {
    requireAdmin(request);
    const categoryId = intQuery(query, 'categoryId');
    const subCategoryIndex = intQuery(query, 'subCategoryIndex');
    const segmentIndex = intQuery(query, 'segmentIndex');
    const items = db.products.filter(
      (p) =>
        (categoryId === undefined || p.categories.some((c) => c.categoryId === categoryId)) &&
        (subCategoryIndex === undefined || p.categories.some((c) => c.subCategoriesIndex.includes(subCategoryIndex))) &&
        (segmentIndex === undefined || p.segmentsIndex.includes(segmentIndex)),
    );
    return paginate(
      list(items, query, { createdAt: (p) => p.createdAt, updatedAt: (p) => p.updatedAt, id: (p) => p.id }).map(toProduct),
      query,
    );
  }),
  route.post('/admin/product', async ({ request }) => {
    requireAdmin(request);
    const body = await readBody(request, productBodySchema);
    checkReferences(body.categories, body.segmentsIndex);
    assertUniqueName(db.products, body.name);
    const at = now();
    const record: ProductRecord = {
      id: nextId('products'),
      name: body.name,
      description: body.description,
      categories: body.categories,
      segmentsIndex: body.segmentsIndex,
      createdAt: at,
      updatedAt: at,
    };
    db.products.push(record);
    return toProduct(record);
  }),
  route.get<{ id: string }>('/admin/product/:id', ({ request, params }) => {
    requireAdmin(request);
    return toProduct(productAt(params.id));
  }),
  route.put<{ id: string }>('/admin/product/:id', async ({ request, params }) => {
    requireAdmin(request);
    const record = productAt(params.id);
    const body = await readBody(request, productBodySchema);
    checkReferences(body.categories, body.segmentsIndex);
    assertUniqueName(db.products, body.name, record);
    Object.assign(record, {
      name: body.name,
      description: body.description,
      categories: body.categories,
      segmentsIndex: body.segmentsIndex,
      updatedAt: now(),
    });
    return toProduct(record);
  }),
  route.delete<{ id: string }>('/admin/product/:id', ({ request, params }) => {
    requireAdmin(request);
    const record = productAt(params.id);
    if (db.announcements.some((a) => a.productId === record.id)) throw badRequest('ProductInUse');
    db.products = db.products.filter((p) => p !== record);
  }),
];
