import * as z from 'zod/mini';
import { createAccountBodySchema, type SessionUser } from '@/features/auth/api';
import { updateProfileBodySchema } from '@/features/profile/api';
import { isValidCpf } from '@/lib/validators/documents';
import { db, nextId, now } from '../db/store';
import type { AccountRecord } from '../db/types';
import { readCaller, requireAccount, requireRecentLogin } from '../lib/auth';
import { badRequest, notFound, unauthorized } from '../lib/errors';
import { updateAuthUser } from '../lib/firebase-admin';
import { companiesOf, findAccountByEmail, sameEmail, toProfile } from '../lib/accounts';
import { readBody, route } from '../lib/http';

function toSessionUser(account: AccountRecord): SessionUser {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    type: account.isAdmin ? 'ADMIN' : 'COMMERCE',
    isAdmin: account.isAdmin,
    isSuperAdmin: account.isSuperAdmin,
    status: account.status,
  };
}

function emailQuery(query: URLSearchParams): string {
  const parsed = z.email().safeParse(query.get('email')?.trim());
  if (!parsed.success) throw badRequest('invalid-email');
  return parsed.data;
}

export const accountHandlers = [
  /** The session user, whatever its status: the client refuses DISABLED and PENDING itself. */
  route.get('/user', ({ request }) => {
    const { account } = readCaller(request);
    if (!account) throw notFound('UserNotFound');
    return toSessionUser(account);
  }),

  route.get('/profile', ({ request }) => toProfile(requireAccount(request))),

  route.put('/profile', async ({ request }) => {
    const account = requireAccount(request);
    const body = await readBody(request, updateProfileBodySchema);
    const other = findAccountByEmail(body.email);
    if (other && other.id !== account.id) throw badRequest('email-already-exists');
    const emailChanged = !sameEmail(body.email, account.email);
    if (emailChanged || body.password) {
      requireRecentLogin(request);
      await updateAuthUser(account.uid, { email: emailChanged ? body.email : undefined, password: body.password });
    }
    account.email = body.email.trim();
    if (body.name) account.name = body.name;
    if (body.phone) account.phone = body.phone;
    return toProfile(account);
  }),

  /** Public: asked before a Firebase user exists (sign-up). */
  route.get('/user/exists', ({ query }) => ({ exists: !!findAccountByEmail(emailQuery(query)) })),

  route.get('/profile/company-exists', ({ request, query }) => {
    readCaller(request);
    const account = findAccountByEmail(emailQuery(query));
    return { exists: !!account && companiesOf(account.id).length > 0 };
  }),

  /** Sign-up: the caller is the Firebase user just created; the account starts PENDING. */
  route.post('/account', async ({ request }) => {
    const { claims, account: existing } = readCaller(request);
    const body = await readBody(request, createAccountBodySchema);
    if (existing || findAccountByEmail(body.email)) throw badRequest('email-already-exists');
    if (claims.email && !sameEmail(claims.email, body.email)) throw unauthorized('Unauthorized');
    if (!isValidCpf(body.cpf)) throw badRequest('CPF inválido');
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

  /** Legacy-credential migration before a reset mail. Unknown e-mails are a 404 (ignored by the client). */
  route.patch('/account/old-user', ({ query }) => {
    const account = findAccountByEmail(emailQuery(query));
    if (!account) throw notFound('UserNotFound');
    return { migrated: false };
  }),
];
