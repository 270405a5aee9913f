import * as z from 'zod/mini';
import { http } from '@/lib/api/client';
import { PASSWORD_MAX, PASSWORD_MIN, TEXT_MAX } from '@/lib/validators/common';
import { zNewPassword } from '@/lib/validators/zod';
import { apiPhoneSchema } from '@/lib/validators/phone-schema';
import { accountStatusSchema, accountTypeSchema } from '@/features/auth/api';

/** `GET /profile`: the signed-in user's own profile. */
export const profileSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  cpf: z.string(),
  phone: z.nullable(apiPhoneSchema),
  accountType: accountTypeSchema,
  status: accountStatusSchema,
  createdAt: z.string(),
  /** docs/identity.md: the new address of an e-mail change until its confirmation link is followed. */
  pendingEmail: z.nullable(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

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

export const profileApi = {
  get: () => http.get('/profile', profileSchema),
  update: (body: UpdateProfileBody) => http.put('/profile', profileSchema, body),
};
