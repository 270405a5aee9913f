import * as z from 'zod/mini';
import { http } from '@/lib/api/client';
import { ACCOUNT_STATUSES } from '@/lib/status';
import type { CreateAccountBody } from './bodies';

/** Account status (docs/product/statuses.md): ENABLED, DISABLED, PENDING. */
export const accountStatusSchema = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** Account types (docs/product/roles.md). */
export const accountTypeSchema = z.enum(['SELLER', 'BUYER', 'ADMIN']);
export type AccountType = z.infer<typeof accountTypeSchema>;

/** `GET /user`: the session user (docs/product/records.md) plus its account status. */
export const sessionUserSchema = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string(),
  type: z.enum(['ADMIN', 'COMMERCE']),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
  status: accountStatusSchema,
  /**
   * ISO date-time when the Giro team activated the account (PENDING → ENABLED); null (or absent)
   * when no admin ever did (created active). The sign-in page's one-time notice reads it
   * (pending-activation.ts).
   */
  activatedAt: z.optional(z.nullable(z.string())),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

// The body's schema is the mock's (src/mocks/contract/bodies/accounts.ts).
export type { CreateAccountBody };
export const existsSchema = z.object({ exists: z.boolean() });

export const authApi = {
  createAccount: (body: CreateAccountBody) => http.post('/account', sessionUserSchema, body),
  /** docs/identity.md: a new confirmation mail for the signed-in, unverified user (once a minute, else 429). */
  resendVerification: () => http.post('/account/verification-email', z.unknown()),
  /** Legacy-credential migration before a reset mail; the caller ignores its failure (docs/product/validation.md). */
  migrateOldUser: (email: string) => http.patch('/account/old-user', z.unknown(), undefined, { email }),
};

/**
 * What Giro needs from the identity provider (docs/product/calls.md "Auth provider"). The app uses the
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
  /**
   * Firebase's verify-before-update: a link to `newEmail`; the signed-in user's e-mail changes only
   * once it is followed (docs/identity.md).
   */
  verifyBeforeUpdateEmail(newEmail: string, continueUrl: string): Promise<void>;
  /** Re-authenticates the current user (after an e-mail or password change). */
  reauthenticate(email: string, password: string): Promise<void>;
  /** Installs this provider as the API client's token source. */
  installTokenSource(): void;
}
