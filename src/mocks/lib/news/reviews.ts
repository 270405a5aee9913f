import type { NewsDecision, NewsEntry } from '@/features/news/api';
import { db } from '../../db/store';
import { searchName } from './deals';
import { after, type NewsSource } from './types';

/**
 * The admins' decisions about my company, announcements and searches, read from the records
 * themselves: their status and the date it was last set. The decision log (`db.decisions`,
 * decisions.ts) tells them better (suspensions, a decision's own date); where it has an item for
 * the same record, its item wins (index.ts keeps the first of each id).
 */

const decided = (status: string): NewsDecision | null => (status === 'APPROVED' || status === 'REJECTED' ? status : null);

export const companyReviewNews: NewsSource = (context) =>
  db.companies.flatMap((c): NewsEntry[] => {
    const decision = decided(c.status);
    if (!decision || !context.companyIds.has(c.id) || !after(context, c.reviewedAt)) return [];
    return [{ kind: 'COMPANY', id: `empresa:${c.id}`, at: c.reviewedAt!, companyId: c.id, companyName: c.tradeName || c.companyName, decision }];
  });

/** `updatedAt` stands for the decision's date: an admin's later edit of an approved announcement reads as approved again. */
export const announcementReviewNews: NewsSource = (context) =>
  db.announcements.flatMap((a): NewsEntry[] => {
    const decision = decided(a.status);
    if (!decision || !context.companyIds.has(a.companyId) || !after(context, a.updatedAt)) return [];
    return [{ kind: 'ANNOUNCEMENT', id: `anuncio:${a.id}`, at: a.updatedAt, announcementId: a.id, title: a.title, decision }];
  });

/** Active searches only: an inactivated one is the company's own doing, not news. */
export const searchReviewNews: NewsSource = (context) =>
  db.searches.flatMap((s): NewsEntry[] => {
    const decision = decided(s.status);
    if (!decision || !s.active || !context.companyIds.has(s.companyId) || !after(context, s.updatedAt)) return [];
    return [{ kind: 'SEARCH', id: `busca:${s.id}`, at: s.updatedAt, searchId: s.id, searchName: searchName(s), decision }];
  });
