import type { Category, Product, Segment, SubCategory, Unit } from '@/features/catalogue/api';
import type { CategoryRecord, ProductRecord, SegmentRecord, SubCategoryRecord, UnitRecord } from '../db/catalogue';
import { db } from '../db/store';

/** The catalogue's API shapes, with how many products use each entry (the admin lists show it). */

// ── Usage ───────────────────────────────────────────────────────────────────────────────────────
export const productsWithSegment = (index: number) => db.products.filter((p) => p.segmentsIndex.includes(index)).length;
export const productsWithCategory = (id: number) => db.products.filter((p) => p.categories.some((c) => c.categoryId === id)).length;
export const productsWithSubCategory = (index: number) =>
  db.products.filter((p) => p.categories.some((c) => c.subCategoriesIndex.includes(index))).length;

// ── API shapes ──────────────────────────────────────────────────────────────────────────────────
export const toSegment = (s: SegmentRecord): Segment => ({ index: s.index, name: s.name, createdAt: s.createdAt, productCount: productsWithSegment(s.index) });

export const toCategory = (c: CategoryRecord): Category => ({
  id: c.id,
  name: c.name,
  createdAt: c.createdAt,
  subCategoryCount: db.subCategories.filter((s) => s.categoryId === c.id).length,
  productCount: productsWithCategory(c.id),
});

export const toSubCategory = (s: SubCategoryRecord): SubCategory => ({
  index: s.index,
  categoryId: s.categoryId,
  categoryName: db.categories.find((c) => c.id === s.categoryId)?.name ?? '',
  name: s.name,
  createdAt: s.createdAt,
  productCount: productsWithSubCategory(s.index),
});

export const toUnit = (u: UnitRecord): Unit => ({ index: u.index, name: u.name, description: u.description, createdAt: u.createdAt });

export const toProduct = (p: ProductRecord): Product => ({
  id: p.id,
  name: p.name,
  description: p.description,
  categories: p.categories.map((c) => ({ categoryId: c.categoryId, subCategoriesIndex: [...c.subCategoriesIndex] })),
  segmentsIndex: [...p.segmentsIndex],
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
});
