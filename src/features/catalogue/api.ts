import * as z from 'zod/mini';
import { http } from '@/lib/api/client';
import type { CategoryBody, ProductBody, SegmentBody, SubCategoryBody, UnitBody } from './bodies';

/**
 * The catalogue contract (docs/product/records.md, docs/product/calls.md): segments, units and sub-categories are
 * identified by `index`, categories and products by `id`. Admin lists answer `{ data, meta }`;
 * the select lists (`/segment/select-list`, `/product/category/list/select`,
 * `/product/sub-category/select-list`, `/unit/select-list`) answer plain arrays and are meant for
 * every feature that points at the catalogue (announcements, searches).
 */

// ── Entities (admin lists and reads) ────────────────────────────────────────────────────────────
export const segmentSchema = z.object({
  index: z.int(),
  name: z.string(),
  createdAt: z.string(),
  /** Products that point at this segment (a segment in use cannot be deleted). */
  productCount: z.int(),
});
export type Segment = z.infer<typeof segmentSchema>;

export const categorySchema = z.object({
  id: z.int(),
  name: z.string(),
  createdAt: z.string(),
  subCategoryCount: z.int(),
  productCount: z.int(),
});
export type Category = z.infer<typeof categorySchema>;

export const subCategorySchema = z.object({
  index: z.int(),
  categoryId: z.int(),
  categoryName: z.string(),
  name: z.string(),
  createdAt: z.string(),
  productCount: z.int(),
});
export type SubCategory = z.infer<typeof subCategorySchema>;

export const unitSchema = z.object({
  index: z.int(),
  /** The symbol shown after quantities: kg, t, m², L, un, ... */
  name: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export type Unit = z.infer<typeof unitSchema>;

/** How a product points at the catalogue (docs/product/records.md): category ids with sub-category indexes. */
const productCategorySchema = z.object({
  categoryId: z.int(),
  subCategoriesIndex: z.array(z.int()),
});
export type ProductCategory = z.infer<typeof productCategorySchema>;

export const productSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  categories: z.array(productCategorySchema),
  segmentsIndex: z.array(z.int()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

// ── Select lists ────────────────────────────────────────────────────────────────────────────────
export const segmentOptionSchema = z.object({ index: z.int(), name: z.string() });
export type SegmentOption = z.infer<typeof segmentOptionSchema>;

export const categoryOptionSchema = z.object({ id: z.int(), name: z.string() });
export type CategoryOption = z.infer<typeof categoryOptionSchema>;

export const subCategoryOptionSchema = z.object({ index: z.int(), categoryId: z.int(), name: z.string() });
export type SubCategoryOption = z.infer<typeof subCategoryOptionSchema>;

export const unitOptionSchema = z.object({ index: z.int(), name: z.string(), description: z.string() });
export type UnitOption = z.infer<typeof unitOptionSchema>;

/** `GET /product/select-list`: a product with what the forms and filters narrow it by. */
export const productOptionSchema = z.object({
  id: z.int(),
  name: z.string(),
  segmentsIndex: z.array(z.int()),
  categoriesId: z.array(z.int()),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/** The select lists (`GET /segment/select-list`, …) answer arrays of the options above. */
export const segmentOptionsSchema = z.array(segmentOptionSchema);
export const categoryOptionsSchema = z.array(categoryOptionSchema);
export const subCategoryOptionsSchema = z.array(subCategoryOptionSchema);
export const unitOptionsSchema = z.array(unitOptionSchema);
export const productOptionsSchema = z.array(productOptionSchema);

// ── Request bodies: the forms' own (bodies.ts) ───────────────────────────────────────────────────
export type { CategoryBody, ProductBody, SegmentBody, SubCategoryBody, UnitBody };

const empty = z.unknown();

export const catalogueApi = {
  // Segments
  createSegment: (body: SegmentBody) => http.post('/admin/segment', segmentSchema, body),
  updateSegment: (index: number, body: SegmentBody) => http.put(`/admin/segment/${index}`, segmentSchema, body),
  deleteSegment: (index: number) => http.delete(`/admin/segment/${index}`, empty),

  // Categories
  createCategory: (body: CategoryBody) => http.post('/admin/product/category', categorySchema, body),
  updateCategory: (id: number, body: CategoryBody) => http.put(`/admin/product/category/${id}`, categorySchema, body),
  deleteCategory: (id: number) => http.delete(`/admin/product/category/${id}`, empty),

  // Sub-categories
  createSubCategory: (categoryId: number, body: SubCategoryBody) =>
    http.post(`/admin/product/category/${categoryId}/sub-category`, subCategorySchema, body),
  updateSubCategory: (index: number, body: SubCategoryBody) => http.put(`/admin/product/sub-category/${index}`, subCategorySchema, body),
  deleteSubCategory: (index: number) => http.delete(`/admin/product/sub-category/${index}`, empty),

  // Units
  createUnit: (body: UnitBody) => http.post('/admin/unit', unitSchema, body),
  updateUnit: (index: number, body: UnitBody) => http.put(`/admin/unit/${index}`, unitSchema, body),
  deleteUnit: (index: number) => http.delete(`/admin/unit/${index}`, empty),

  // Products
  createProduct: (body: ProductBody) => http.post('/admin/product', productSchema, body),
  updateProduct: (id: number, body: ProductBody) => http.put(`/admin/product/${id}`, productSchema, body),
  deleteProduct: (id: number) => http.delete(`/admin/product/${id}`, empty),
};
