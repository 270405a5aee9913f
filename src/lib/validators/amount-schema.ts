import * as z from 'zod/mini';
import { MONEY_MAX, MONEY_MIN, MONEY_TOO_BIG, QUANTITY_MAX, QUANTITY_TOO_BIG, VALIDATION_MESSAGES } from './common';

/**
 * Amounts as the API takes them, with the form's pt-BR messages: the bodies (features' bodies.ts,
 * the mock's) are built from these, and the forms from the bodies (`zChosen(body.shape.quantity,
 * 'Informe a quantidade.')`), so each limit is written here once. `positive` is the field's own
 * message for zero or less ('O preço máximo deve ser maior que zero.').
 */

/** A quantity: above zero, up to QUANTITY_MAX. */
export const quantityBody = (positive = 'A quantidade deve ser maior que zero.') =>
  z.number({ error: VALIDATION_MESSAGES.number }).check(z.positive({ error: positive }), z.lte(QUANTITY_MAX, { error: QUANTITY_TOO_BIG }));

/** Money (BRL): from one cent (less is stored as R$ 0,00) up to MONEY_MAX. */
export const moneyBody = (positive = 'O valor deve ser maior que zero.') =>
  z.number({ error: VALIDATION_MESSAGES.number }).check(z.gte(MONEY_MIN, { error: positive }), z.lte(MONEY_MAX, { error: MONEY_TOO_BIG }));
