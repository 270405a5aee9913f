import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@/lib/api/client';
import { notifySuccess } from '@/lib/notify';
import { announcementKeys } from '@/features/announcements/queries';
import { featuredApi, type FeaturedEntry, type FeaturedParams } from './api';

/**
 * Featured keys live under the announcements root, so any announcement change (an edit takes it
 * out of the list) refreshes them, and a featured change refreshes the announcement lists (their
 * `featured` flag).
 */
export const featuredKeys = {
  all: [...announcementKeys.all, 'featured'] as const,
  list: (params: FeaturedParams = {}) => [...featuredKeys.all, 'list', params] as const,
};

/** The featured list's query options (the showcase's hook and its server prefetch share them). */
export const featuredQueries = {
  list: (params: FeaturedParams = {}) => queryOptions({ queryKey: featuredKeys.list(params), queryFn: () => featuredApi.list(params) }),
};

export function useFeatured(params: FeaturedParams = {}, enabled = true) {
  return useQuery({ ...featuredQueries.list(params), placeholderData: keepPreviousData, enabled });
}

/** The whole list answered by a write → the unfiltered list's cache. */
function toPage(entries: FeaturedEntry[]): Page<FeaturedEntry> {
  return {
    data: entries,
    meta: { page: 1, take: 7, itemCount: entries.length, pageCount: 1, hasPreviousPage: false, hasNextPage: false },
  };
}

export function useAddFeatured() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (announcementId: number) => featuredApi.add({ announcement_id: announcementId }),
    onSuccess: async (entries) => {
      client.setQueryData(featuredKeys.list(), toPage(entries));
      await client.invalidateQueries({ queryKey: announcementKeys.all });
      notifySuccess('Anúncio adicionado aos destaques.');
    },
  });
}

export function useRemoveFeatured() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (announcementId: number) => featuredApi.remove({ announcement_id: announcementId }),
    onSuccess: async (entries) => {
      client.setQueryData(featuredKeys.list(), toPage(entries));
      await client.invalidateQueries({ queryKey: announcementKeys.all });
      notifySuccess('Anúncio removido dos destaques.');
    },
  });
}

/** Moves one entry to a 1-based position; the list reorders at once and rolls back on failure. */
export function useMoveFeatured() {
  const client = useQueryClient();
  const key = featuredKeys.list();
  return useMutation({
    mutationFn: ({ announcementId, sequence }: { announcementId: number; sequence: number }) =>
      featuredApi.move({ announcement_id: announcementId, sequence }),
    onMutate: async ({ announcementId, sequence }) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Page<FeaturedEntry>>(key);
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
    onSettled: () => client.invalidateQueries({ queryKey: featuredKeys.all, refetchType: 'none' }),
  });
}
