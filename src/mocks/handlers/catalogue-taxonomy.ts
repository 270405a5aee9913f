import { categoryBodySchema, segmentBodySchema, subCategoryBodySchema } from '@/features/catalogue/bodies';
import type { SubCategoryRecord } from '../db/catalogue';
import { db, nextId, now } from '../db/store';
import { requireAdmin } from '../lib/auth';
import { assertUniqueName, categoryAt, intQuery, list, segmentAt, subCategoryAt } from '../lib/catalogue-rules';
import { productsWithCategory, productsWithSegment, productsWithSubCategory, toCategory, toSegment, toSubCategory } from '../lib/catalogue-shapes';
import { entryRoutes, stored } from '../lib/catalogue-routes';
import { badRequest } from '../lib/errors';
import { paginate } from '../lib/list';
import { readBody } from '../lib/http';
import { listQuery, text } from '../contract/query';
import { json, page, refuse } from '../contract/types';
import { categorySchema, segmentSchema, subCategorySchema } from '@/features/catalogue/api';
import { area } from '../contract/serve';

/**
 * The catalogue's segments, categories and sub-categories (docs/product/calls.md "Catalogue", docs/product/calls.md
 * for the write methods; units and products are catalogue-products.ts, the select lists
 * catalogue-select.ts). Names are unique per level (accent- and case-insensitive; sub-categories
 * within their category); an entry that products use cannot be deleted (400 `EntryInUse`); a
 * category with sub-categories cannot be deleted (400 `CategoryHasSubCategories`). Every write
 * either happens whole or not at all.
 */

const serve = area('catalogue');

export const catalogueTaxonomyHandlers = [
  // ── Segments ──────────────────────────────────────────────────────────────────────────────────
  serve.get({ id: 'catalogue.listSegments', path: '/admin/segment/list', summary: 'Segments of the catalogue', access: 'admin', query: listQuery({ search: text }), answer: page(segmentSchema) }, ({ request, query }) => {
    requireAdmin(request);
    return paginate(list(db.segments, query, { createdAt: (s) => s.createdAt, index: (s) => s.index }).map(toSegment), query);
  }),
  ...entryRoutes('/admin/segment', {
    at: segmentAt,
    shape: toSegment,
    name: 'Segment',
    schema: segmentSchema,
    body: segmentBodySchema,
    deleteRefusals: ['EntryInUse'],
    create: (body) => {
      assertUniqueName(db.segments, body.name);
      return stored(db.segments, { index: nextId('segments'), name: body.name, createdAt: now() });
    },
    update: (record, body) => {
      assertUniqueName(db.segments, body.name, record);
      record.name = body.name;
    },
    remove: (record) => {
      if (productsWithSegment(record.index) > 0) throw badRequest('EntryInUse');
      db.segments = db.segments.filter((s) => s !== record);
    },
  }),

  // ── Categories ────────────────────────────────────────────────────────────────────────────────
  serve.get({ id: 'catalogue.listCategories', path: '/admin/product/category/list', summary: 'Categories of the catalogue', access: 'admin', query: listQuery({ search: text }), answer: page(categorySchema) }, ({ request, query }) => {
    requireAdmin(request);
    return paginate(list(db.categories, query, { createdAt: (c) => c.createdAt, id: (c) => c.id }).map(toCategory), query);
  }),
  ...entryRoutes('/admin/product/category', {
    at: categoryAt,
    shape: toCategory,
    name: 'Category',
    schema: categorySchema,
    body: categoryBodySchema,
    deleteRefusals: ['CategoryHasSubCategories', 'EntryInUse'],
    create: (body) => {
      assertUniqueName(db.categories, body.name);
      return stored(db.categories, { id: nextId('categories'), name: body.name, createdAt: now() });
    },
    update: (record, body) => {
      assertUniqueName(db.categories, body.name, record);
      record.name = body.name;
    },
    remove: (record) => {
      if (productsWithCategory(record.id) > 0) throw badRequest('EntryInUse');
      if (db.subCategories.some((s) => s.categoryId === record.id)) throw badRequest('CategoryHasSubCategories');
      db.categories = db.categories.filter((c) => c !== record);
    },
  }),

  // ── Sub-categories ────────────────────────────────────────────────────────────────────────────
  serve.get({ id: 'catalogue.listSubCategories', path: '/admin/product/sub-category/list', summary: 'SubCategories of the catalogue', access: 'admin', query: listQuery({ search: text }), answer: page(subCategorySchema) }, ({ request, query }) => {
    requireAdmin(request);
    const categoryId = intQuery(query, 'categoryId');
    const items = db.subCategories.filter((s) => categoryId === undefined || s.categoryId === categoryId);
    const categoryName = (s: SubCategoryRecord) => db.categories.find((c) => c.id === s.categoryId)?.name ?? '';
    return paginate(
      list(items, query, { createdAt: (s) => s.createdAt, index: (s) => s.index, categoryName }).map(toSubCategory),
      query,
    );
  }),
  ...entryRoutes('/admin/product/sub-category', {
    at: subCategoryAt,
    shape: toSubCategory,
    name: 'SubCategory',
    schema: subCategorySchema,
    body: subCategoryBodySchema,
    deleteRefusals: ['EntryInUse'],
    update: (record, body) => {
      assertUniqueName(
        db.subCategories.filter((s) => s.categoryId === record.categoryId),
        body.name,
        record,
      );
      record.name = body.name;
    },
    remove: (record) => {
      if (productsWithSubCategory(record.index) > 0) throw badRequest('EntryInUse');
      db.subCategories = db.subCategories.filter((s) => s !== record);
    },
  }),
  /** Sub-categories are created under their category's address. */
  serve.post<{ id: string }>({
    id: 'catalogue.createSubCategory',
    path: '/admin/product/category/{id}/sub-category',
    summary: 'Create a sub-category under its category',
    access: 'admin',
    body: subCategoryBodySchema,
    answer: json(subCategorySchema),
    refusals: refuse('DuplicateName'),
  }, async ({ request, params }) => {
    requireAdmin(request);
    const category = categoryAt(params.id);
    const body = await readBody(request, subCategoryBodySchema);
    assertUniqueName(
      db.subCategories.filter((s) => s.categoryId === category.id),
      body.name,
    );
    return toSubCategory(stored(db.subCategories, { index: nextId('subCategories'), categoryId: category.id, name: body.name, createdAt: now() }));
  }),
];
