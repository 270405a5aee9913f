import { saoPauloDay } from '@/lib/calendar-day';
import { impactFileBase } from '@/lib/impact';
import { requireAccount, requireAdmin } from '../lib/auth';
import { findCompany, visibleCompany } from '../lib/company-access';
import { idParam, route } from '../lib/http';
import { impactOf, impactSheets, readMonths } from '../lib/impact-views';
import { idField } from '../lib/numbers';
import { workbookResponse } from '../lib/xlsx';

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

export const impactHandlers = [
  route.get('/company/:id/impact', ({ request, params, query }) => companyImpact(request, params.id, query)),
  route.get('/company/:id/impact/export', ({ request, params, query }) => download(companyImpact(request, params.id, query))),
  route.get('/admin/impact', ({ request, query }) => platformImpact(request, query)),
  route.get('/admin/impact/export', ({ request, query }) => download(platformImpact(request, query))),
];
