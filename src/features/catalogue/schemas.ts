import * as z from 'zod/mini';
import { tooLong } from '@/lib/validators/common';
import { zChosen, zRequired } from '@/lib/validators/zod';
import { categoryBodySchema, segmentBodySchema, subCategoryBodySchema, unitBodySchema } from './bodies';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_LIST_MAX, PRODUCT_NAME_MAX } from './model';

/**
 * The catalogue forms: one zod schema each, pt-BR messages under each field. The forms load this
 * module with their first validation (useSchemaForm); the product's conversions are in
 * form-values.ts. The forms that edit a body as it is are that body's schema (bodies.ts).
 */

const maxLength = (max: number) => ({ error: tooLong(max) });

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

/** docs/security.md: a list past the API's cap. */
const tooMany = (max: number) => `Selecione no máximo ${max} opções.`;

/**
 * The product form (docs/product/records.md): categories are ids, sub-categories and segments are strings (the
 * indexes as text). `toProductBody` / `fromProduct` (form-values.ts) convert to and from the API shape.
 */
export const productFormSchema = z.object({
  name: zRequired('Informe o nome do produto.').check(z.maxLength(PRODUCT_NAME_MAX, maxLength(PRODUCT_NAME_MAX))),
  description: z.string().check(z.trim(), z.maxLength(PRODUCT_DESCRIPTION_MAX, maxLength(PRODUCT_DESCRIPTION_MAX))),
  categories: z.array(z.int()).check(z.minLength(1, { error: 'Selecione ao menos uma categoria.' }), z.maxLength(PRODUCT_LIST_MAX, { error: tooMany(PRODUCT_LIST_MAX) })),
  subCategories: z.array(z.string()).check(z.maxLength(PRODUCT_LIST_MAX, { error: tooMany(PRODUCT_LIST_MAX) })),
  segments: z.array(z.string()).check(z.maxLength(PRODUCT_LIST_MAX, { error: tooMany(PRODUCT_LIST_MAX) })),
});
export type ProductFormValues = z.input<typeof productFormSchema>;
