import * as z from 'zod/mini';
import { VALIDATION_MESSAGES } from '@/lib/validators/common';
import { emailBody, personNameBody } from '@/lib/validators/person-schema';
import { apiPhoneSchema } from '@/lib/validators/phone-schema';

/**
 * The sign-up's body, with the sign-up form's pt-BR messages: the mock validates `POST /account`
 * with it, api.ts takes its type and the form is built from it (schemas.ts), so each limit is
 * written here once. The app imports this module only for types or from schemas.ts, which the
 * form loads on first use.
 */

/** `POST /account` (docs/auth-and-ssr.md: the sign-up form, minus the password, which goes to Firebase). */
export const createAccountBodySchema = z.object({
  name: personNameBody('Informe seu nome completo.', 'Informe seu nome completo.'),
  email: emailBody(),
  /** The CPF's 11 digits (the check digits are the form's rule, `zCpf`). */
  cpf: z.string({ error: VALIDATION_MESSAGES.cpf }).check(z.regex(/^\d{11}$/, { error: VALIDATION_MESSAGES.cpf })),
  phone: apiPhoneSchema,
  accountType: z.enum(['SELLER', 'BUYER'], { error: 'Escolha se você quer vender ou comprar.' }),
});
export type CreateAccountBody = z.infer<typeof createAccountBodySchema>;
