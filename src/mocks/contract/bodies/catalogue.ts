import * as z from 'zod/mini';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_LIST_MAX, PRODUCT_NAME_MAX } from '@/features/catalogue/model';

/*
 * The product's request body: the mock validates it; the app sends it typed by this schema
 * (`import type`, features/catalogue/api.ts). Its form holds other values (category ids,
 * sub-category indexes as text), converted by `toProductBody`. The segment, category,
 * sub-category and unit bodies are their forms' own (features/catalogue/bodies.ts).
 */

const name = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** What a product body may carry per category (docs/security.md: a capped list). */
const productCategoryBodySchema = z.object({ categoryId: z.int(), subCategoriesIndex: z.array(z.int()).check(z.maxLength(PRODUCT_LIST_MAX)) });

/** `POST /admin/product`, `PUT /admin/product/{id}`. At least one category (checked by the API). */
export const productBodySchema = z.object({
  name: name(PRODUCT_NAME_MAX),
  description: z.string().check(z.trim(), z.maxLength(PRODUCT_DESCRIPTION_MAX)),
  categories: z.array(productCategoryBodySchema).check(z.maxLength(PRODUCT_LIST_MAX)),
  segmentsIndex: z.array(z.int()).check(z.maxLength(PRODUCT_LIST_MAX)),
});
export type ProductBody = z.infer<typeof productBodySchema>;
