import type { AuthGateway, AuthIdentity } from '@/features/auth/api';
import { AppError, MESSAGES } from '@/lib/api/errors';
import type { Profile } from './api';
import { changesCredentials, emailChanges, toProfileBody } from './form-values';
import type { ProfileFormOutput } from './schemas';
import { lazyApi } from '@/lib/api/lazy';

/** The calls (and their zod schemas) load with the first request, not with the page. */
const profileApi = lazyApi(() => import('./api').then((m) => m.profileApi));

/** Which step of the profile update failed (the screen puts a wrong password on its field). */
export class CurrentPasswordError extends Error {
  constructor(cause: unknown) {
    super('current password refused', { cause });
    this.name = 'CurrentPasswordError';
  }
}

/**
 * Saves the profile (docs/product/validation.md): needs a signed-in user with an e-mail ('Usuário não
 * encontrado!'). An e-mail or password change first confirms the current password, then
 * `PUT /profile`. A new e-mail is only pending there: Firebase's verify-before-update sends a link
 * to it (`continueUrl` is where the link returns), and the address changes once it is followed
 * (docs/identity.md). A new password signs in again with it.
 */
export async function updateProfileFlow(gateway: AuthGateway, identity: AuthIdentity | null, values: ProfileFormOutput, continueUrl: string): Promise<Profile> {
  if (!identity?.email) throw new AppError(MESSAGES.userNotFound);
  const credentials = changesCredentials(values);
  if (credentials) {
    try {
      await gateway.reauthenticate(identity.email, values.currentPassword);
    } catch (error) {
      throw new CurrentPasswordError(error);
    }
  }
  const saved = await profileApi.update(toProfileBody(values));
  if (emailChanges(values)) {
    try {
      await gateway.verifyBeforeUpdateEmail(values.email.trim(), continueUrl);
    } catch (error) {
      // No link went out: the profile must not show an address waiting for one.
      await profileApi.update({ email: identity.email, pendingEmail: null }).catch(() => undefined);
      throw error;
    }
  }
  if (values.newPassword) await gateway.reauthenticate(identity.email, values.newPassword);
  return saved;
}
