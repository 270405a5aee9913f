import { z } from 'zod';
import { parseApiDate } from '@/lib/format';
import { VALIDATION_MESSAGES, zDate } from '@/lib/validators/zod';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, type SearchBody } from './api';

const positive = (required: string, positiveMessage: string) =>
  z
    .number({ error: required })
    .nullable()
    .superRefine((value, ctx) => {
      if (value === null) ctx.addIssue({ code: 'custom', message: required });
      else if (!(value > 0)) ctx.addIssue({ code: 'custom', message: positiveMessage });
    });

const chosen = (message: string) =>
  z
    .number()
    .nullable()
    .refine((value) => value !== null, { error: message });

/** yyyy-MM-dd of a local date. */
const dayOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** A deadline from today on (the DateField holds yyyy/MM/dd). `today` is injectable for tests. */
export function isDeadlineOk(value: string, today: Date = new Date()): boolean {
  const date = parseApiDate(value);
  return !!date && dayOf(date) >= dayOf(today);
}

/** `/buscas/nova`: product or category, quantity + unit, maximum price, deadline, UF, description. */
export const searchFormSchema = z
  .object({
    companyId: chosen('Selecione a empresa compradora.'),
    categoryId: z.number().nullable(),
    productId: z.number().nullable(),
    quantity: positive('Informe a quantidade.', 'A quantidade deve ser maior que zero.'),
    unitIndex: chosen('Selecione a unidade.'),
    maxPrice: positive('Informe o preço máximo.', 'O preço máximo deve ser maior que zero.'),
    deadline: zDate().refine((value) => value === '' || isDeadlineOk(value), { error: 'O prazo não pode ser uma data passada.' }),
    uf: z.string({ error: 'Selecione a UF.' }).nullable().refine((value) => !!value, { error: 'Selecione a UF.' }),
    description: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(DESCRIPTION_MIN, { error: `Descreva o que procura em pelo menos ${DESCRIPTION_MIN} caracteres.` })
      .max(DESCRIPTION_MAX, { error: `A descrição pode ter até ${DESCRIPTION_MAX} caracteres.` }),
  })
  .refine((values) => values.productId !== null || values.categoryId !== null, { path: ['productId'], error: 'Informe o produto ou a categoria.' });
export type SearchFormValues = z.input<typeof searchFormSchema>;
export type SearchFormOutput = z.output<typeof searchFormSchema>;

export function emptySearchForm(): SearchFormValues {
  return { companyId: null, categoryId: null, productId: null, quantity: null, unitIndex: null, maxPrice: null, deadline: '', uf: null, description: '' };
}

/** Form values → `POST /search`. */
export function toSearchBody(values: SearchFormOutput): SearchBody {
  return {
    companyId: values.companyId!,
    productId: values.productId,
    categoryId: values.categoryId,
    quantity: values.quantity!,
    unitIndex: values.unitIndex!,
    maxPrice: values.maxPrice!,
    deadline: values.deadline,
    uf: values.uf as SearchBody['uf'],
    description: values.description,
  };
}

