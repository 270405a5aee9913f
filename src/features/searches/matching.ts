import { formatCurrency, formatNumber } from '@/lib/format';
import { proximityOf, regionOf, type Proximity } from '@/lib/regions';

/**
 * The matching rules between a search (what a company wants) and an announcement (what another
 * company offers), docs/deal/matches.md. Pure, on the few fields they need, so the mock answers with them in
 * both directions (`GET /search/{id}/compatible`, `GET /announcement/me/wanted`) and any screen or
 * test can state a reason the same way. docs/deal/matches.md has the contract.
 */

/** How an offer fits what is sought: the product itself, a sibling in its sub-category, or the category asked for. */
export const MATCH_KINDS = ['PRODUCT', 'SUBCATEGORY', 'CATEGORY'] as const;
type MatchKind = (typeof MATCH_KINDS)[number];

/** Whether the offer's stock covers the quantity sought. */
export const MATCH_FILLS = ['FULL', 'PARTIAL'] as const;
type MatchFill = (typeof MATCH_FILLS)[number];

/** What the rules read of a search. */
export interface Wanted {
  companyId: number;
  productId: number | null;
  categoryId: number | null;
  unitIndex: number;
  quantity: number;
  /** Maximum unit price (BRL), in the search's unit. */
  maxPrice: number;
  /** The delivery UF. */
  uf: string;
}

/** What the rules read of an announcement. */
export interface Offered {
  id: number;
  companyId: number;
  productId: number;
  unitIndex: number;
  quantity: number;
  unitPrice: number;
  uf: string;
  createdAt: string;
}

/** The catalogue lookups a fit and its reason need (the mock passes its tables' maps). */
export interface MatchCatalogue {
  categoriesOf(productId: number): readonly { categoryId: number; subCategoriesIndex: readonly number[] }[] | undefined;
  subCategoryName(index: number): string | undefined;
  categoryName(id: number): string | undefined;
  unitName(index: number): string | undefined;
}

export interface Fit {
  kind: MatchKind;
  /** The sub-category both products share (kind SUBCATEGORY). */
  subCategoryIndex?: number;
  fill: MatchFill;
  proximity: Proximity;
}

const PRODUCT = { kind: 'PRODUCT' } as const;
const CATEGORY = { kind: 'CATEGORY' } as const;

function kindOf(search: Wanted, productId: number, catalogue: MatchCatalogue): Pick<Fit, 'kind' | 'subCategoryIndex'> | null {
  if (search.productId !== null) {
    if (productId === search.productId) return PRODUCT;
    const sought = new Set((catalogue.categoriesOf(search.productId) ?? []).flatMap((c) => c.subCategoriesIndex));
    const shared = (catalogue.categoriesOf(productId) ?? []).flatMap((c) => c.subCategoriesIndex).find((index) => sought.has(index));
    return shared === undefined ? null : { kind: 'SUBCATEGORY', subCategoryIndex: shared };
  }
  if (search.categoryId === null) return null;
  return catalogue.categoriesOf(productId)?.some((c) => c.categoryId === search.categoryId) ? CATEGORY : null;
}

/**
 * How `offer` fits `search`, or null when it does not: what it sells (`kindOf`); another company's
 * offer with stock left; the same unit (a price or quantity in another unit cannot be compared)
 * and a unit price within the search's maximum. Whether both are public is the caller's filter.
 */
export function fitOf(search: Wanted, offer: Offered, catalogue: MatchCatalogue): Fit | null {
  if (offer.companyId === search.companyId || offer.quantity <= 0) return null;
  if (offer.unitIndex !== search.unitIndex || offer.unitPrice > search.maxPrice) return null;
  const kind = kindOf(search, offer.productId, catalogue);
  if (!kind) return null;
  const fill = offer.quantity >= search.quantity ? 'FULL' : 'PARTIAL';
  const proximity = proximityOf(search.uf, offer.uf);
  return kind.subCategoryIndex === undefined ? { kind: kind.kind, fill, proximity } : { kind: kind.kind, subCategoryIndex: kind.subCategoryIndex, fill, proximity };
}

