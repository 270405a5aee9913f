import * as z from 'zod/mini';
import { zChosen, zRequired } from '@/lib/validators/zod';
import type { Product, ProductBody, SubCategoryOption } from './api';
import { DESCRIPTION_MAX, NAME_MAX, PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX, UNIT_NAME_MAX } from './model';

/** The catalogue forms: one zod schema each, pt-BR messages under each field. */

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

/**
 * The product form (SPEC.md §3): categories are ids, sub-categories and segments are strings (the
 * indexes as text). `toProductBody` / `fromProduct` convert to and from the API shape.
 */
export const productFormSchema = z.object({
  name: zRequired('Informe o nome do produto.').check(z.maxLength(PRODUCT_NAME_MAX, maxLength(PRODUCT_NAME_MAX))),
  description: z.string().check(z.trim(), z.maxLength(PRODUCT_DESCRIPTION_MAX, maxLength(PRODUCT_DESCRIPTION_MAX))),
  categories: z.array(z.int()).check(z.minLength(1, { error: 'Selecione ao menos uma categoria.' })),
  subCategories: z.array(z.string()),
  segments: z.array(z.string()),
});
export type ProductFormValues = z.input<typeof productFormSchema>;

export const emptyProductForm = (): ProductFormValues => ({ name: '', description: '', categories: [], subCategories: [], segments: [] });

/** The category each sub-category belongs to, from the sub-category select list. */
export type SubCategoryParents = ReadonlyMap<number, number>;

export function subCategoryParents(list: readonly Pick<SubCategoryOption, 'index' | 'categoryId'>[]): SubCategoryParents {
  return new Map(list.map((sub) => [sub.index, sub.categoryId]));
}

const toIndex = (value: string) => Number(value);
const isIndex = (value: number) => Number.isInteger(value) && value >= 0;
const unique = <T>(values: readonly T[]) => [...new Set(values)];

/**
 * Form values → API body. Each chosen category becomes `{ categoryId, subCategoriesIndex }` with
 * the chosen sub-categories that belong to it (in the order they were chosen); a sub-category
 * whose category is not chosen (or unknown) is left out; segments become numbers.
 */
export function toProductBody(values: ProductFormValues, parents: SubCategoryParents): ProductBody {
  const subCategories = unique(values.subCategories.map(toIndex).filter(isIndex));
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    categories: unique(values.categories).map((categoryId) => ({
      categoryId,
      subCategoriesIndex: subCategories.filter((index) => parents.get(index) === categoryId),
    })),
    segmentsIndex: unique(values.segments.map(toIndex).filter(isIndex)),
  };
}

/** API product → form values (the reverse of `toProductBody`). */
export function fromProduct(product: Pick<Product, 'name' | 'description' | 'categories' | 'segmentsIndex'>): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    categories: product.categories.map((c) => c.categoryId),
    subCategories: product.categories.flatMap((c) => c.subCategoriesIndex.map(String)),
    segments: product.segmentsIndex.map(String),
  };
}

/** Keeps only the sub-categories whose category is still chosen (when categories change). */
export function keepSubCategoriesOf(subCategories: readonly string[], categories: readonly number[], parents: SubCategoryParents): string[] {
  const chosen = new Set(categories);
  return subCategories.filter((value) => {
    const parent = parents.get(toIndex(value));
    return parent !== undefined && chosen.has(parent);
  });
}
