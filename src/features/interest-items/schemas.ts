import * as z from 'zod/mini';
import { zAvailableQuantity, zChosen } from '@/lib/validators/zod';
import type { InterestItemBody } from './api';
import { MESSAGE_MAX } from './model';

/** 'Tenho interesse': the buying company, the quantity wanted (up to what is announced), a message. */
export function interestFormSchema({ maxQuantity, unit }: { maxQuantity: number; unit: string }) {
  return z.object({
    companyId: zChosen(z.number(), 'Selecione a empresa compradora.'),
    quantity: zAvailableQuantity('Informe a quantidade desejada.', { maxQuantity, unit }),
    message: z.string().check(z.trim(), z.maxLength(MESSAGE_MAX, { error: `A mensagem pode ter até ${MESSAGE_MAX} caracteres.` })),
  });
}
export type InterestFormValues = z.input<ReturnType<typeof interestFormSchema>>;
export type InterestFormOutput = z.output<ReturnType<typeof interestFormSchema>>;

/** The empty form: the buying company is set by `CompanyField` once the user's companies are known. */
export const emptyInterestForm = (): InterestFormValues => ({ companyId: null, quantity: null, message: '' });

/** Form values → `POST /interest-items`. */
export function toInterestBody(values: InterestFormOutput, announcementId: number): InterestItemBody {
  return { announcement_id: announcementId, companyId: values.companyId, quantity: values.quantity, message: values.message };
}
