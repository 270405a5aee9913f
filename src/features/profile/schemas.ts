import * as z from 'zod/mini';
import { TEXT_MAX, tooLong } from '@/lib/validators/common';
import { zEmail, zNewPassword, zPhone, zRequired } from '@/lib/validators/zod';
import { changesCredentials } from './form-values';

/**
 * The profile form (/perfil, /admin/perfil). The form loads this module with its first validation
 * (useSchemaForm); the values' conversions are in form-values.ts.
 */

export const profileFormSchema = z
  .object({
    name: zRequired('Informe seu nome.').check(
      z.maxLength(TEXT_MAX.name, { error: tooLong(TEXT_MAX.name) }),
      z.refine((v) => v.length >= 3, { error: 'Informe seu nome completo.' }),
    ),
    email: zEmail(),
    phone: zPhone({ optional: true }),
    newPassword: zNewPassword({ optional: true }),
    newPasswordConfirmation: z.string(),
    currentPassword: z.string(),
    /** The e-mail on file, to tell whether it changes (not edited by the user). */
    originalEmail: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.newPassword !== values.newPasswordConfirmation) {
        ctx.addIssue({ code: 'custom', path: ['newPasswordConfirmation'], message: 'As senhas não conferem.' });
      }
      if (changesCredentials(values) && values.currentPassword === '') {
        ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: 'Informe sua senha atual para alterar o e-mail ou a senha.' });
      }
    }),
  );
export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;
