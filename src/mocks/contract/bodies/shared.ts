import { addressBodySchema } from '@/lib/validators/address-schema';

/*
 * The piece several request bodies share: a checked address, the form kit's
 * (lib/validators/address-schema.ts), with its pt-BR messages. Amounts are `moneyBody`/`quantityBody`
 * of lib/validators/amount-schema.ts, taken by each body with its own message.
 */

/** The address a request body carries: CEP digits, each text within ADDRESS_MAX, one of the 27 UFs. */
export { addressBodySchema };
