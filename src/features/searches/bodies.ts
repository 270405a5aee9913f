import * as z from 'zod/mini';
import { bodyDateSchema } from '@/lib/day-schemas';
import { moneyBody, quantityBody } from '@/lib/validators/amount-schema';
import { ADDRESS_MESSAGES } from '@/lib/validators/address';
import { UFS, VALIDATION_MESSAGES } from '@/lib/validators/common';
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from './model';

/**
 * The search's bodies, with the search form's pt-BR messages: the mock validates the calls with
 * them and the form is built from them (schemas.ts), so each limit is written here once. The app
 * imports this module only for types (api.ts) or from schemas.ts, which the forms load on first use.
 */

const id = (message: string) => z.int({ error: message }).check(z.positive({ error: message }));

/**
 * `POST /search`. A product or a category, or both (`ProductOrCategoryRequired`); the deadline may
 * not be in the past (`DeadlineInPast`).
 */
export const searchBodySchema = z.object({
  companyId: id('Selecione a empresa compradora.'),
  productId: z.nullable(id('Selecione o produto.')),
  categoryId: z.nullable(id('Selecione a categoria.')),
  quantity: quantityBody(),
  unitIndex: id('Selecione a unidade.'),
  /** From one cent up to the maximum the API stores. */
  maxPrice: moneyBody('O preço máximo deve ser maior que zero.'),
  deadline: bodyDateSchema,
  uf: z.enum(UFS, { error: ADDRESS_MESSAGES.uf }),
  description: z.string({ error: VALIDATION_MESSAGES.required }).check(
    z.trim(),
    z.minLength(DESCRIPTION_MIN, { error: `Descreva o que procura em pelo menos ${DESCRIPTION_MIN} caracteres.` }),
    z.maxLength(DESCRIPTION_MAX, { error: `A descrição pode ter até ${DESCRIPTION_MAX} caracteres.` }),
  ),
});
export type SearchBody = z.input<typeof searchBodySchema>;

/**
 * `PUT /admin/search/{id}` with the search's own fields: an administrator corrects an active
 * search. Its company, status and rejection reason stay; the rules of `POST /search` apply.
 * A body with `status` is a decision (the mock's `searchDecisionSchema`), one without it an edit.
 */
export const searchEditSchema = z.omit(searchBodySchema, { companyId: true });
export type SearchEdit = z.input<typeof searchEditSchema>;

/**
 * `PUT /search/{id}`: the search's company edits an active search (rejected, pending or approved)
 * and it goes (back) to review (PENDING, reason cleared). The body is the admin edit's (the company
 * stays); the rules of `POST /search` apply. 'SearchInactive'; a non-member gets 401.
 */
export type SearchResubmit = SearchEdit;
