import { matchReason } from '@/features/searches/matching';
import type { CompatibleAnnouncement, WantedSearch } from '@/features/searches/api';
import type { SearchRecord } from '../db/deals';
import { db } from '../db/store';
import type { AccountRecord } from '../db/types';
import { isPublic, joins, toAnnouncementSummary } from './announcement-views';
import { isMember } from './company-access';
import { companyIdsOf } from './deal-helpers';
import { notFound, unauthorized } from './errors';
import { paginate } from './list';
import { compatibleOffers, matchCatalogue, wantedSearches, type Match } from './matching';
import { idField } from './numbers';
import { isPublicSearch, toSearch } from './search-views';

/**
 * The answers of the two matching calls (docs/deal/matches.md): the rules run over every public
 * record, the page is cut, and only the page's rows are joined and given their reason.
 */

const matchFields = (search: SearchRecord, { offer, fit }: Match, catalogue = matchCatalogue()) => ({
  matchKind: fit.kind,
  fill: fit.fill,
  proximity: fit.proximity,
  reason: matchReason(search, offer, fit, catalogue),
});

/** `GET /search/{id}/compatible`: the public offers that fit `search`, best first. */
export function compatiblePage(search: SearchRecord, query: URLSearchParams) {
  const j = joins();
  const catalogue = matchCatalogue();
  const page = paginate(
    compatibleOffers(
      search,
      db.announcements.filter((a) => isPublic(a, j)),
      catalogue,
    ),
    query,
  );
  return {
    data: page.data.map((m): CompatibleAnnouncement => ({ ...toAnnouncementSummary(m.offer.record, j), ...matchFields(search, m, catalogue) })),
    meta: page.meta,
  };
}

/**
 * The companies whose announcements the seller's side reads: `company` (a member's: unknown 404,
 * another's 401, not a whole number 400) or all of the caller's. Admins have none: 401.
 */
function sellingCompanies(account: AccountRecord, query: URLSearchParams): Set<number> {
  if (account.isAdmin) throw unauthorized('Unauthorized');
  const id = idField('company', query.get('company'));
  if (id === undefined) return companyIdsOf(account);
  const company = db.companies.find((c) => c.id === id);
  if (!company) throw notFound('Not Found');
  if (!isMember(company, account)) throw unauthorized('Unauthorized');
  return new Set([id]);
}

/**
 * `GET /announcement/me/wanted`: public searches of other companies (none of the caller's) that
 * the caller's public announcements fit, each with the best of them.
 */
export function wantedPage(account: AccountRecord, query: URLSearchParams) {
  const selling = sellingCompanies(account, query);
  const own = companyIdsOf(account);
  const j = joins();
  const catalogue = matchCatalogue();
  const offers = db.announcements.filter((a) => selling.has(a.companyId) && isPublic(a, j));
  const searches = db.searches.filter((s) => !own.has(s.companyId) && isPublicSearch(s));
  const page = paginate(wantedSearches(searches, offers, catalogue), query);
  return {
    data: page.data.map(({ search, best, count }): WantedSearch => {
      const { id, title, unitPrice, quantity, unit, company, city, uf } = toAnnouncementSummary(best.offer.record, j);
      return { search: toSearch(search), announcement: { id, title, unitPrice, quantity, unit, company, city, uf }, ...matchFields(search, best, catalogue), announcementCount: count };
    }),
    meta: page.meta,
  };
}
