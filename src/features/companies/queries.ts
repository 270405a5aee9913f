import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Option } from '@/components/form/options';
import type { ListParams } from '@/lib/api/params';
import { useListQuery } from '@/lib/hooks/useListQuery';
import { notifySuccess } from '@/lib/notify';
import { useWriteMutation } from '@/lib/query-mutation';
import { clientQueries } from '@/features/clients/queries';
import type { ClientListParams } from '@/features/clients/queries';
import type { CompanyBody, CompanyOption, CompanyStatus, DeferralBody, PaymentDataBody } from './api';
import { lazyApi, lazyRead } from '@/lib/api/lazy';
import { companyKeys } from './model';

/** The calls (and their zod schemas) load with the first request, not with the page. */
const companiesApi = lazyApi(() => import('./api').then((m) => m.companiesApi));
const read = lazyRead(() => import('./api'));

export interface AdminCompanyListParams extends ListParams {
  status?: CompanyStatus | '';
  /** Digits of a CNPJ (or its start). */
  cnpj?: string;
  /** Corporate or trade name. */
  name?: string;
}

const adminList = (params: AdminCompanyListParams) => read((api, http) => http.list('/admin/company/list', api.adminCompanySchema, params));

/**
 * A company's own reads are shown by their screens (a 404 as 'Empresa não encontrada', other
 * failures with their message and 'Tentar novamente'), so they do not toast as well.
 */
const detailMeta = { silent: true } as const;

/** Select lists change only when a company does (its writes invalidate `all`). */
const SELECT_STALE_TIME = 5 * 60_000;

/** The import reads every approved company: one page of the admin list holds this many. */
const APPROVED_PAGE = 100;

/** Every company of the admin list (of one status, or all), branches included, by name. */
async function listCompanyOptions(status?: AdminCompanyListParams['status']): Promise<CompanyOption[]> {
  const options: CompanyOption[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await adminList({ status, page, take: APPROVED_PAGE });
    options.push(...answer.data.map((c) => ({ companyId: c.companyId, companyName: c.companyName })));
    if (!answer.meta.hasNextPage) break;
  }
  return options.sort((a, b) => a.companyName.localeCompare(b.companyName, 'pt-BR'));
}

/**
 * One page of the caller's companies holds them all (nobody belongs to more): every screen that
 * asks "which companies are mine" (the hearts, the suspended banner, the offer and search forms,
 * the filters) reads this one key, so a page view asks `GET /company/list/me` once.
 */
const OWN_COMPANIES: ListParams = { take: 100 };

/** Clients that may own a company: every buyer and seller that is not deactivated. */
const OWNER_CANDIDATES: ClientListParams = { take: 100, orderBy: 'name', order: 'ASC' };

/** Companies' queries (TkDodo style): key-only entries invalidate, the others are reads. */
export const companyQueries = {
  all: companyKeys.all,
  mineLists: () => [...companyQueries.all(), 'mine'] as const,
  mine: (params: ListParams) => queryOptions({ queryKey: [...companyQueries.mineLists(), params] as const, queryFn: () => read((api, http) => http.list('/company/list/me', api.myCompanySchema, params)) }),
  /** The caller's companies, all of them (OWN_COMPANIES); a company write invalidates `all`. */
  own: () => queryOptions({ ...companyQueries.mine(OWN_COMPANIES), staleTime: SELECT_STALE_TIME }),
  /**
   * `GET /company/list-to-select`: the caller's companies, every company for an admin, or a
   * client's (`accountId`, for an admin): the parent select and the admin's company selects.
   */
  select: (accountId?: number) =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'select', accountId ?? 'me'] as const,
      queryFn: () => read((api, http) => http.get('/company/list-to-select', api.companyOptionsSchema, accountId === undefined ? {} : { accountId })),
      staleTime: SELECT_STALE_TIME,
    }),
  details: companyKeys.details,
  detail: (id: number) => queryOptions({ queryKey: [...companyQueries.details(), id] as const, queryFn: () => read((api, http) => http.get(`/company/${id}`, api.companySchema)), meta: detailMeta }),
  /** `GET /company/{id}/admin`: decides whether the caller may edit and manage collaborators. */
  admin: (id: number) => queryOptions({ queryKey: [...companyQueries.details(), id, 'admin'] as const, queryFn: () => read((api, http) => http.get(`/company/${id}/admin`, api.companyAdminSchema)), meta: detailMeta }),
  /** Its PIX key and bank account (docs/deal/payment.md): members read, managers change. */
  payment: (id: number) =>
    queryOptions({ queryKey: [...companyQueries.details(), id, 'payment'] as const, queryFn: () => read((api, http) => http.get(`/company/${id}/payment`, api.paymentDataSchema)), meta: detailMeta }),
  deferral: (id: number) => queryOptions({ queryKey: [...companyQueries.details(), id, 'deferral'] as const, queryFn: () => read((api, http) => http.get(`/admin/company/${id}/deferral`, api.companyDeferralSchema)), meta: detailMeta }),
  adminLists: () => [...companyQueries.all(), 'admin-list'] as const,
  adminList: (params: AdminCompanyListParams) =>
    queryOptions({ queryKey: [...companyQueries.adminLists(), params] as const, queryFn: () => adminList(params) }),
  /**
   * Every APPROVED company, by name (`GET /admin/company/list?status=APPROVED`, all pages): the
   * import's choices, since only they receive announcements. Kept under the admin lists' key, so a
   * decision on a company refreshes it.
   */
  approvedOptions: () =>
    queryOptions({ queryKey: [...companyQueries.adminLists(), 'approved-options'] as const, queryFn: () => listCompanyOptions('APPROVED'), staleTime: SELECT_STALE_TIME }),
  /** Every company in any status, branches included: the admin's 'Empresa' filters. */
  allOptions: () => queryOptions({ queryKey: [...companyQueries.adminLists(), 'all-options'] as const, queryFn: () => listCompanyOptions(), staleTime: SELECT_STALE_TIME }),
  /**
   * The clients an admin may register a company for, as options (the clients' own list read):
   * those whose name, or e-mail when the text has an '@', contains `search`, among all of them.
   */
  /**
   * The company form's CNPJ lookup (`GET /consult/cnpj/{cnpj}`), fetched on demand as the CNPJ is
   * completed (`fetchQuery`); a 404 is the form's 'not found' message, not a failed read to toast,
   * and a failure is the form's to show at once (no retry).
   */
  cnpj: (cnpj: string) =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'cnpj', cnpj] as const,
      queryFn: () => read((api, http) => http.get(`/consult/cnpj/${cnpj}`, api.cnpjConsultSchema)),
      retry: false,
      meta: detailMeta,
    }),
  ownerOptions: (search = '') =>
    queryOptions({
      ...clientQueries.list({ ...OWNER_CANDIDATES, ...(search.includes('@') ? { email: search } : search ? { name: search } : {}) }),
      staleTime: SELECT_STALE_TIME,
      select: (page): Option[] =>
        page.data.filter((client) => client.status !== 'DISABLED').map((client) => ({ value: client.accountId, label: `${client.name} — ${client.email}` })),
    }),
};

