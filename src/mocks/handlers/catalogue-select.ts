import * as z from 'zod/mini';
import type { ProductOption } from '@/features/catalogue/api';
import { db } from '../db/store';
import { requireAccount } from '../lib/auth';
import { byName, intQuery } from '../lib/catalogue-rules';
import { json } from '../contract/types';
import { categoryOptionSchema, productOptionSchema, segmentOptionSchema, subCategoryOptionSchema, unitOptionSchema } from '@/features/catalogue/api';
import { area } from '../contract/serve';

const serve = area('catalogue');

/** The catalogue's select lists, for any signed-in user (forms and list filters; docs/product/calls.md "Catalogue"). */
export const catalogueSelectHandlers = [
  serve.get({
    id: 'catalogue.segmentOptions',
    path: '/segment/select-list',
    summary: 'Segments to pick from',
    access: 'account',
    answer: json(z.array(segmentOptionSchema)),
  }, ({ request }) => {
    requireAccount(request);
    return [...db.segments].sort(byName).map((s) => ({ index: s.index, name: s.name }));
  }),
  serve.get({
    id: 'catalogue.categoryOptions',
    path: '/product/category/list/select',
    summary: 'Categories to pick from',
    access: 'account',
    answer: json(z.array(categoryOptionSchema)),
  }, ({ request }) => {
    requireAccount(request);
    return [...db.categories].sort(byName).map((c) => ({ id: c.id, name: c.name }));
  }),
  serve.get({
    id: 'catalogue.subCategoryOptions',
    path: '/product/sub-category/select-list',
    summary: 'Sub-categories to pick from',
    access: 'account',
    answer: json(z.array(subCategoryOptionSchema)),
  }, ({ request, query }) => {
    requireAccount(request);
    const categoryId = intQuery(query, 'categoryId');
    return db.subCategories
      .filter((s) => categoryId === undefined || s.categoryId === categoryId)
      .sort(byName)
      .map((s) => ({ index: s.index, categoryId: s.categoryId, name: s.name }));
  }),
  serve.get({
    id: 'catalogue.unitOptions',
    path: '/unit/select-list',
    summary: 'Units to pick from',
    access: 'account',
    answer: json(z.array(unitOptionSchema)),
  }, ({ request }) => {
    requireAccount(request);
    return [...db.units].sort(byName).map((u) => ({ index: u.index, name: u.name, description: u.description }));
  }),
  /** Products for the announcement and search forms and the lists' filters. */
  serve.get({
    id: 'catalogue.productOptions',
    path: '/product/select-list',
    summary: 'Products to pick from',
    access: 'account',
    answer: json(z.array(productOptionSchema)),
  }, ({ request }) => {
    requireAccount(request);
    const options: ProductOption[] = [...db.products]
      .sort(byName)
      .map((p) => ({ id: p.id, name: p.name, segmentsIndex: [...p.segmentsIndex], categoriesId: p.categories.map((c) => c.categoryId) }));
    return options;
  }),
];
