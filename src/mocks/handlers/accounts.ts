import * as z from 'zod/mini';
import { updateProfileBodySchema } from '@/features/profile/bodies';
import { createAccountBodySchema } from '@/features/auth/bodies';
import type { SessionUser } from '@/features/auth/api';
import { isValidCpf } from '@/lib/validators/documents';
import { db, nextId, now } from '../db/store';
import type { AccountRecord } from '../db/types';
import { readCaller, requireAccount, requireRecentLogin } from '../lib/auth';
import { badRequest, notFound } from '../lib/errors';
import { updateAuthUser } from '../lib/firebase-admin';
import { companiesOf, findAccountByEmail, sameEmail, toProfile } from '../lib/accounts';
import { readBody } from '../lib/http';
import { resendVerification } from '../lib/verification-mail';
import { activatedAt } from '../lib/decisions';
import { empty, json, refuse } from '../contract/types';
import { existsSchema, sessionUserSchema } from '@/features/auth/api';
import { query } from '../contract/query';
import { profileSchema } from '@/features/profile/api';
import { area } from '../contract/serve';

function toSessionUser(account: AccountRecord): SessionUser {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    type: account.isAdmin ? 'ADMIN' : 'COMMERCE',
    isAdmin: account.isAdmin,
    isSuperAdmin: account.isSuperAdmin,
    status: account.status,
    activatedAt: activatedAt(account.id),
  };
}

function emailQuery(query: URLSearchParams): string {
  const parsed = z.email().safeParse(query.get('email')?.trim());
  if (!parsed.success) throw badRequest('invalid-email');
  return parsed.data;
}

/** The query of the e-mail lookups. */
const byEmail = query({ email: z.email() });
/** The lookups anyone may make are limited per client address (handlers/rate-limits.ts). */
const limited = { TooManyRequests: 429 };
const serve = area('accounts');

