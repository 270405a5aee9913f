import type { NewsEntry } from '@/features/news/api';
import { db } from '../../db/store';
import type { NegotiationEventRecord, NegotiationRecord } from '../../db/negotiations';
import { waitingFor, type Side } from '../negotiation-rules';
import { after, type NewsContext, type NewsSource } from './types';

type NegotiationNews = Extract<NewsEntry, { kind: 'NEGOTIATION' }>;

/**
 * What the other side did, told in one word, in this order: it opened the negotiation (its first
 * notice to me), a proposal waits for my answer, it is my status step, messages, a status, else
 * something else changed.
 */
function eventOf(record: NegotiationRecord, mine: readonly Side[], news: readonly NegotiationEventRecord[]): Pick<NegotiationNews, 'event' | 'count' | 'status'> {
  const turn = waitingFor(record);
  const myTurn = turn !== null && mine.includes(turn);
  const pending = record.pendingProposal;
  if (news.some((e) => e.type === 'OPENED')) return { event: 'OPENED', count: 1, status: null };
  if (myTurn && pending && !mine.includes(pending.role)) return { event: 'PROPOSAL', count: 1, status: null };
  if (myTurn) return { event: 'YOUR_TURN', count: 1, status: null };
  const messages = news.filter((e) => e.type === 'MESSAGE').length;
  if (messages > 0) return { event: 'MESSAGES', count: messages, status: null };
  const status = news.findLast((e) => e.type === 'STATUS');
  if (status?.type === 'STATUS') return { event: 'STATUS', count: 1, status: status.to };
  return { event: 'UPDATED', count: news.length, status: null };
}

/** Negotiations where the other side (or an admin) did something since `since`; my own side's doings are not news. */
export const negotiationNews: NewsSource = (context: NewsContext) => {
  const items: NewsEntry[] = [];
  for (const record of db.negotiations) {
    if (!after(context, record.updatedAt)) continue;
    const mine: Side[] = [];
    if (context.companyIds.has(record.sellerCompanyId)) mine.push('SELLER');
    if (context.companyIds.has(record.buyerCompanyId)) mine.push('BUYER');
    if (mine.length === 0) continue;
    const news = record.events.filter((e) => after(context, e.at) && !mine.some((r) => r === e.role));
    const last = news.at(-1);
    if (!last) continue;
    const title = db.announcements.find((a) => a.id === record.announcementId)?.title ?? '—';
    items.push({ kind: 'NEGOTIATION', id: `negociacao:${record.id}`, at: last.at, negotiationId: record.id, title, ...eventOf(record, mine, news) });
  }
  return items;
};
