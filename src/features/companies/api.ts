import * as z from 'zod/mini';
import type { ListParams } from '@/lib/api/params';
import { http } from '@/lib/api/client';
import { addressBodySchema, addressSchema } from '@/lib/validators/address-schema';
import { isValidEmail, isValidWebsite, REJECTION_REASON_MAX, TEXT_MAX } from '@/lib/validators/common';
import { APPROVAL_STATUSES, DEFERRAL_ACTIONS } from '@/lib/status';
import { isValidCnpj } from '@/lib/validators/documents';
import { apiPhoneSchema } from '@/lib/validators/phone-schema';
import { paymentDataSchema, type PaymentDataBody } from '@/lib/validators/payment-schema';

/**
 * Companies (docs/product/records.md, docs/product/calls.md): the seller's and buyer's own companies, the admin's list and
 * deferral, and the CNPJ consult. Every company answer carries both `id` and `companyId` (the
 * same number: the API's entity and its list rows name it either way).
 */

/** Approval status of a company (docs/product/statuses.md: INACTIVE only for companies and clients). */
export const companyStatusSchema = z.enum(APPROVAL_STATUSES);
type CompanyStatus = z.infer<typeof companyStatusSchema>;

/** Member roles (docs/product/roles.md). */
export const companyRoleSchema = z.enum(['COLLABORATOR', 'ADMIN']);

const cnpjDigits = z.string().check(z.regex(/^\d{14}$/), z.refine(isValidCnpj, { error: 'CNPJ inválido' }));

/** `POST /company` and `PUT /company/{id}` body. */
export const companyBodySchema = z.object({
  cnpj: cnpjDigits,
  companyName: z.string().check(z.trim(), z.minLength(2), z.maxLength(TEXT_MAX.companyName)),
  tradeName: z.string().check(z.trim(), z.minLength(2), z.maxLength(TEXT_MAX.tradeName)),
  /** Contact e-mail of the company; may be empty. */
  email: z.string().check(
    z.trim(),
    z.maxLength(TEXT_MAX.email),
    z.refine((v) => v === '' || isValidEmail(v), { error: 'E-mail inválido' }),
  ),
  phone: apiPhoneSchema,
  /** May be empty; when filled it matches the website pattern (docs/product/validation.md). */
  website: z.string().check(z.trim(), z.maxLength(TEXT_MAX.website), z.refine(isValidWebsite, { error: 'Site inválido' })),
  address: addressBodySchema,
  /** The parent company when this one is a subsidiary. */
  parentCompanyId: z.nullable(z.int().check(z.positive())),
});
export type CompanyBody = z.infer<typeof companyBodySchema>;

/** `POST /admin/company/create`: a company registered by an admin for a client. */
export const adminCompanyBodySchema = z.extend(companyBodySchema, { accountId: z.int().check(z.positive()) });
export type AdminCompanyBody = z.infer<typeof adminCompanyBodySchema>;