export const accountHandlers = [
  /** The session user, whatever its status: the client refuses DISABLED and PENDING itself. */
  serve.get({
    id: 'accounts.sessionUser',
    path: '/user',
    summary: "The caller's account (proved or not) as the session reads it",
    access: 'caller',
    answer: json(sessionUserSchema),
    refusals: { UserNotFound: 404 },
  }, ({ request }) => {
    const { account } = readCaller(request);
    if (!account) throw notFound('UserNotFound');
    return toSessionUser(account);
  }),

  serve.get({
    id: 'profile.get',
    path: '/profile',
    summary: "The caller's profile",
    access: 'account',
    answer: json(profileSchema),
  }, ({ request }) => toProfile(requireAccount(request))),

  /**
   * The account's own data. `email` must be the address it has proven (a change without proof is
   * 400 'EmailChangeNeedsVerification'): the client asks Firebase for a verify-before-update link
   * and reports the new address as `pendingEmail`; the account takes it once a token proves it
   * (lib/auth.ts). A password change is made here, as the Admin SDK would.
   */
  serve.put({
    id: 'profile.update',
    path: '/profile',
    summary: "Update the caller's profile (a new e-mail needs a recent login and verification)",
    access: 'account',
    body: updateProfileBodySchema,
    answer: json(profileSchema),
    refusals: refuse('EmailChangeNeedsVerification'),
  }, async ({ request }) => {
    const account = requireAccount(request);
    const body = await readBody(request, updateProfileBodySchema);
    if (!sameEmail(body.email, account.email)) throw badRequest('EmailChangeNeedsVerification');
    const pending = body.pendingEmail?.trim().toLowerCase();
    if (pending) {
      if (sameEmail(pending, account.email)) throw badRequest('EmailChangeNeedsVerification');
      if (findAccountByEmail(pending)) throw badRequest('email-already-exists');
    }
    if (pending || body.password) requireRecentLogin(request);
    if (body.password) await updateAuthUser(account.uid, { password: body.password });
    if (body.pendingEmail !== undefined) account.pendingEmail = pending ?? null;
    if (body.name) account.name = body.name;
    if (body.phone) account.phone = body.phone;
    return toProfile(account);
  }),

  /** Public: asked before a Firebase user exists (sign-up). */
  serve.get({
    id: 'accounts.userExists',
    path: '/user/exists',
    summary: 'Whether an e-mail has an account (rate-limited per client address)',
    access: 'public',
    query: byEmail,
    answer: json(existsSchema),
    refusals: limited,
  }, ({ query }) => ({ exists: !!findAccountByEmail(emailQuery(query)) })),

  serve.get({
    id: 'accounts.companyExists',
    path: '/profile/company-exists',
    summary: "Whether an e-mail's account belongs to a company (rate-limited)",
    access: 'public',
    query: byEmail,
    answer: json(existsSchema),
    refusals: limited,
  }, ({ request, query }) => {
    readCaller(request);
    const account = findAccountByEmail(emailQuery(query));
    return { exists: !!account && companiesOf(account.id).length > 0 };
  }),

  /**
   * Sign-up: the caller is the Firebase user just created (not verified yet); the account starts
   * PENDING. The token must carry the body's e-mail: an address is registered only by the Firebase
   * user who holds it, so nobody takes an unregistered e-mail before its owner signs up.
   */
  serve.post({
    id: 'accounts.create',
    path: '/account',
    summary: "Create the caller's account after the Firebase sign-up",
    access: 'caller',
    body: createAccountBodySchema,
    answer: json(sessionUserSchema),
    refusals: refuse('CpfAlreadyExists', 'EmailMismatch'),
  }, async ({ request }) => {
    const { claims, account: existing } = readCaller(request, { allowUnverified: true });
    const body = await readBody(request, createAccountBodySchema);
    if (typeof claims.email !== 'string' || !sameEmail(claims.email, body.email)) throw badRequest('EmailMismatch');
    if (existing || findAccountByEmail(body.email)) throw badRequest('email-already-exists');
    if (!isValidCpf(body.cpf)) throw badRequest('cpf: Invalid CPF');
    if (db.accounts.some((a) => a.cpf === body.cpf)) throw badRequest('CpfAlreadyExists');
    const account: AccountRecord = {
      id: nextId('accounts'),
      uid: claims.user_id,
      email: body.email.trim(),
      name: body.name.trim(),
      cpf: body.cpf,
      phone: body.phone,
      accountType: body.accountType,
      isAdmin: false,
      isSuperAdmin: false,
      status: 'PENDING',
      createdAt: now(),
      emailVerified: claims.email_verified === true,
    };
    db.accounts.push(account);
    return toSessionUser(account);
  }),

  /**
   * Resend of the confirmation mail by its unverified user, signed in for it from /participe (the
   * one call besides sign-up an unverified token may make); once a minute (lib/verification-mail.ts).
   */
  serve.post({
    id: 'accounts.resendVerification',
    path: '/account/verification-email',
    summary: 'Send the e-mail verification link again',
    access: 'caller',
    answer: empty,
    refusals: { EmailAlreadyVerified: 400, UserNotFound: 404, VerificationMailTooSoon: 429 },
  }, async ({ request }) => {
    const { claims, account } = readCaller(request, { allowUnverified: true });
    if (!account) throw notFound('UserNotFound');
    if (claims.email_verified === true) throw badRequest('EmailAlreadyVerified');
    await resendVerification(account, request);
    return undefined;
  }),

  /** Legacy-credential migration before a reset mail. Unknown e-mails are a 404 (ignored by the client). */
  serve.patch({
    id: 'accounts.migrateOldUser',
    path: '/account/old-user',
    summary: 'Move an account of the old platform to Firebase (rate-limited; the mock has none)',
    access: 'public',
    query: byEmail,
    answer: json(z.object({ migrated: z.boolean() })),
    refusals: { ...limited, UserNotFound: 404 },
  }, ({ query }) => {
    const account = findAccountByEmail(emailQuery(query));
    if (!account) throw notFound('UserNotFound');
    return { migrated: false };
  }),
];
