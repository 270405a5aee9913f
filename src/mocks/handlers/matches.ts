import { requireAccount } from '../lib/auth';
import { route } from '../lib/http';
import { wantedPage } from '../lib/matching-views';

/**
 * The seller's side of matching (docs/deal/matches.md): "Quem procura o que você
 * vende". The buyer's side is `GET /search/{id}/compatible` in searches.ts; both answer through
 * lib/matching-views.ts.
 */
export const matchHandlers = [
  /** Public searches of other companies that the caller's public announcements fit, best first. */
  route.get('/announcement/me/wanted', ({ request, query }) => wantedPage(requireAccount(request), query)),
];
