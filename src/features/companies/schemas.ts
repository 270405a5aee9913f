import * as z from 'zod/mini';
import { splitPhone, joinPhone } from '@/lib/validators/phone';
import { emptyAddress, toAddressBody } from '@/lib/validators/address';
import { addressSchema, zAddress } from '@/lib/validators/address-schema';
import { TEXT_MAX, tooLong } from '@/lib/validators/common';
import { VALIDATION_MESSAGES } from '@/lib/validators/common';
import { zCnpj, zEmail, zOptionalUrl, zPhone, zRequired } from '@/lib/validators/zod';
import type { AdminCompanyBody, Company, CompanyBody, CnpjConsult } from './api';

/** The company form (create, edit, admin create). Field messages in pt-BR. */
export const companyFormSchema = z.object({
  cnpj: zCnpj(),
  companyName: zRequired('Informe a razão social.').check(
    z.minLength(2, { error: 'A razão social deve ter ao menos 2 caracteres.' }),
    z.maxLength(TEXT_MAX.companyName, { error: tooLong(TEXT_MAX.companyName) }),
  ),
  tradeName: zRequired('Informe o nome fantasia.').check(
    z.minLength(2, { error: 'O nome fantasia deve ter ao menos 2 caracteres.' }),
    z.maxLength(TEXT_MAX.tradeName, { error: tooLong(TEXT_MAX.tradeName) }),
  ),
  /** isValidEmail already refuses more than TEXT_MAX.email characters. */
  email: zEmail({ optional: true }),
  phone: zPhone(),
  website: zOptionalUrl().check(z.refine((v) => v.length <= TEXT_MAX.website, { error: tooLong(TEXT_MAX.website) })),
  address: zAddress(),
  /** The parent company, for a subsidiary; null for an independent company. */
  parentCompanyId: z.nullable(z.int()),
  /** Admin create only: the client who owns the company. */
  accountId: z.nullable(z.int()),
});
export type CompanyFormValues = z.input<typeof companyFormSchema>;
export type CompanyFormOutput = z.output<typeof companyFormSchema>;

/**
 * What a saved draft of the company form may hold (lib/hooks/useFormDraft.ts): every field with
 * its type and none of its rules, since a draft is unfinished. One that does not fit (an older
 * form, a hand edit) is dropped instead of offered.
 */
export const companyDraftSchema = z.object({
  cnpj: z.string(),
  companyName: z.string(),
  tradeName: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  address: addressSchema,
  parentCompanyId: z.nullable(z.int()),
  accountId: z.nullable(z.int()),
}) satisfies z.ZodMiniType<CompanyFormValues>;

/** Admin create: the owner must be chosen. */
export const adminCompanyFormSchema = companyFormSchema.check(z.refine((values) => values.accountId !== null, {
  path: ['accountId'],
  error: 'Selecione o cliente responsável.',
}));

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

