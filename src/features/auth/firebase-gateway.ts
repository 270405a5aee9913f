import {
  applyActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  verifyBeforeUpdateEmail,
  type User,
} from 'firebase/auth';
import { getFirebaseAuth, installFirebaseTokenSource } from '@/lib/firebase';

export { firebaseTokenSource } from '@/lib/firebase';
import type { AuthGateway, AuthIdentity } from './api';

const identity = (user: User): AuthIdentity => ({ uid: user.uid, email: user.email, emailVerified: user.emailVerified });

export const firebaseGateway: AuthGateway = {
  onChange: (listener) => onAuthStateChanged(getFirebaseAuth(), (user) => listener(user ? identity(user) : null)),
  signIn: async (email, password) => identity((await signInWithEmailAndPassword(getFirebaseAuth(), email, password)).user),
  signOut: () => signOut(getFirebaseAuth()),
  createUser: async (email, password) => identity((await createUserWithEmailAndPassword(getFirebaseAuth(), email, password)).user),
  deleteCurrentUser: async () => {
    const user = getFirebaseAuth().currentUser;
    if (user) await deleteUser(user);
  },
  sendEmailVerification: async (continueUrl) => {
    const user = getFirebaseAuth().currentUser;
    if (user) await sendEmailVerification(user, { url: continueUrl });
  },
  sendPasswordReset: (email, continueUrl) => {
    const auth = getFirebaseAuth();
    auth.languageCode = 'pt-br';
    return sendPasswordResetEmail(auth, email, { url: continueUrl });
  },
  confirmPasswordReset: (oobCode, newPassword) => confirmPasswordReset(getFirebaseAuth(), oobCode, newPassword),
  applyActionCode: (oobCode) => applyActionCode(getFirebaseAuth(), oobCode),
  verifyBeforeUpdateEmail: async (newEmail, continueUrl) => {
    const auth = getFirebaseAuth();
    if (!auth.currentUser) return;
    auth.languageCode = 'pt-br';
    await verifyBeforeUpdateEmail(auth.currentUser, newEmail, { url: continueUrl });
  },
  reauthenticate: async (email, password) => {
    const auth = getFirebaseAuth();
    if (!auth.currentUser) {
      await signInWithEmailAndPassword(auth, email, password);
      return;
    }
    await reauthenticateWithCredential(auth.currentUser, EmailAuthProvider.credential(email, password));
  },
  installTokenSource: installFirebaseTokenSource,
};
