import { setTokenSource } from '@/lib/api/token';
import type { AuthGateway } from './api';

/**
 * The Firebase gateway, loaded after first paint: firebase/auth (about 25 kB gzip) is a chunk of
 * its own that the session asks for as soon as it mounts, instead of a part of every page's first
 * load. Until it arrives the session is 'loading' (the screens show their skeletons) and API calls
 * wait for it, exactly as they wait for Firebase's `authStateReady` once it is there.
 */
type FirebaseModule = typeof import('./firebase-gateway');

let loading: Promise<FirebaseModule> | null = null;

export function loadFirebaseGateway(): Promise<FirebaseModule> {
  loading ??= import('./firebase-gateway').catch((error: unknown) => {
    loading = null; // a failed chunk load may be retried by the next call
    throw error;
  });
  return loading;
}

async function gateway(): Promise<AuthGateway> {
  return (await loadFirebaseGateway()).firebaseGateway;
}

export const lazyFirebaseGateway: AuthGateway = {
  onChange(listener) {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    // Asked for in a task of its own, not in the one that hydrated the page (see AppProviders).
    const timer = setTimeout(() => {
      gateway().then(
        (loaded) => {
          if (active) unsubscribe = loaded.onChange(listener);
        },
        () => {
          // Without Firebase nobody can be signed in: say so rather than load forever.
          if (active) listener(null);
        },
      );
    }, 0);
    return () => {
      active = false;
      clearTimeout(timer);
      unsubscribe?.();
    };
  },
  signIn: async (email, password) => (await gateway()).signIn(email, password),
  signOut: async () => (await gateway()).signOut(),
  createUser: async (email, password) => (await gateway()).createUser(email, password),
  deleteCurrentUser: async () => (await gateway()).deleteCurrentUser(),
  sendEmailVerification: async (continueUrl) => (await gateway()).sendEmailVerification(continueUrl),
  sendPasswordReset: async (email, continueUrl) => (await gateway()).sendPasswordReset(email, continueUrl),
  confirmPasswordReset: async (oobCode, newPassword) => (await gateway()).confirmPasswordReset(oobCode, newPassword),
  applyActionCode: async (oobCode) => (await gateway()).applyActionCode(oobCode),
  verifyBeforeUpdateEmail: async (newEmail, continueUrl) => (await gateway()).verifyBeforeUpdateEmail(newEmail, continueUrl),
  reauthenticate: async (email, password) => (await gateway()).reauthenticate(email, password),
  installTokenSource() {
    setTokenSource({ getToken: async (forceRefresh) => (await loadFirebaseGateway()).firebaseTokenSource.getToken(forceRefresh) });
  },
};
