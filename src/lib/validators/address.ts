import { isUf, tooLong, type Uf } from './common';

/**
 * The one address of Giro (docs/product/records.md: the postal-code lookup fields plus the street number): a
 * company's address and an announcement's pickup place. Its limits, messages, type and empty form
 * values live here, without zod, so screens can use them from their first load; the API's and the
 * form's schemas are in address-schema.ts, which loads with the first request or validation.
 */

/** The longest text each address field takes (the API's limits; the inputs' `maxLength` too). */
export const ADDRESS_MAX = { street: 200, number: 20, complement: 120, neighborhood: 120, city: 120 } as const;
export type LimitedAddressField = keyof typeof ADDRESS_MAX;

/** The message for an address field past its limit (a CEP lookup can fill one beyond it). */
export const addressTooLong = (field: LimitedAddressField) => tooLong(ADDRESS_MAX[field]);

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
export interface Address {
  zipCode: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  uf: string;
}

/** The address a request body carries: CEP digits, each text within ADDRESS_MAX, one of the 27 UFs. */
export interface AddressBody extends Omit<Address, 'uf'> {
  uf: Uf;
}

/** The form values of an address block (AddressFields): all strings, zipCode holds the CEP digits. */
export type AddressFormValues = Address;

export const emptyAddress: AddressFormValues = { zipCode: '', street: '', number: '', complement: '', neighborhood: '', city: '', uf: '' };

/** A checked form address → the body's: the form already refused a UF outside the 27, this narrows its type. */
export function toAddressBody(address: Address): AddressBody {
  const { uf } = address;
  if (!isUf(uf)) throw new Error(ADDRESS_MESSAGES.uf);
  return { ...address, uf };
}
