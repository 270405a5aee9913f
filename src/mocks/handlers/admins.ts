import * as z from 'zod/mini';
import { inviteAdminParamsSchema, updateAdminBodySchema } from '@/features/admins/bodies';
import { type Admin, adminLevelSchema, adminSchema } from '@/features/admins/api';
import { db } from '../db/store';
import type { AccountRecord } from '../db/types';
import { requireAdmin, requireSuperAdmin } from '../lib/auth';
import { badRequest, invalidInput, notFound, type FieldProblem } from '../lib/errors';
import { sendPasswordMail } from '../lib/firebase-admin';
import { idParam, readBody } from '../lib/http';
import { enumFilter, matchesText, paginate, sortItems } from '../lib/list';
import { findAccountByEmail } from '../lib/accounts';
import { createInvitedUser, invitedAccount } from '../lib/invites';
import { listQuery, text } from '../contract/query';
import { json, page, refuse } from '../contract/types';
import { area } from '../contract/serve';

/**
 * Platform administrators (docs/product/roles.md): every admin lists and views them; only a
 * Super Admin invites (the invitee gets a Firebase user and the password-setting mail) and edits.
 */

function toAdmin(account: AccountRecord): Admin {
  return {
    id: account.id,
    accountId: account.id,
    name: account.name,
    email: account.email,
    level: account.isSuperAdmin ? 'SUPER_ADMIN' : 'ADMIN',
    isSuperAdmin: account.isSuperAdmin,
    status: account.status,
    invitePending: account.invitePending === true,
    createdAt: account.createdAt,
  };
}

function findAdmin(id: number): AccountRecord {
  const account = db.accounts.find((a) => a.id === id && a.isAdmin);
  if (!account) throw notFound('Not Found');
  return account;
}

const serve = area('admins');

export const adminHandlers = [
  serve.get({
    id: 'admins.list',
    path: '/admin/admins',
    summary: 'Platform administrators',
    access: 'admin',
    query: listQuery({ search: text, level: z.optional(adminLevelSchema) }),
    answer: page(adminSchema),
  }, ({ request, query }) => {
    requireAdmin(request);
    const level = enumFilter(query, 'level', adminLevelSchema.options);
    const rows = db.accounts
      .filter((a) => a.isAdmin)
      .map(toAdmin)
      .filter((a) => !level || a.level === level)
      .filter((a) => matchesText(query.get('search'), a.name, a.email))
      .sort((a, b) => Number(b.isSuperAdmin) - Number(a.isSuperAdmin) || a.name.localeCompare(b.name, 'pt-BR'));
    return paginate(sortItems(rows, query, { name: (a) => a.name, email: (a) => a.email, createdAt: (a) => a.createdAt }), query);
  }),

  serve.get({
    id: 'admins.get',
    path: '/admin/profile/{id}',
    summary: 'One administrator',
    access: 'admin',
    answer: json(adminSchema),
  }, ({ request, params }) => {
    requireAdmin(request);
    return toAdmin(findAdmin(idParam(params.id)));
  }),

  /** `PATCH /admin/invite?email&name&level` (docs/product/calls.md: the invite travels in the query string). */
  serve.patch({
    id: 'admins.invite',
    path: '/admin/invite',
    summary: 'Invite an administrator (the invitation is in the query string)',
    access: 'superAdmin',
    query: inviteAdminParamsSchema,
    answer: json(adminSchema),
  }, async ({ request, query }) => {
    requireSuperAdmin(request);
    const parsed = inviteAdminParamsSchema.safeParse(Object.fromEntries(query));
    if (!parsed.success) throw invalidInput(parsed.error.issues.map((i): FieldProblem => `${i.path.join('.')}: ${i.message}`));
    const { name, level } = parsed.data;
    const email = parsed.data.email.trim().toLowerCase();
    if (findAccountByEmail(email)) throw badRequest('email-already-exists');
    const uid = await createInvitedUser(email, name);
    // PENDING until they follow the password mail and sign in (lib/invites.ts, lib/auth.ts).
    const account = invitedAccount({ uid, email, name: name.trim(), accountType: 'ADMIN', isAdmin: true, isSuperAdmin: level === 'SUPER_ADMIN' });
    db.accounts.push(account);
    await sendPasswordMail(email);
    return toAdmin(account);
  }),

  /** Name, level and status of an admin; nobody changes their own level or status. */
  serve.patch({
    id: 'admins.update',
    path: '/admin/admin-profile/{accountId}',
    summary: "Change an administrator's name, level or status",
    access: 'superAdmin',
    body: updateAdminBodySchema,
    answer: json(adminSchema),
    refusals: refuse('OwnAdminLevelLocked'),
  }, async ({ request, params }) => {
    const caller = requireSuperAdmin(request);
    const account = findAdmin(idParam(params.accountId));
    const body = await readBody(request, updateAdminBodySchema);
    const ownChange = account.id === caller.id && (body.level !== 'SUPER_ADMIN' || body.status !== 'ENABLED');
    if (ownChange) throw badRequest('OwnAdminLevelLocked');
    account.name = body.name.trim();
    account.isSuperAdmin = body.level === 'SUPER_ADMIN';
    account.status = body.status;
    return toAdmin(account);
  }),
];
