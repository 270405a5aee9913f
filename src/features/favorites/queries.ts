import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notifySuccess } from '@/lib/notify';
import { favoritesApi, type FavoriteListParams, type FavoriteToggle } from './api';

/** Query keys of favorites (TkDodo style). */
export const favoriteKeys = {
  all: ['favorites'] as const,
  /** Every favorite's announcement id: the hearts read it. */
  ids: () => [...favoriteKeys.all, 'ids'] as const,
  lists: () => [...favoriteKeys.all, 'list'] as const,
  list: (params: FavoriteListParams) => [...favoriteKeys.lists(), params] as const,
};

export function useFavorites(params: FavoriteListParams, enabled = true) {
  return useQuery({ queryKey: favoriteKeys.list(params), queryFn: () => favoritesApi.list(params), placeholderData: keepPreviousData, enabled });
}

/** The announcement ids the caller has favorited (one query shared by every heart on screen). */
export function useFavoriteIds(enabled = true) {
  return useQuery({ queryKey: favoriteKeys.ids(), queryFn: favoritesApi.ids, staleTime: 60_000, enabled });
}

const withId = (ids: readonly number[], id: number, on: boolean) => (on ? (ids.includes(id) ? [...ids] : [...ids, id]) : ids.filter((x) => x !== id));

/** The hearts follow the API's answer to `POST /favorites`. */
const storeAnswer = (client: QueryClient, { announcement_id, favorite }: FavoriteToggle) =>
  client.setQueryData<number[]>(favoriteKeys.ids(), (ids) => (ids ? withId(ids, announcement_id, favorite) : ids));

/**
 * `POST /favorites` toggles. Optimistic: the heart changes at once; a failure puts it back as it
 * was (the cache toasts the failure). Lists of favorites refresh afterwards.
 */
export function useToggleFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (announcementId: number) => favoritesApi.toggle(announcementId),
    onMutate: async (announcementId) => {
      await client.cancelQueries({ queryKey: favoriteKeys.ids() });
      const ids = client.getQueryData<number[]>(favoriteKeys.ids());
      const was = !!ids?.includes(announcementId);
      if (ids) client.setQueryData<number[]>(favoriteKeys.ids(), withId(ids, announcementId, !was));
      return { was };
    },
    onError: (_error, announcementId, context) => {
      if (!context) return;
      client.setQueryData<number[]>(favoriteKeys.ids(), (ids) => (ids ? withId(ids, announcementId, context.was) : ids));
    },
    onSuccess: (result) => {
      storeAnswer(client, result);
      notifySuccess(result.favorite ? 'Anúncio adicionado aos favoritos.' : 'Anúncio removido dos favoritos.');
    },
    onSettled: () => client.invalidateQueries({ queryKey: favoriteKeys.lists() }),
  });
}

/**
 * "Remover" on /favoritos. `POST /favorites` toggles, so a row shown stale (already removed in
 * another tab) would be favorited again: when the answer says it is on, a second call takes it off.
 */
export function useRemoveFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (announcementId: number) => {
      const first = await favoritesApi.toggle(announcementId);
      return first.favorite ? favoritesApi.toggle(announcementId) : first;
    },
    onSuccess: (result) => {
      storeAnswer(client, result);
      notifySuccess('Anúncio removido dos favoritos.');
    },
    onSettled: () => client.invalidateQueries({ queryKey: favoriteKeys.lists() }),
  });
}