/** `GET /company/{id}`: the whole company. */
export const companySchema = z.object({
  id: z.int(),
  companyId: z.int(),
  cnpj: z.string(),
  companyName: z.string(),
  tradeName: z.string(),
  email: z.string(),
  phone: z.nullable(apiPhoneSchema),
  website: z.string(),
  address: addressSchema,
  status: companyStatusSchema,
  parentCompanyId: z.nullable(z.int()),
  parentCompanyName: z.nullable(z.string()),
  rejectionReason: z.nullable(z.string()),
  /** Why an admin suspended it, while INACTIVE (docs/moderation.md); else null. */
  suspensionReason: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/** A company row of the lists. */
const companySummarySchema = z.pick(companySchema, {
  id: true,
  companyId: true,
  cnpj: true,
  companyName: true,
  tradeName: true,
  status: true,
  parentCompanyId: true,
  parentCompanyName: true,
  suspensionReason: true,
  createdAt: true,
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

/** `GET /company/list/me`: the caller's companies with the caller's role in each. */
export const myCompanySchema = z.extend(companySummarySchema, { role: companyRoleSchema, isOwner: z.boolean() });
export type MyCompany = z.infer<typeof myCompanySchema>;

const companyOwnerSchema = z.object({ id: z.int(), name: z.string(), email: z.string() });

/** `GET /admin/company/list` rows. */
export const adminCompanySchema = z.extend(companySummarySchema, { owner: companyOwnerSchema });
export type AdminCompany = z.infer<typeof adminCompanySchema>;

/** What identifies a company: a change of any of it sends an approved company back to review. */
const companyIdentitySchema = z.object({ cnpj: z.string(), companyName: z.string(), tradeName: z.string() });
export type CompanyIdentity = z.infer<typeof companyIdentitySchema>;

/**
 * `GET /admin/company/{id}/deferral`: the company under review and who registered it;
 * `previousIdentity` is the identity last approved when the company changed it since (else null).
 */
export const companyDeferralSchema = z.extend(companySchema, { owner: companyOwnerSchema, previousIdentity: z.nullable(companyIdentitySchema) });
export type CompanyDeferral = z.infer<typeof companyDeferralSchema>;

/**
 * `PATCH /admin/company/{id}/deferral` (docs/product/statuses.md actions). A REJECT needs a reason of
 * REJECTION_REASON_MIN characters or more: without one the API answers `RejectionReasonRequired`,
 * as it does for announcements and searches.
 */
export const deferralBodySchema = z.object({
  action: z.enum(DEFERRAL_ACTIONS),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(REJECTION_REASON_MAX))),
});
export type DeferralBody = z.infer<typeof deferralBodySchema>;

/** `GET /company/list-to-select`: companies that may be the parent of a subsidiary. */
export const companyOptionSchema = z.object({ companyId: z.int(), companyName: z.string() });
export type CompanyOption = z.infer<typeof companyOptionSchema>;

/** `GET /company/{id}/admin`: whether the caller owns or administers the company (docs/product/roles.md). */
export const companyAdminSchema = z.object({
  companyId: z.int(),
  isOwner: z.boolean(),
  isAdmin: z.boolean(),
});
export type CompanyAdmin = z.infer<typeof companyAdminSchema>;

/** `GET /consult/cnpj/{cnpj}`: registry data of a CNPJ (404 when there is none). */
export const cnpjConsultSchema = z.object({
  cnpj: z.string(),
  companyName: z.string(),
  tradeName: z.string(),
  email: z.string(),
  phone: z.nullable(apiPhoneSchema),
  address: addressSchema,
});
export type CnpjConsult = z.infer<typeof cnpjConsultSchema>;

/** docs/product/records.md: the subsidiary view of a company — exact text 'Subsidiaria de: ' + its name. */
export interface SubsidiaryView {
  subsidiaryId: number;
  subsidiaryName: string;
}

export interface AdminCompanyListParams extends ListParams {
  status?: CompanyStatus | '';
  /** Digits of a CNPJ (or its start). */
  cnpj?: string;
  /** Corporate or trade name. */
  name?: string;
}

export const companiesApi = {
  listMine: (params: ListParams = {}) => http.list('/company/list/me', myCompanySchema, params),
  listToSelect: (params: { accountId?: number } = {}) => http.get('/company/list-to-select', z.array(companyOptionSchema), params),
  get: (id: number) => http.get(`/company/${id}`, companySchema),
  admin: (id: number) => http.get(`/company/${id}/admin`, companyAdminSchema),
  create: (body: CompanyBody) => http.post('/company', companySchema, body),
  update: (id: number, body: CompanyBody) => http.put(`/company/${id}`, companySchema, body),
  consultCnpj: (cnpj: string) => http.get(`/consult/cnpj/${cnpj}`, cnpjConsultSchema),
  /** Its PIX key and bank account (docs/deal/payment.md): members read, managers change. */
  payment: (id: number) => http.get(`/company/${id}/payment`, paymentDataSchema),
  updatePayment: (id: number, body: PaymentDataBody) => http.put(`/company/${id}/payment`, paymentDataSchema, body),
  // admin
  adminList: (params: AdminCompanyListParams = {}) => http.list('/admin/company/list', adminCompanySchema, params),
  adminCreate: (body: AdminCompanyBody) => http.post('/admin/company/create', companySchema, body),
  deferral: (id: number) => http.get(`/admin/company/${id}/deferral`, companyDeferralSchema),
  decide: (id: number, body: DeferralBody) => http.patch(`/admin/company/${id}/deferral`, companySchema, body),
};
