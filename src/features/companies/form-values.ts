import { joinPhone } from '@/lib/validators/phone';
import { emptyAddress } from '@/lib/validators/address';
import type { AdminCompanyBody, Company, CompanyBody, CnpjConsult } from './api';
import { OWNER_REQUIRED } from './model';
import type { CompanyFormOutput, CompanyFormValues } from './schemas';

/**
 * The company form's values without its rules (those are in schemas.ts, which loads after the
 * page is interactive): the empty form, a company and a CNPJ consult → form values, and checked
 * values → the API's bodies.
 */

export const emptyCompanyForm: CompanyFormValues = {
  cnpj: '',
  companyName: '',
  tradeName: '',
  email: '',
  phone: '',
  website: '',
  address: { ...emptyAddress },
  parentCompanyId: null,
  accountId: null,
};

/** A company from the API → form values (phone as digits for the masked input). */
export function companyToForm(company: Company): CompanyFormValues {
  return {
    cnpj: company.cnpj,
    companyName: company.companyName,
    tradeName: company.tradeName,
    email: company.email,
    phone: joinPhone(company.phone),
    website: company.website,
    address: { ...company.address },
    parentCompanyId: company.parentCompanyId,
    accountId: null,
  };
}

/** Checked form values (already the body's shape: schemas.ts) → `POST /company` / `PUT /company/{id}`. */
export function toCompanyBody(values: CompanyFormOutput): CompanyBody {
  const { accountId: _owner, ...body } = values;
  return body;
}

export function toAdminCompanyBody(values: CompanyFormOutput): AdminCompanyBody {
  if (values.accountId === null) throw new Error(OWNER_REQUIRED);
  return { ...toCompanyBody(values), accountId: values.accountId };
}

/** What the CNPJ consult fills in the form (the user may still edit every field). */
export function consultToForm(consult: CnpjConsult): Pick<CompanyFormValues, 'companyName' | 'tradeName' | 'email' | 'phone' | 'address'> {
  return {
    companyName: consult.companyName,
    tradeName: consult.tradeName,
    email: consult.email,
    phone: joinPhone(consult.phone),
    address: { ...consult.address },
  };
}

