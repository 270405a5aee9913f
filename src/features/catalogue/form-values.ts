import type { Product, ProductBody, SubCategoryOption } from './api';
import type { ProductFormValues } from './schemas';

/**
 * The product form's values without its rules (schemas.ts, which loads after the page is
 * interactive): the empty form and the conversions to and from the API's product.
 */

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
