import * as z from 'zod/mini';
import { UFS, VALIDATION_MESSAGES } from './common';
import { ADDRESS_MAX, ADDRESS_MESSAGES, addressTooLong, type Address, type AddressBody, type LimitedAddressField } from './address';
import { zCep } from './zod';

/**
 * The address's schemas (the shape and limits are in address.ts): the API's answer, the body's
 * (with the form's pt-BR messages; the mock validates with it) and the form's, built from the body.
 */

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

/** A required address text: non-blank after trimming, within its ADDRESS_MAX. */
const requiredText = (field: Exclude<LimitedAddressField, 'complement'>) =>
  z.string({ error: ADDRESS_MESSAGES[field] }).check(
    z.trim(),
    z.minLength(1, { error: ADDRESS_MESSAGES[field] }),
    z.maxLength(ADDRESS_MAX[field], { error: addressTooLong(field) }),
  );

/** The address a request body carries: CEP digits, each text within ADDRESS_MAX, one of the 27 UFs. */
export const addressBodySchema = z.object({
  zipCode: z.string({ error: VALIDATION_MESSAGES.cep }).check(z.regex(/^\d{8}$/, { error: VALIDATION_MESSAGES.cep })),
  street: requiredText('street'),
  number: requiredText('number'),
  complement: z._default(z.string().check(z.trim(), z.maxLength(ADDRESS_MAX.complement, { error: addressTooLong('complement') })), ''),
  neighborhood: requiredText('neighborhood'),
  city: requiredText('city'),
  uf: z.enum(UFS, { error: ADDRESS_MESSAGES.uf }),
}) satisfies z.ZodMiniType<AddressBody, unknown>;

/**
 * The address block of a form (AddressFields): the body's rules and messages, with the CEP as the
 * mask hands it ('Campo obrigatório.' when empty) and the UF as the select holds it ('' before a choice).
 */
export function zAddress() {
  const body = addressBodySchema.shape;
  return z.extend(addressBodySchema, {
    zipCode: z.pipe(zCep(), body.zipCode),
    uf: z.pipe(z.string({ error: ADDRESS_MESSAGES.uf }), body.uf),
  });
}
