import * as z from 'zod/mini';
import { MONEY_MAX, MONEY_MIN, QUANTITY_MAX } from './validators/common';

/*
 * The amounts a request body carries, as the API stores them (the limits in validators/common.ts,
 * which the forms and the spreadsheet import share). Apart from lib/validators/zod.ts, the forms'
 * schemas, so that the features' api.ts files, which every page of theirs loads, stay small.
 */

/** Money (BRL): from one cent up to MONEY_MAX. */
export const moneyBodySchema = z.number().check(z.gte(MONEY_MIN), z.lte(MONEY_MAX));

/** A quantity: above zero, up to QUANTITY_MAX. */
export const quantityBodySchema = z.number().check(z.positive(), z.lte(QUANTITY_MAX));
