import type { ProductCategory } from '@/features/catalogue/api';
import { db } from '../db/store';
import { badRequest, notFound } from './errors';
import { idParam } from './http';
import { matchesText, normalize, sortItems } from './list';
import { wholeNumber } from './numbers';

/**
 * The catalogue's write rules and lookups (handlers/catalogue-*.ts): names unique per level
 * (accent- and case-insensitive), entries found by the path's id (else 404), the lists' search and
 * order, and a product's references to the other levels.
 */

const sameName = (a: string, b: string) => normalize(a) === normalize(b);
export const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'pt-BR');

export function assertUniqueName<T extends { name: string }>(items: readonly T[], name: string, self?: T): void {
  if (items.some((item) => item !== self && sameName(item.name, name))) throw badRequest('DuplicateName');
}

function find<T>(items: readonly T[], match: (item: T) => boolean): T {
  const found = items.find(match);
  if (!found) throw notFound();
  return found;
}
export const segmentAt = (value: string | readonly string[] | undefined) => find(db.segments, (s) => s.index === idParam(value));
export const categoryAt = (value: string | readonly string[] | undefined) => find(db.categories, (c) => c.id === idParam(value));
export const subCategoryAt = (value: string | readonly string[] | undefined) => find(db.subCategories, (s) => s.index === idParam(value));
export const unitAt = (value: string | readonly string[] | undefined) => find(db.units, (u) => u.index === idParam(value));
export const productAt = (value: string | readonly string[] | undefined) => find(db.products, (p) => p.id === idParam(value));

/** `?categoryId=3` → 3; absent or not a whole number in plain digits ('1e0', '0x1') → undefined. */
export function intQuery(query: URLSearchParams, key: string): number | undefined {
  return wholeNumber(query.get(key));
}

/** Lists: `search` (part of the name), `orderBy`/`order`, alphabetical by default. */
type Accessors<T> = Record<string, (item: T) => string | number | null | undefined>;

export function list<T extends { name: string }>(items: readonly T[], query: URLSearchParams, accessors: Accessors<T>) {
  const filtered = items.filter((item) => matchesText(query.get('search'), item.name)).sort(byName);
  return sortItems(filtered, query, { name: (item) => item.name, ...accessors });
}

/** A product body's catalogue references: categories (at least one), sub-categories, segments. */
export function checkReferences(categories: ProductCategory[], segmentsIndex: number[]): void {
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
