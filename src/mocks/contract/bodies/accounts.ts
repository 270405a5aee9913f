import * as z from 'zod/mini';
import { companyRoleSchema } from '@/features/companies/api';
import { PASSWORD_MAX, PASSWORD_MIN, TEXT_MAX } from '@/lib/validators/common';
import { apiPhoneSchema } from '@/lib/validators/phone-schema';
import { zNewPassword } from '@/lib/validators/zod';

/*
 * The accounts' request bodies (sign-up, profile, an admin's client switch, a collaborator's
 * invitation). The mock validates them; the app sends them typed by these schemas (`import type`
 * in the features' api.ts) and checks its forms with their own rules and messages.
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

/**
 * `PUT /profile` (docs/product/calls.md: e-mail and password; name and phone may change too). `email` must be
 * the address the account has proven: a new one goes through Firebase's verify-before-update and is
 * reported as `pendingEmail` (null withdraws it) until its link is followed (docs/identity.md).
 */
export const updateProfileBodySchema = z.object({
  email: z.email().check(z.maxLength(TEXT_MAX.email)),
  pendingEmail: z.optional(z.nullable(z.email().check(z.maxLength(TEXT_MAX.email)))),
  // The forms' own rule (8 characters, letters and numbers): the API refuses what they refuse
  // (the lengths stated again for the OpenAPI document, which cannot show the refinements).
  password: z.optional(zNewPassword().check(z.minLength(PASSWORD_MIN), z.maxLength(PASSWORD_MAX))),
  name: z.optional(z.string().check(z.trim(), z.minLength(3), z.maxLength(TEXT_MAX.name))),
  phone: z.optional(apiPhoneSchema),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

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
