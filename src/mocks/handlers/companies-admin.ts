import * as z from 'zod/mini';
import { adminCompanyBodySchema } from '@/features/companies/bodies';
import { deferralBodySchema } from '../contract/bodies/companies';
import { type AdminCompany, adminCompanySchema, type CompanyDeferral, companyDeferralSchema, companySchema, companyStatusSchema } from '@/features/companies/api';
import { REJECTION_REASON_MIN } from '@/lib/validators/common';
import { onlyDigits } from '@/lib/validators/documents';
import { db } from '../db/store';
import type { CompanyRecord } from '../db/types';
import { requireAdmin } from '../lib/auth';
import { badRequest, notFound } from '../lib/errors';
import { idParam, readBody } from '../lib/http';
import { enumFilter, matchesText, paginate, sortItems } from '../lib/list';
import { findCompany } from '../lib/company-access';
import { ownerOf, toCompany, toSummary } from '../lib/company-views';
import { recordDecision } from '../lib/decisions';
import { assertParent, assertUniqueCnpj, companyRefusals, createCompany } from '../lib/company-rules';
import { listQuery, text } from '../contract/query';
import { json, page, refuse } from '../contract/types';
import { area } from '../contract/serve';

const ORDER = {
  companyName: (c: CompanyRecord) => c.companyName,
  cnpj: (c: CompanyRecord) => c.cnpj,
  status: (c: CompanyRecord) => c.status,
  createdAt: (c: CompanyRecord) => c.createdAt,
};

const newestFirst = (a: CompanyRecord, b: CompanyRecord) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

const serve = area('companies');

/** The admins' side of companies: the list, a registration for a client, and the approval. */
export const companyAdminHandlers = [
  serve.get({
    id: 'companies.adminList',
    path: '/admin/company/list',
    summary: 'Every company with its owner',
    access: 'admin',
    query: listQuery({ status: z.optional(companyStatusSchema), cnpj: text, name: text }),
    answer: page(adminCompanySchema),
  }, ({ request, query }) => {
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
  serve.post({
    id: 'companies.adminCreate',
    path: '/admin/company/create',
    summary: 'Register a company for an account',
    access: 'admin',
    body: adminCompanyBodySchema,
    answer: json(companySchema),
    refusals: { ...companyRefusals, UserNotFound: 404 },
  }, async ({ request }) => {
    requireAdmin(request);
    const body = await readBody(request, adminCompanyBodySchema);
    const owner = db.accounts.find((a) => a.id === body.accountId && !a.isAdmin);
    if (!owner) throw notFound('UserNotFound');
    assertUniqueCnpj(body.cnpj);
    assertParent(body.parentCompanyId, owner);
    const { accountId: _accountId, ...company } = body;
    return toCompany(createCompany(company, owner, 'APPROVED'));
  }),

  serve.get({
    id: 'companies.deferral',
    path: '/admin/company/{id}/deferral',
    summary: 'A company waiting for approval, its owner and its previous identity',
    access: 'admin',
    answer: json(companyDeferralSchema),
  }, ({ request, params }) => {
    requireAdmin(request);
    const company = findCompany(idParam(params.id));
    const answer: CompanyDeferral = { ...toCompany(company), owner: ownerOf(company), previousIdentity: company.previousIdentity ?? null };
    return answer;
  }),

  /** APPROVE (or APPROVED) / REJECT with a reason; only a PENDING company can be decided. */
  serve.patch({
    id: 'companies.decide',
    path: '/admin/company/{id}/deferral',
    summary: 'Approve or reject a company',
    access: 'admin',
    body: deferralBodySchema,
    answer: json(companySchema),
    refusals: refuse('DeferralNotPending', 'RejectionReasonRequired'),
  }, async ({ request, params }) => {
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
