import { z } from 'zod';
import { http } from '@/lib/api/client';
import { TEXT_MAX } from '@/lib/validators/common';
import { apiPhoneSchema } from '@/lib/validators/phone';
import { accountStatusSchema, accountTypeSchema } from '@/features/auth/api';

/** `GET /profile`: the signed-in user's own profile. */
const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  cpf: z.string(),
  phone: apiPhoneSchema.nullable(),
  accountType: accountTypeSchema,
  status: accountStatusSchema,
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** `PUT /profile` (SPEC.md §7: e-mail and password; name and phone may change too). */
export const updateProfileBodySchema = z.object({
  email: z.email().max(TEXT_MAX.email),
  password: z.string().min(6).optional(),
  name: z.string().trim().min(3).max(TEXT_MAX.name).optional(),
  phone: apiPhoneSchema.optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const profileApi = {
  get: () => http.get('/profile', profileSchema),
  update: (body: UpdateProfileBody) => http.put('/profile', profileSchema, body),
};
