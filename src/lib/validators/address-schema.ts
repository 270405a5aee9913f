import * as z from 'zod/mini';
import { isUf } from './common';
import { ADDRESS_MAX, ADDRESS_MESSAGES, addressTooLong, type Address, type LimitedAddressField } from './address';
import { zCep, zOptionalText, zRequired } from './zod';

/** The address's schemas (the shape and limits are in address.ts): the API's answer and the form's (the body's is the mock's, src/mocks/contract/bodies/shared.ts). */

/** An address as the API answers it: all strings, no rules (address.ts). */
export const addressSchema = z.object({
  zipCode: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  uf: z.string(),
}) satisfies z.ZodMiniType<Address>;

/**
 * The address block of a form (AddressFields), with pt-BR messages: CEP digits, street, number,
 * complement (optional), neighbourhood, city and UF, each within ADDRESS_MAX.
 */
export function zAddress() {
  const limited = <S extends z.ZodMiniType<string, string | null | undefined>>(schema: S, field: LimitedAddressField) =>
    schema.check(z.refine((value: string) => value.length <= ADDRESS_MAX[field], { error: addressTooLong(field) }));
  const required = (field: Exclude<LimitedAddressField, 'complement'>) => limited(zRequired(ADDRESS_MESSAGES[field]), field);
  return z.object({
    zipCode: zCep(),
    street: required('street'),
    number: required('number'),
    complement: limited(zOptionalText(), 'complement'),
    neighborhood: required('neighborhood'),
    city: required('city'),
    uf: z.string({ error: ADDRESS_MESSAGES.uf }).check(z.refine(isUf, { error: ADDRESS_MESSAGES.uf })),
  });
}
