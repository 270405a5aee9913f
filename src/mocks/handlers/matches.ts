import { requireAccount } from '../lib/auth';
import { wantedPage } from '../lib/matching-views';
import { id, listQuery } from '../contract/query';
import { page } from '../contract/types';
import { wantedSearchSchema } from '@/features/searches/api';
import { area } from '../contract/serve';

const serve = area('searches');

/**
 * The seller's side of matching (docs/deal/matches.md): "Quem procura o que você
 * vende". The buyer's side is `GET /search/{id}/compatible` in searches.ts; both answer through
 * lib/matching-views.ts.
 */
export const matchHandlers = [
  /** Public searches of other companies that the caller's public announcements fit, best first. */
  serve.get({
    id: 'searches.wanted',
    path: '/announcement/me/wanted',
    summary: "Other companies' searches that the caller's announcements answer",
    access: 'account',
    query: listQuery({ company: id }),
    answer: page(wantedSearchSchema),
  }, ({ request, query }) => wantedPage(requireAccount(request), query)),
];
