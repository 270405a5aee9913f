import type { Decision, DecisionAction, DecisionSubjectKind } from '@/features/moderation/api';
import { db, nextId, now } from '../db/store';
import type { AccountRecord, DecisionRecord } from '../db/types';

/**
 * The record of moderation decisions (docs/moderation.md): every approval, rejection, suspension,
 * reactivation, return to review and featured change, with who, when and why. Handlers call
 * `recordDecision` right where the status changes, so nothing decides without a trace.
 */

export function recordDecision(kind: DecisionSubjectKind, id: number, action: DecisionAction, by: AccountRecord, reason?: string | null): DecisionRecord {
  const trimmed = reason?.trim();
  const entry: DecisionRecord = { id: nextId('decisions'), subject: { kind, id }, action, byAccountId: by.id, at: now(), ...(trimmed ? { reason: trimmed } : {}) };
  db.decisions.push(entry);
  return entry;
}

/** The answer's shape; `withAuthor` is false for a caller who is not an admin (owners read what and why, not which admin). */
export function toDecision(record: DecisionRecord, withAuthor: boolean): Decision {
  const author = withAuthor ? db.accounts.find((a) => a.id === record.byAccountId) : undefined;
  return {
    id: record.id,
    subject: { ...record.subject },
    action: record.action,
    by: withAuthor ? { id: record.byAccountId, name: author?.name ?? '—' } : null,
    at: record.at,
    reason: record.reason ?? null,
  };
}

/** The decisions about one record, newest first. */
export function historyOf(kind: DecisionSubjectKind, id: number, withAuthor: boolean): Decision[] {
  return db.decisions
    .filter((d) => d.subject.kind === kind && d.subject.id === id)
    .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
    .map((d) => toDecision(d, withAuthor));
}
