import * as z from 'zod/mini';
import { accountStatusSchema } from '@/features/auth/api';
import { updateClientBodySchema } from '../contract/bodies/accounts';
import { type Client, type ClientDetail, clientDetailSchema, clientSchema, clientTypeSchema } from '@/features/clients/api';
import { db } from '../db/store';
import type { AccountRecord } from '../db/types';
import { requireAdmin } from '../lib/auth';
import { notFound } from '../lib/errors';
import { lookupAuthUser } from '../lib/firebase-admin';
import { idParam, readBody } from '../lib/http';
import { createdPeriod, enumFilter, matchesText, paginate, sortItems } from '../lib/list';
import { companiesOf, toProfile } from '../lib/accounts';
import { resendVerification } from '../lib/verification-mail';
import { recordAccountStatus } from '../lib/decisions';
import { createdDays, listQuery, text } from '../contract/query';
import { empty, json, page } from '../contract/types';
import { area } from '../contract/serve';

/**
 * Clients as an admin sees them (docs/product/calls.md). A DISABLED client is refused by `requireAccount`
 * on its next request (401) and `GET /user` tells the sign-in 'Usuário inativo!'.
 */

type ClientAccount = AccountRecord & { accountType: 'SELLER' | 'BUYER' };

const isClient = (account: AccountRecord): account is ClientAccount => !account.isAdmin && account.accountType !== 'ADMIN';

function toClient(account: ClientAccount): Client {
  // The profile's fields, with the narrower client type (SELLER or BUYER) and the admin's extras.
  return {
    ...toProfile(account),
    accountId: account.id,
    accountType: account.accountType,
    emailVerified: account.emailVerified,
    companiesCount: companiesOf(account.id).length,
  };
}

function toClientDetail(account: ClientAccount): ClientDetail {
  return {
    ...toClient(account),
    companies: companiesOf(account.id).map((company) => {
      const member = db.collaborators.find((c) => c.companyId === company.id && c.accountId === account.id);
      const isOwner = company.ownerAccountId === account.id;
      return {
        companyId: company.id,
        companyName: company.companyName,
        cnpj: company.cnpj,
        status: company.status,
        role: isOwner ? 'ADMIN' : (member?.role ?? 'COLLABORATOR'),
        isOwner,
      };
    }),
  };
}

function findClient(id: number): ClientAccount {
  const account = db.accounts.find((a) => a.id === id);
  if (!account || !isClient(account)) throw notFound('Not Found');
  return account;
}

const serve = area('clients');

export const clientHandlers = [
  serve.get({
    id: 'clients.list',
    path: '/admin/clients',
    summary: 'Buyer and seller accounts',
    access: 'admin',
    query: listQuery({ name: text, email: text, type: z.optional(clientTypeSchema), status: z.optional(accountStatusSchema), ...createdDays }),
    answer: page(clientSchema),
  }, ({ request, query }) => {
    requireAdmin(request);
    const type = enumFilter(query, 'type', clientTypeSchema.options);
    const status = enumFilter(query, 'status', accountStatusSchema.options);
    const created = createdPeriod(query);
    const rows = db.accounts
      .filter(isClient)
      .filter((a) => created(a.createdAt))
      .filter((a) => !type || a.accountType === type)
      .filter((a) => !status || a.status === status)
      .filter((a) => matchesText(query.get('name'), a.name))
      .filter((a) => matchesText(query.get('email'), a.email))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .map(toClient);
    return paginate(
      sortItems(rows, query, { name: (c) => c.name, email: (c) => c.email, status: (c) => c.status, createdAt: (c) => c.createdAt }),
      query,
    );
  }),

  /**
   * A client's page asks the identity provider whether the e-mail is verified, as the backend's
   * Admin SDK would: the client may have followed the link without signing in since. Without an
   * answer (no emulator, a seed client, a failure) the last known state stands.
   */
  serve.get({
    id: 'clients.get',
    path: '/admin/client/{id}',
    summary: 'One client with its companies',
    access: 'admin',
    answer: json(clientDetailSchema),
  }, async ({ request, params }) => {
    requireAdmin(request);
    const account = findClient(idParam(params.id));
    const user = await lookupAuthUser(account.uid).catch(() => null);
    if (user) account.emailVerified = user.emailVerified;
    return toClientDetail(account);
  }),

  /** An admin resends a client's confirmation mail (docs/identity.md): 204, or 400/429 as the user's own resend. */
  serve.post({
    id: 'clients.resendVerification',
    path: '/admin/client/{id}/verification-email',
    summary: "Send a client's verification link again",
    access: 'admin',
    answer: empty,
    refusals: { EmailAlreadyVerified: 400, VerificationMailTooSoon: 429 },
  }, async ({ request, params }) => {
    requireAdmin(request);
    const account = findClient(idParam(params.id));
    const user = await lookupAuthUser(account.uid).catch(() => null);
    if (user) account.emailVerified = user.emailVerified;
    await resendVerification(account, request);
    return undefined;
  }),

  /** Activate (ENABLED) or deactivate (DISABLED) a client's account; the decision is recorded (docs/moderation.md "Accounts"). */
  serve.put({
    id: 'clients.setStatus',
    path: '/admin/profile/{accountId}',
    summary: 'Enable or disable a client',
    access: 'admin',
    body: updateClientBodySchema,
    answer: json(clientDetailSchema),
  }, async ({ request, params }) => {
    const admin = requireAdmin(request);
    const account = findClient(idParam(params.accountId));
    const body = await readBody(request, updateClientBodySchema);
    recordAccountStatus(account, body.status, admin);
    account.status = body.status;
    return toClientDetail(account);
  }),
];
