import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useListQuery } from '@/lib/hooks/useListQuery';
import { notifySuccess } from '@/lib/notify';
import { listQuery } from '@/lib/query-client';
import { companyQueries } from '@/features/companies/queries';
import type { ListParams } from '@/lib/api/params';
import type { FavoriteToggle } from './api';
import { lazyApi, lazyRead } from '@/lib/api/lazy';

/** The calls (and their zod schemas) load with the first request, not with the page. */
const favoritesApi = lazyApi(() => import('./api').then((m) => m.favoritesApi));
const read = lazyRead(() => import('./api'));

export interface FavoriteListParams extends ListParams {
  /** Title, product or company. */
  search?: string;
}

/** The largest page the API serves: reading every favorite takes as few calls as possible. */
const FAVORITES_PAGE_MAX = 100;

const list = (params: FavoriteListParams) => read((api, http) => http.list('/favorites', api.favoriteSchema, params));

/** Every favorite's announcement id (all pages), for the hearts of the showcase and detail. */
async function favoriteIds(): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const result = await list({ page, take: FAVORITES_PAGE_MAX });
    ids.push(...result.data.map((f) => f.announcement_id));
    if (!result.meta.hasNextPage) return ids;
  }
}

/** Favorites' queries (TkDodo style): key-only entries invalidate, the others are reads. */
export const favoriteQueries = {
  all: () => ['favorites'] as const,
  /** Every favorite's announcement id: the hearts read it (one query shared by every heart on screen). */
  ids: () => queryOptions({ queryKey: [...favoriteQueries.all(), 'ids'] as const, queryFn: favoriteIds, staleTime: 60_000 }),
  lists: () => [...favoriteQueries.all(), 'list'] as const,
  list: (params: FavoriteListParams) => queryOptions({ queryKey: [...favoriteQueries.lists(), params] as const, queryFn: () => list(params) }),
};

export const useFavorites = (params: FavoriteListParams, enabled = true) => useListQuery(favoriteQueries.list(params), enabled);

/**
 * What every favorite heart reads (`FavoriteButton`): the caller's favorites and companies, for a
 * page that shows hearts to render them with (`prefetchLists`, lib/query-client.ts). An admin's refusal leaves them
 * out; admins see no hearts.
 */
export const favoriteHeartQueries = [listQuery(favoriteQueries.ids), listQuery(companyQueries.own)] as const;

/** The announcement ids the caller has favorited. */
export const useFavoriteIds = (enabled = true) => useQuery({ ...favoriteQueries.ids(), enabled });

/** The hearts' cache entry. */
const idsKey = favoriteQueries.ids().queryKey;

const withId = (ids: readonly number[], id: number, on: boolean) => (on ? (ids.includes(id) ? [...ids] : [...ids, id]) : ids.filter((x) => x !== id));

/** The hearts follow the API's answer to `POST /favorites`. */
const storeAnswer = (client: QueryClient, { announcement_id, favorite }: FavoriteToggle) =>
  client.setQueryData(idsKey, (ids) => (ids ? withId(ids, announcement_id, favorite) : ids));

/**
 * `POST /favorites` toggles. Optimistic: the heart changes at once; a failure puts it back as it
 * was (the cache toasts the failure). Lists of favorites refresh afterwards.
 */
export function useToggleFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (announcementId: number) => favoritesApi.toggle(announcementId),
    onMutate: async (announcementId) => {
      await client.cancelQueries({ queryKey: idsKey });
      const ids = client.getQueryData(idsKey);
      const was = !!ids?.includes(announcementId);
      if (ids) client.setQueryData(idsKey, withId(ids, announcementId, !was));
      return { was };
    },
    onError: (_error, announcementId, context) => {
      if (!context) return;
      client.setQueryData(idsKey, (ids) => (ids ? withId(ids, announcementId, context.was) : ids));
    },
    onSuccess: (result) => {
      storeAnswer(client, result);
      notifySuccess(result.favorite ? 'Anúncio adicionado aos favoritos.' : 'Anúncio removido dos favoritos.');
    },
    onSettled: () => client.invalidateQueries({ queryKey: favoriteQueries.lists() }),
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
    onSettled: () => client.invalidateQueries({ queryKey: favoriteQueries.lists() }),
  });
}
