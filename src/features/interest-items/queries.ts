import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '@/lib/notify';
import { interestItemsApi, type InterestItemBody, type InterestItemListParams } from './api';

/** Query keys of interest items (TkDodo style). Params hold the screen's sort keys; the api translates them. */
export const interestKeys = {
  all: ['interest-items'] as const,
  lists: () => [...interestKeys.all, 'list'] as const,
  mine: (params: InterestItemListParams) => [...interestKeys.lists(), 'mine', params] as const,
  received: (params: InterestItemListParams) => [...interestKeys.lists(), 'received', params] as const,
  admin: (params: InterestItemListParams) => [...interestKeys.lists(), 'admin', params] as const,
  detail: (id: number) => [...interestKeys.all, 'detail', id] as const,
};

export function useMyInterests(params: InterestItemListParams, enabled = true) {
  return useQuery({ queryKey: interestKeys.mine(params), queryFn: () => interestItemsApi.mine(params), placeholderData: keepPreviousData, enabled });
}

/** `scope=received`: the interests the caller's companies received on their announcements (`announcement` narrows to one). */
export function useReceivedInterests(params: InterestItemListParams, enabled = true) {
  return useQuery({ queryKey: interestKeys.received(params), queryFn: () => interestItemsApi.received(params), placeholderData: keepPreviousData, enabled });
}

/**
 * The caller's own interest in one announcement, or null: what 'Tenho interesse' asks before it
 * offers the form. Silent: when it fails, the button stays and the server still refuses a second one.
 */
export function useMyInterestIn(announcementId: number, enabled = true) {
  const params: InterestItemListParams = { announcement: announcementId, take: 1 };
  return useQuery({
    queryKey: interestKeys.mine(params),
    queryFn: () => interestItemsApi.mine(params),
    select: (page) => page.data[0] ?? null,
    enabled,
    meta: { silent: true },
  });
}

export function useAdminInterests(params: InterestItemListParams, enabled = true) {
  return useQuery({ queryKey: interestKeys.admin(params), queryFn: () => interestItemsApi.adminList(params), placeholderData: keepPreviousData, enabled });
}

export function useAdminInterest(id: number | null | undefined) {
  return useQuery({
    queryKey: interestKeys.detail(id ?? 0),
    queryFn: () => interestItemsApi.adminGet(id!),
    enabled: typeof id === 'number',
    meta: { silent: true },
  });
}

export function useCreateInterest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InterestItemBody) => interestItemsApi.create(body),
    // The form shows the failure (on a field, or toasted by <Form>).
    meta: { silent: true },
    onSuccess: async () => {
      // Every list of interests, the announcement's own question ('Interesse registrado') included.
      await client.invalidateQueries({ queryKey: interestKeys.lists() });
      notifySuccess('Interesse registrado. O vendedor já pode vê-lo em Interesses recebidos.');
    },
  });
}

export function useDeleteInterest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => interestItemsApi.remove(id),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: interestKeys.lists() });
      notifySuccess('Interesse retirado.');
    },
  });
}
