import type { NewsEntry } from '@/features/news/api';
import { accountNews, decisionNews } from './decisions';
import { compatibleNews, interestNews, wantedNews } from './deals';
import { negotiationNews } from './negotiations';
import type { NewsContext, NewsSource } from './types';

/**
 * The sources of `GET /news`, in order of precedence: where two give an item for the same record
 * (the same id), the first wins.
 */
const NEWS_SOURCES: readonly NewsSource[] = [
  negotiationNews,
  interestNews,
  compatibleNews,
  wantedNews,
  decisionNews,
  accountNews,
];

/** At most this many items, the newest: a bell counts '99+' past that anyway. */
const NEWS_MAX = 100;

/** Every source's items for the caller, each record once, newest first (at the same moment, in the sources' order). */
export function newsFor(context: NewsContext): NewsEntry[] {
  const byId = new Map<string, NewsEntry>();
  for (const source of NEWS_SOURCES) for (const item of source(context)) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => b.at.localeCompare(a.at)).slice(0, NEWS_MAX);
}
