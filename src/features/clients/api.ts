import * as z from 'zod/mini';
import { http } from '@/lib/api/client';
import { apiPhoneSchema } from '@/lib/validators/phone-schema';
import { accountStatusSchema } from '@/features/auth/api';
import { companyRoleSchema, companyStatusSchema } from '@/features/companies/api';
import type { UpdateClientBody } from '@/mocks/contract/bodies/accounts';

/**
 * Clients (docs/product/calls.md "Clients"): the buyers' and sellers' accounts as an admin sees them.
 * An admin activates a pending account and deactivates or reactivates one through
 * `PUT /admin/profile/{accountId}`; a deactivated client is refused on its next request (401) and
 * its next sign-in says 'Usuário inativo!'.
 */
export const clientTypeSchema = z.enum(['SELLER', 'BUYER']);
export type ClientType = z.infer<typeof clientTypeSchema>;

export const clientSchema = z.object({
  id: z.int(),
  accountId: z.int(),
  name: z.string(),
  email: z.string(),
  cpf: z.string(),
  phone: z.nullable(apiPhoneSchema),
  accountType: clientTypeSchema,
  status: accountStatusSchema,
  /** Whether the client followed the confirmation link: sign-in is refused until then. */
  emailVerified: z.boolean(),
  companiesCount: z.int(),
  createdAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

const clientCompanySchema = z.object({
  companyId: z.int(),
  companyName: z.string(),
  cnpj: z.string(),
  status: companyStatusSchema,
  role: companyRoleSchema,
  isOwner: z.boolean(),
});
export type ClientCompany = z.infer<typeof clientCompanySchema>;

/** `GET /admin/client/{id}`. */
export const clientDetailSchema = z.extend(clientSchema, { companies: z.array(clientCompanySchema) });
export type ClientDetail = z.infer<typeof clientDetailSchema>;

/** `PUT /admin/profile/{accountId}`: activate (ENABLED) or deactivate (DISABLED). */
// The body's schema is the mock's (src/mocks/contract/bodies/accounts.ts).
export type { UpdateClientBody };

export const clientsApi = {
  setStatus: (accountId: number, body: UpdateClientBody) => http.put(`/admin/profile/${accountId}`, clientDetailSchema, body),
  /** docs/identity.md: a new confirmation mail for a client who has not confirmed the e-mail (once a minute, else 429). */
  resendVerification: (accountId: number) => http.post(`/admin/client/${accountId}/verification-email`, z.unknown()),
};
