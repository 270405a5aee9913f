import type { NewsEntry } from '@/features/news/api';
import { db } from '../../db/store';
import type { SearchRecord } from '../../db/deals';
import { isPublic } from '../announcement-views';
import { compatibleOffers, matchCatalogue, wantedSearches } from '../matching';
import { isPublicSearch } from '../search-views';
import { after, type NewsSource } from './types';

/** A search's name in the news: its product, else its category. */
export function searchName(search: SearchRecord): string {
  const product = search.productId !== null ? db.products.find((p) => p.id === search.productId)?.name : undefined;
  const category = search.categoryId !== null ? db.categories.find((c) => c.id === search.categoryId)?.name : undefined;
  return product ?? category ?? 'Busca';
}

const companyName = (id: number) => {
  const company = db.companies.find((c) => c.id === id);
  return company?.tradeName || company?.companyName || '—';
};

/** Interests registered on my companies' announcements since `since`. */
export const interestNews: NewsSource = (context) => {
  const mine = new Map(db.announcements.filter((a) => context.companyIds.has(a.companyId)).map((a) => [a.id, a]));
  return db.interestItems
    .filter((i) => mine.has(i.announcementId) && after(context, i.createdAt))
    .map((i) => ({ kind: 'INTEREST', id: `interesse:${i.id}`, at: i.createdAt, interestId: i.id, announcementId: i.announcementId, title: mine.get(i.announcementId)?.title ?? '—', companyName: companyName(i.companyId) }));
};

/** Per approved, active search of mine: the public offers that fit it and were approved (or changed) since `since`. */
export const compatibleNews: NewsSource = (context) => {
  const catalogue = matchCatalogue();
  const offers = db.announcements.filter((a) => isPublic(a, context.j) && after(context, a.updatedAt));
  if (offers.length === 0) return [];
  const items: NewsEntry[] = [];
  for (const search of db.searches) {
    if (!context.companyIds.has(search.companyId) || search.status !== 'APPROVED' || !search.active) continue;
    const fresh = compatibleOffers(search, offers, catalogue);
    if (fresh.length === 0) continue;
    const at = fresh.map((m) => m.offer.record.updatedAt).reduce((a, b) => (b > a ? b : a));
    items.push({ kind: 'COMPATIBLE', id: `compativeis:${search.id}`, at, searchId: search.id, searchName: searchName(search), count: fresh.length });
  }
  return items;
};

/** Other companies' public searches that my public announcements fit, approved (or changed) since `since`. */
export const wantedNews: NewsSource = (context) => {
  const offers = db.announcements.filter((a) => context.companyIds.has(a.companyId) && isPublic(a, context.j));
  const searches = db.searches.filter((s) => !context.companyIds.has(s.companyId) && isPublicSearch(s) && after(context, s.updatedAt));
  if (offers.length === 0 || searches.length === 0) return [];
  return wantedSearches(searches, offers, matchCatalogue()).map(({ search }) => ({
    kind: 'WANTED',
    id: `procura:${search.id}`,
    at: search.updatedAt,
    searchId: search.id,
    searchName: searchName(search),
    companyName: companyName(search.companyId),
  }));
};
