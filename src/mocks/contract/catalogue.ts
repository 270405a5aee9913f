import * as z from 'zod/mini';
import { productBodySchema } from '@/features/catalogue/bodies';
import { categoryBodySchema, segmentBodySchema, subCategoryBodySchema, unitBodySchema } from '@/features/catalogue/bodies';
import { categoryOptionSchema, categorySchema, productOptionSchema, productSchema, segmentOptionSchema, segmentSchema, subCategoryOptionSchema, subCategorySchema, unitOptionSchema, unitSchema } from '@/features/catalogue/api';
import { listQuery, text } from './query';
import { area, empty, json, page, refuse, type Operation, type RefusalCode } from './types';

/** The catalogue: segments, categories, sub-categories, units and products (admins), and its pick lists. */

interface Level {
  name: string;
  plural: string;
  path: string;
  /** Path parameter of one entry: segments, sub-categories and units are addressed by `index`. */
  key: string;
  schema: z.ZodMiniType;
  body: z.ZodMiniType;
  /** False for sub-categories: they are created under their category. */
  creatable: boolean;
  deleteRefusals: RefusalCode[];
  writeRefusals?: RefusalCode[];
}

/** The five-call set of `lib/catalogue-routes.ts` plus the level's list. */
function level({ name, plural, path, key, schema, body, creatable, deleteRefusals, writeRefusals = [] }: Level): Omit<Operation, 'tag'>[] {
  const one = `${path}/{${key}}`;
  const writes = refuse('DuplicateName', ...writeRefusals);
  return [
    { id: `catalogue.list${plural}`, method: 'get', path: `${path}/list`, summary: `${plural} of the catalogue`, access: 'admin', query: listQuery({ search: text }), answer: page(schema) },
    ...(creatable ? [{ id: `catalogue.create${name}`, method: 'post' as const, path, summary: `Create a ${name.toLowerCase()}`, access: 'admin' as const, body, answer: json(schema), refusals: writes }] : []),
    { id: `catalogue.get${name}`, method: 'get', path: one, summary: `One ${name.toLowerCase()}`, access: 'admin', answer: json(schema) },
    { id: `catalogue.update${name}`, method: 'put', path: one, summary: `Change a ${name.toLowerCase()}`, access: 'admin', body, answer: json(schema), refusals: writes },
    { id: `catalogue.delete${name}`, method: 'delete', path: one, summary: `Delete a ${name.toLowerCase()} nothing uses`, access: 'admin', answer: empty, refusals: refuse(...deleteRefusals) },
  ];
}

export const catalogueOperations: Operation[] = area('catalogue', [
  ...level({ name: 'Segment', plural: 'Segments', path: '/admin/segment', key: 'key', schema: segmentSchema, body: segmentBodySchema, creatable: true, deleteRefusals: ['EntryInUse'] }),
  ...level({ name: 'Category', plural: 'Categories', path: '/admin/product/category', key: 'key', schema: categorySchema, body: categoryBodySchema, creatable: true, deleteRefusals: ['CategoryHasSubCategories', 'EntryInUse'] }),
  ...level({ name: 'SubCategory', plural: 'SubCategories', path: '/admin/product/sub-category', key: 'key', schema: subCategorySchema, body: subCategoryBodySchema, creatable: false, deleteRefusals: ['EntryInUse'] }),
  {
    id: 'catalogue.createSubCategory',
    method: 'post',
    path: '/admin/product/category/{id}/sub-category',
    summary: 'Create a sub-category under its category',
    access: 'admin',
    body: subCategoryBodySchema,
    answer: json(subCategorySchema),
    refusals: refuse('DuplicateName'),
  },
  ...level({ name: 'Unit', plural: 'Units', path: '/admin/unit', key: 'key', schema: unitSchema, body: unitBodySchema, creatable: true, deleteRefusals: ['UnitInUse'] }),
  ...level({ name: 'Product', plural: 'Products', path: '/admin/product', key: 'key', schema: productSchema, body: productBodySchema, creatable: true, deleteRefusals: ['ProductInUse'], writeRefusals: ['InvalidCatalogueReference', 'ProductWithoutCategory'] }),
  { id: 'catalogue.segmentOptions', method: 'get', path: '/segment/select-list', summary: 'Segments to pick from', access: 'account', answer: json(z.array(segmentOptionSchema)) },
  { id: 'catalogue.categoryOptions', method: 'get', path: '/product/category/list/select', summary: 'Categories to pick from', access: 'account', answer: json(z.array(categoryOptionSchema)) },
  {
    id: 'catalogue.subCategoryOptions',
    method: 'get',
    path: '/product/sub-category/select-list',
    summary: 'Sub-categories to pick from',
    access: 'account',
    answer: json(z.array(subCategoryOptionSchema)),
  },
  { id: 'catalogue.unitOptions', method: 'get', path: '/unit/select-list', summary: 'Units to pick from', access: 'account', answer: json(z.array(unitOptionSchema)) },
  { id: 'catalogue.productOptions', method: 'get', path: '/product/select-list', summary: 'Products to pick from', access: 'account', answer: json(z.array(productOptionSchema)) },
]);
