import { adminCompanyBodySchema, companyBodySchema } from '@/features/companies/bodies';
import { deferralBodySchema } from '../contract/bodies/companies';
import { companyStatusSchema, type AdminCompany, type CompanyAdmin, type CompanyBody, type CompanyDeferral, type MyCompany } from '@/features/companies/api';
import { IDENTITY_FIELDS } from '@/features/companies/model';
import { REJECTION_REASON_MIN } from '@/lib/validators/common';
import { onlyDigits } from '@/lib/validators/documents';
import { db, nextId, now } from '../db/store';
import type { AccountRecord, CompanyRecord } from '../db/types';
import { requireAccount, requireAdmin } from '../lib/auth';
import { badRequest, notFound, unauthorized } from '../lib/errors';
import { idParam, readBody, route } from '../lib/http';
import { enumFilter, matchesText, paginate, sortItems } from '../lib/list';
import { idField } from '../lib/numbers';
import { consultCnpj } from '../lib/cnpj-consult';
import { canManage, findCompany, isMember, membershipOf, visibleCompany, managedCompany } from '../lib/company-access';
import { identityOf, ownerOf, toCompany, toSummary } from '../lib/company-views';
import { recordDecision } from '../lib/decisions';

// ---------------------------------------------------------------- rules

function assertUniqueCnpj(cnpj: string, exceptId?: number) {
  if (db.companies.some((c) => c.cnpj === cnpj && c.id !== exceptId)) throw badRequest('CnpjAlreadyExists');
}

/** Companies an account may pick as the parent of a subsidiary: top-level ones it manages. */
function parentCandidates(account: AccountRecord): CompanyRecord[] {
  return db.companies.filter(
    (c) => c.parentCompanyId === null && c.status !== 'REJECTED' && c.status !== 'INACTIVE' && canManage(c, account),
  );
}

function assertParent(parentCompanyId: number | null, owner: AccountRecord, self?: CompanyRecord) {
  if (parentCompanyId === null) return;
  if (self) {
    if (parentCompanyId === self.id) throw badRequest('InvalidParentCompany');
    if (db.companies.some((c) => c.parentCompanyId === self.id)) throw badRequest('InvalidParentCompany');
  }
  if (!parentCandidates(owner).some((c) => c.id === parentCompanyId)) throw badRequest('InvalidParentCompany');
}

