import { joinPhone, splitPhone } from '@/lib/validators/phone';
import { emptyAddress, toAddressBody } from '@/lib/validators/address';
import { VALIDATION_MESSAGES } from '@/lib/validators/common';
import type { AdminCompanyBody, Company, CompanyBody, CnpjConsult } from './api';
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

/** Validated form values → `POST /company` / `PUT /company/{id}` body (phone as Area/Numero). */
export function toCompanyBody(values: CompanyFormOutput): CompanyBody {
  const phone = splitPhone(values.phone);
  if (!phone) throw new Error(VALIDATION_MESSAGES.phone);
  return {
    cnpj: values.cnpj,
    companyName: values.companyName,
    tradeName: values.tradeName,
    email: values.email,
    phone,
    website: values.website,
    address: toAddressBody(values.address),
    parentCompanyId: values.parentCompanyId,
  };
}

export function toAdminCompanyBody(values: CompanyFormOutput): AdminCompanyBody {
  if (values.accountId === null) throw new Error('Selecione o cliente responsável.');
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

