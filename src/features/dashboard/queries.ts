import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { Page } from '@/lib/api/params';
import { NEGOTIATION_STATUSES, type NegotiationStatus } from '@/lib/status';
import type { AdminAnnouncementsParams } from '@/features/announcements/queries';
import { announcementQueries } from '@/features/announcements/queries';
import type { AdminCompanyListParams } from '@/features/companies/queries';
import { companyQueries } from '@/features/companies/queries';
import { featuredQueries } from '@/features/featured/queries';
import type { NegotiationListParams } from '@/features/negotiations/queries';
import { negotiationQueries } from '@/features/negotiations/queries';
import type { AdminSearchListParams } from '@/features/searches/queries';
import { searchQueries } from '@/features/searches/queries';
import { TIMELINE_DAYS } from './model';
import { lazyRead } from '@/lib/api/lazy';

/** The reads (and their zod schemas) load with the first request, not with the page. */
const read = lazyRead(() => import('./api'));

const itemCount = (page: Page<unknown>) => page.meta.itemCount;

const PENDING_COMPANIES: AdminCompanyListParams = { status: 'PENDING', take: 1 };
const PENDING_ANNOUNCEMENTS: AdminAnnouncementsParams = { status: 'PENDING', take: 1 };
const PENDING_SEARCHES: AdminSearchListParams = { status: 'PENDING', take: 1 };
const negotiationCountParams = (status: NegotiationStatus): NegotiationListParams => ({ status, take: 1 });

/**
 * The dashboard's numbers (TkDodo style). Counts are the features' own list queries with `take=1`
 * (`meta.itemCount`), so whatever invalidates a feature's lists (an approval, a new featured entry,
 * a status change) refreshes the dashboard too. Only the timeline is the dashboard's own.
 */
export const dashboardQueries = {
  all: () => ['dashboard'] as const,
  pendingCompanies: () => queryOptions({ ...companyQueries.adminList(PENDING_COMPANIES), select: itemCount }),
  pendingAnnouncements: () => queryOptions({ ...announcementQueries.admin(PENDING_ANNOUNCEMENTS), select: itemCount }),
  pendingSearches: () => queryOptions({ ...searchQueries.admin(PENDING_SEARCHES), select: itemCount }),
  /** Featured slots in use (of MAX_FEATURED): the featured screen's own list and cache entry. */
  featuredCount: () => queryOptions({ ...featuredQueries.list(), select: itemCount }),
  /** Negotiations with one status: the admin list of that status. */
  negotiationCount: (status: NegotiationStatus) => queryOptions({ ...negotiationQueries.list('admin', negotiationCountParams(status)), select: itemCount }),
  /** New clients and announcements per day (our extension, see api.ts). */
  timeline: (days: number = TIMELINE_DAYS) => queryOptions({ queryKey: [...dashboardQueries.all(), 'timeline', days] as const, queryFn: () => read((api, http) => http.get('/admin/dashboard/timeline', api.timelineSchema, { days })) }),
};

export const usePendingCompaniesCount = () => useQuery(dashboardQueries.pendingCompanies());
export const usePendingAnnouncementsCount = () => useQuery(dashboardQueries.pendingAnnouncements());
export const usePendingSearchesCount = () => useQuery(dashboardQueries.pendingSearches());
export const useFeaturedCount = () => useQuery(dashboardQueries.featuredCount());
export const useTimeline = (days: number = TIMELINE_DAYS) => useQuery(dashboardQueries.timeline(days));

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
    queries: NEGOTIATION_STATUSES.map((status) => dashboardQueries.negotiationCount(status)),
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
