import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { announcementQueries } from '@/features/announcements/queries';
import { interestQueries } from '@/features/interest-items/queries';
import type { Negotiation } from '@/features/negotiations/api';
import { negotiationQueries } from '@/features/negotiations/queries';
import { searchQueries } from '@/features/searches/queries';
import { interestNews, matchNews, mergeNews, negotiationNews, reviewNews, unseenNegotiationIds, wantedNews, type NewsItem, type SeenMarks } from './derive';

/**
 * The header's "Novidades": other features' reads (their own queryOptions, spread), composed.
 * Each is a first page, newest first where the call can order so; what lies beyond it is not
 * counted (docs/deal/news.md, "Limits"). Silent: the panel says when a source failed, and a toast
 * on every page for the header's own reads would be noise.
 */
const HEADER = { staleTime: 60_000, meta: { silent: true } } as const;
/** Rows read from each list; the searches whose offers are checked. */
const NEWS_PAGE = 20;
const NEWS_SEARCHES = 5;

const newsQueries = {
  purchases: () => ({ ...negotiationQueries.list('purchases', { take: NEWS_PAGE }), ...HEADER }),
  sales: () => ({ ...negotiationQueries.list('sales', { take: NEWS_PAGE }), ...HEADER }),
  negotiation: (id: number) => ({ ...negotiationQueries.detail('party', id), staleTime: HEADER.staleTime }),
  interests: () => ({ ...interestQueries.received({ take: NEWS_PAGE }), ...HEADER }),
  announcements: () => ({ ...announcementQueries.mine({ take: NEWS_PAGE, orderBy: 'updatedAt', order: 'DESC' }), ...HEADER }),
  approvedSearches: () => ({ ...searchQueries.mine({ status: 'APPROVED', active: 'TRUE', take: NEWS_PAGE }), ...HEADER }),
  rejectedSearches: () => ({ ...searchQueries.mine({ status: 'REJECTED', active: 'TRUE', take: NEWS_PAGE }), ...HEADER }),
  compatible: (searchId: number) => ({ ...searchQueries.compatible(searchId, { take: NEWS_PAGE }), ...HEADER }),
  wanted: () => ({ ...searchQueries.wanted({ take: NEWS_PAGE }), ...HEADER }),
};

export interface News {
  items: NewsItem[];
  /** Some source is still loading (the count is hidden until every one answered). */
  loading: boolean;
  /** Some source failed: the panel says so, never 'Nada de novo'. */
  failed: boolean;
  /** Reads again the sources that failed. */
  retry: () => void;
}

const rowsOf = <T,>(query: UseQueryResult<{ data: T[] }>) => query.data?.data ?? [];

/** What is new for a commerce account with these marks; `enabled` false (admins, no marks yet) reads nothing. */
export function useNews(marks: SeenMarks | null, enabled: boolean): News {
  const on = enabled && marks !== null;
  const purchases = useQuery({ ...newsQueries.purchases(), enabled: on });
  const sales = useQuery({ ...newsQueries.sales(), enabled: on });
  const interests = useQuery({ ...newsQueries.interests(), enabled: on });
  const announcements = useQuery({ ...newsQueries.announcements(), enabled: on });
  const approved = useQuery({ ...newsQueries.approvedSearches(), enabled: on });
  const rejected = useQuery({ ...newsQueries.rejectedSearches(), enabled: on });
  const wanted = useQuery({ ...newsQueries.wanted(), enabled: on });
  const mySearches = rowsOf(approved).slice(0, NEWS_SEARCHES);
  const compatible = useQueries({ queries: mySearches.map((s) => ({ ...newsQueries.compatible(s.id), enabled: on })) });
  const detailIds = marks ? unseenNegotiationIds(rowsOf(purchases), rowsOf(sales), marks) : [];
  const details = useQueries({ queries: detailIds.map((id) => ({ ...newsQueries.negotiation(id), enabled: on })) });

  const all: UseQueryResult[] = [purchases, sales, interests, announcements, approved, rejected, wanted, ...compatible, ...details];
  const failed = on && all.some((q) => q.isError);
  const loading = on && all.some((q) => q.isPending && !q.isError);
  const retry = () => all.filter((q) => q.isError).forEach((q) => void q.refetch());
  if (!on || !marks) return { items: [], loading: enabled, failed: false, retry };

  const byId = new Map<number, Negotiation>();
  details.forEach((q) => q.data && byId.set(q.data.id, q.data));
  const items = mergeNews(
    negotiationNews([...rowsOf(purchases), ...rowsOf(sales)], byId, marks),
    interestNews(rowsOf(interests), marks),
    mySearches.flatMap((s, i) => matchNews(s, compatible[i]?.data?.data ?? [], marks)),
    wantedNews(rowsOf(wanted), marks),
    reviewNews(rowsOf(announcements), [...rowsOf(approved), ...rowsOf(rejected)], marks),
  );
  return { items, loading, failed, retry };
}
