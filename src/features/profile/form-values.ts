import { joinPhone } from '@/lib/validators/phone';
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
 * `PUT /profile` body (docs/product/calls.md: e-mail and password). `email` stays the proven one: a new
 * address travels as `pendingEmail` until its link is followed (docs/identity.md). The password is sent
 * only when it changes.
 */
export function toProfileBody(values: ProfileFormOutput): UpdateProfileBody {
  return {
    email: values.originalEmail,
    name: values.name,
    ...(values.phone ? { phone: values.phone } : {}),
    ...(emailChanges(values) ? { pendingEmail: values.email.trim() } : {}),
    ...(values.newPassword ? { password: values.newPassword } : {}),
  };
}