/** What a company's form sets, copied field by field: an admin's body also carries `accountId`, no field of the company. */
function formFields(body: CompanyBody) {
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

function createCompany(body: CompanyBody, owner: AccountRecord, status: CompanyRecord['status']): CompanyRecord {
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

// ---------------------------------------------------------------- handlers

const ORDER = {
  companyName: (c: CompanyRecord) => c.companyName,
  cnpj: (c: CompanyRecord) => c.cnpj,
  status: (c: CompanyRecord) => c.status,
  createdAt: (c: CompanyRecord) => c.createdAt,
};

const newestFirst = (a: CompanyRecord, b: CompanyRecord) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

export const companyHandlers = [
  /** The caller's companies (owned or member of), parents before their subsidiaries. */
  route.get('/company/list/me', ({ request, query }) => {
    const account = requireAccount(request);
    const search = query.get('search');
    const digits = onlyDigits(search ?? '');
    const mine = db.companies.filter(
      (c) => isMember(c, account) && (matchesText(search, c.companyName, c.tradeName) || (digits.length > 0 && c.cnpj.includes(digits))),
    );
    const rootOf = (c: CompanyRecord) => c.parentCompanyId ?? c.id;
    mine.sort((a, b) => rootOf(a) - rootOf(b) || (a.parentCompanyId === null ? -1 : 0) - (b.parentCompanyId === null ? -1 : 0) || a.id - b.id);
    const rows: MyCompany[] = mine.map((c) => ({
      ...toSummary(c),
      role: c.ownerAccountId === account.id ? 'ADMIN' : (membershipOf(c.id, account.id)?.role ?? 'COLLABORATOR'),
      isOwner: c.ownerAccountId === account.id,
    }));
    return paginate(sortItems(rows, query, {}), query);
  }),

  /**
   * Parent candidates: the caller's own top-level companies, or a client's (admin, `accountId`;
   * without it, every top-level company; an id not in plain digits is a 400).
   */
  route.get('/company/list-to-select', ({ request, query }) => {
    const account = requireAccount(request);
    let candidates: CompanyRecord[];
    if (account.isAdmin) {
      const accountId = idField('accountId', query.get('accountId'));
      const owner = accountId === undefined ? undefined : db.accounts.find((a) => a.id === accountId && !a.isAdmin);
      candidates = owner ? parentCandidates(owner) : db.companies.filter((c) => c.parentCompanyId === null);
    } else {
      candidates = parentCandidates(account);
    }
    return candidates.map((c) => ({ companyId: c.id, companyName: c.companyName }));
  }),

  route.get('/consult/cnpj/:cnpj', ({ request, params }) => {
    requireAccount(request);
    const answer = consultCnpj(onlyDigits(String(params.cnpj)));
    if (!answer) throw notFound('Not Found');
    return answer;
  }),

  route.get('/company/:id/admin', ({ request, params }) => {
    const account = requireAccount(request);
    const company = visibleCompany(idParam(params.id), account);
    const answer: CompanyAdmin = {
      companyId: company.id,
      isOwner: company.ownerAccountId === account.id,
      isAdmin: canManage(company, account),
    };
    return answer;
  }),

  route.get('/company/:id', ({ request, params }) => toCompany(visibleCompany(idParam(params.id), requireAccount(request)))),

  /** A COMMERCE user registers a company: PENDING until an admin approves it (docs/product/statuses.md). */
  route.post('/company', async ({ request }) => {
    const account = requireAccount(request);
    if (account.isAdmin) throw unauthorized('Unauthorized');
    const body = await readBody(request, companyBodySchema);
    assertUniqueCnpj(body.cnpj);
    assertParent(body.parentCompanyId, account);
    return toCompany(createCompany(body, account, 'PENDING'));
  }),

  /**
   * Owners and company admins edit. A rejected company edited goes back to PENDING; so does an
   * approved one whose CNPJ, razão social or nome fantasia changed (docs/moderation.md "Company identity review"), keeping
   * the approved identity for the admin's review.
   */
  route.put('/company/:id', async ({ request, params }) => {
    const account = requireAccount(request);
    const company = managedCompany(idParam(params.id), account);
    const body = await readBody(request, companyBodySchema);
    assertUniqueCnpj(body.cnpj, company.id);
    const owner = db.accounts.find((a) => a.id === company.ownerAccountId) ?? account;
    if (body.parentCompanyId !== company.parentCompanyId) assertParent(body.parentCompanyId, owner, company);
    const identityChanged = IDENTITY_FIELDS.some((field) => body[field] !== company[field]);
    if (company.status === 'APPROVED' && identityChanged) {
      company.previousIdentity = identityOf(company);
      company.status = 'PENDING';
      company.rejectionReason = null;
    }
    Object.assign(company, formFields(body));
    if (company.status === 'REJECTED') {
      company.status = 'PENDING';
      company.rejectionReason = null;
    }
    return toCompany(company);
  }),

  // ------------------------------------------------------------ admin

  route.get('/admin/company/list', ({ request, query }) => {
    requireAdmin(request);
    const status = enumFilter(query, 'status', companyStatusSchema.options);
    const cnpj = onlyDigits(query.get('cnpj') ?? '');
    const items = db.companies
      .filter((c) => !status || c.status === status)
      .filter((c) => !cnpj || c.cnpj.includes(cnpj))
      .filter((c) => matchesText(query.get('name'), c.companyName, c.tradeName))
      .sort(newestFirst);
    const page = paginate(sortItems(items, query, ORDER), query);
    return { ...page, data: page.data.map((c): AdminCompany => ({ ...toSummary(c), owner: ownerOf(c) })) };
  }),

  /** An admin registers a company for a client: it needs no approval. */
  route.post('/admin/company/create', async ({ request }) => {
    requireAdmin(request);
    const body = await readBody(request, adminCompanyBodySchema);
    const owner = db.accounts.find((a) => a.id === body.accountId && !a.isAdmin);
    if (!owner) throw notFound('UserNotFound');
    assertUniqueCnpj(body.cnpj);
    assertParent(body.parentCompanyId, owner);
    const { accountId: _accountId, ...company } = body;
    return toCompany(createCompany(company, owner, 'APPROVED'));
  }),

  route.get('/admin/company/:id/deferral', ({ request, params }) => {
    requireAdmin(request);
    const company = findCompany(idParam(params.id));
    const answer: CompanyDeferral = { ...toCompany(company), owner: ownerOf(company), previousIdentity: company.previousIdentity ?? null };
    return answer;
  }),

  /** APPROVE (or APPROVED) / REJECT with a reason; only a PENDING company can be decided. */
  route.patch('/admin/company/:id/deferral', async ({ request, params }) => {
    const admin = requireAdmin(request);
    const company = findCompany(idParam(params.id));
    const body = await readBody(request, deferralBodySchema);
    if (company.status !== 'PENDING') throw badRequest('DeferralNotPending');
    if (body.action === 'REJECT' && (body.reason ?? '').length < REJECTION_REASON_MIN) throw badRequest('RejectionReasonRequired');
    if (body.action === 'REJECT') {
      company.status = 'REJECTED';
      company.rejectionReason = body.reason ?? '';
    } else {
      company.status = 'APPROVED';
      company.rejectionReason = null;
      company.previousIdentity = null;
    }
    recordDecision('company', company.id, company.status === 'REJECTED' ? 'REJECTED' : 'APPROVED', admin, company.rejectionReason);
    return toCompany(company);
  }),
];
