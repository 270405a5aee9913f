import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestMatch, compareMatches, fitOf, matchReason, rankMatches, type MatchCatalogue, type Offered, type Wanted } from '@/features/searches/matching';

/**
 * The matching rules (docs/deal/matches.md): what fits a search (kind, unit, price, stock, another company),
 * the pt-BR reason of each fit and the order buyers and sellers see.
 */

// Products 1 and 2 share the sub-category 'Tubos' (10) of category 'Aço e metais' (1); product 3
// is in 'Aço e metais' under 'Chapas' (11); product 4 is in 'Embalagens' (2).
const PRODUCTS = new Map([
  [1, [{ categoryId: 1, subCategoriesIndex: [10] }]],
  [2, [{ categoryId: 1, subCategoriesIndex: [10] }]],
  [3, [{ categoryId: 1, subCategoriesIndex: [11] }]],
  [4, [{ categoryId: 2, subCategoriesIndex: [20] }]],
]);
const catalogue: MatchCatalogue = {
  categoriesOf: (id) => PRODUCTS.get(id),
  subCategoryName: (index) => ({ 10: 'Tubos', 11: 'Chapas', 20: 'Caixas' })[index],
  categoryName: (id) => ({ 1: 'Aço e metais', 2: 'Embalagens' })[id],
  unitName: (index) => ({ 1: 't', 2: 'kg' })[index],
};

const search: Wanted = { companyId: 9, productId: 1, categoryId: null, unitIndex: 1, quantity: 50, maxPrice: 5000, uf: 'SP' };
const offer = (o: Partial<Offered> = {}): Offered => ({ id: 1, companyId: 2, productId: 1, unitIndex: 1, quantity: 80, unitPrice: 4900, uf: 'SP', createdAt: '2026-11-01T12:00:00.000Z', ...o });
const reasonOf = (o: Offered, s: Wanted = search) => matchReason(s, o, fitOf(s, o, catalogue)!, catalogue);

describe('fitOf: what fits a search', () => {
  it('the same product first, else a product of the same sub-category; a category search takes its products', () => {
    expect(fitOf(search, offer(), catalogue)).toMatchObject({ kind: 'PRODUCT' });
    expect(fitOf(search, offer({ productId: 2 }), catalogue)).toMatchObject({ kind: 'SUBCATEGORY', subCategoryIndex: 10 });
    expect(fitOf(search, offer({ productId: 3 }), catalogue)).toBeNull();
    const byCategory = { ...search, productId: null, categoryId: 1 };
    expect(fitOf(byCategory, offer({ productId: 3 }), catalogue)).toMatchObject({ kind: 'CATEGORY' });
    expect(fitOf(byCategory, offer({ productId: 4 }), catalogue)).toBeNull();
    expect(fitOf({ ...search, productId: null }, offer(), catalogue)).toBeNull();
  });

  it('a price within the maximum, in the same unit; never the searcher’s own company; stock left', () => {
    expect(fitOf(search, offer({ unitPrice: 5000 }), catalogue)).not.toBeNull();
    expect(fitOf(search, offer({ unitPrice: 5000.01 }), catalogue)).toBeNull();
    expect(fitOf(search, offer({ unitIndex: 2 }), catalogue)).toBeNull();
    expect(fitOf(search, offer({ companyId: 9 }), catalogue)).toBeNull();
    expect(fitOf(search, offer({ quantity: 0 }), catalogue)).toBeNull();
  });

  it('says whether the stock covers the quantity sought, and how near the offer is', () => {
    expect(fitOf(search, offer({ quantity: 50 }), catalogue)).toMatchObject({ fill: 'FULL', proximity: 'UF' });
    expect(fitOf(search, offer({ quantity: 30, uf: 'MG' }), catalogue)).toMatchObject({ fill: 'PARTIAL', proximity: 'REGION' });
    expect(fitOf(search, offer({ uf: 'BA' }), catalogue)).toMatchObject({ proximity: 'OTHER' });
  });
});

