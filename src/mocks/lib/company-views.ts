import type { Company, CompanySummary } from '@/features/companies/api';
import { db } from '../db/store';
import type { CompanyIdentity, CompanyRecord } from '../db/types';

/** The answers' shapes of a company record (handlers/companies.ts). */

const parentName = (record: CompanyRecord) =>
  record.parentCompanyId === null ? null : (db.companies.find((c) => c.id === record.parentCompanyId)?.companyName ?? null);

export function toSummary(record: CompanyRecord): CompanySummary {
  return {
    id: record.id,
    companyId: record.id,
    cnpj: record.cnpj,
    companyName: record.companyName,
    tradeName: record.tradeName,
    status: record.status,
    parentCompanyId: record.parentCompanyId,
    parentCompanyName: parentName(record),
    suspensionReason: record.status === 'INACTIVE' ? (record.suspensionReason ?? null) : null,
    createdAt: record.createdAt,
  };
}

/** The whole company: its summary with the contact, the address and the last rejection's reason. */
export function toCompany(record: CompanyRecord): Company {
  return {
    ...toSummary(record),
    email: record.email,
    phone: record.phone,
    website: record.website,
    address: { ...record.address },
    rejectionReason: record.rejectionReason,
  };
}

/** The identity an admin approves (a change of it goes back to review). */
export const identityOf = (record: CompanyRecord): CompanyIdentity => ({ cnpj: record.cnpj, companyName: record.companyName, tradeName: record.tradeName });

export function ownerOf(record: CompanyRecord) {
  const owner = db.accounts.find((a) => a.id === record.ownerAccountId);
  return { id: record.ownerAccountId, name: owner?.name ?? '', email: owner?.email ?? '' };
}
