import * as z from 'zod/mini';
import { joinPhone, splitPhone } from '@/lib/validators/phone';
import { TEXT_MAX, tooLong } from '@/lib/validators/common';
import { zEmail, zNewPassword, zPhone, zRequired } from '@/lib/validators/zod';
import type { Profile, UpdateProfileBody } from './api';

/** The profile form (/perfil, /admin/perfil). */

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

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function emailChanges(values: { email: string; originalEmail: string }): boolean {
  return !sameEmail(values.email, values.originalEmail);
}

/** An e-mail or password change needs the current password and a new sign-in. */
export function changesCredentials(values: { email: string; originalEmail: string; newPassword: string }): boolean {
  return emailChanges(values) || values.newPassword !== '';
}

export function profileToForm(profile: Profile): ProfileFormValues {
  return {
    name: profile.name,
    email: profile.email,
    phone: joinPhone(profile.phone),
    newPassword: '',
    newPasswordConfirmation: '',
    currentPassword: '',
    originalEmail: profile.email,
  };
}

/**
 * `PUT /profile` body (SPEC.md §7: e-mail and password). The password is sent when the
 * credentials change: the new one, else the current one (an e-mail-only change).
 */
export function toProfileBody(values: ProfileFormOutput): UpdateProfileBody {
  const phone = values.phone ? splitPhone(values.phone) : null;
  return {
    email: values.email,
    name: values.name,
    ...(phone ? { phone } : {}),
    ...(changesCredentials(values) ? { password: values.newPassword || values.currentPassword } : {}),
  };
}