describe('matchReason: a short pt-BR reason', () => {
  it('the same product in the delivery UF, its price against the maximum (the app’s BRL format)', () => {
    expect(reasonOf(offer())).toBe('mesmo produto, SP (UF de entrega), R$\u00a04.900,00 ≤ R$\u00a05.000,00');
  });

  it('the same sub-category, by name, in the same region', () => {
    expect(reasonOf(offer({ productId: 2, uf: 'MG' }))).toBe('mesma subcategoria (Tubos), MG (mesma região: Sudeste), R$\u00a04.900,00 ≤ R$\u00a05.000,00');
  });

  it('the category of a search without a product, in another region', () => {
    expect(reasonOf(offer({ productId: 3, uf: 'BA' }), { ...search, productId: null, categoryId: 1 })).toBe(
      'mesma categoria (Aço e metais), BA (outra região), R$\u00a04.900,00 ≤ R$\u00a05.000,00',
    );
  });

  it('a partial quantity says how much of what is sought, in the unit', () => {
    expect(reasonOf(offer({ quantity: 12.5 }))).toBe('mesmo produto, SP (UF de entrega), R$\u00a04.900,00 ≤ R$\u00a05.000,00, parcial: 12,5 de 50 t');
  });
});

describe('compareMatches: the tie-breaks', () => {
  const ranked = (...offers: Offered[]) => rankMatches(search, offers, catalogue).map((m) => m.offer.id);

  it('the same product before the same sub-category, wherever it is', () => {
    expect(ranked(offer({ id: 1, productId: 2 }), offer({ id: 2, uf: 'RS' }))).toEqual([2, 1]);
  });

  it('then the whole quantity before a part of it', () => {
    expect(ranked(offer({ id: 1, quantity: 10 }), offer({ id: 2, uf: 'RS' }))).toEqual([2, 1]);
  });

  it('then the delivery UF, the same region, the rest', () => {
    expect(ranked(offer({ id: 1, uf: 'BA' }), offer({ id: 2, uf: 'RJ' }), offer({ id: 3, uf: 'SP' }))).toEqual([3, 2, 1]);
  });

  it('then the lower price, then the newest, then the higher id', () => {
    expect(ranked(offer({ id: 1, unitPrice: 4900 }), offer({ id: 2, unitPrice: 4500 }))).toEqual([2, 1]);
    expect(ranked(offer({ id: 1, createdAt: '2026-11-02T00:00:00.000Z' }), offer({ id: 2 }))).toEqual([1, 2]);
    expect(ranked(offer({ id: 1 }), offer({ id: 2 }))).toEqual([2, 1]);
  });

  it('leaves out what does not fit', () => {
    expect(ranked(offer({ id: 1, unitPrice: 6000 }), offer({ id: 2, productId: 4 }), offer({ id: 3 }))).toEqual([3]);
  });

  it('any list comes out in the order of the tie-breaks (property)', () => {
    const arbOffer = fc.record({
      id: fc.integer({ min: 1, max: 10_000 }),
      companyId: fc.integer({ min: 1, max: 10 }),
      productId: fc.integer({ min: 1, max: 4 }),
      unitIndex: fc.constantFrom(1, 2),
      quantity: fc.integer({ min: 0, max: 100 }),
      unitPrice: fc.integer({ min: 4000, max: 5200 }),
      uf: fc.constantFrom('SP', 'RJ', 'MG', 'BA', 'RS', 'AM'),
      createdAt: fc.integer({ min: 1, max: 28 }).map((d) => `2026-11-${String(d).padStart(2, '0')}T00:00:00.000Z`),
    });
    fc.assert(
      fc.property(fc.array(arbOffer, { maxLength: 40 }), (offers) => {
        const out = rankMatches(search, offers, catalogue);
        const KIND = { PRODUCT: 0, SUBCATEGORY: 1, CATEGORY: 2 };
        const FILL = { FULL: 0, PARTIAL: 1 };
        const NEAR = { UF: 0, REGION: 1, OTHER: 2 };
        const key = ({ fit, offer: o }: (typeof out)[number]) => [KIND[fit.kind], FILL[fit.fill], NEAR[fit.proximity], o.unitPrice, -Date.parse(o.createdAt), -o.id];
        for (let i = 1; i < out.length; i++) {
          const [a, b] = [key(out[i - 1]!), key(out[i]!)];
          const first = a.findIndex((v, k) => v !== b[k]);
          expect(first === -1 || a[first]! < b[first]!).toBe(true);
          expect(compareMatches(out[i - 1]!, out[i]!)).toBeLessThanOrEqual(0);
        }
        expect(out.length).toBe(offers.filter((o) => fitOf(search, o, catalogue) !== null).length);
        // The seller's one-pass best agrees with the sorted list.
        expect(bestMatch(search, offers, catalogue)).toEqual(out.length ? { best: out[0], count: out.length } : null);
      }),
    );
  });
});
