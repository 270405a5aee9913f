import * as z from 'zod/mini';
import { zAvailableQuantity, zChosen } from '@/lib/validators/zod';
import { interestItemBodySchema } from './bodies';

/**
 * 'Tenho interesse': the body (bodies.ts) without the announcement (the dialog's), the buying
 * company null until chosen and the quantity held to what is announced, so the body's limits and
 * messages are the form's. Loaded with the form's first validation (useSchemaForm); the values'
 * conversions are in form-values.ts.
 */
export function interestFormSchema({ maxQuantity, unit }: { maxQuantity: number; unit: string }) {
  const body = interestItemBodySchema.shape;
  return z.extend(z.omit(interestItemBodySchema, { announcement_id: true }), {
    companyId: zChosen(body.companyId, 'Selecione a empresa compradora.'),
    quantity: zAvailableQuantity('Informe a quantidade desejada.', { maxQuantity, unit }, body.quantity),
  });
}
export type InterestFormValues = z.input<ReturnType<typeof interestFormSchema>>;
export type InterestFormOutput = z.output<ReturnType<typeof interestFormSchema>>;
