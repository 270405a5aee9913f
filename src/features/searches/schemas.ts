import * as z from 'zod/mini';
import { saoPauloCalendarDay } from '@/lib/calendar-day';
import { ymd } from '@/lib/dates';
import { parseApiDate } from '@/lib/format';
import { ADDRESS_MESSAGES } from '@/lib/validators/address';
import { UFS, VALIDATION_MESSAGES } from '@/lib/validators/common';
import { zChosen, zDate, zMoney, zPositiveNumber } from '@/lib/validators/zod';
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from './model';

/** yyyy-MM-dd of a local date (compares as text). */
const dayOf = (date: Date) => ymd(date, '-');

/**
 * A deadline from today on, São Paulo's today wherever the browser is (the DateField holds
 * yyyy/MM/dd). `now` is injectable for tests.
 */
export function isDeadlineOk(value: string, now: Date = new Date()): boolean {
  const date = parseApiDate(value);
  return !!date && dayOf(date) >= dayOf(saoPauloCalendarDay(now));
}

/**
 * `/buscas/nova`: product or category, quantity + unit, maximum price, deadline, UF, description.
 * Forms load this module with their first validation (useSchemaForm); the values' conversions are
 * in form-values.ts.
 */
export const searchFormSchema = z
  .object({
    companyId: zChosen(z.number(), 'Selecione a empresa compradora.'),
    categoryId: z.nullable(z.number()),
    productId: z.nullable(z.number()),
    quantity: zPositiveNumber('Informe a quantidade.', 'A quantidade deve ser maior que zero.'),
    unitIndex: zChosen(z.number(), 'Selecione a unidade.'),
    maxPrice: zMoney('Informe o preço máximo.', 'O preço máximo deve ser maior que zero.'),
    deadline: zDate().check(z.refine((value) => value === '' || isDeadlineOk(value), { error: 'O prazo não pode ser uma data passada.' })),
    uf: zChosen(z.enum(UFS, { error: ADDRESS_MESSAGES.uf }), ADDRESS_MESSAGES.uf),
    description: z.string({ error: VALIDATION_MESSAGES.required }).check(
      z.trim(),
      z.minLength(DESCRIPTION_MIN, { error: `Descreva o que procura em pelo menos ${DESCRIPTION_MIN} caracteres.` }),
      z.maxLength(DESCRIPTION_MAX, { error: `A descrição pode ter até ${DESCRIPTION_MAX} caracteres.` }),
    ),
  })
  .check(
    z.refine((values) => values.productId !== null || values.categoryId !== null, {
      path: ['productId'],
      error: 'Informe o produto ou a categoria.',
      // Said together with the other fields' messages (by default zod skips a refinement once a
      // field has failed); it reads only productId and categoryId, which are never transformed.
      when: () => true,
    }),
  );
export type SearchFormValues = z.input<typeof searchFormSchema>;
export type SearchFormOutput = z.output<typeof searchFormSchema>;
