import * as z from 'zod/mini';
import { inviteCollaboratorBodySchema, updateCollaboratorBodySchema } from '@/features/collaborators/bodies';
import type { InviteResult } from '@/features/collaborators/api';
import { companyRoleSchema } from '@/features/companies/api';
import { db, nextId, now } from '../db/store';
import type { CollaboratorRecord, CompanyRecord } from '../db/types';
import { requireAccount } from '../lib/auth';
import { badRequest, notFound } from '../lib/errors';
import { sendPasswordMail } from '../lib/firebase-admin';
import { idParam, readBody } from '../lib/http';
import { enumFilter, matchesText, paginate, sortItems } from '../lib/list';
import { findAccountByEmail } from '../lib/accounts';
import { toCollaborator, toCompanyInvitation } from '../lib/collaborator-views';
import { isMember, managedCompany, visibleCompany } from '../lib/company-access';
import { createInvitedUser, invitedAccount, inviteExistingAccount, requireApprovedToInvite } from '../lib/invites';
import { listQuery, text } from '../contract/query';
import { empty, json, page, refuse } from '../contract/types';
import { collaboratorSchema, inviteResultSchema } from '@/features/collaborators/api';
import { area } from '../contract/serve';

/**
 * Members of a company (docs/product/roles.md): owners and company admins invite, change roles and remove.
 * An existing account is invited and joins on accepting (invitations.ts, lib/invites.ts).
 */

function findCollaborator(company: CompanyRecord, collaboratorId: number): CollaboratorRecord {
  const record = db.collaborators.find((c) => c.id === collaboratorId && c.companyId === company.id);
  if (!record) throw notFound('Not Found');
  return record;
}

const serve = area('collaborators');

export const collaboratorHandlers = [
  serve.get<{ companyId: string }>({
    id: 'collaborators.list',
    path: '/company/{companyId}/collaborator/list',
    summary: "A company's members",
    access: 'account',
    query: listQuery({ search: text, role: z.optional(companyRoleSchema) }),
    answer: page(collaboratorSchema),
  }, ({ request, params, query }) => {
    const account = requireAccount(request);
    const company = visibleCompany(idParam(params.companyId), account);
    const role = enumFilter(query, 'role', companyRoleSchema.options);
    const rows = db.collaborators
      .filter((c) => c.companyId === company.id)
      .map((c) => toCollaborator(c, company))
      .filter((c) => !role || c.role === role)
      .filter((c) => matchesText(query.get('search'), c.name, c.email))
      // The owner first, then by name.
      .sort((a, b) => Number(b.isOwner) - Number(a.isOwner) || a.name.localeCompare(b.name, 'pt-BR'));
    return paginate(
      sortItems(rows, query, { name: (c) => c.name, email: (c) => c.email, role: (c) => c.role, createdAt: (c) => c.createdAt }),
      query,
    );
  }),

  /**
   * Invite by e-mail (an APPROVED company only): a new person gets an account, a Firebase user and
   * the password-setting mail, and is a member at once (there is nobody to ask); the account is
   * PENDING until they follow the mail (lib/invites.ts). An existing account — a platform admin's
   * included, answered alike — gets a pending invitation. Someone already in the company is refused.
   */
  serve.patch<{ companyId: string }>({
    id: 'collaborators.invite',
    path: '/company/{companyId}/collaborator/invite',
    summary: 'Add a member, or invite an e-mail without an account',
    access: 'account',
    body: inviteCollaboratorBodySchema,
    answer: json(inviteResultSchema),
    refusals: refuse('CollaboratorAlreadyExists', 'CompanyNotApprovedToInvite', 'InvitationAlreadyPending'),
  }, async ({ request, params }): Promise<InviteResult> => {
    const caller = requireAccount(request);
    const company = managedCompany(idParam(params.companyId), caller);
    requireApprovedToInvite(company);
    const body = await readBody(request, inviteCollaboratorBodySchema);
    const email = body.email.trim().toLowerCase();
    const existing = findAccountByEmail(email);
    if (existing && isMember(company, existing)) throw badRequest('CollaboratorAlreadyExists');
    if (existing) return { result: 'INVITED', invitation: toCompanyInvitation(inviteExistingAccount(company, existing, body, caller)) };
    const uid = await createInvitedUser(email, body.name);
    const owner = db.accounts.find((a) => a.id === company.ownerAccountId);
    const accountType = owner && !owner.isAdmin ? owner.accountType : 'SELLER';
    const account = invitedAccount({ uid, email, name: body.name.trim(), accountType, isAdmin: false, isSuperAdmin: false });
    db.accounts.push(account);
    await sendPasswordMail(email);
    const record: CollaboratorRecord = { id: nextId('collaborators'), companyId: company.id, accountId: account.id, role: body.role, createdAt: now() };
    db.collaborators.push(record);
    return { result: 'MEMBER', collaborator: toCollaborator(record, company) };
  }),

  serve.get<{ companyId: string; collaboratorId: string }>({
    id: 'collaborators.get',
    path: '/company/{companyId}/collaborator/{collaboratorId}',
    summary: 'One member',
    access: 'account',
    answer: json(collaboratorSchema),
  }, ({ request, params }) => {
    const company = visibleCompany(idParam(params.companyId), requireAccount(request));
    return toCollaborator(findCollaborator(company, idParam(params.collaboratorId)), company);
  }),

  serve.put<{ companyId: string; collaboratorId: string }>({
    id: 'collaborators.update',
    path: '/company/{companyId}/collaborator/{collaboratorId}',
    summary: "Change a member's role",
    access: 'account',
    body: updateCollaboratorBodySchema,
    answer: json(collaboratorSchema),
    refusals: refuse('CompanyOwnerLocked'),
  }, async ({ request, params }) => {
    const company = managedCompany(idParam(params.companyId), requireAccount(request));
    const record = findCollaborator(company, idParam(params.collaboratorId));
    const body = await readBody(request, updateCollaboratorBodySchema);
    if (record.accountId === company.ownerAccountId && body.role !== 'ADMIN') throw badRequest('CompanyOwnerLocked');
    record.role = body.role;
    return toCollaborator(record, company);
  }),

  serve.delete<{ companyId: string; collaboratorId: string }>({
    id: 'collaborators.remove',
    path: '/company/{companyId}/collaborator/{collaboratorId}',
    summary: 'Remove a member',
    access: 'account',
    answer: empty,
    refusals: refuse('CompanyOwnerLocked'),
  }, ({ request, params }) => {
    const company = managedCompany(idParam(params.companyId), requireAccount(request));
    const record = findCollaborator(company, idParam(params.collaboratorId));
    if (record.accountId === company.ownerAccountId) throw badRequest('CompanyOwnerLocked');
    db.collaborators.splice(db.collaborators.indexOf(record), 1);
    return undefined;
  }),
];
