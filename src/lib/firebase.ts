import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth, onIdTokenChanged, type Auth } from 'firebase/auth';
import { env } from './env';
import { writeSessionCookie } from './session-cookie';
import { setTokenSource, type TokenSource } from './api/token';

/**
 * Firebase Auth, created once per tab with the smallest persistence set (local storage only, no
 * popup/redirect resolver). In development and tests NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST
 * points it at the emulator.
 */
let auth: Auth | undefined;

export function getFirebaseAuth(): Auth {
  if (auth) return auth;
  const app: FirebaseApp = getApps().length
    ? getApp()
    : initializeApp({
        apiKey: env.firebase.apiKey,
        authDomain: env.firebase.authDomain,
        projectId: env.firebase.projectId,
        appId: env.firebase.appId || undefined,
      });
  auth = initializeAuth(app, { persistence: browserLocalPersistence });
  auth.languageCode = 'pt-br';
  if (env.firebase.emulatorHost) {
    connectAuthEmulator(auth, env.firebase.emulatorHost, { disableWarnings: true });
  }
  // The session cookie follows the token: set on sign-in and on every refresh, cleared on sign-out.
  onIdTokenChanged(auth, (user) => {
    if (!user) writeSessionCookie(null);
    else user.getIdToken().then(writeSessionCookie, () => writeSessionCookie(null));
  });
  return auth;
}

/** The bearer token of the signed-in Firebase user (after `authStateReady`), or null. */
export const firebaseTokenSource: TokenSource = {
  async getToken(forceRefresh) {
    const current = getFirebaseAuth();
    await current.authStateReady();
    return current.currentUser ? current.currentUser.getIdToken(forceRefresh) : null;
  },
};

/** Makes the API client take its bearer token from Firebase. */
export function installFirebaseTokenSource(): void {
  setTokenSource(firebaseTokenSource);
}
