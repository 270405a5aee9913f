import { db } from '../db/store';
import type { AccountRecord } from '../db/types';
import { sameEmail } from './accounts';
import { unauthorized } from './errors';
import { decodeToken, type TokenClaims } from './token';

export interface Caller {
  claims: TokenClaims;
  /** Undefined for a Firebase user who has not created an account yet (sign-up in progress). */
  account: AccountRecord | undefined;
}

/**
 * Decodes `Authorization: Bearer <emulator ID token>`. No or bad token → 401. A token whose e-mail
 * is not verified is 401 'EmailNotVerified' unless `allowUnverified` (sign-up and the resend of the
 * confirmation mail only): nothing else trusts an address its user has not proven (docs/identity.md).
 */
export function readCaller(request: Request, { allowUnverified = false }: { allowUnverified?: boolean } = {}): Caller {
  const header = request.headers.get('authorization') ?? '';
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
  if (!token) throw unauthorized('Unauthorized');
  const claims = decodeToken(token);
  if (!claims) throw unauthorized('id-token-revoked');
  if (claims.exp * 1000 <= Date.now()) throw unauthorized('id-token-expired');
  const account = db.accounts.find((a) => a.uid === claims.user_id);
  if (account) noteToken(account, claims);
  if (!allowUnverified && claims.email_verified !== true) throw unauthorized('EmailNotVerified');
  return { claims, account };
}

/**
 * What a valid token tells the server about its account: whether the e-mail is confirmed (Firebase
 * says so in every token, and the admin pages show it); a proven e-mail that differs from the
 * account's is the new address of a verify-before-update link the user followed, so the account
 * takes it; and an invitee whose token is verified has followed the password mail (the only way
 * they can sign in), so their account is ENABLED (docs/identity.md).
 */
function noteToken(account: AccountRecord, claims: TokenClaims): void {
  if (typeof claims.email_verified === 'boolean') account.emailVerified = claims.email_verified;
  if (claims.email_verified !== true) return;
  const proven = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
  if (proven && !sameEmail(proven, account.email) && !db.accounts.some((a) => a !== account && sameEmail(a.email, proven))) account.email = proven;
  if (account.pendingEmail && sameEmail(account.pendingEmail, account.email)) account.pendingEmail = null;
  if (account.invitePending) {
    account.invitePending = false;
    if (account.status === 'PENDING') account.status = 'ENABLED';
  }
}

/** A caller with an ENABLED account. */
export function requireAccount(request: Request): AccountRecord {
  const { account } = readCaller(request);
  if (!account) throw unauthorized('UserNotFound');
  if (account.status === 'DISABLED') throw unauthorized('UserDisabled');
  if (account.status === 'PENDING') throw unauthorized('UserPending');
  return account;
}

/** An ENABLED ADMIN account; a COMMERCE caller gets 401 (docs/mock-api.md). */
export function requireAdmin(request: Request): AccountRecord {
  const account = requireAccount(request);
  if (!account.isAdmin) throw unauthorized('Unauthorized');
  return account;
}

export function requireSuperAdmin(request: Request): AccountRecord {
  const account = requireAdmin(request);
  if (!account.isSuperAdmin) throw unauthorized('insufficient-permission');
  return account;
}

/** How recent a sign-in must be for a change of e-mail or password (Firebase's own rule is 5 minutes). */
const RECENT_LOGIN_SECONDS = 5 * 60;

/**
 * A sensitive change (e-mail, password) needs a token from a recent sign-in: `auth_time`, which a
 * reauthentication renews, within RECENT_LOGIN_SECONDS. A stolen or long-lived session alone is not
 * enough ('requires-recent-login', as Firebase says it).
 */
export function requireRecentLogin(request: Request): void {
  const { claims } = readCaller(request);
  const authTime = typeof claims.auth_time === 'number' ? claims.auth_time : 0;
  if (Date.now() / 1000 - authTime > RECENT_LOGIN_SECONDS) throw unauthorized('requires-recent-login');
}
