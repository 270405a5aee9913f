import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '@/lib/api/client';
import { notifySuccess } from '@/lib/notify';
import { companiesApi, type AdminCompanyBody, type AdminCompanyListParams, type Company, type CompanyBody, type DeferralBody } from './api';

/** Query keys of companies (TkDodo style). */
export const companyKeys = {
  all: ['companies'] as const,
  mineLists: () => [...companyKeys.all, 'mine'] as const,
  mine: (params: ListParams) => [...companyKeys.mineLists(), params] as const,
  select: (accountId?: number) => [...companyKeys.all, 'select', accountId ?? 'me'] as const,
  details: () => [...companyKeys.all, 'detail'] as const,
  detail: (id: number) => [...companyKeys.details(), id] as const,
  admin: (id: number) => [...companyKeys.detail(id), 'admin'] as const,
  adminLists: () => [...companyKeys.all, 'admin-list'] as const,
  adminList: (params: AdminCompanyListParams) => [...companyKeys.adminLists(), params] as const,
  deferral: (id: number) => [...companyKeys.detail(id), 'deferral'] as const,
};

export function useMyCompanies(params: ListParams, enabled = true) {
  return useQuery({ queryKey: companyKeys.mine(params), queryFn: () => companiesApi.listMine(params), placeholderData: keepPreviousData, enabled });
}

/**
 * A company's own reads are shown by their screens (a 404 as 'Empresa não encontrada', other
 * failures with their message and 'Tentar novamente'), so they do not toast as well.
 */
const detailMeta = { silent: true } as const;

export function useCompany(id: number | undefined) {
  return useQuery({ queryKey: companyKeys.detail(id ?? 0), queryFn: () => companiesApi.get(id!), enabled: id !== undefined, meta: detailMeta });
}

/** `GET /company/{id}/admin`: decides whether the caller may edit and manage collaborators. */
export function useCompanyAdmin(id: number | undefined) {
  return useQuery({ queryKey: companyKeys.admin(id ?? 0), queryFn: () => companiesApi.admin(id!), enabled: id !== undefined, meta: detailMeta });
}

export function useAdminCompanies(params: AdminCompanyListParams, enabled = true) {
  return useQuery({ queryKey: companyKeys.adminList(params), queryFn: () => companiesApi.adminList(params), placeholderData: keepPreviousData, enabled });
}

export function useCompanyDeferral(id: number | undefined) {
  return useQuery({ queryKey: companyKeys.deferral(id ?? 0), queryFn: () => companiesApi.deferral(id!), enabled: id !== undefined, meta: detailMeta });
}

/** Failures of form mutations are shown by the form (field or toast), not by the cache. */
const formMeta = { silent: true } as const;

export function useCreateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyBody) => companiesApi.create(body),
    meta: formMeta,
    onSuccess: async () => {
      notifySuccess('Empresa cadastrada com sucesso. Ela aguarda a aprovação de um administrador.');
      await client.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
}

export const IDENTITY_REVIEW_SAVED = 'Empresa salva e enviada para nova aprovação, porque o CNPJ, a razão social ou o nome fantasia mudou.';

export function useUpdateCompany(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyBody) => companiesApi.update(id, body),
    meta: formMeta,
    onSuccess: async (company) => {
      // An approved company whose identity changed comes back PENDING (DESIGN.md §9 "Trust").
      const before = client.getQueryData<Company>(companyKeys.detail(id));
      const backToReview = before?.status === 'APPROVED' && company.status === 'PENDING';
      notifySuccess(backToReview ? IDENTITY_REVIEW_SAVED : 'Empresa salva com sucesso.');
      client.setQueryData(companyKeys.detail(id), company);
      await client.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
}

export function useAdminCreateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCompanyBody) => companiesApi.adminCreate(body),
    meta: formMeta,
    onSuccess: async () => {
      notifySuccess('Empresa cadastrada com sucesso.');
      await client.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
}

export function useDecideCompany(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeferralBody) => companiesApi.decide(id, body),
    onSuccess: async (company) => {
      notifySuccess(company.status === 'APPROVED' ? 'Empresa aprovada com sucesso.' : 'Empresa reprovada.');
      await client.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
}
