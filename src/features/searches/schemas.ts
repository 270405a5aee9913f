import * as z from 'zod/mini';
import { saoPauloCalendarDay } from '@/lib/calendar-day';
import { ymd } from '@/lib/dates';
import { parseApiDate } from '@/lib/format';
import { ADDRESS_MESSAGES } from '@/lib/validators/address';
import { zChosen, zDate } from '@/lib/validators/zod';
import { searchBodySchema } from './bodies';

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
 * `/buscas/nova` and the corrections: the body (bodies.ts) with what the form holds otherwise read
 * into the body's own fields (null until chosen or typed, the date as the DateField holds it), so
 * every limit and message is the body's; plus the form's own checks (a deadline from today, a
 * product or a category). Forms load this module with their first validation (useSchemaForm); the
 * values' conversions are in form-values.ts.
 */
const body = searchBodySchema.shape;

export const searchFormSchema = z
  .extend(searchBodySchema, {
    companyId: zChosen(body.companyId, 'Selecione a empresa compradora.'),
    quantity: zChosen(body.quantity, 'Informe a quantidade.'),
    unitIndex: zChosen(body.unitIndex, 'Selecione a unidade.'),
    maxPrice: zChosen(body.maxPrice, 'Informe o preço máximo.'),
    deadline: z.pipe(zDate(), body.deadline).check(z.refine((value) => isDeadlineOk(value), { error: 'O prazo não pode ser uma data passada.' })),
    uf: zChosen(body.uf, ADDRESS_MESSAGES.uf),
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
