import type { Prefetch } from '@/lib/query-client';
import { negotiationQueries } from './queries';

/** Whether the user's companies have sales: one row is enough (/negociacoes, NegotiationsEntryScreen). */
export const SALES_PROBE = negotiationQueries.list('sales', { take: 1 });

/** /negociacoes on the server: whether there are sales, so the browser goes on at once (features/auth/ssr.ts). */
export const prefetchNegotiationsEntry: Prefetch = (client) => client.prefetchQuery(SALES_PROBE);
