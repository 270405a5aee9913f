import { useQueries, useQuery } from '@tanstack/react-query';
import type { Page } from '@/lib/api/client';
import { NEGOTIATION_STATUSES, type NegotiationStatus } from '@/lib/status';
import { announcementsApi, type AdminAnnouncementsParams } from '@/features/announcements/api';
import { announcementKeys } from '@/features/announcements/queries';
import { companiesApi, type AdminCompanyListParams } from '@/features/companies/api';
import { companyKeys } from '@/features/companies/queries';
import { featuredApi } from '@/features/featured/api';
import { featuredKeys } from '@/features/featured/queries';
import { negotiationsApi, type NegotiationListParams } from '@/features/negotiations/api';
import { negotiationKeys } from '@/features/negotiations/queries';
import { searchesApi, type AdminSearchListParams } from '@/features/searches/api';
import { searchKeys } from '@/features/searches/queries';
import { dashboardApi, TIMELINE_DAYS } from './api';

/**
 * The dashboard's numbers. Counts are the features' own list calls with `take=1` (`meta.itemCount`)
 * under the features' own query keys, so whatever invalidates a feature's lists (an approval, a new
 * featured entry, a status change) refreshes the dashboard too.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  timeline: (days: number) => [...dashboardKeys.all, 'timeline', days] as const,
};

const itemCount = (page: Page<unknown>) => page.meta.itemCount;

export const PENDING_COMPANIES: AdminCompanyListParams = { status: 'PENDING', take: 1 };
export const PENDING_ANNOUNCEMENTS: AdminAnnouncementsParams = { status: 'PENDING', take: 1 };
export const PENDING_SEARCHES: AdminSearchListParams = { status: 'PENDING', take: 1 };
export const negotiationCountParams = (status: NegotiationStatus): NegotiationListParams => ({ status, take: 1 });

export function usePendingCompaniesCount() {
  return useQuery({ queryKey: companyKeys.adminList(PENDING_COMPANIES), queryFn: () => companiesApi.adminList(PENDING_COMPANIES), select: itemCount });
}

export function usePendingAnnouncementsCount() {
  return useQuery({ queryKey: announcementKeys.admin(PENDING_ANNOUNCEMENTS), queryFn: () => announcementsApi.adminList(PENDING_ANNOUNCEMENTS), select: itemCount });
}

export function usePendingSearchesCount() {
  return useQuery({ queryKey: searchKeys.admin(PENDING_SEARCHES), queryFn: () => searchesApi.adminList(PENDING_SEARCHES), select: itemCount });
}

/** Featured slots in use (of MAX_FEATURED): the featured screen's own list and cache entry. */
export function useFeaturedCount() {
  return useQuery({ queryKey: featuredKeys.list(), queryFn: () => featuredApi.list(), select: itemCount });
}

export interface NegotiationCounts {
  /** Count per status, in the status order; undefined until every status has answered. */
  data: Record<NegotiationStatus, number> | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/** Negotiations per status: one `take=1` admin list call per status. */
export function useNegotiationCounts(): NegotiationCounts {
  return useQueries({
    queries: NEGOTIATION_STATUSES.map((status) => {
      const params = negotiationCountParams(status);
      return { queryKey: negotiationKeys.list('admin', params), queryFn: () => negotiationsApi.adminList(params), select: itemCount };
    }),
    combine: (results) => {
      const done = results.every((r) => r.data !== undefined);
      return {
        data: done ? (Object.fromEntries(NEGOTIATION_STATUSES.map((status, i) => [status, results[i]!.data!])) as Record<NegotiationStatus, number>) : undefined,
        isPending: results.some((r) => r.isPending),
        isError: results.some((r) => r.isError),
        refetch: () => results.filter((r) => r.isError).forEach((r) => void r.refetch()),
      };
    },
  });
}

/** New clients and announcements per day (our extension, see api.ts). */
export function useTimeline(days: number = TIMELINE_DAYS) {
  return useQuery({ queryKey: dashboardKeys.timeline(days), queryFn: () => dashboardApi.timeline(days) });
}
