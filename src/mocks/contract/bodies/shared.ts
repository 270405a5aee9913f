import * as z from 'zod/mini';
import { ADDRESS_MAX, type AddressBody } from '@/lib/validators/address';
import { MONEY_MAX, MONEY_MIN, QUANTITY_MAX, UFS } from '@/lib/validators/common';

/*
 * The pieces several request bodies share: amounts as the API stores them and a checked address
 * (the limits are in lib/validators, which the forms and the spreadsheet import share). Only the
 * mock validates with them; the app takes the bodies' types (docs/architecture.md, "Schemas").
 */

/** Money (BRL): from one cent up to MONEY_MAX. */
export const moneyBodySchema = z.number().check(z.gte(MONEY_MIN), z.lte(MONEY_MAX));

/** A quantity: above zero, up to QUANTITY_MAX. */
export const quantityBodySchema = z.number().check(z.positive(), z.lte(QUANTITY_MAX));

/** The address a request body carries: CEP digits, each text within ADDRESS_MAX, one of the 27 UFs. */
export const addressBodySchema = z.object({
  zipCode: z.string().check(z.regex(/^\d{8}$/)),
  street: z.string().check(z.trim(), z.minLength(1), z.maxLength(ADDRESS_MAX.street)),
  number: z.string().check(z.trim(), z.minLength(1), z.maxLength(ADDRESS_MAX.number)),
  complement: z._default(z.string().check(z.trim(), z.maxLength(ADDRESS_MAX.complement)), ''),
  neighborhood: z.string().check(z.trim(), z.minLength(1), z.maxLength(ADDRESS_MAX.neighborhood)),
  city: z.string().check(z.trim(), z.minLength(1), z.maxLength(ADDRESS_MAX.city)),
  uf: z.enum(UFS),
}) satisfies z.ZodMiniType<AddressBody, unknown>;
