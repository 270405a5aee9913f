import { queryOptions, useQuery } from '@tanstack/react-query';
import { useListQuery } from '@/lib/hooks/useListQuery';
import { useWriteMutation } from '@/lib/query-mutation';
import type { InterestItemBody, InterestItemListParams } from './api';
import { lazyApi } from '@/lib/api/lazy';

/** The calls (and their zod schemas) load with the first request, not with the page. */
const interestItemsApi = lazyApi(() => import('./api').then((m) => m.interestItemsApi));

/**
 * Interest items' queries (TkDodo style): key-only entries invalidate, the others are reads.
 * Params hold the screen's sort keys; the api translates them.
 */
export const interestQueries = {
  all: () => ['interest-items'] as const,
  lists: () => [...interestQueries.all(), 'list'] as const,
  mine: (params: InterestItemListParams) => queryOptions({ queryKey: [...interestQueries.lists(), 'mine', params] as const, queryFn: () => interestItemsApi.mine(params) }),
  /** `scope=received`: the interests the caller's companies received on their announcements (`announcement` narrows to one). */
  received: (params: InterestItemListParams) =>
    queryOptions({ queryKey: [...interestQueries.lists(), 'received', params] as const, queryFn: () => interestItemsApi.received(params) }),
  admin: (params: InterestItemListParams) =>
    queryOptions({ queryKey: [...interestQueries.lists(), 'admin', params] as const, queryFn: () => interestItemsApi.adminList(params) }),
  /**
   * The caller's own interest in one announcement, or null: what 'Tenho interesse' asks before it
   * offers the form. Silent: when it fails, the button stays and the server still refuses a second one.
   */
  mineIn: (announcementId: number) =>
    queryOptions({ ...interestQueries.mine({ announcement: announcementId, take: 1 }), select: (page) => page.data[0] ?? null, meta: { silent: true } }),
  adminDetail: (id: number) =>
    queryOptions({ queryKey: [...interestQueries.all(), 'detail', id] as const, queryFn: () => interestItemsApi.adminGet(id), meta: { silent: true } }),
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
