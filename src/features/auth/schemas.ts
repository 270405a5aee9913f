import * as z from 'zod/mini';
import { VALIDATION_MESSAGES } from '@/lib/validators/common';
import { zCpf, zEmail, zNewPassword, zPhoneInto, zRequired } from '@/lib/validators/zod';
import { createAccountBodySchema } from './bodies';

/**
 * The /participe forms (docs/auth-and-ssr.md). Messages in pt-BR, shown under each field. The forms load
 * this module with their first validation (useSchemaForm), not with the page.
 */

const newPassword = zNewPassword();

function withConfirmation<T extends z.ZodMiniObject<{ password: typeof newPassword; passwordConfirmation: z.ZodMiniString }>>(schema: T) {
  return schema.check(
    z.refine((values: z.output<T>) => values.password === values.passwordConfirmation, {
      path: ['passwordConfirmation'],
      error: 'As senhas não conferem.',
      // Say it even while other fields are still wrong (zod skips object checks after those).
      when: ({ value }) => {
        const v = value as { password?: unknown; passwordConfirmation?: unknown } | undefined;
        return typeof v?.password === 'string' && typeof v.passwordConfirmation === 'string';
      },
    }),
  );
}

export const signInSchema = z.object({
  email: zEmail(),
  password: zRequired('Informe sua senha.'),
});
export type SignInValues = z.input<typeof signInSchema>;

const account = createAccountBodySchema.shape;

/** The sign-up: the account's body (bodies.ts) with the masked CPF and phone read into it, plus the password (Firebase's) and the terms. */
export const signUpSchema = withConfirmation(
  z.extend(createAccountBodySchema, {
    name: account.name.check(z.refine((v) => v.split(/\s+/).length >= 2, { error: 'Informe nome e sobrenome.' })),
    email: z.pipe(zEmail(), account.email),
    cpf: z.pipe(zCpf(), account.cpf),
    phone: zPhoneInto(account.phone),
    password: newPassword,
    passwordConfirmation: z.string({ error: VALIDATION_MESSAGES.required }),
    acceptTerms: z.literal(true, { error: 'É preciso aceitar os termos de uso para continuar.' }),
  }),
);
export type SignUpValues = z.input<typeof signUpSchema>;
export type SignUpOutput = z.output<typeof signUpSchema>;

export const forgotSchema = z.object({ email: zEmail() });
export type ForgotValues = z.input<typeof forgotSchema>;

export const newPasswordSchema = withConfirmation(
  z.object({ password: newPassword, passwordConfirmation: z.string({ error: VALIDATION_MESSAGES.required }) }),
);
export type NewPasswordValues = z.input<typeof newPasswordSchema>;
