import { proximityOf, type Proximity } from '@/lib/regions';
import type { AnnouncementRecord } from '../db/announcements';
import type { ProductRecord } from '../db/catalogue';
import type { SearchRecord } from '../db/deals';

/**
 * Which offers answer a search (`GET /search/{id}/compatible`). Each rule is its own function so
 * later ones (price within the search's maximum, enough quantity: issue 28) can join the list and
 * say why an offer matched. Whether an announcement is public at all is the caller's filter.
 */

export interface Match {
  record: AnnouncementRecord;
  proximity: Proximity;
}

/** The offer sells what the search asks for: its product, else any product of its category. */
export function sellsSought(search: SearchRecord, offer: AnnouncementRecord, products: ReadonlyMap<number, ProductRecord>): boolean {
  if (search.productId !== null) return offer.productId === search.productId;
  if (search.categoryId === null) return false;
  return products.get(offer.productId)?.categories.some((c) => c.categoryId === search.categoryId) ?? false;
}

/** The searcher could buy it: another company's offer (never its own), with stock left. */
export function buyableBySearcher(search: SearchRecord, offer: AnnouncementRecord): boolean {
  return offer.companyId !== search.companyId && offer.quantity > 0;
}

const RANK: Record<Proximity, number> = { UF: 0, REGION: 1, OTHER: 2 };

/** Nearest to the delivery UF first (UF, region, the rest), then newest. */
export function byProximityThenNewest(a: Match, b: Match): number {
  return RANK[a.proximity] - RANK[b.proximity] || b.record.createdAt.localeCompare(a.record.createdAt) || b.record.id - a.record.id;
}

/** The public offers (`candidates`) that answer `search`, in the order buyers see them. */
export function compatibleOffers(search: SearchRecord, candidates: readonly AnnouncementRecord[], products: ReadonlyMap<number, ProductRecord>): Match[] {
  return candidates
    .filter((offer) => sellsSought(search, offer, products) && buyableBySearcher(search, offer))
    .map((record) => ({ record, proximity: proximityOf(search.uf, record.location.uf) }))
    .sort(byProximityThenNewest);
}
