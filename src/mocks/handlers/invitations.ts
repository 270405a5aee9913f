import * as z from 'zod/mini';
import { db, nextId, now } from '../db/store';
import type { AccountRecord, InvitationRecord } from '../db/types';
import { sameEmail } from '../lib/accounts';
import { requireAccount } from '../lib/auth';
import { notFound } from '../lib/errors';
import { idParam } from '../lib/http';
import { toCollaborator, toCompanyInvitation, toReceivedInvitation } from '../lib/collaborator-views';
import { managedCompany, membershipOf, visibleCompany } from '../lib/company-access';
import { empty, json } from '../contract/types';
import { collaboratorSchema, companyInvitationSchema, receivedInvitationSchema } from '@/features/collaborators/api';
import { area } from '../contract/serve';

/**
 * Invitations to accounts that already exist (docs/security.md, "Invitations"):
 * the company invites, the person accepts or declines, and joins only on accepting. A platform
 * admin's e-mail gets the same invitation as anyone's (so the inviter learns nothing), but admins
 * are never offered it and cannot accept it: they never join a company.
 */

/**
 * An invitation is the caller's when it names their account AND the address they have proven
 * (docs/identity.md): the account's e-mail changes only once a token proves the new one (lib/auth.ts), so
 * an account that moved away from the invited address no longer answers for it.
 */
const isFor = (invitation: InvitationRecord, account: AccountRecord) =>
  invitation.accountId === account.id && account.emailVerified && sameEmail(invitation.email, account.email);

/** The caller's own invitation, answerable: anyone else's, or any for an admin, is a 404. */
function ownInvitation(request: Request, id: number): { invitation: InvitationRecord; account: AccountRecord } {
  const account = requireAccount(request);
  const invitation = db.invitations.find((i) => i.id === id && isFor(i, account));
  if (!invitation || account.isAdmin) throw notFound('Not Found');
  return { invitation, account };
}

function drop(invitation: InvitationRecord): void {
  db.invitations.splice(db.invitations.indexOf(invitation), 1);
}

const newestFirst = (a: InvitationRecord, b: InvitationRecord) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

const serve = area('invitations');

export const invitationHandlers = [
  /** The company's pending invitations: its members and platform admins read them. */
  serve.get<{ companyId: string }>({
    id: 'invitations.ofCompany',
    path: '/company/{companyId}/invitation/list',
    summary: "A company's pending invitations",
    access: 'account',
    answer: json(z.array(companyInvitationSchema)),
  }, ({ request, params }) => {
    const company = visibleCompany(idParam(params.companyId), requireAccount(request));
    return db.invitations
      .filter((i) => i.companyId === company.id)
      .sort(newestFirst)
      .map(toCompanyInvitation);
  }),

  /** The owner or a company admin withdraws an invitation. */
  serve.delete<{ companyId: string; invitationId: string }>({
    id: 'invitations.cancel',
    path: '/company/{companyId}/invitation/{invitationId}',
    summary: 'Cancel an invitation',
    access: 'account',
    answer: empty,
  }, ({ request, params }) => {
    const company = managedCompany(idParam(params.companyId), requireAccount(request));
    const invitation = db.invitations.find((i) => i.id === idParam(params.invitationId) && i.companyId === company.id);
    if (!invitation) throw notFound('Not Found');
    drop(invitation);
    return undefined;
  }),

  /** The caller's pending invitations (none for a platform admin). */
  serve.get({
    id: 'invitations.received',
    path: '/company/invitations/me',
    summary: 'Invitations addressed to the caller',
    access: 'account',
    answer: json(z.array(receivedInvitationSchema)),
  }, ({ request }) => {
    const account = requireAccount(request);
    if (account.isAdmin) return [];
    return db.invitations
      .filter((i) => isFor(i, account))
      .sort(newestFirst)
      .flatMap((i) => {
        const company = db.companies.find((c) => c.id === i.companyId);
        return company ? [toReceivedInvitation(i, company)] : [];
      });
  }),

  /** Joins the company with the invitation's role (kept as it is if already a member); answers the membership. */
  serve.post<{ id: string }>({
    id: 'invitations.accept',
    path: '/company/invitations/{id}/accept',
    summary: 'Join the company that invited the caller',
    access: 'account',
    answer: json(collaboratorSchema),
  }, ({ request, params }) => {
    const { invitation, account } = ownInvitation(request, idParam(params.id));
    const company = db.companies.find((c) => c.id === invitation.companyId);
    if (!company) throw notFound('Not Found');
    drop(invitation);
    const existing = membershipOf(company.id, account.id);
    if (existing) return toCollaborator(existing, company);
    const record = { id: nextId('collaborators'), companyId: company.id, accountId: account.id, role: invitation.role, createdAt: now() };
    db.collaborators.push(record);
    return toCollaborator(record, company);
  }),

  serve.post<{ id: string }>({
    id: 'invitations.decline',
    path: '/company/invitations/{id}/decline',
    summary: 'Decline an invitation',
    access: 'account',
    answer: empty,
  }, ({ request, params }) => {
    drop(ownInvitation(request, idParam(params.id)).invitation);
    return undefined;
  }),
];
