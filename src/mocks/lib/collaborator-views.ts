import type { Collaborator, CompanyInvitation, ReceivedInvitation } from '@/features/collaborators/api';
import { db } from '../db/store';
import type { CollaboratorRecord, CompanyRecord, InvitationRecord } from '../db/types';

/** The answer shapes of collaborators and invitations (docs/product/calls.md; docs/security.md, "Invitations"). */

export function toCollaborator(record: CollaboratorRecord, company: CompanyRecord): Collaborator {
  const account = db.accounts.find((a) => a.id === record.accountId);
  return {
    id: record.id,
    collaboratorId: record.id,
    companyId: record.companyId,
    accountId: record.accountId,
    name: account?.name ?? '',
    email: account?.email ?? '',
    role: record.role,
    isOwner: company.ownerAccountId === record.accountId,
    status: account?.status ?? 'DISABLED',
    createdAt: record.createdAt,
  };
}

/**
 * The company's view: only what the inviter typed. Nothing of the account itself (its name, status,
 * whether it is a platform admin) shows before the person accepts.
 */
export function toCompanyInvitation(record: InvitationRecord): CompanyInvitation {
  return { id: record.id, companyId: record.companyId, name: record.name, email: record.email, role: record.role, createdAt: record.createdAt };
}

/** The invitee's view: which company, with what role, sent by whom. */
export function toReceivedInvitation(record: InvitationRecord, company: CompanyRecord): ReceivedInvitation {
  return {
    id: record.id,
    company: { id: company.id, companyName: company.companyName, tradeName: company.tradeName },
    role: record.role,
    invitedBy: db.accounts.find((a) => a.id === record.invitedByAccountId)?.name ?? '',
    createdAt: record.createdAt,
  };
}
