import { productBodySchema, unitBodySchema } from '@/features/catalogue/bodies';
import { type ProductBody, productSchema, unitSchema } from '@/features/catalogue/api';
import { db, nextId, now } from '../db/store';
import { requireAdmin } from '../lib/auth';
import { assertUniqueName, byName, checkReferences, intQuery, list, productAt, unitAt } from '../lib/catalogue-rules';
import { toProduct, toUnit } from '../lib/catalogue-shapes';
import { entryRoutes, stored } from '../lib/catalogue-routes';
import { badRequest } from '../lib/errors';
import { matchesText, paginate, sortItems } from '../lib/list';
import { listQuery, text } from '../contract/query';
import { area } from '../contract/serve';
import { page } from '../contract/types';

/**
 * Units and products of the catalogue (docs/product/calls.md "Products"): names unique as in
 * catalogue-taxonomy.ts; a unit or a product that announcements use cannot be deleted (400
 * `UnitInUse`, `ProductInUse`); a product needs at least one category (400
 * `ProductWithoutCategory`) and may only point at existing entries, with each sub-category under
 * its own category (400 `InvalidCatalogueReference`).
 */
/** What a product body sets on its record: the same on a create and an update. */
const productFields = ({ name, description, categories, segmentsIndex }: ProductBody) => ({ name, description, categories, segmentsIndex });

const serve = area('catalogue');

export const catalogueProductHandlers = [
  // ── Units ─────────────────────────────────────────────────────────────────────────────────────
  serve.get({ id: 'catalogue.listUnits', path: '/admin/unit/list', summary: 'Units of the catalogue', access: 'admin', query: listQuery({ search: text }), answer: page(unitSchema) }, ({ request, query }) => {
    requireAdmin(request);
    const items = db.units.filter((u) => matchesText(query.get('search'), u.name, u.description)).sort(byName);
    const sorted = sortItems(items, query, { name: (u) => u.name, description: (u) => u.description, createdAt: (u) => u.createdAt, index: (u) => u.index });
    return paginate(sorted.map(toUnit), query);
  }),
  ...entryRoutes('/admin/unit', {
    at: unitAt,
    shape: toUnit,
    name: 'Unit',
    schema: unitSchema,
    body: unitBodySchema,
    deleteRefusals: ['UnitInUse'],
    create: (body) => {
      assertUniqueName(db.units, body.name);
      return stored(db.units, { index: nextId('units'), name: body.name, description: body.description, createdAt: now() });
    },
    update: (record, body) => {
      assertUniqueName(db.units, body.name, record);
      record.name = body.name;
      record.description = body.description;
    },
    remove: (record) => {
      if (db.announcements.some((a) => a.unitIndex === record.index)) throw badRequest('UnitInUse');
      db.units = db.units.filter((u) => u !== record);
    },
  }),


  // ── Products ──────────────────────────────────────────────────────────────────────────────────
  serve.get({ id: 'catalogue.listProducts', path: '/admin/product/list', summary: 'Products of the catalogue', access: 'admin', query: listQuery({ search: text }), answer: page(productSchema) }, ({ request, query }) => {
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
  ...entryRoutes('/admin/product', {
    at: productAt,
    shape: toProduct,
    name: 'Product',
    schema: productSchema,
    body: productBodySchema,
    deleteRefusals: ['ProductInUse'],
    writeRefusals: ['InvalidCatalogueReference', 'ProductWithoutCategory'],
    create: (body) => {
      checkReferences(body.categories, body.segmentsIndex);
      assertUniqueName(db.products, body.name);
      const at = now();
      return stored(db.products, { id: nextId('products'), ...productFields(body), createdAt: at, updatedAt: at });
    },
    update: (record, body) => {
      checkReferences(body.categories, body.segmentsIndex);
      assertUniqueName(db.products, body.name, record);
      Object.assign(record, { ...productFields(body), updatedAt: now() });
    },
    remove: (record) => {
      if (db.announcements.some((a) => a.productId === record.id)) throw badRequest('ProductInUse');
      db.products = db.products.filter((p) => p !== record);
    },
  }),
];
