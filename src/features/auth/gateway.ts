/**
 * What Giro needs from the identity provider (SPEC.md §7 "Auth provider"). The app uses the
 * Firebase implementation (firebase-gateway.ts); component tests pass a fake.
 */
export interface AuthIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

export interface AuthGateway {
  /** Calls back with the signed-in identity (or null) now and on every change. */
  onChange(listener: (identity: AuthIdentity | null) => void): () => void;
  signIn(email: string, password: string): Promise<AuthIdentity>;
  signOut(): Promise<void>;
  /** Creates the user and signs it in. */
  createUser(email: string, password: string): Promise<AuthIdentity>;
  /** Deletes the signed-in user (undoing a sign-up whose account call failed). */
  deleteCurrentUser(): Promise<void>;
  sendEmailVerification(continueUrl: string): Promise<void>;
  /** Password-reset mail in pt-br whose continue URL returns to /participe. */
  sendPasswordReset(email: string, continueUrl: string): Promise<void>;
  confirmPasswordReset(oobCode: string, newPassword: string): Promise<void>;
  applyActionCode(oobCode: string): Promise<void>;
  /** Re-authenticates the current user (after an e-mail or password change). */
  reauthenticate(email: string, password: string): Promise<void>;
  /** Installs this provider as the API client's token source. */
  installTokenSource(): void;
}
