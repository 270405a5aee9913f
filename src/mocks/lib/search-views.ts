import type * as z from 'zod/mini';
import { saoPauloDay } from '@/lib/calendar-day';
import { UFS } from '@/lib/validators/common';
import type { searchEditSchema } from '@/features/searches/bodies';
import { searchStatusSchema, type Search } from '@/features/searches/api';
import type { SearchRecord } from '../db/deals';
import { db } from '../db/store';
import { bodyDateToIso } from './brasilia';
import { companyRef } from './deal-helpers';
import { badRequest } from './errors';
import { enumFilter, normalize, paginate, sortItems, YES_NO } from './list';
import { checkQuantityFitsUnit, wholeNumber } from './numbers';

/**
 * Searches as the API shows them and the rules of their fields (handlers/searches.ts): the shape,
 * who sees one in public, the list filters and sorting, and what a create or an edit may store.
 */

export function toSearch(record: SearchRecord): Search {
  const product = record.productId !== null ? db.products.find((p) => p.id === record.productId) : undefined;
  const category = record.categoryId !== null ? db.categories.find((c) => c.id === record.categoryId) : undefined;
  const unit = db.units.find((u) => u.index === record.unitIndex);
  return {
    id: record.id,
    status: record.status,
    active: record.active,
    product: record.productId !== null ? { id: record.productId, name: product?.name ?? '—' } : null,
    category: record.categoryId !== null ? { id: record.categoryId, name: category?.name ?? '—' } : null,
    quantity: record.quantity,
    unit: { index: record.unitIndex, name: unit?.name ?? '—' },
    maxPrice: record.maxPrice,
    deadline: record.deadline,
    uf: record.uf,
    description: record.description,
    company: companyRef(record.companyId),
    rejectionReason: record.rejectionReason,
    inactivatedAt: record.inactivatedAt,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export const isPublicSearch = (s: SearchRecord) => s.status === 'APPROVED' && s.active && db.companies.find((c) => c.id === s.companyId)?.status === 'APPROVED';

/**
 * Filters: search (product, category, description, company), product, category, uf, status, active
 * (TRUE/FALSE), company. An unknown `uf`, `status` or `active` is a 400 (`enumFilter`).
 */
export function listPage(items: readonly SearchRecord[], query: URLSearchParams) {
  const q = normalize(query.get('search') ?? '');
  const product = wholeNumber(query.get('product'));
  const category = wholeNumber(query.get('category'));
  const company = wholeNumber(query.get('company'));
  const uf = enumFilter(query, 'uf', UFS, { anyCase: true });
  const status = enumFilter(query, 'status', searchStatusSchema.options);
  const active = enumFilter(query, 'active', YES_NO, { anyCase: true });
  const rows = items
    .filter((s) => product === undefined || s.productId === product)
    .filter((s) => category === undefined || s.categoryId === category || (s.productId !== null && db.products.find((p) => p.id === s.productId)?.categories.some((c) => c.categoryId === category)))
    .filter((s) => company === undefined || s.companyId === company)
    .filter((s) => !uf || s.uf === uf)
    .filter((s) => !status || s.status === status)
    .filter((s) => active !== 'TRUE' || s.active)
    .filter((s) => active !== 'FALSE' || !s.active)
    .map(toSearch)
    .filter((s) => !q || normalize(`${s.product?.name ?? ''} ${s.category?.name ?? ''} ${s.description} ${s.company.companyName} ${s.company.tradeName}`).includes(q))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const sorted = sortItems(rows, query, {
    createdAt: (s) => s.createdAt,
    deadline: (s) => s.deadline,
    maxPrice: (s) => s.maxPrice,
    quantity: (s) => s.quantity,
    uf: (s) => s.uf,
    status: (s) => s.status,
    product: (s) => s.product?.name ?? s.category?.name,
    company: (s) => s.company.companyName,
  });
  return paginate(sorted, query);
}

/**
 * The rules a search's own fields follow, on create and on an admin's edit: a product or a
 * category, each one that exists, a known unit (a whole quantity in a unit that counts whole
 * things) and a deadline from today on. → the fields as stored.
 */
export function searchFields(body: z.output<typeof searchEditSchema>) {
  if (body.productId === null && body.categoryId === null) throw badRequest('ProductOrCategoryRequired');
  if (body.productId !== null && !db.products.some((p) => p.id === body.productId)) throw badRequest('ProductNotFound');
  if (body.categoryId !== null && !db.categories.some((c) => c.id === body.categoryId)) throw badRequest('CategoryNotFound');
  if (!db.units.some((u) => u.index === body.unitIndex)) throw badRequest('UnitNotFound');
  checkQuantityFitsUnit(body.quantity, body.unitIndex);
  const deadline = bodyDateToIso(body.deadline, 'deadline');
  if (saoPauloDay(deadline) < saoPauloDay(Date.now())) throw badRequest('DeadlineInPast');
  return {
    productId: body.productId ?? null,
    categoryId: body.categoryId ?? null,
    quantity: body.quantity,
    unitIndex: body.unitIndex,
    maxPrice: Math.round(body.maxPrice * 100) / 100,
    deadline,
    uf: body.uf,
    description: body.description,
  };
}
