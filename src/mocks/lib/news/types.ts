import type { NewsEntry } from '@/features/news/api';
import type { AccountRecord } from '../../db/types';
import type { Joins } from '../announcement-views';

/**
 * One source of `GET /news` (docs/deal/news.md): what is new for the caller since `since`, read
 * from the store. Each source is a small pure function of the store and this context, so a new
 * kind of news (the decision log, say) is one more function in the list (index.ts).
 */
export interface NewsContext {
  account: AccountRecord;
  /** The caller's companies (owner or collaborator). */
  companyIds: ReadonlySet<number>;
  /** Epoch ms: only what happened after it is news. */
  since: number;
  j: Joins;
}

export type NewsSource = (context: NewsContext) => NewsEntry[];

export const after = (context: NewsContext, iso: string | null | undefined) => !!iso && Date.parse(iso) > context.since;
