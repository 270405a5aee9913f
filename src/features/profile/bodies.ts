import * as z from 'zod/mini';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/validators/common';
import { emailBody, personNameBody } from '@/lib/validators/person-schema';
import { apiPhoneSchema } from '@/lib/validators/phone-schema';
import { zNewPassword } from '@/lib/validators/zod';

/**
 * The body of 'Meu perfil', with the profile form's pt-BR messages: the mock validates `PUT /profile`
 * with it and the form is built from its fields (schemas.ts), so each limit is written here once.
 * The app imports this module only for types (api.ts) or from schemas.ts, which the form loads on
 * first use.
 */

/** A full name ('Informe seu nome.' when empty), as the other bodies of a person take it. */
export const profileNameBody = personNameBody('Informe seu nome.', 'Informe seu nome completo.');

/** An account's e-mail address. */
export const profileEmailBody = emailBody();

/**
 * `PUT /profile` (docs/product/calls.md: e-mail and password; name and phone may change too). `email` must be
 * the address the account has proven: a new one goes through Firebase's verify-before-update and is
 * reported as `pendingEmail` (null withdraws it) until its link is followed (docs/identity.md).
 */
export const updateProfileBodySchema = z.object({
  email: profileEmailBody,
  pendingEmail: z.optional(z.nullable(profileEmailBody)),
  // The form kit's rule (8 characters, letters and numbers): the API refuses what the form refuses
  // (the lengths stated again for the OpenAPI document, which cannot show the refinements).
  password: z.optional(zNewPassword().check(z.minLength(PASSWORD_MIN), z.maxLength(PASSWORD_MAX))),
  name: z.optional(profileNameBody),
  phone: z.optional(apiPhoneSchema),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
