import { AppError, DOMAIN_MESSAGES, MESSAGES } from '@/lib/api/errors';
import { isTransient } from '@/lib/api/http-error';
import type { QueryClient } from '@tanstack/react-query';
import type { CreateAccountBody, SessionUser } from './api';
import type { AuthGateway, AuthIdentity } from './api';
import { lazyApi } from '@/lib/api/lazy';
import { authQueries } from './queries';

/** The calls (and their zod schemas) load with the first request, not with the page. */
const authApi = lazyApi(() => import('./api').then((m) => m.authApi));

/**
 * The account flows of docs/auth-and-ssr.md, as plain functions over the auth gateway and the API
 * (its look-ups through `client`, the tab's query client), so they can be tested without a browser.
 */

/** Tries of a sign-in's or a session check's read, and the pause before the next one (× the try). */
export const READ_ATTEMPTS = 3;
const READ_BACKOFF_MS = 400;

/**
 * A read of the session, asked again after a server hiccup (5xx, network): one lost `GET /user`
 * should neither send a user back to the password nor sign out a restored session. A refusal
 * (unverified, DISABLED, PENDING, 4xx) is final at once.
 */
export async function retryTransient<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (attempt >= READ_ATTEMPTS || !isTransient(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, READ_BACKOFF_MS * attempt));
    }
  }
}

/** After Firebase sign-in: verified e-mail, then `GET /user`, then the account status. */
export async function verifySession(client: QueryClient, identity: AuthIdentity): Promise<SessionUser> {
  if (!identity.emailVerified) throw new AppError(MESSAGES.emailNotVerified);
  const user = await client.fetchQuery(authQueries.sessionUser());
  if (user.status === 'DISABLED') throw new AppError(MESSAGES.userDisabled);
  if (user.status === 'PENDING') throw new AppError(MESSAGES.userPending);
  return user;
}

export interface SignInResult {
  user: SessionUser;
  /** COMMERCE users without a company are sent to /empresas/nova. */
  hasCompany: boolean;
}

/** A failed sign-in signs the user out (docs/product/calls.md) — the caller clears cached data. */
export async function signInFlow(gateway: AuthGateway, client: QueryClient, email: string, password: string): Promise<SignInResult> {
  try {
    const identity = await gateway.signIn(email.trim(), password);
    const user = await retryTransient(() => verifySession(client, identity));
    const hasCompany = user.type === 'COMMERCE' ? (await retryTransient(() => client.fetchQuery(authQueries.companyExists(user.email)))).exists : true;
    return { user, hasCompany };
  } catch (error) {
    await gateway.signOut().catch(() => undefined);
    throw error;
  }
}

export interface SignUpInput extends CreateAccountBody {
  password: string;
}

/**
 * `GET /user/exists` → Firebase user → `POST /account` → verification mail → sign out.
 * If the account call fails, the Firebase user is deleted again: nothing is half-created.
 */
export async function signUpFlow(gateway: AuthGateway, client: QueryClient, input: SignUpInput, continueUrl: string): Promise<void> {
  const { password, ...account } = input;
  if ((await client.fetchQuery(authQueries.userExists(account.email))).exists) throw new AppError('Email já existe!');
  await gateway.createUser(account.email, password);
  try {
    await authApi.createAccount(account);
  } catch (error) {
    await gateway.deleteCurrentUser().catch(() => undefined);
    await gateway.signOut().catch(() => undefined);
    throw error;
  }
  try {
    await gateway.sendEmailVerification(withVerifiedFlag(continueUrl));
  } finally {
    await gateway.signOut().catch(() => undefined);
  }
}

/**
 * 'Reenviar e-mail de confirmação' on /participe (docs/identity.md): signs in with what the form holds
 * (the password proves it is the owner), asks the API for a new mail (once a minute per account,
 * else 429) and signs out again. An e-mail confirmed meanwhile has nothing to resend.
 */
export async function resendVerificationFlow(gateway: AuthGateway, email: string, password: string): Promise<void> {
  try {
    const identity = await gateway.signIn(email.trim(), password);
    if (identity.emailVerified) throw new AppError(DOMAIN_MESSAGES.EmailAlreadyVerified);
    await authApi.resendVerification();
  } finally {
    await gateway.signOut().catch(() => undefined);
  }
}

/** Legacy migration first (its failure is ignored, docs/product/validation.md), then the reset mail. */
export async function resetPasswordFlow(gateway: AuthGateway, email: string, continueUrl: string): Promise<void> {
  await authApi.migrateOldUser(email.trim()).catch(() => undefined);
  await gateway.sendPasswordReset(email.trim(), continueUrl);
}

/** The flag of the verification mail's return: /participe then says the e-mail is confirmed. */
export const VERIFIED_PARAM = 'verificado';

/**
 * The verification mail's continue URL. The provider's own page applies the link's code and then
 * links back without it, so the return carries `verificado=1` for /participe to say so.
 */
function withVerifiedFlag(continueUrl: string): string {
  return `${continueUrl}${continueUrl.includes('?') ? '&' : '?'}${VERIFIED_PARAM}=1`;
}

/** Where reset and verification links return (docs/product/screens.md). */
export function participeUrl(siteUrl: string): string {
  const origin = siteUrl || (typeof window !== 'undefined' ? window.location.origin : '');
  return `${origin}/participe`;
}
