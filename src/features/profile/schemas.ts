import * as z from 'zod/mini';
import { splitPhone } from '@/lib/validators/phone';
import { apiPhoneSchema } from '@/lib/validators/phone-schema';
import { zEmail, zNewPassword, zPhone } from '@/lib/validators/zod';
import { profileEmailBody, profileNameBody } from './bodies';
import { changesCredentials } from './form-values';

/**
 * The profile form (/perfil, /admin/perfil), built from the body's fields (bodies.ts): the name as
 * it is, the e-mail and the phone read from their inputs into the body's (the new e-mail travels as
 * `pendingEmail`, toProfileBody), the new password by the kit's rule the body uses too. The form
 * loads this module with its first validation (useSchemaForm); the values' conversions are in
 * form-values.ts.
 */

/** The masked digits → the body's Area/Numero; empty → no phone. */
const phone = z.pipe(
  z.pipe(zPhone({ optional: true }), z.transform((digits: string) => (digits === '' ? undefined : (splitPhone(digits) ?? { Area: '', Numero: '' })))),
  z.optional(apiPhoneSchema),
);

export const profileFormSchema = z
  .object({
    name: profileNameBody,
    email: z.pipe(zEmail(), profileEmailBody),
    phone,
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
