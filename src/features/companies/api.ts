import * as z from 'zod/mini';
import { http } from '@/lib/api/client';
import { addressSchema } from '@/lib/validators/address-schema';
import { APPROVAL_STATUSES } from '@/lib/status';
import { apiPhoneSchema } from '@/lib/validators/phone-schema';
import { paymentDataSchema } from '@/lib/validators/payment-schema';
import type { AdminCompanyBody, CompanyBody, PaymentDataBody } from './bodies';
import type { DeferralBody } from '@/mocks/contract/bodies/companies';

/** `GET /company/{id}/payment` answers the validators' shape; queries.ts reaches it here. */
export { paymentDataSchema };

/**
 * Companies (docs/product/records.md, docs/product/calls.md): the seller's and buyer's own companies, the admin's list and
 * deferral, and the CNPJ consult. Every company answer carries both `id` and `companyId` (the
 * same number: the API's entity and its list rows name it either way).
 */

/** Approval status of a company (docs/product/statuses.md: INACTIVE only for companies and clients). */
export const companyStatusSchema = z.enum(APPROVAL_STATUSES);
export type CompanyStatus = z.infer<typeof companyStatusSchema>;

/** Member roles (docs/product/roles.md). */
export const companyRoleSchema = z.enum(['COLLABORATOR', 'ADMIN']);

// The company's and payment data's bodies are their forms' (bodies.ts); the deferral's the mock's
// (src/mocks/contract/bodies/companies.ts).
export type { AdminCompanyBody, CompanyBody, DeferralBody, PaymentDataBody };

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

/** `GET /company/list-to-select`: companies that may be the parent of a subsidiary. */
export const companyOptionSchema = z.object({ companyId: z.int(), companyName: z.string() });
/** `GET /company/list-to-select`. */
export const companyOptionsSchema = z.array(companyOptionSchema);
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

export const companiesApi = {
  create: (body: CompanyBody) => http.post('/company', companySchema, body),
  update: (id: number, body: CompanyBody) => http.put(`/company/${id}`, companySchema, body),
  /** Its PIX key and bank account (docs/deal/payment.md): members read, managers change. */
  updatePayment: (id: number, body: PaymentDataBody) => http.put(`/company/${id}/payment`, paymentDataSchema, body),
  // admin
  adminCreate: (body: AdminCompanyBody) => http.post('/admin/company/create', companySchema, body),
  decide: (id: number, body: DeferralBody) => http.patch(`/admin/company/${id}/deferral`, companySchema, body),
};
