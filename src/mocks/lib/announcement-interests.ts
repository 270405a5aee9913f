import { db } from '../db/store';

/**
 * What an announcement's company learns about the interest it received: `interestCount` on
 * `GET /announcement/me` rows and on `GET /announcement/{id}` for a member (buyers never see how
 * many others are interested).
 */

/** Interest items per announcement id, counted once per answer. */
export function interestCounts(): Map<number, number> {
  const counts = new Map<number, number>();
  for (const item of db.interestItems) counts.set(item.announcementId, (counts.get(item.announcementId) ?? 0) + 1);
  return counts;
}

export function withInterestCount<T extends { id: number }>(row: T, counts: Map<number, number> = interestCounts()): T & { interestCount: number } {
  return { ...row, interestCount: counts.get(row.id) ?? 0 };
}
