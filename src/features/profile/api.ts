import * as z from 'zod/mini';
import { http } from '@/lib/api/client';
import { apiPhoneSchema } from '@/lib/validators/phone-schema';
import { accountStatusSchema, accountTypeSchema } from '@/features/auth/api';
import type { UpdateProfileBody } from './bodies';

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

// The body's schema is its form's (bodies.ts).
export type { UpdateProfileBody };
export const profileApi = {
  update: (body: UpdateProfileBody) => http.put('/profile', profileSchema, body),
};
