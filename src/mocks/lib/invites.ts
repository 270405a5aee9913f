import type { InviteCollaboratorBody } from '@/features/collaborators/api';
import { db, nextId, now } from '../db/store';
import type { AccountRecord, CompanyRecord, InvitationRecord } from '../db/types';
import { badRequest } from './errors';
import { createAuthUser } from './firebase-admin';

/**
 * Invites (docs/product/roles.md; docs/security.md, "Invitations"): the Firebase user of a new person (a
 * collaborator or a platform admin) and the pending invitation of an account that already exists.
 */

/**
 * The account of an invitee without one (a collaborator or a platform admin): PENDING with
 * `invitePending` until its owner follows the password mail and signs in with a verified token
 * (lib/auth.ts noteToken), which makes it ENABLED (docs/identity.md).
 */
export function invitedAccount(fields: Pick<AccountRecord, 'uid' | 'email' | 'name' | 'accountType' | 'isAdmin' | 'isSuperAdmin'>): AccountRecord {
  return { id: nextId('accounts'), cpf: '', phone: null, status: 'PENDING', createdAt: now(), emailVerified: false, invitePending: true, ...fields };
}

/** Only an APPROVED company invites (docs/identity.md): one under review, rejected or suspended may not grow its team. */
export function requireApprovedToInvite(company: CompanyRecord): void {
  if (company.status !== 'APPROVED') throw badRequest('CompanyNotApprovedToInvite');
}

/** A random password for an invited user: the invite mail lets them choose their own. */
function invitePassword(): string {
  return `Convite-${Math.random().toString(36).slice(2, 10)}-${Date.now().toString(36)}`;
}

/** Creates the Firebase user of an invite; a user that already exists there is 'Email já existe!'. */
export async function createInvitedUser(email: string, name: string): Promise<string> {
  try {
    return await createAuthUser({ email, password: invitePassword(), displayName: name });
  } catch (error) {
    if (error instanceof Error && /EMAIL_EXISTS/.test(error.message)) throw badRequest('email-already-exists');
    throw error;
  }
}

/** A pending invitation of `account` to `company`; a second one while the first waits is 'InvitationAlreadyPending'. */
export function inviteExistingAccount(company: CompanyRecord, account: AccountRecord, body: InviteCollaboratorBody, caller: AccountRecord): InvitationRecord {
  if (db.invitations.some((i) => i.companyId === company.id && i.accountId === account.id)) throw badRequest('InvitationAlreadyPending');
  const record: InvitationRecord = {
    id: nextId('invitations'),
    companyId: company.id,
    accountId: account.id,
    name: body.name.trim(),
    email: body.email.trim().toLowerCase(),
    role: body.role,
    invitedByAccountId: caller.id,
    createdAt: now(),
  };
  db.invitations.push(record);
  return record;
}
