import { queryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { MESSAGES } from '@/lib/api/errors';
import { lazyRead } from '@/lib/api/lazy';
import type { AuthGateway, SessionUser } from './api';
import type { SignInResult, SignUpInput } from './flows';

/** The reads (and their zod schemas) load with the first request, not with the page. */
const read = lazyRead(() => import('./api'));

/**
 * The account flows' look-ups (flows.ts, session.tsx, ssr.ts), read with `client.fetchQuery(entry)`.
 * Each is asked afresh every time and kept nowhere (`staleTime`/`gcTime` 0): they are steps of a
 * sign-in or sign-up, not data a screen shows. The flows show their failures (`silent`) and try
 * again themselves (`retryTransient`), so the cache does not (`retry: false`).
 */
const lookup = { staleTime: 0, gcTime: 0, retry: false, meta: { silent: true } } as const;
export const authQueries = {
  all: () => ['auth'] as const,
  /** `GET /user`: who the token belongs to, with the account's status. */
  sessionUser: () => queryOptions({ queryKey: [...authQueries.all(), 'user'] as const, queryFn: () => read((api, http) => http.get('/user', api.sessionUserSchema)), ...lookup }),
  /** `GET /user/exists`: whether an account has this e-mail (before a sign-up). */
  userExists: (email: string) =>
    queryOptions({ queryKey: [...authQueries.all(), 'user-exists', email] as const, queryFn: () => read((api, http) => http.get('/user/exists', api.existsSchema, { email })), ...lookup }),
  /** `GET /profile/company-exists`: whether the account has a company (after a COMMERCE sign-in). */
  companyExists: (email: string) =>
    queryOptions({
      queryKey: [...authQueries.all(), 'company-exists', email] as const,
      queryFn: () => read((api, http) => http.get('/profile/company-exists', api.existsSchema, { email })),
      ...lookup,
    }),
};

/**
 * The session, as the rest of the app reads it: `useAuth()` (state and actions) and
 * `useSessionUser()`. <AuthProvider> (session.tsx) provides it.
 */
export type SessionState =
  | { status: 'loading'; user: null }
  /** `reason: 'sign-out'`: the user left on purpose (no "come back to" redirect). */
  | { status: 'signed-out'; user: null; reason?: 'sign-out' }
  | { status: 'signed-in'; user: SessionUser }
  /**
   * The identity provider has a user but the API could not be asked who it is (5xx, network):
   * still signed in there; guarded pages offer 'Tentar novamente' (`retry`).
   */
  | { status: 'unavailable'; user: null; error: unknown };

export interface AuthContextValue {
  session: SessionState;
  gateway: AuthGateway;
  signIn(email: string, password: string): Promise<SignInResult>;
  signUp(input: SignUpInput): Promise<void>;
  resetPassword(email: string): Promise<void>;
  /** A new confirmation mail for an unverified user who typed their credentials (docs/identity.md). */
  resendVerification(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** Reloads the session user (`GET /user`) after the profile changed name or e-mail. */
  refresh(): Promise<void>;
  /** Asks the API for the session user again after an outage (`status: 'unavailable'`). */
  retry(): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The signed-in user; only for screens rendered behind <RouteGuard>. */
export function useSessionUser(): SessionUser {
  const { session } = useAuth();
  if (session.status !== 'signed-in') throw new Error(MESSAGES.userNotFound);
  return session.user;
}
