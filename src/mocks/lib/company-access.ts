import { db } from '../db/store';
import type { AccountRecord, CollaboratorRecord, CompanyRecord } from '../db/types';
import { notFound, unauthorized } from './errors';

/**
 * Who belongs to a company and who manages it (docs/product/roles.md): the checks every handler that acts
 * for a company makes (companies, collaborators, invitations, announcements, files, deals).
 */

export function findCompany(id: number): CompanyRecord {
  const company = db.companies.find((c) => c.id === id);
  if (!company) throw notFound('Not Found');
  return company;
}

export function membershipOf(companyId: number, accountId: number): CollaboratorRecord | undefined {
  return db.collaborators.find((c) => c.companyId === companyId && c.accountId === accountId);
}

/** docs/product/roles.md: the owner or a member with the role ADMIN may manage the company. */
export function canManage(company: CompanyRecord, account: AccountRecord): boolean {
  return company.ownerAccountId === account.id || membershipOf(company.id, account.id)?.role === 'ADMIN';
}

export function isMember(company: CompanyRecord, account: AccountRecord): boolean {
  return company.ownerAccountId === account.id || !!membershipOf(company.id, account.id);
}

/** A company the caller may see: a member's, or any for a platform admin. Others are a 404. */
export function visibleCompany(id: number, account: AccountRecord): CompanyRecord {
  const company = findCompany(id);
  if (!account.isAdmin && !isMember(company, account)) throw notFound('Not Found');
  return company;
}

/** A company the caller manages; a member who does not is refused (401). */
export function managedCompany(id: number, account: AccountRecord): CompanyRecord {
  const company = visibleCompany(id, account);
  if (!canManage(company, account)) throw unauthorized('insufficient-permission');
  return company;
}

/** Whether the account belongs to the company `companyId` (false when there is no such company). */
export function memberOfCompany(companyId: number, account: AccountRecord): boolean {
  const company = db.companies.find((c) => c.id === companyId);
  return !!company && isMember(company, account);
}
