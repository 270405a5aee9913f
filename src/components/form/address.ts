/**
 * The address block's values as data, apart from its component (AddressFields.tsx), so that
 * schemas can build on them without loading the fields, the CEP lookup and the state list.
 */

/** The form values of an address block (all strings; zipCode holds the CEP digits). */
export interface AddressFormValues {
  zipCode: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  uf: string;
}

export const emptyAddress: AddressFormValues = { zipCode: '', street: '', number: '', complement: '', neighborhood: '', city: '', uf: '' };
