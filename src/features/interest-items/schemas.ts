import * as z from 'zod/mini';
import { zAvailableQuantity, zChosen } from '@/lib/validators/zod';
import { MESSAGE_MAX } from './model';

/**
 * 'Tenho interesse': the buying company, the quantity wanted (up to what is announced), a message.
 * Loaded with the form's first validation (useSchemaForm); the values' conversions are in
 * form-values.ts.
 */
export function interestFormSchema({ maxQuantity, unit }: { maxQuantity: number; unit: string }) {
  return z.object({
    companyId: zChosen(z.number(), 'Selecione a empresa compradora.'),
    quantity: zAvailableQuantity('Informe a quantidade desejada.', { maxQuantity, unit }),
    message: z.string().check(z.trim(), z.maxLength(MESSAGE_MAX, { error: `A mensagem pode ter até ${MESSAGE_MAX} caracteres.` })),
  });
}
export type InterestFormValues = z.input<ReturnType<typeof interestFormSchema>>;
export type InterestFormOutput = z.output<ReturnType<typeof interestFormSchema>>;
