import * as z from 'zod/mini';
import { isUf, tooLong, UFS } from './common';
import { zCep, zOptionalText, zRequired } from './zod';

/**
 * The one address of Giro (SPEC.md §3: the postal-code lookup fields plus the street number): a
 * company's address and an announcement's pickup place. The API's answer and body schemas, the
 * form schema with its pt-BR messages, the type and the empty form values live here, so the
 * companies, the announcements, the form kit (AddressFields) and the mock share one shape.
 */

/** The longest text each address field takes (the API's limits; the inputs' `maxLength` too). */
export const ADDRESS_MAX = { street: 200, number: 20, complement: 120, neighborhood: 120, city: 120 } as const;
type LimitedField = keyof typeof ADDRESS_MAX;

/** The message for an address field past its limit (a CEP lookup can fill one beyond it). */
const addressTooLong = (field: LimitedField) => tooLong(ADDRESS_MAX[field]);

/** The form's messages for an empty required field. */
export const ADDRESS_MESSAGES = {
  street: 'Informe o logradouro.',
  number: 'Informe o número.',
  neighborhood: 'Informe o bairro.',
  city: 'Informe a cidade.',
  uf: 'Selecione a UF.',
} as const;

/**
 * An address as the API answers it (and as a saved form draft holds it): all strings, no rules,
 * since a stored one may be incomplete (a spreadsheet import leaves the neighbourhood empty).
 */
export const addressSchema = z.object({
  zipCode: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  uf: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** The address a request body carries: CEP digits, each text within ADDRESS_MAX, one of the 27 UFs. */
export const addressBodySchema = z.object({
  zipCode: z.string().check(z.regex(/^\d{8}$/)),
  street: z.string().check(z.trim(), z.minLength(1), z.maxLength(ADDRESS_MAX.street)),
  number: z.string().check(z.trim(), z.minLength(1), z.maxLength(ADDRESS_MAX.number)),
  complement: z._default(z.string().check(z.trim(), z.maxLength(ADDRESS_MAX.complement)), ''),
  neighborhood: z.string().check(z.trim(), z.minLength(1), z.maxLength(ADDRESS_MAX.neighborhood)),
  city: z.string().check(z.trim(), z.minLength(1), z.maxLength(ADDRESS_MAX.city)),
  uf: z.enum(UFS),
});
export type AddressBody = z.infer<typeof addressBodySchema>;

/** The form values of an address block (AddressFields): all strings, zipCode holds the CEP digits. */
export type AddressFormValues = Address;

export const emptyAddress: AddressFormValues = { zipCode: '', street: '', number: '', complement: '', neighborhood: '', city: '', uf: '' };

/**
 * The address block of a form (AddressFields), with pt-BR messages: CEP digits, street, number,
 * complement (optional), neighbourhood, city and UF, each within ADDRESS_MAX.
 */
export function zAddress() {
  const limited = <S extends z.ZodMiniType<string, string | null | undefined>>(schema: S, field: LimitedField) =>
    schema.check(z.refine((value: string) => value.length <= ADDRESS_MAX[field], { error: addressTooLong(field) }));
  const required = (field: Exclude<LimitedField, 'complement'>) => limited(zRequired(ADDRESS_MESSAGES[field]), field);
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

/** A checked form address → the body's: the form already refused a UF outside the 27, this narrows its type. */
export function toAddressBody(address: Address): AddressBody {
  const { uf } = address;
  if (!isUf(uf)) throw new Error(ADDRESS_MESSAGES.uf);
  return { ...address, uf };
}
