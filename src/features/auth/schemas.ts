import * as z from 'zod/mini';
import { TEXT_MAX, tooLong, VALIDATION_MESSAGES } from '@/lib/validators/common';
import { zCpf, zEmail, zNewPassword, zPhone, zRequired } from '@/lib/validators/zod';

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

export const signUpSchema = withConfirmation(
  z.object({
    name: zRequired('Informe seu nome completo.').check(
      z.maxLength(TEXT_MAX.name, { error: tooLong(TEXT_MAX.name) }),
      z.refine((v) => v.split(/\s+/).length >= 2, { error: 'Informe nome e sobrenome.' }),
    ),
    email: zEmail(),
    cpf: zCpf(),
    phone: zPhone(),
    accountType: z.enum(['SELLER', 'BUYER'], { error: 'Escolha se você quer vender ou comprar.' }),
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
