import type { DecisionAction } from '@/features/moderation/api';
import type { NewsDecision, NewsEntry } from '@/features/news/api';
import { db } from '../../db/store';
import type { DecisionRecord } from '../../db/types';
import { isAccountDecision } from '../decisions';
import { searchName } from './deals';
import { after, type NewsSource } from './types';

/**
 * The admins' record of decisions (`db.decisions`, docs/moderation.md) as news: approvals,
 * rejections and suspensions of my company, announcements and searches, each dated by the
 * decision itself. Reactivations, returns to review and featured changes are not news here.
 */
const NEWS_DECISIONS: Partial<Record<DecisionAction, NewsDecision>> = { APPROVED: 'APPROVED', REJECTED: 'REJECTED', SUSPENDED: 'SUSPENDED' };

function toEntry(d: DecisionRecord, decision: NewsDecision, companyIds: ReadonlySet<number>): NewsEntry | null {
  const { kind, id } = d.subject;
  if (kind === 'company') {
    const c = db.companies.find((x) => x.id === id);
    return c && companyIds.has(c.id) ? { kind: 'COMPANY', id: `empresa:${id}`, at: d.at, companyId: id, companyName: c.tradeName || c.companyName, decision } : null;
  }
  if (kind === 'announcement') {
    const a = db.announcements.find((x) => x.id === id);
    return a && companyIds.has(a.companyId) ? { kind: 'ANNOUNCEMENT', id: `anuncio:${id}`, at: d.at, announcementId: id, title: a.title, decision } : null;
  }
  const s = db.searches.find((x) => x.id === id);
  return s && companyIds.has(s.companyId) ? { kind: 'SEARCH', id: `busca:${id}`, at: d.at, searchId: id, searchName: searchName(s), decision } : null;
}

/** The newest decision per record since `since` (a record approved, then suspended, reads as suspended). */
export const decisionNews: NewsSource = (context) => {
  const newest = new Map<string, NewsEntry>();
  for (const d of db.decisions) {
    if (isAccountDecision(d)) continue;
    const decision = NEWS_DECISIONS[d.action];
    if (!decision || !after(context, d.at)) continue;
    const entry = toEntry(d, decision, context.companyIds);
    const previous = entry && newest.get(entry.id);
    if (entry && (!previous || previous.at <= entry.at)) newest.set(entry.id, entry);
  }
  return [...newest.values()];
};

/**
 * The Giro team's activation of the caller's own account ('Cadastro ativado'): the news a user
 * finds after the first sign-in, whether or not the company was approved already (that is
 * `COMPANY` news of its own). Deactivations and reactivations are not news.
 */
export const accountNews: NewsSource = (context) => {
  const id = context.account.id;
  const activation = db.decisions.filter(isAccountDecision).findLast((d) => d.subject.id === id && d.action === 'ACTIVATED' && after(context, d.at));
  return activation ? [{ kind: 'ACCOUNT', id: `cadastro:${id}`, at: activation.at, decision: 'ACTIVATED' }] : [];
};
