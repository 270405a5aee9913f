import { describe, expect, it } from 'vitest';
import { compatibleFilters, proximityLabel } from '@/features/searches/components/CompatibleAnnouncements';
import { searchBodySchema } from '@/features/searches/bodies';
import { toSearchBody } from '@/features/searches/form-values';
import { isDeadlineOk, searchFormSchema } from '@/features/searches/schemas';
import { MONEY_MAX, MONEY_TOO_BIG, QUANTITY_MAX, QUANTITY_TOO_BIG } from '@/lib/validators/common';

describe('search form', () => {
  it('accepts today and later as the deadline, not yesterday', () => {
    const today = new Date('2026-11-22T21:30:00Z'); // 18:30 in Brasília
    expect(isDeadlineOk('2026/11/22', today)).toBe(true);
    expect(isDeadlineOk('2026/12/01', today)).toBe(true);
    expect(isDeadlineOk('2026/11/21', today)).toBe(false);
    expect(isDeadlineOk('21/11/20', today)).toBe(false);
  });

  it("takes São Paulo's today, wherever the browser is", () => {
    const original = process.env.TZ;
    try {
      // 07:30 of the 23rd in Tokyo is still 19:30 of the 22nd in Brasília: the 22nd is not past.
      process.env.TZ = 'Asia/Tokyo';
      expect(isDeadlineOk('2026/11/22', new Date('2026-11-22T22:30:00Z'))).toBe(true);
      expect(isDeadlineOk('2026/11/21', new Date('2026-11-22T22:30:00Z'))).toBe(false);
      // 23:30 of the 22nd in Honolulu is already the 23rd in Brasília.
      process.env.TZ = 'Pacific/Honolulu';
      expect(isDeadlineOk('2026/11/22', new Date('2026-11-23T09:30:00Z'))).toBe(false);
    } finally {
      process.env.TZ = original;
    }
  });

  it('turns valid values into the POST /search body (a category alone is enough)', () => {
    const values = searchFormSchema.parse({
      companyId: 2,
      categoryId: 5,
      productId: null,
      quantity: 5000,
      unitIndex: 7,
      maxPrice: 3.5,
      deadline: '2099/01/31',
      uf: 'BA',
      description: '  Caixas para expedição.  ',
    });
    expect(toSearchBody(values)).toEqual({ companyId: 2, productId: null, categoryId: 5, quantity: 5000, unitIndex: 7, maxPrice: 3.5, deadline: '2099/01/31', uf: 'BA', description: 'Caixas para expedição.' });
  });
});

describe('search form amounts', () => {
  const values = { companyId: 2, categoryId: 5, productId: null, quantity: 10, unitIndex: 7, maxPrice: 3.5, deadline: '2099/01/31', uf: 'BA', description: 'Caixas para expedição.' };
  const issues = (input: Record<string, unknown>) => searchFormSchema.safeParse({ ...values, ...input }).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('holds the quantity and the maximum price to what the API stores, in pt-BR', () => {
    expect(issues({ quantity: 1e308, maxPrice: 1e308 })).toEqual([
      ['quantity', QUANTITY_TOO_BIG],
      ['maxPrice', MONEY_TOO_BIG],
    ]);
    expect(issues({ maxPrice: 0.004 })).toEqual([['maxPrice', 'O preço máximo deve ser maior que zero.']]);
    expect(issues({ deadline: '2099/02/29' })).toEqual([['deadline', 'Data inválida.']]);
    const limits = searchFormSchema.parse({ ...values, quantity: QUANTITY_MAX, maxPrice: MONEY_MAX });
    expect(searchBodySchema.safeParse(toSearchBody(limits)).success).toBe(true);
    const cent = searchFormSchema.parse({ ...values, maxPrice: 0.01 });
    expect(searchBodySchema.safeParse(toSearchBody(cent)).success).toBe(true);
  });
});

describe('compatible announcements', () => {
  it("link to the showcase of the search's product and category, in every UF", () => {
    expect(compatibleFilters({ product: { id: 26, name: 'Motor' }, category: { id: 7, name: 'Componentes' } })).toEqual({ product: 26, category: 7 });
    expect(compatibleFilters({ product: null, category: { id: 5, name: 'Embalagens' } })).toEqual({ category: 5 });
  });

  it('name each group by how near it is to the delivery UF', () => {
    expect(proximityLabel('UF', 'MG')).toBe('Na UF de entrega (MG)');
    expect(proximityLabel('REGION', 'MG')).toBe('Na mesma região (Sudeste)');
    expect(proximityLabel('OTHER', 'MG')).toBe('Outras regiões');
  });
});
