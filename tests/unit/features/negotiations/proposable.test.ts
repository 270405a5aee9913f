import { describe, expect, it } from 'vitest';
import { PROPOSABLE_FIELDS as SHAPE_FIELDS } from '@/features/negotiations/api';
import { changeText, fieldsOf, PROPOSABLE, PROPOSABLE_FIELDS } from '@/features/negotiations/components/display';
import { db } from '@/mocks/db/store';

/*
 * The proposable values are one shape (api.ts); the screens walk display.ts's table of the same
 * keys without loading the shape. Both lists must agree, in order: the mock records a proposal's
 * changes in the shape's order and the card shows them in the table's.
 */
describe('proposable values', () => {
  it('are the same keys, in the same order, in the API shape and in the screens’ table', () => {
    expect(PROPOSABLE_FIELDS).toEqual(SHAPE_FIELDS);
  });

  it('fails the typecheck when a value of the shape has no label and format', () => {
    // @ts-expect-error deliveryTerms is missing: every key of the shape needs its entry
    const partial: typeof PROPOSABLE = { quantity: PROPOSABLE.quantity, unitPrice: PROPOSABLE.unitPrice, delivery: PROPOSABLE.delivery };
    expect(Object.keys(partial)).not.toContain('deliveryTerms');
  });

  it('shows the terms only with Entrega, and a change as label: from → to', () => {
    const pickup = db.negotiations.find((n) => n.delivery === 'PICKUP')!;
    expect(fieldsOf(pickup)).not.toContain('deliveryTerms');
    expect(fieldsOf({ ...pickup, delivery: 'DELIVERY' })).toEqual(PROPOSABLE_FIELDS);
    expect(changeText({ field: 'unitPrice', from: 50, to: 45 }, 't')).toMatch(/^Preço unitário: R\$\s50,00 \/ t → R\$\s45,00 \/ t$/);
    expect(changeText({ field: 'quantity', from: 1500, to: 1200 }, 't')).toBe('Quantidade: 1.500 t → 1.200 t');
  });
});
