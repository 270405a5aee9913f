import { queryOptions, useQuery } from '@tanstack/react-query';
import { useListQuery } from '@/lib/hooks/useListQuery';
import { useWriteMutation } from '@/lib/query-mutation';
import type { ListParams } from '@/lib/api/params';
import type { InterestItemBody } from './api';
import { lazyApi, lazyRead } from '@/lib/api/lazy';
import { interestKeys } from './model';

/** The calls (and their zod schemas) load with the first request, not with the page. */
const interestItemsApi = lazyApi(() => import('./api').then((m) => m.interestItemsApi));
const read = lazyRead(() => import('./api'));

export interface InterestItemListParams extends ListParams {
  /** Client, company, announcement or product. */
  search?: string;
  product?: string | number;
  /** One announcement's interests (both scopes). */
  announcement?: string | number;
  orderBy?: string;
  order?: 'ASC' | 'DESC';
}

/**
 * Interest items' queries (TkDodo style): key-only entries invalidate, the others are reads.
 * Params hold the screen's sort keys; the api translates them.
 */
export const interestQueries = {
  all: interestKeys.all,
  lists: interestKeys.lists,
  mine: (params: InterestItemListParams) => queryOptions({ queryKey: [...interestQueries.lists(), 'mine', params] as const, queryFn: () => read((api, http) => http.list('/interest-items/me', api.interestItemSchema, { ...api.toServerListParams(params), scope: 'mine' })) }),
  /** `scope=received`: the interests the caller's companies received on their announcements (`announcement` narrows to one). */
  received: (params: InterestItemListParams) =>
    queryOptions({ queryKey: [...interestQueries.lists(), 'received', params] as const, queryFn: () => read((api, http) => http.list('/interest-items/me', api.receivedInterestSchema, { ...api.toServerListParams(params), scope: 'received' })) }),
  admin: (params: InterestItemListParams) =>
    queryOptions({ queryKey: [...interestQueries.lists(), 'admin', params] as const, queryFn: () => read((api, http) => http.list('/admin/interest-items', api.interestItemSchema, api.toServerListParams(params))) }),
  /**
   * The caller's own interest in one announcement, or null: what 'Tenho interesse' asks before it
   * offers the form. Silent: when it fails, the button stays and the server still refuses a second one.
   */
  mineIn: (announcementId: number) =>
    queryOptions({ ...interestQueries.mine({ announcement: announcementId, take: 1 }), select: (page) => page.data[0] ?? null, meta: { silent: true } }),
  adminDetail: (id: number) =>
    queryOptions({ queryKey: [...interestQueries.all(), 'detail', id] as const, queryFn: () => read((api, http) => http.get(`/admin/interest-item/${id}`, api.interestItemDetailSchema)), meta: { silent: true } }),
};

/** The lists refresh when the window regains focus (docs/deal/live.md): the other side may have acted meanwhile. */
const ON_FOCUS = { refetchOnWindowFocus: true } as const;
export const useMyInterests = (params: InterestItemListParams, enabled = true) => useListQuery({ ...interestQueries.mine(params), ...ON_FOCUS }, enabled);
export const useReceivedInterests = (params: InterestItemListParams, enabled = true) => useListQuery({ ...interestQueries.received(params), ...ON_FOCUS }, enabled);
export const useAdminInterests = (params: InterestItemListParams, enabled = true) => useListQuery(interestQueries.admin(params), enabled);
export const useAdminInterest = (id: number | null | undefined) => useQuery({ ...interestQueries.adminDetail(id ?? 0), enabled: typeof id === 'number' });

export const useMyInterestIn = (announcementId: number, enabled = true) => useQuery({ ...interestQueries.mineIn(announcementId), enabled });

/** Either refreshes every list of interests, the announcement's own question ('Interesse registrado') included. */
export const useCreateInterest = () =>
  useWriteMutation({
    mutationFn: (body: InterestItemBody) => interestItemsApi.create(body),
    success: 'Interesse registrado. O vendedor já pode vê-lo em Interesses recebidos.',
    invalidates: [interestQueries.lists()],
    // The form shows the failure (on a field, or toasted by <Form>).
    silent: true,
  });

export const useDeleteInterest = () =>
  useWriteMutation({ mutationFn: (id: number) => interestItemsApi.remove(id), success: 'Interesse retirado.', invalidates: [interestQueries.lists()] });
