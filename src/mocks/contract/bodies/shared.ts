import { addressBodySchema } from '@/lib/validators/address-schema';
import { moneyBody, quantityBody } from '@/lib/validators/amount-schema';

/*
 * The pieces several request bodies share: amounts as the API stores them and a checked address,
 * the form kit's (lib/validators/amount-schema.ts, address-schema.ts), with its pt-BR messages.
 */

/** Money (BRL): from one cent up to MONEY_MAX. */
export const moneyBodySchema = moneyBody();

/** A quantity: above zero, up to QUANTITY_MAX. */
export const quantityBodySchema = quantityBody();

/** The address a request body carries: CEP digits, each text within ADDRESS_MAX, one of the 27 UFs. */
export { addressBodySchema };
