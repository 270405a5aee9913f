import type { CompanyBody } from '@/features/companies/api';
import { refuse } from '../contract/types';
import { db, nextId, now } from '../db/store';
import type { AccountRecord, CompanyRecord } from '../db/types';
import { canManage } from './company-access';
import { badRequest } from './errors';

/** What a company's writes check (handlers/companies.ts, companies-admin.ts): a unique CNPJ, a parent the owner manages. */

/** What a company's create and update refuse besides their body. */
export const companyRefusals = refuse('CnpjAlreadyExists', 'InvalidParentCompany');

export function assertUniqueCnpj(cnpj: string, exceptId?: number) {
  if (db.companies.some((c) => c.cnpj === cnpj && c.id !== exceptId)) throw badRequest('CnpjAlreadyExists');
}

/** Companies an account may pick as the parent of a subsidiary: top-level ones it manages. */
export function parentCandidates(account: AccountRecord): CompanyRecord[] {
  return db.companies.filter(
    (c) => c.parentCompanyId === null && c.status !== 'REJECTED' && c.status !== 'INACTIVE' && canManage(c, account),
  );
}

export function assertParent(parentCompanyId: number | null, owner: AccountRecord, self?: CompanyRecord) {
  if (parentCompanyId === null) return;
  if (self) {
    if (parentCompanyId === self.id) throw badRequest('InvalidParentCompany');
    if (db.companies.some((c) => c.parentCompanyId === self.id)) throw badRequest('InvalidParentCompany');
  }
  if (!parentCandidates(owner).some((c) => c.id === parentCompanyId)) throw badRequest('InvalidParentCompany');
}

/** What a company's form sets, copied field by field: an admin's body also carries `accountId`, no field of the company. */
export function formFields(body: CompanyBody) {
  return {
    cnpj: body.cnpj,
    companyName: body.companyName,
    tradeName: body.tradeName,
    email: body.email,
    phone: body.phone,
    website: body.website,
    address: { ...body.address },
    parentCompanyId: body.parentCompanyId,
  } satisfies Partial<CompanyRecord>;
}

export function createCompany(body: CompanyBody, owner: AccountRecord, status: CompanyRecord['status']): CompanyRecord {
  const record: CompanyRecord = {
    id: nextId('companies'),
    ...formFields(body),
    status,
    ownerAccountId: owner.id,
    rejectionReason: null,
    createdAt: now(),
  };
  db.companies.push(record);
  // The owner is also an ADMIN member of the company.
  db.collaborators.push({ id: nextId('collaborators'), companyId: record.id, accountId: owner.id, role: 'ADMIN', createdAt: record.createdAt });
  return record;
}
