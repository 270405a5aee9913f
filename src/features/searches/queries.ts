import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '@/lib/api/client';
import { notifySuccess } from '@/lib/notify';
import {
  searchesApi,
  type AdminSearchListParams,
  type MySearchListParams,
  type SearchBody,
  type SearchDecision,
  type SearchEdit,
  type SearchListParams,
  type SearchResubmit,
} from './api';

/** Query keys of searches (TkDodo style). */
export const searchKeys = {
  all: ['searches'] as const,
  lists: () => [...searchKeys.all, 'list'] as const,
  public: (params: SearchListParams) => [...searchKeys.lists(), 'public', params] as const,
  mine: (params: MySearchListParams) => [...searchKeys.lists(), 'mine', params] as const,
  admin: (params: AdminSearchListParams) => [...searchKeys.lists(), 'admin', params] as const,
  details: () => [...searchKeys.all, 'detail'] as const,
  detail: (id: number) => [...searchKeys.details(), id] as const,
  deferral: (id: number) => [...searchKeys.details(), id, 'deferral'] as const,
  /** Under the search's detail: a change to the search refreshes its offers too. */
  compatible: (id: number, params: ListParams) => [...searchKeys.details(), id, 'compatible', params] as const,
};

export const searchQueries = {
  /** `GET /search/{id}/compatible`: the offers that answer the search, nearest to its UF first. */
  compatible: (id: number, params: ListParams) => queryOptions({ queryKey: searchKeys.compatible(id, params), queryFn: () => searchesApi.compatible(id, params) }),
};

export function useCompatibleAnnouncements(id: number, params: ListParams) {
  return useQuery({ ...searchQueries.compatible(id, params), placeholderData: keepPreviousData });
}

export function usePublicSearches(params: SearchListParams, enabled = true) {
  return useQuery({ queryKey: searchKeys.public(params), queryFn: () => searchesApi.list(params), placeholderData: keepPreviousData, enabled });
}

export function useMySearches(params: MySearchListParams, enabled = true) {
  return useQuery({ queryKey: searchKeys.mine(params), queryFn: () => searchesApi.mine(params), placeholderData: keepPreviousData, enabled });
}

export function useAdminSearches(params: AdminSearchListParams, enabled = true) {
  return useQuery({ queryKey: searchKeys.admin(params), queryFn: () => searchesApi.adminList(params), placeholderData: keepPreviousData, enabled });
}

export function useSearch(id: number | null | undefined) {
  return useQuery({
    queryKey: searchKeys.detail(id ?? 0),
    queryFn: () => searchesApi.get(id!),
    enabled: typeof id === 'number',
    // The screen shows its own "not found".
    meta: { silent: true },
  });
}

export function useSearchDeferral(id: number | null | undefined) {
  return useQuery({
    queryKey: searchKeys.deferral(id ?? 0),
    queryFn: () => searchesApi.deferral(id!),
    enabled: typeof id === 'number',
    meta: { silent: true },
  });
}

export function useCreateSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SearchBody) => searchesApi.create(body),
    // The form shows the failure (on a field, or toasted by <Form>).
    meta: { silent: true },
    onSuccess: async (created) => {
      client.setQueryData(searchKeys.detail(created.id), created);
      await client.invalidateQueries({ queryKey: searchKeys.lists() });
      notifySuccess('Busca enviada para aprovação.');
    },
  });
}

/** `PATCH /search/{id}/inactivate`: searches are inactivated, never deleted. */
export function useInactivateSearch(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => searchesApi.inactivate(id),
    onSuccess: async (search) => {
      client.setQueryData(searchKeys.detail(id), search);
      await client.invalidateQueries({ queryKey: searchKeys.lists() });
      notifySuccess('Busca inativada.');
    },
  });
}

/** `PUT /search/{id}`: the company corrects its rejected search and sends it back to review. */
export function useResubmitSearch(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SearchResubmit) => searchesApi.resubmit(id, body),
    // The form shows the failure (on a field, or toasted by <Form>).
    meta: { silent: true },
    onSuccess: async (search) => {
      client.setQueryData(searchKeys.detail(id), search);
      notifySuccess('Busca reenviada para aprovação.');
      await client.invalidateQueries({ queryKey: searchKeys.lists() });
    },
  });
}

/** `PUT /admin/search/{id}`: approve, or reject with a reason. */
export function useDecideSearch(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SearchDecision) => searchesApi.decide(id, body),
    onSuccess: async (search) => {
      notifySuccess(search.status === 'APPROVED' ? 'Busca aprovada.' : 'Busca reprovada.');
      await client.invalidateQueries({ queryKey: searchKeys.all });
    },
  });
}

/** `PUT /admin/search/{id}` with the search's fields: an administrator's edit. */
export function useUpdateSearch(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SearchEdit) => searchesApi.update(id, body),
    // The form shows the failure (on a field, or toasted by <Form>).
    meta: { silent: true },
    onSuccess: async () => {
      notifySuccess('Busca salva com sucesso.');
      await client.invalidateQueries({ queryKey: searchKeys.all });
    },
  });
}
