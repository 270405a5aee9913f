import { joinPhone, splitPhone } from '@/lib/validators/phone';
import type { Profile, UpdateProfileBody } from './api';
import type { ProfileFormOutput, ProfileFormValues } from './schemas';

/**
 * The profile form's values without its rules (those are in schemas.ts, which loads after the
 * page is interactive): a profile → form values, what a change needs, and checked values → the
 * `PUT /profile` body.
 */

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
