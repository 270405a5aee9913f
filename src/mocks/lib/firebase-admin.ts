import { mockConfig } from '../config';

/**
 * What the real backend does with the Firebase Admin SDK, done against the Auth emulator's REST
 * API (the emulator accepts `Bearer owner` as admin credentials). Without an emulator (vitest)
 * these are no-ops that hand back a generated uid.
 */
async function emulator<T>(path: string, body: unknown): Promise<T | null> {
  if (!mockConfig.authEmulatorHost) return null;
  const response = await fetch(
    `http://${mockConfig.authEmulatorHost}/identitytoolkit.googleapis.com/v1/projects/${mockConfig.projectId}${path}`,
    { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer owner' }, body: JSON.stringify(body) },
  );
  const data = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } };
  if (!response.ok) throw new Error(data.error?.message ?? `emulator ${response.status}`);
  return data;
}

let localUid = 0;

/**
 * An invitee's Firebase user: NOT verified (docs/identity.md): the inviter typed the address, nobody has
 * proven it yet. Following the password mail proves it (the emulator, like Firebase, marks the
 * e-mail verified on a password reset by link).
 */
export async function createAuthUser(input: { email: string; password: string; displayName?: string }): Promise<string> {
  const created = await emulator<{ localId: string }>('/accounts', { ...input, emailVerified: false });
  return created?.localId ?? `local-${Date.now().toString(36)}-${++localUid}`;
}

export async function updateAuthUser(uid: string, changes: { email?: string; password?: string; disableUser?: boolean }): Promise<void> {
  await emulator('/accounts:update', { localId: uid, ...changes });
}

/**
 * What the Auth emulator knows of a user (the Admin SDK's getUser): whether the e-mail is
 * verified. Null without an emulator (vitest) or for a user it does not have (seed clients).
 */
export async function lookupAuthUser(uid: string): Promise<{ emailVerified: boolean } | null> {
  const found = await emulator<{ users?: { emailVerified?: boolean }[] }>('/accounts:lookup', { localId: [uid] });
  const user = found?.users?.[0];
  return user ? { emailVerified: user.emailVerified === true } : null;
}

/**
 * The password-setting mail of an invite: a PASSWORD_RESET oob code in the emulator. Once the
 * password is set, the provider's page leads back to Giro's sign-in (`/participe`), not nowhere.
 */
export async function sendPasswordMail(email: string, continueUrl = `${mockConfig.siteUrl}/participe`): Promise<void> {
  if (!mockConfig.authEmulatorHost) return;
  const response = await fetch(
    `http://${mockConfig.authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=mock`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestType: 'PASSWORD_RESET', email, continueUrl }),
    },
  );
  if (!response.ok) throw new Error(`emulator ${response.status}`);
}

/**
 * The confirmation mail of an unverified user, as the Admin SDK's `generateEmailVerificationLink`
 * plus the backend's own mailer would send it: a VERIFY_EMAIL oob code in the emulator (listed by
 * its oobCodes endpoint). A no-op without an emulator (vitest).
 */
export async function sendVerificationMail(email: string, continueUrl?: string): Promise<void> {
  await emulator('/accounts:sendOobCode', { requestType: 'VERIFY_EMAIL', email, returnOobLink: true, ...(continueUrl ? { continueUrl } : {}) });
}
