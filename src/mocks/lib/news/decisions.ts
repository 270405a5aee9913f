import type { NewsDecision, NewsEntry } from '@/features/news/api';
import { db } from '../../db/store';
import { searchName } from './deals';
import { after, type NewsSource } from './types';

/**
 * The admins' decision log, `db.decisions` ({ id, subject: { kind, id }, action, byAccountId, at,
 * reason? }), as news: approvals, rejections and suspensions of my company, announcements and
 * searches, each dated by the decision itself. The log is built on another branch; until it is
 * merged the store has none and this source says nothing (the records speak instead, reviews.ts).
 */
interface DecisionLike {
  id: number;
  subject: { kind: 'company' | 'announcement' | 'search'; id: number };
  action: string;
  at: string;
}

/** The store's log, if it keeps one. */
const decisionsOf = (): readonly DecisionLike[] => (db as { decisions?: DecisionLike[] }).decisions ?? [];

/** 'APPROVE' / 'APPROVED' → APPROVED, and so on; any other action (reinstating, say) is not news. */
function decisionOf(action: string): NewsDecision | null {
  const a = action.toUpperCase();
  if (a.startsWith('APPROV')) return 'APPROVED';
  if (a.startsWith('REJECT')) return 'REJECTED';
  if (a.startsWith('SUSPEND')) return 'SUSPENDED';
  return null;
}

function toEntry(d: DecisionLike, decision: NewsDecision, companyIds: ReadonlySet<number>): NewsEntry | null {
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
  for (const d of decisionsOf()) {
    const decision = decisionOf(d.action);
    if (!decision || !after(context, d.at)) continue;
    const entry = toEntry(d, decision, context.companyIds);
    const previous = entry && newest.get(entry.id);
    if (entry && (!previous || previous.at <= entry.at)) newest.set(entry.id, entry);
  }
  return [...newest.values()];
};
