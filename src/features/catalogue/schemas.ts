import * as z from 'zod/mini';
import { zChosen } from '@/lib/validators/zod';
import { categoryBodySchema, productBodySchema, productList, segmentBodySchema, subCategoryBodySchema, unitBodySchema } from './bodies';

/**
 * The catalogue forms: one zod schema each, pt-BR messages under each field. The forms load this
 * module with their first validation (useSchemaForm); the product's conversions are in
 * form-values.ts. The forms that edit a body as it is are that body's schema (bodies.ts).
 */

/** The segment, category and unit forms are their bodies (bodies.ts): the same fields, rules and messages. */
export const segmentFormSchema = segmentBodySchema;
export type SegmentFormValues = z.input<typeof segmentFormSchema>;

export const categoryFormSchema = categoryBodySchema;
export type CategoryFormValues = z.input<typeof categoryFormSchema>;

/** The sub-category's body plus its category (the call's path), null until one is chosen. */
export const subCategoryFormSchema = z.extend(subCategoryBodySchema, { categoryId: zChosen(z.int(), 'Selecione a categoria.') });
export type SubCategoryFormValues = z.input<typeof subCategoryFormSchema>;
export type SubCategoryFormOutput = z.output<typeof subCategoryFormSchema>;

export const unitFormSchema = unitBodySchema;
export type UnitFormValues = z.input<typeof unitFormSchema>;

/**
 * The product form (docs/product/records.md): the body's name and description; categories as ids,
 * sub-categories and segments as strings (the indexes as text), each list with the body's cap
 * (`productList`). `toProductBody` / `fromProduct` (form-values.ts) convert to and from the API shape.
 */
export const productFormSchema = z.extend(z.omit(productBodySchema, { categories: true, segmentsIndex: true }), {
  categories: productList(z.int()).check(z.minLength(1, { error: 'Selecione ao menos uma categoria.' })),
  subCategories: productList(z.string()),
  segments: productList(z.string()),
});
export type ProductFormValues = z.input<typeof productFormSchema>;
