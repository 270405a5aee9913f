import * as z from 'zod/mini';
import { tooLong } from '@/lib/validators/common';
import { zRequired } from '@/lib/validators/zod';
import { DESCRIPTION_MAX, NAME_MAX, PRODUCT_DESCRIPTION_MAX, PRODUCT_LIST_MAX, PRODUCT_NAME_MAX, UNIT_NAME_MAX } from './model';

/**
 * The bodies of the catalogue's calls (segment, category, sub-category, unit, product): one schema
 * each, with the forms' pt-BR messages, that the mock validates the calls with and the forms are
 * built from (schemas.ts). The app imports it only for types (api.ts) or from schemas.ts, which
 * the forms load on first use.
 */

/** Any non-blank text up to `max` characters (trimmed). */
const name = (required: string, max: number) => zRequired(required).check(z.maxLength(max, { error: tooLong(max) }));

export const segmentBodySchema = z.object({ name: name('Informe o nome do segmento.', NAME_MAX) });
export type SegmentBody = z.infer<typeof segmentBodySchema>;

export const categoryBodySchema = z.object({ name: name('Informe o nome da categoria.', NAME_MAX) });
export type CategoryBody = z.infer<typeof categoryBodySchema>;

/** A sub-category is created under its category (the id is in the path) and keeps it. */
export const subCategoryBodySchema = z.object({ name: name('Informe o nome da subcategoria.', NAME_MAX) });
export type SubCategoryBody = z.infer<typeof subCategoryBodySchema>;

export const unitBodySchema = z.object({
  name: name('Informe o símbolo da unidade.', UNIT_NAME_MAX),
  description: name('Informe a descrição da unidade.', DESCRIPTION_MAX),
});
export type UnitBody = z.infer<typeof unitBodySchema>;

/** A list the API caps at PRODUCT_LIST_MAX (docs/security.md): the product body's and its form's lists. */
export const productList = <T extends z.ZodMiniType>(item: T) =>
  z.array(item).check(z.maxLength(PRODUCT_LIST_MAX, { error: `Selecione no máximo ${PRODUCT_LIST_MAX} opções.` }));

/** What a product body carries per category. */
const productCategoryBodySchema = z.object({ categoryId: z.int(), subCategoriesIndex: productList(z.int()) });

/**
 * `POST /admin/product`, `PUT /admin/product/{id}`. At least one category (checked by the API:
 * `ProductWithoutCategory`). Its form holds the lists otherwise (schemas.ts, `toProductBody`).
 */
export const productBodySchema = z.object({
  name: name('Informe o nome do produto.', PRODUCT_NAME_MAX),
  description: z.string().check(z.trim(), z.maxLength(PRODUCT_DESCRIPTION_MAX, { error: tooLong(PRODUCT_DESCRIPTION_MAX) })),
  categories: productList(productCategoryBodySchema),
  segmentsIndex: productList(z.int()),
});
export type ProductBody = z.infer<typeof productBodySchema>;
