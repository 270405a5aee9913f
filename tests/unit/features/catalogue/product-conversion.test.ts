import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromProduct, keepSubCategoriesOf, subCategoryParents, toProductBody } from '@/features/catalogue/form-values';
import { productFormSchema, type ProductFormValues } from '@/features/catalogue/schemas';

/** Sub-categories 1–3 under category 10, 4–5 under 20, 6 under 30. */
const parents = subCategoryParents([
  { index: 1, categoryId: 10 },
  { index: 2, categoryId: 10 },
  { index: 3, categoryId: 10 },
  { index: 4, categoryId: 20 },
  { index: 5, categoryId: 20 },
  { index: 6, categoryId: 30 },
]);

describe('product form ↔ API', () => {
  it('turns form values into categories with their sub-category indexes and numeric segments', () => {
    const values: ProductFormValues = {
      name: '  Chapa de aço  ',
      description: ' Lote de ponta de estoque. ',
      categories: [20, 10],
      subCategories: ['2', '4', '1'],
      segments: ['3', '1'],
    };
    expect(toProductBody(values, parents)).toEqual({
      name: 'Chapa de aço',
      description: 'Lote de ponta de estoque.',
      categories: [
        { categoryId: 20, subCategoriesIndex: [4] },
        { categoryId: 10, subCategoriesIndex: [2, 1] },
      ],
      segmentsIndex: [3, 1],
    });
  });

  it('leaves out sub-categories whose category is not chosen, and keeps chosen categories without sub-categories', () => {
    const body = toProductBody({ name: 'X', description: '', categories: [30, 10], subCategories: ['4', '6', '99'], segments: [] }, parents);
    expect(body.categories).toEqual([
      { categoryId: 30, subCategoriesIndex: [6] },
      { categoryId: 10, subCategoriesIndex: [] },
    ]);
  });

  it('turns an API product back into form values (ids, then strings)', () => {
    expect(
      fromProduct({
        name: 'Fio',
        description: 'Fio 150/48',
        categories: [
          { categoryId: 10, subCategoriesIndex: [3, 1] },
          { categoryId: 20, subCategoriesIndex: [] },
        ],
        segmentsIndex: [7, 2],
      }),
    ).toEqual({ name: 'Fio', description: 'Fio 150/48', categories: [10, 20], subCategories: ['3', '1'], segments: ['7', '2'] });
  });

  it('keeps only the sub-categories of the chosen categories when categories change', () => {
    expect(keepSubCategoriesOf(['1', '4', '6', '5'], [20], parents)).toEqual(['4', '5']);
    expect(keepSubCategoriesOf(['1', '4'], [], parents)).toEqual([]);
  });

  it('requires a name and at least one category, in pt-BR', () => {
    const result = productFormSchema.safeParse({ name: '  ', description: '', categories: [], subCategories: [], segments: [] });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['name', 'Informe o nome do produto.'],
        ['categories', 'Selecione ao menos uma categoria.'],
      ]),
    );
  });
});

/** A random catalogue (sub-category → category) and a product consistent with it. */
const catalogueAndProduct = fc
  .uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 6 })
  .chain((categoryIds) =>
    fc
      .uniqueArray(fc.record({ index: fc.integer({ min: 0, max: 5000 }), categoryId: fc.constantFrom(...categoryIds) }), {
        selector: (s) => s.index,
        maxLength: 20,
      })
      .chain((subs) =>
        fc
          .record({
            name: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() === s && s.length > 0),
            description: fc.string({ maxLength: 60 }).map((s) => s.trim()),
            chosen: fc.subarray(categoryIds, { minLength: 1 }).chain((ids) => fc.shuffledSubarray(ids, { minLength: ids.length })),
            segmentsIndex: fc.uniqueArray(fc.integer({ min: 0, max: 1000 }), { maxLength: 8 }),
            pick: fc.array(fc.boolean(), { minLength: subs.length, maxLength: subs.length }),
          })
          .map(({ name, description, chosen, segmentsIndex, pick }) => ({
            parents: subCategoryParents(subs),
            product: {
              name,
              description,
              categories: chosen.map((categoryId) => ({
                categoryId,
                subCategoriesIndex: subs.filter((s, i) => s.categoryId === categoryId && pick[i]).map((s) => s.index),
              })),
              segmentsIndex,
            },
          })),
      ),
  );

describe('product conversion — round trip (property)', () => {
  it('API → form → API gives the same product', () => {
    fc.assert(
      fc.property(catalogueAndProduct, ({ parents: p, product }) => {
        expect(toProductBody(fromProduct(product), p)).toEqual(product);
      }),
      { numRuns: 300 },
    );
  });

  it('form → API → form keeps the same choices (sub-categories grouped by category)', () => {
    fc.assert(
      fc.property(catalogueAndProduct, ({ parents: p, product }) => {
        const values = fromProduct(product);
        const shuffled = { ...values, subCategories: [...values.subCategories].reverse() };
        const back = fromProduct(toProductBody(shuffled, p));
        expect(back.categories).toEqual(values.categories);
        expect(back.segments).toEqual(values.segments);
        expect([...back.subCategories].sort()).toEqual([...values.subCategories].sort());
        expect(productFormSchema.safeParse(back).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