export const useMyCompanies = (params: ListParams, enabled = true) => useListQuery(companyQueries.mine(params), enabled);
export const useOwnCompanies = (enabled = true) => useQuery({ ...companyQueries.own(), enabled });
export const useCompany = (id: number | undefined) => useQuery({ ...companyQueries.detail(id ?? 0), enabled: id !== undefined });
export const useCompanyAdmin = (id: number | undefined) => useQuery({ ...companyQueries.admin(id ?? 0), enabled: id !== undefined });
export const useCompanyPayment = (id: number) => useQuery(companyQueries.payment(id));
export const useAdminCompanies = (params: AdminCompanyListParams, enabled = true) => useListQuery(companyQueries.adminList(params), enabled);
export const useCompanyDeferral = (id: number | undefined) => useQuery({ ...companyQueries.deferral(id ?? 0), enabled: id !== undefined });

/** Failures of form mutations are shown by the form (field or toast), not by the cache. */
const formMeta = { silent: true } as const;

/** A new company (the user's, or an admin's for a client): every company view reloads. */
const useCreate = <B, R>(create: (body: B) => Promise<R>, success: string) =>
  useWriteMutation({ mutationFn: create, success, invalidates: [companyQueries.all()], silent: formMeta.silent });

export const useCreateCompany = () => useCreate(companiesApi.create, 'Empresa cadastrada com sucesso. Ela aguarda a aprovação de um administrador.');

const IDENTITY_REVIEW_SAVED = 'Empresa salva e enviada para nova aprovação, porque o CNPJ, a razão social ou o nome fantasia mudou.';

export function useUpdateCompany(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyBody) => companiesApi.update(id, body),
    meta: formMeta,
    onSuccess: async (company) => {
      // An approved company whose identity changed comes back PENDING (docs/moderation.md "Company identity review").
      const before = client.getQueryData(companyQueries.detail(id).queryKey);
      const backToReview = before?.status === 'APPROVED' && company.status === 'PENDING';
      notifySuccess(backToReview ? IDENTITY_REVIEW_SAVED : 'Empresa salva com sucesso.');
      client.setQueryData(companyQueries.detail(id).queryKey, company);
      await client.invalidateQueries({ queryKey: companyQueries.all() });
    },
  });
}

export const useAdminCreateCompany = () => useCreate(companiesApi.adminCreate, 'Empresa cadastrada com sucesso.');

export const useDecideCompany = (id: number) =>
  useWriteMutation({
    mutationFn: (body: DeferralBody) => companiesApi.decide(id, body),
    success: (company) => (company.status === 'APPROVED' ? 'Empresa aprovada com sucesso.' : 'Empresa reprovada.'),
    invalidates: [companyQueries.all()],
  });

/** `PUT /company/{id}/payment`: the form shows a refusal on its field. */
export const useUpdateCompanyPayment = (id: number) =>
  useWriteMutation({
    mutationFn: (body: PaymentDataBody) => companiesApi.updatePayment(id, body),
    success: 'Dados de pagamento salvos com sucesso.',
    answers: () => companyQueries.payment(id).queryKey,
    // A negotiation shows the seller's data as it answers it: read again there when opened.
    invalidates: [],
    silent: true,
  });
