import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@/lib/api/params';
import { useListQuery } from '@/lib/hooks/useListQuery';
import { isRefusal } from '@/lib/api/http-error';
import { notifySuccess } from '@/lib/notify';
import { announcementKeys } from '@/features/announcements/model';
import type { ListParams } from '@/lib/api/params';
import type { FeaturedEntry } from './api';
import { lazyApi, lazyRead } from '@/lib/api/lazy';
import { MAX_FEATURED } from './model';

/** The calls (and their zod schemas) load with the first request, not with the page. */
const featuredApi = lazyApi(() => import('./api').then((m) => m.featuredApi));
const read = lazyRead(() => import('./api'));

export interface FeaturedParams extends ListParams {
  search?: string;
  segment?: string | number;
  category?: string | number;
  product?: string | number;
  uf?: string;
}

/**
 * Featured queries (TkDodo style). They live under the announcements root, so any announcement
 * change (an edit takes it out of the list) refreshes them, and a featured change refreshes the
 * announcement lists (their `featured` flag). The showcase's hook and its server prefetch share `list`.
 */
export const featuredQueries = {
  all: () => [...announcementKeys.all(), 'featured'] as const,
  /** The whole list (there are at most 7), in sequence. */
  list: (params: FeaturedParams = {}) =>
    queryOptions({
      queryKey: [...featuredQueries.all(), 'list', params] as const,
      queryFn: () => read((api, http) => http.list('/featured/announcement', api.featuredEntrySchema, { ...params, page: 1, take: MAX_FEATURED })),
    }),
};

export const useFeatured = (params: FeaturedParams = {}, enabled = true) => useListQuery(featuredQueries.list(params), enabled);

/** The unfiltered list's cache entry: every write answers the whole list. */
const listKey = () => featuredQueries.list().queryKey;

/** The whole list answered by a write → the unfiltered list's cache. */
function toPage(entries: FeaturedEntry[]): Page<FeaturedEntry> {
  return {
    data: entries,
    meta: { page: 1, take: 7, itemCount: entries.length, pageCount: 1, hasPreviousPage: false, hasNextPage: false },
  };
}

/**
 * Adds or removes one announcement: the answer (the whole list) is cached, and every view of an
 * announcement reloads, since its 'Destaque' mark changed.
 */
function useToggleFeatured(write: (body: { announcement_id: number }) => Promise<FeaturedEntry[]>, success: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (announcementId: number) => write({ announcement_id: announcementId }),
    onSuccess: async (entries) => {
      client.setQueryData(listKey(), toPage(entries));
      await client.invalidateQueries({ queryKey: announcementKeys.all() });
      notifySuccess(success);
    },
    // A refusal (the list filled up, the announcement changed meanwhile): show the list as it is now.
    onError: (error) => {
      if (isRefusal(error)) void client.invalidateQueries({ queryKey: announcementKeys.all() });
    },
  });
}

export const useAddFeatured = () => useToggleFeatured(featuredApi.add, 'Anúncio adicionado aos destaques.');
export const useRemoveFeatured = () => useToggleFeatured(featuredApi.remove, 'Anúncio removido dos destaques.');

/** Moves one entry to a 1-based position; the list reorders at once and rolls back on failure. */
export function useMoveFeatured() {
  const client = useQueryClient();
  const key = listKey();
  return useMutation({
    mutationFn: ({ announcementId, sequence }: { announcementId: number; sequence: number }) =>
      featuredApi.move({ announcement_id: announcementId, sequence }),
    onMutate: async ({ announcementId, sequence }) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData(key);
      if (previous) {
        const entries = [...previous.data];
        const from = entries.findIndex((e) => e.announcement_id === announcementId);
        if (from >= 0) {
          const [moved] = entries.splice(from, 1);
          entries.splice(sequence - 1, 0, moved!);
          client.setQueryData(key, toPage(entries.map((e, i) => ({ ...e, sequence: i + 1 }))));
        }
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (entries) => {
      client.setQueryData(key, toPage(entries));
    },
    onSettled: () => client.invalidateQueries({ queryKey: featuredQueries.all(), refetchType: 'none' }),
  });
}
