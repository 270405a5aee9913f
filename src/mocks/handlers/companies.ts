import * as z from 'zod/mini';
import { companyBodySchema } from '@/features/companies/bodies';
import { cnpjConsultSchema, type CompanyAdmin, companyAdminSchema, companyOptionSchema, companySchema, type MyCompany, myCompanySchema } from '@/features/companies/api';
import { IDENTITY_FIELDS } from '@/features/companies/model';
import { onlyDigits } from '@/lib/validators/documents';
import { db } from '../db/store';
import type { CompanyRecord } from '../db/types';
import { requireAccount } from '../lib/auth';
import { notFound, unauthorized } from '../lib/errors';
import { idParam, readBody } from '../lib/http';
import { matchesText, paginate, sortItems } from '../lib/list';
import { idField } from '../lib/numbers';
import { consultCnpj } from '../lib/cnpj-consult';
import { canManage, isMember, managedCompany, membershipOf, visibleCompany } from '../lib/company-access';
import { identityOf, toCompany, toSummary } from '../lib/company-views';
import { assertParent, assertUniqueCnpj, companyRefusals, createCompany, formFields, parentCandidates } from '../lib/company-rules';
import { id, listQuery, query, text } from '../contract/query';
import { json, page } from '../contract/types';
import { area } from '../contract/serve';

const serve = area('companies');

export const companyHandlers = [
  /** The caller's companies (owned or member of), parents before their subsidiaries. */
  serve.get({
    id: 'companies.listMine',
    path: '/company/list/me',
    summary: "The caller's companies with the caller's role",
    access: 'account',
    query: listQuery({ search: text }),
    answer: page(myCompanySchema),
  }, ({ request, query }) => {
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
  serve.get({
    id: 'companies.listToSelect',
    path: '/company/list-to-select',
    summary: "Companies to pick from (an admin may ask for an account's)",
    access: 'account',
    query: query({ accountId: id }),
    answer: json(z.array(companyOptionSchema)),
  }, ({ request, query }) => {
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

  serve.get({
    id: 'companies.consultCnpj',
    path: '/consult/cnpj/{cnpj}',
    summary: 'Public registry data of a CNPJ (14 digits)',
    access: 'account',
    answer: json(cnpjConsultSchema),
  }, ({ request, params }) => {
    requireAccount(request);
    const answer = consultCnpj(onlyDigits(String(params.cnpj)));
    if (!answer) throw notFound('Not Found');
    return answer;
  }),

  serve.get({
    id: 'companies.admin',
    path: '/company/{id}/admin',
    summary: 'Whether the caller owns or administers the company',
    access: 'account',
    answer: json(companyAdminSchema),
  }, ({ request, params }) => {
    const account = requireAccount(request);
    const company = visibleCompany(idParam(params.id), account);
    const answer: CompanyAdmin = {
      companyId: company.id,
      isOwner: company.ownerAccountId === account.id,
      isAdmin: canManage(company, account),
    };
    return answer;
  }),

  serve.get({
    id: 'companies.get',
    path: '/company/{id}',
    summary: 'One company',
    access: 'account',
    answer: json(companySchema),
  }, ({ request, params }) => toCompany(visibleCompany(idParam(params.id), requireAccount(request)))),

  /** A COMMERCE user registers a company: PENDING until an admin approves it (docs/product/statuses.md). */
  serve.post({
    id: 'companies.create',
    path: '/company',
    summary: 'Register a company (it waits for approval)',
    access: 'account',
    body: companyBodySchema,
    answer: json(companySchema),
    refusals: companyRefusals,
  }, async ({ request }) => {
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
  serve.put({
    id: 'companies.update',
    path: '/company/{id}',
    summary: 'Edit a company (a new identity goes back to approval)',
    access: 'account',
    body: companyBodySchema,
    answer: json(companySchema),
    refusals: companyRefusals,
  }, async ({ request, params }) => {
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
];
