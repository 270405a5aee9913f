import type { AnnouncementRecord } from '../db/announcements';
import { db } from '../db/store';
import type { AccountRecord, CompanyRecord } from '../db/types';
import { badRequest, notFound, unauthorized } from './errors';
import { isPublic, type Joins } from './announcement-views';
import { isMember, memberOfCompany } from './company-access';

/** Shared by the deal handlers (favorites, interest items, searches, negotiations). */

const MISSING = '—';

export function companyRef(id: number, j?: Joins) {
  const company = j?.companies.get(id) ?? db.companies.find((c) => c.id === id);
  return { id, companyName: company?.companyName ?? MISSING, tradeName: company?.tradeName ?? MISSING };
}

export function personRef(accountId: number) {
  const account = db.accounts.find((a) => a.id === accountId);
  return { id: accountId, name: account?.name ?? MISSING, email: account?.email ?? '' };
}

export function findAnnouncementRecord(id: number): AnnouncementRecord {
  const found = db.announcements.find((a) => a.id === id);
  if (!found) throw notFound('Not Found');
  return found;
}

/** An announcement a buyer may act on: public (else 404) and not of one of the caller's companies. */
export function buyableAnnouncement(id: number, account: AccountRecord, j: Joins): AnnouncementRecord {
  const record = findAnnouncementRecord(id);
  if (!isPublic(record, j)) throw notFound('Not Found');
  if (memberOfCompany(record.companyId, account)) throw badRequest('OwnAnnouncement');
  return record;
}

/** The company the caller acts for: one of theirs (else 401) and APPROVED ('CompanySuspended' while INACTIVE, else 'CompanyNotApproved'). */
export function actingCompany(companyId: number, account: AccountRecord): CompanyRecord {
  const company = db.companies.find((c) => c.id === companyId);
  if (!company) throw notFound('Not Found');
  if (!isMember(company, account)) throw unauthorized('Unauthorized');
  if (company.status === 'INACTIVE') throw badRequest('CompanySuspended');
  if (company.status !== 'APPROVED') throw badRequest('CompanyNotApproved');
  return company;
}

/** Ids of the caller's companies. */
export function companyIdsOf(account: AccountRecord): Set<number> {
  return new Set(db.companies.filter((c) => isMember(c, account)).map((c) => c.id));
}
