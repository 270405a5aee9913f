import { queryOptions, useQuery } from '@tanstack/react-query';
import { useWriteMutation } from '@/lib/query-mutation';
import type { ListParams } from '@/lib/api/params';
import { useListQuery } from '@/lib/hooks/useListQuery';
import type { SearchBody, SearchDecision, SearchEdit, SearchResubmit, SearchStatus } from './api';
import { lazyApi, lazyRead } from '@/lib/api/lazy';
import { searchKeys } from './model';

/** The calls (and their zod schemas) load with the first request, not with the page. */
const searchesApi = lazyApi(() => import('./api').then((m) => m.searchesApi));
const read = lazyRead(() => import('./api'));

export interface WantedSearchParams extends ListParams {
  /** One of the caller's companies; every one of them when absent. */
  company?: number;
}

export interface SearchListParams extends ListParams {
  /** Product, category, description or company. */
  search?: string;
  product?: string | number;
  category?: string | number;
  uf?: string;
  orderBy?: string;
  order?: 'ASC' | 'DESC';
}

export interface MySearchListParams extends SearchListParams {
  status?: SearchStatus | string;
  /** 'TRUE' active only, 'FALSE' inactive only. */
  active?: 'TRUE' | 'FALSE' | string;
}

export type AdminSearchListParams = MySearchListParams;

/** Searches' queries (TkDodo style): key-only entries invalidate, the others are reads. */
export const searchQueries = {
  all: searchKeys.all,
  lists: searchKeys.lists,
  public: (params: SearchListParams) => queryOptions({ queryKey: [...searchQueries.lists(), 'public', params] as const, queryFn: () => read((api, http) => http.list('/search/list', api.searchSchema, params)) }),
  mine: (params: MySearchListParams) => queryOptions({ queryKey: [...searchQueries.lists(), 'mine', params] as const, queryFn: () => read((api, http) => http.list('/search/list/me', api.searchSchema, params)) }),
  admin: (params: AdminSearchListParams) => queryOptions({ queryKey: [...searchQueries.lists(), 'admin', params] as const, queryFn: () => read((api, http) => http.list('/admin/search/list', api.searchSchema, params)) }),
  details: searchKeys.details,
  // The screen shows its own "not found".
  detail: (id: number) => queryOptions({ queryKey: [...searchQueries.details(), id] as const, queryFn: () => read((api, http) => http.get(`/search/${id}`, api.searchSchema)), meta: { silent: true } }),
  deferral: (id: number) =>
    queryOptions({ queryKey: [...searchQueries.details(), id, 'deferral'] as const, queryFn: () => read((api, http) => http.get(`/admin/search/${id}/deferral`, api.searchDeferralSchema)), meta: { silent: true } }),
  /**
   * `GET /search/{id}/compatible`: the offers that fit the search, best first, each with its reason.
   * Under the search's detail: a change to the search refreshes its offers too.
   */
  compatible: (id: number, params: ListParams) =>
    queryOptions({ queryKey: [...searchQueries.details(), id, 'compatible', params] as const, queryFn: () => read((api, http) => http.list(`/search/${id}/compatible`, api.compatibleAnnouncementSchema, params)) }),
  /** `GET /announcement/me/wanted`: other companies' searches that the caller's announcements fit. */
  wanted: (params: WantedSearchParams) => queryOptions({ queryKey: [...searchQueries.lists(), 'wanted', params] as const, queryFn: () => read((api, http) => http.list('/announcement/me/wanted', api.wantedSearchSchema, params)) }),
};

export const useCompatibleAnnouncements = (id: number, params: ListParams) => useListQuery(searchQueries.compatible(id, params));
export const useWantedSearches = (params: WantedSearchParams) => useListQuery(searchQueries.wanted(params));
export const usePublicSearches = (params: SearchListParams, enabled = true) => useListQuery(searchQueries.public(params), enabled);
export const useMySearches = (params: MySearchListParams, enabled = true) => useListQuery(searchQueries.mine(params), enabled);
export const useAdminSearches = (params: AdminSearchListParams, enabled = true) => useListQuery(searchQueries.admin(params), enabled);
export const useSearch = (id: number | null | undefined) => useQuery({ ...searchQueries.detail(id ?? 0), enabled: typeof id === 'number' });
export const useSearchDeferral = (id: number | null | undefined) => useQuery({ ...searchQueries.deferral(id ?? 0), enabled: typeof id === 'number' });

// The forms show their failures (on a field, or toasted by <Form>): those writes are `silent`.
export const useCreateSearch = () =>
  useWriteMutation({
    mutationFn: (body: SearchBody) => searchesApi.create(body),
    success: 'Busca enviada para aprovação.',
    answers: (created) => searchQueries.detail(created.id).queryKey,
    invalidates: [searchQueries.lists()],
    silent: true,
  });

/** `PATCH /search/{id}/inactivate`: searches are inactivated, never deleted. */
export const useInactivateSearch = (id: number) =>
  useWriteMutation({
    mutationFn: () => searchesApi.inactivate(id),
    success: 'Busca inativada.',
    answers: () => searchQueries.detail(id).queryKey,
    invalidates: [searchQueries.lists()],
  });

/** `PUT /search/{id}`: the company corrects its rejected search and sends it back to review. */
/** `PUT /search/{id}`: the company's edit, back to review; `success` says it as the form's status calls for. */
export const useResubmitSearch = (id: number, success = 'Busca reenviada para aprovação.') =>
  useWriteMutation({
    mutationFn: (body: SearchResubmit) => searchesApi.resubmit(id, body),
    success,
    answers: () => searchQueries.detail(id).queryKey,
    invalidates: [searchQueries.lists()],
    silent: true,
  });

/** `PUT /admin/search/{id}`: approve, or reject with a reason. */
export const useDecideSearch = (id: number) =>
  useWriteMutation({
    mutationFn: (body: SearchDecision) => searchesApi.decide(id, body),
    success: (search) => (search.status === 'APPROVED' ? 'Busca aprovada.' : 'Busca reprovada.'),
    invalidates: [searchQueries.all()],
  });

/** `PUT /admin/search/{id}` with the search's fields: an administrator's edit. */
export const useUpdateSearch = (id: number) =>
  useWriteMutation({ mutationFn: (body: SearchEdit) => searchesApi.update(id, body), success: 'Busca salva com sucesso.', invalidates: [searchQueries.all()], silent: true });