const KIND_TEXT: Record<MatchKind, (search: Wanted, fit: Fit, catalogue: MatchCatalogue) => string> = {
  PRODUCT: () => 'mesmo produto',
  SUBCATEGORY: (_, fit, catalogue) => `mesma subcategoria (${catalogue.subCategoryName(fit.subCategoryIndex ?? 0) ?? '—'})`,
  CATEGORY: (search, _, catalogue) => `mesma categoria (${catalogue.categoryName(search.categoryId ?? 0) ?? '—'})`,
};

function placeText(offerUf: string, proximity: Proximity): string {
  if (proximity === 'UF') return `${offerUf} (UF de entrega)`;
  return proximity === 'REGION' ? `${offerUf} (mesma região: ${regionOf(offerUf) ?? '—'})` : `${offerUf} (outra região)`;
}

/**
 * 'mesmo produto, SP (UF de entrega), R$ 4.900,00 ≤ R$ 5.000,00' — what, where, the price against
 * the maximum, and ', parcial: 30 de 50 t' when the stock covers only part of the quantity.
 */
export function matchReason(search: Wanted, offer: Offered, fit: Fit, catalogue: MatchCatalogue): string {
  const parts = [KIND_TEXT[fit.kind](search, fit, catalogue), placeText(offer.uf, fit.proximity), `${formatCurrency(offer.unitPrice)} ≤ ${formatCurrency(search.maxPrice)}`];
  if (fit.fill === 'PARTIAL') parts.push(`parcial: ${formatNumber(offer.quantity)} de ${formatNumber(search.quantity)} ${catalogue.unitName(search.unitIndex) ?? ''}`.trimEnd());
  return parts.join(', ');
}

const KIND_RANK: Record<MatchKind, number> = { PRODUCT: 0, SUBCATEGORY: 1, CATEGORY: 2 };
const FILL_RANK: Record<MatchFill, number> = { FULL: 0, PARTIAL: 1 };
const NEAR_RANK: Record<Proximity, number> = { UF: 0, REGION: 1, OTHER: 2 };

/** ISO date-times compare as text; a plain comparison, not `localeCompare` (ICU collation is slow in a sort of thousands). */
const newestFirst = (a: string, b: string) => (a === b ? 0 : a < b ? 1 : -1);

export interface Ranked<O extends Offered = Offered> {
  offer: O;
  fit: Fit;
}

/**
 * The tie-breaks, in order: the product before its sub-category (and a category), the whole
 * quantity before a part, the delivery UF, then its region, then the rest; then the lower price,
 * the newest, the higher id (a stable order for pages).
 */
export function compareMatches(a: Ranked, b: Ranked): number {
  return (
    KIND_RANK[a.fit.kind] - KIND_RANK[b.fit.kind] ||
    FILL_RANK[a.fit.fill] - FILL_RANK[b.fit.fill] ||
    NEAR_RANK[a.fit.proximity] - NEAR_RANK[b.fit.proximity] ||
    a.offer.unitPrice - b.offer.unitPrice ||
    newestFirst(a.offer.createdAt, b.offer.createdAt) ||
    b.offer.id - a.offer.id
  );
}

/** The offers that fit `search`, best first. */
export function rankMatches<O extends Offered>(search: Wanted, offers: Iterable<O>, catalogue: MatchCatalogue): Ranked<O>[] {
  const out: Ranked<O>[] = [];
  for (const offer of offers) {
    const fit = fitOf(search, offer, catalogue);
    if (fit) out.push({ offer, fit });
  }
  return out.sort(compareMatches);
}

/**
 * The best offer that fits `search` and how many fit, in one pass without sorting them all (the
 * seller's side wants only the best of each search's fits).
 */
export function bestMatch<O extends Offered>(search: Wanted, offers: Iterable<O>, catalogue: MatchCatalogue): { best: Ranked<O>; count: number } | null {
  let best: Ranked<O> | null = null;
  let count = 0;
  for (const offer of offers) {
    const fit = fitOf(search, offer, catalogue);
    if (!fit) continue;
    count++;
    const ranked = { offer, fit };
    if (best === null || compareMatches(ranked, best) < 0) best = ranked;
  }
  return best ? { best, count } : null;
}
