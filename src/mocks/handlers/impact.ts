import { saoPauloDay } from '@/lib/calendar-day';
import { impactFileBase } from '@/lib/impact';
import { requireAccount, requireAdmin } from '../lib/auth';
import { findCompany, visibleCompany } from '../lib/company-access';
import { idParam } from '../lib/http';
import { impactOf, impactSheets, readMonths } from '../lib/impact-views';
import { idField } from '../lib/numbers';
import { workbookResponse } from '../lib/xlsx';
import { id, month, query } from '../contract/query';
import { json, refuse, xlsx } from '../contract/types';
import { impactSchema } from '@/features/impact/api';
import { area } from '../contract/serve';

/**
 * Impact for the company's ESG report (docs/deal/impact.md, src/features/impact/api.ts): a
 * company's figures for its members and the admins (others get the 404 of `GET /company/{id}`),
 * the platform's for admins, and each as an .xlsx named `impacto-<empresa|giro>-<dia>.xlsx`.
 * The caller is checked before the filters, so a stranger learns nothing from a 400.
 */

function companyImpact(request: Request, id: string | readonly string[] | undefined, query: URLSearchParams) {
  const company = visibleCompany(idParam(id), requireAccount(request));
  return impactOf(company, readMonths(query));
}

function platformImpact(request: Request, query: URLSearchParams) {
  requireAdmin(request);
  const id = idField('companyId', query.get('companyId'));
  return impactOf(id === undefined ? null : findCompany(id), readMonths(query));
}

function download(impact: ReturnType<typeof impactOf>) {
  const name = impact.company?.name ?? null;
  const title = name ? `Impacto de ${name}` : 'Impacto da plataforma Giro';
  return workbookResponse(`${impactFileBase(name)}-${saoPauloDay(Date.now())}.xlsx`, title, impactSheets(impact));
}

const months = { from: month, to: month };
const monthRefusals = refuse('InvalidMonth', 'MonthRangeReversed');
const serve = area('impact');

export const impactHandlers = [
  serve.get({
    id: 'impact.company',
    path: '/company/{id}/impact',
    summary: "A company's impact (finished negotiations by unit, estimated kg)",
    access: 'account',
    query: query(months),
    answer: json(impactSchema),
    refusals: monthRefusals,
  }, ({ request, params, query }) => companyImpact(request, params.id, query)),
  serve.get({
    id: 'impact.companyExport',
    path: '/company/{id}/impact/export',
    summary: "A company's impact as .xlsx",
    access: 'account',
    query: query(months),
    answer: xlsx,
    refusals: monthRefusals,
  }, ({ request, params, query }) => download(companyImpact(request, params.id, query))),
  serve.get({
    id: 'impact.platform',
    path: '/admin/impact',
    summary: "The platform's impact, or one company's",
    access: 'admin',
    query: query({ ...months, companyId: id }),
    answer: json(impactSchema),
    refusals: monthRefusals,
  }, ({ request, query }) => platformImpact(request, query)),
  serve.get({
    id: 'impact.platformExport',
    path: '/admin/impact/export',
    summary: "The platform's impact as .xlsx",
    access: 'admin',
    query: query({ ...months, companyId: id }),
    answer: xlsx,
    refusals: monthRefusals,
  }, ({ request, query }) => download(platformImpact(request, query))),
];
