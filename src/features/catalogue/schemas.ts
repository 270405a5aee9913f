import * as z from 'zod/mini';
import { zChosen, zRequired } from '@/lib/validators/zod';
import { DESCRIPTION_MAX, NAME_MAX, PRODUCT_DESCRIPTION_MAX, PRODUCT_LIST_MAX, PRODUCT_NAME_MAX, UNIT_NAME_MAX } from './model';

/**
 * The catalogue forms: one zod schema each, pt-BR messages under each field. The forms load this
 * module with their first validation (useSchemaForm); the product's conversions are in
 * form-values.ts.
 */

const maxLength = (max: number) => ({ error: `Use no máximo ${max} caracteres.` });

export const segmentFormSchema = z.object({
  name: zRequired('Informe o nome do segmento.').check(z.maxLength(NAME_MAX, maxLength(NAME_MAX))),
});
export type SegmentFormValues = z.input<typeof segmentFormSchema>;

export const categoryFormSchema = z.object({
  name: zRequired('Informe o nome da categoria.').check(z.maxLength(NAME_MAX, maxLength(NAME_MAX))),
});
export type CategoryFormValues = z.input<typeof categoryFormSchema>;

/** `categoryId` is null until a category is chosen. */
export const subCategoryFormSchema = z.object({
  categoryId: zChosen(z.int(), 'Selecione a categoria.'),
  name: zRequired('Informe o nome da subcategoria.').check(z.maxLength(NAME_MAX, maxLength(NAME_MAX))),
});
export type SubCategoryFormValues = z.input<typeof subCategoryFormSchema>;
export type SubCategoryFormOutput = z.output<typeof subCategoryFormSchema>;

export const unitFormSchema = z.object({
  name: zRequired('Informe o símbolo da unidade.').check(z.maxLength(UNIT_NAME_MAX, maxLength(UNIT_NAME_MAX))),
  description: zRequired('Informe a descrição da unidade.').check(z.maxLength(DESCRIPTION_MAX, maxLength(DESCRIPTION_MAX))),
});
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
