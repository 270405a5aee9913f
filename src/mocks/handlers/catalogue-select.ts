import type { ProductOption } from '@/features/catalogue/api';
import { db } from '../db/store';
import { requireAccount } from '../lib/auth';
import { byName, intQuery } from '../lib/catalogue-rules';
import { route } from '../lib/http';

/** The catalogue's select lists, for any signed-in user (forms and list filters; docs/product/calls.md "Catalogue"). */
export const catalogueSelectHandlers = [
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
];
