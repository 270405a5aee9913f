import { setTokenSource } from '@/lib/api/token';
import type { AuthGateway, AuthIdentity } from '@/features/auth/api';
import { DEV_ACCOUNTS, DEV_PASSWORD } from '@/mocks/db/seed';
import { makeTestToken } from '@/mocks/lib/token';

interface FakeUser {
  uid: string;
  email: string;
  password: string;
  emailVerified: boolean;
}

/** Firebase's client errors carry a `code` like this. */
const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code, name: 'FirebaseError' });

/**
 * An in-memory identity provider with the dev accounts of the emulator seed. It installs a token
 * source that signs the current user's requests for the mock API, like the Firebase one.
 */
export function createFakeAuth() {
  const users = new Map<string, FakeUser>();
  for (const [key, account] of Object.entries(DEV_ACCOUNTS)) {
    users.set(account.email, { uid: account.uid, email: account.email, password: DEV_PASSWORD, emailVerified: key !== 'naoverificado' });
  }
  let current: FakeUser | null = null;
  // When the current user last proved their password (a token's auth_time), as Firebase records it.
  let authTime = 0;
  const listeners = new Set<(identity: AuthIdentity | null) => void>();
  const identity = (user: FakeUser | null): AuthIdentity | null => (user ? { uid: user.uid, email: user.email, emailVerified: user.emailVerified } : null);
  const notify = () => listeners.forEach((listener) => listener(identity(current)));
  const mails: { type: 'verify' | 'reset' | 'verifyAndChange'; email: string; continueUrl: string }[] = [];
  let uidSeq = 0;

  const gateway: AuthGateway = {
    onChange(listener) {
      listeners.add(listener);
      queueMicrotask(() => listener(identity(current)));
      return () => listeners.delete(listener);
    },
    async signIn(email, password) {
      const user = users.get(email.toLowerCase());
      if (!user) throw authError('auth/user-not-found');
      if (user.password !== password) throw authError('auth/wrong-password');
      current = user;
      authTime = Math.floor(Date.now() / 1000);
      notify();
      return identity(user)!;
    },
    async signOut() {
      current = null;
      notify();
    },
    async createUser(email, password) {
      if (users.has(email.toLowerCase())) throw authError('auth/email-already-in-use');
      if (password.length < 6) throw authError('auth/weak-password');
      const user = { uid: `fake-${++uidSeq}`, email: email.toLowerCase(), password, emailVerified: false };
      users.set(user.email, user);
      current = user;
      authTime = Math.floor(Date.now() / 1000);
      notify();
      return identity(user)!;
    },
    async deleteCurrentUser() {
      if (current) users.delete(current.email);
      current = null;
      notify();
    },
    async sendEmailVerification(continueUrl) {
      if (current) mails.push({ type: 'verify', email: current.email, continueUrl });
    },
    async sendPasswordReset(email, continueUrl) {
      if (!users.has(email.toLowerCase())) throw authError('auth/user-not-found');
      mails.push({ type: 'reset', email, continueUrl });
    },
    async confirmPasswordReset(oobCode, newPassword) {
      const user = users.get(oobCode);
      if (!user) throw authError('auth/invalid-action-code');
      user.password = newPassword;
    },
    async applyActionCode(oobCode) {
      const user = users.get(oobCode);
      if (!user) throw authError('auth/invalid-action-code');
      user.emailVerified = true;
    },
    async verifyBeforeUpdateEmail(newEmail, continueUrl) {
      if (current) mails.push({ type: 'verifyAndChange', email: newEmail.toLowerCase(), continueUrl });
    },
    async reauthenticate(email, password) {
      await gateway.signIn(email, password);
    },
    installTokenSource() {
      setTokenSource({ getToken: async () => (current ? makeTestToken(current.uid, { email: current.email, email_verified: current.emailVerified, auth_time: authTime }) : null) });
    },
  };
  return { gateway, users, mails, current: () => current };
}
