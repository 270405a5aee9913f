import { bestMatch, rankMatches, type MatchCatalogue, type Offered, type Ranked, type Wanted } from '@/features/searches/matching';
import type { AnnouncementRecord } from '../db/announcements';
import type { SearchRecord } from '../db/deals';
import { db } from '../db/store';

/**
 * The mock's side of matching (docs/deal/matches.md): the store's records and tables fed to the pure rules
 * of `features/searches/matching.ts`, in both directions. Whether a record is public at all
 * (APPROVED, of an APPROVED company, active) is the caller's filter.
 */

export type Match = Ranked<Offered & { record: AnnouncementRecord }>;

/** The catalogue lookups of the rules, over the store's tables as they are now. */
export function matchCatalogue(): MatchCatalogue {
  const products = new Map(db.products.map((p) => [p.id, p.categories]));
  const subCategories = new Map(db.subCategories.map((s) => [s.index, s.name]));
  const categories = new Map(db.categories.map((c) => [c.id, c.name]));
  const units = new Map(db.units.map((u) => [u.index, u.name]));
  return {
    categoriesOf: (id) => products.get(id),
    subCategoryName: (index) => subCategories.get(index),
    categoryName: (id) => categories.get(id),
    unitName: (index) => units.get(index),
  };
}

const wantedOf = (s: SearchRecord): Wanted => s;

const offeredOf = (record: AnnouncementRecord): Offered & { record: AnnouncementRecord } => ({
  id: record.id,
  companyId: record.companyId,
  productId: record.productId,
  unitIndex: record.unitIndex,
  quantity: record.quantity,
  unitPrice: record.unitPrice,
  uf: record.location.uf,
  createdAt: record.createdAt,
  record,
});

/**
 * The products an offer may sell to fit `search` (its product and those sharing a sub-category,
 * or its category's): checked first, so only those offers are turned over to the rules and a
 * 10 000-announcement store is scanned once with a set lookup.
 */
function productsSought(search: Wanted, catalogue: MatchCatalogue): Set<number> {
  const out = new Set<number>();
  if (search.productId !== null) {
    const sub = new Set((catalogue.categoriesOf(search.productId) ?? []).flatMap((c) => c.subCategoriesIndex));
    out.add(search.productId);
    for (const p of db.products) if (p.categories.some((c) => c.subCategoriesIndex.some((i) => sub.has(i)))) out.add(p.id);
  } else if (search.categoryId !== null) {
    for (const p of db.products) if (p.categories.some((c) => c.categoryId === search.categoryId)) out.add(p.id);
  }
  return out;
}

/** The public offers (`candidates`) that fit `search`, best first (`compareMatches`). */
export function compatibleOffers(search: SearchRecord, candidates: readonly AnnouncementRecord[], catalogue: MatchCatalogue = matchCatalogue()): Match[] {
  const wanted = wantedOf(search);
  const sought = productsSought(wanted, catalogue);
  const offers: (Offered & { record: AnnouncementRecord })[] = [];
  for (const record of candidates) if (sought.has(record.productId)) offers.push(offeredOf(record));
  return rankMatches(wanted, offers, catalogue);
}

/** One public search and the best of the seller's offers that fit it, with how many fit. */
interface WantedMatch {
  search: SearchRecord;
  best: Match;
  count: number;
}

/**
 * Seller's side: each of `searches` (public, of other companies) that one of `offers` (the
 * seller's public announcements) fits, with its best offer; ordered by that best fit's
 * tie-breaks, then the newest search.
 */
export function wantedSearches(searches: readonly SearchRecord[], offers: readonly AnnouncementRecord[], catalogue: MatchCatalogue = matchCatalogue()): WantedMatch[] {
  // The seller's offers by product, built once: each search reads only the products it may take.
  const byProduct = new Map<number, (Offered & { record: AnnouncementRecord })[]>();
  for (const record of offers) {
    const list = byProduct.get(record.productId);
    if (list) list.push(offeredOf(record));
    else byProduct.set(record.productId, [offeredOf(record)]);
  }
  const rows: WantedMatch[] = [];
  for (const search of searches) {
    const candidates = [...productsSought(search, catalogue)].flatMap((id) => byProduct.get(id) ?? []);
    const found = bestMatch(wantedOf(search), candidates, catalogue);
    if (found) rows.push({ search, ...found });
  }
  const RANK = { PRODUCT: 0, SUBCATEGORY: 1, CATEGORY: 2, FULL: 0, PARTIAL: 1, UF: 0, REGION: 1, OTHER: 2 } as const;
  return rows.sort(
    (a, b) =>
      RANK[a.best.fit.kind] - RANK[b.best.fit.kind] ||
      RANK[a.best.fit.fill] - RANK[b.best.fit.fill] ||
      RANK[a.best.fit.proximity] - RANK[b.best.fit.proximity] ||
      (a.search.createdAt === b.search.createdAt ? 0 : a.search.createdAt < b.search.createdAt ? 1 : -1) ||
      b.search.id - a.search.id,
  );
}
