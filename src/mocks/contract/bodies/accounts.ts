import * as z from 'zod/mini';
import { companyRoleSchema } from '@/features/companies/api';
import { TEXT_MAX } from '@/lib/validators/common';
import { apiPhoneSchema } from '@/lib/validators/phone-schema';

/*
 * The accounts' request bodies (sign-up, an admin's client switch, a collaborator's invitation;
 * the profile's is its form's, features/profile/bodies.ts). The mock validates them; the app
 * sends them typed by these schemas (`import type` in the features' api.ts) and checks its forms
 * with their own rules and messages.
 */

/** `POST /account` body (docs/auth-and-ssr.md: the sign-up form, minus the password). */
export const createAccountBodySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(3), z.maxLength(TEXT_MAX.name)),
  email: z.email().check(z.maxLength(TEXT_MAX.email)),
  cpf: z.string().check(z.regex(/^\d{11}$/)),
  phone: apiPhoneSchema,
  accountType: z.enum(['SELLER', 'BUYER']),
});
export type CreateAccountBody = z.infer<typeof createAccountBodySchema>;

/** `PATCH /company/{companyId}/collaborator/invite`. */
export const inviteCollaboratorBodySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(3), z.maxLength(TEXT_MAX.name)),
  email: z.email().check(z.maxLength(TEXT_MAX.email)),
  role: companyRoleSchema,
});
export type InviteCollaboratorBody = z.infer<typeof inviteCollaboratorBodySchema>;

/** `PUT /admin/profile/{accountId}`: activate (ENABLED) or deactivate (DISABLED). */
export const updateClientBodySchema = z.object({ status: z.enum(['ENABLED', 'DISABLED']) });
export type UpdateClientBody = z.infer<typeof updateClientBodySchema>;
