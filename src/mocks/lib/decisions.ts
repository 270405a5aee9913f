import type { Decision, DecisionAction, DecisionSubjectKind } from '@/features/moderation/api';
import { db, nextId, now } from '../db/store';
import type { AccountDecisionAction, AccountDecisionRecord, AccountRecord, DecisionRecord } from '../db/types';

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

/** Whether an entry of the record is about a client's account (not a moderation `Decision`). */
export const isAccountDecision = (d: DecisionRecord | AccountDecisionRecord): d is AccountDecisionRecord => d.subject.kind === 'account';

/**
 * An admin's change of a client's account status, recorded as the moderation decisions are:
 * PENDING → ENABLED is the activation, ENABLED → DISABLED a deactivation, DISABLED → ENABLED a
 * reactivation; the same status again is no decision.
 */
export function recordAccountStatus(account: AccountRecord, status: AccountRecord['status'], by: AccountRecord): void {
  const action = accountAction(account.status, status);
  if (action) db.decisions.push({ id: nextId('decisions'), subject: { kind: 'account', id: account.id }, action, byAccountId: by.id, at: now() });
}

function accountAction(from: AccountRecord['status'], to: AccountRecord['status']): AccountDecisionAction | null {
  if (from === to) return null;
  if (to === 'DISABLED') return 'DEACTIVATED';
  if (to === 'ENABLED') return from === 'PENDING' ? 'ACTIVATED' : 'REACTIVATED';
  return null;
}

/** When an admin activated the account (its newest 'ACTIVATED'), or null: seeded accounts, never activated by an admin. */
export function activatedAt(accountId: number): string | null {
  let at: string | null = null;
  for (const d of db.decisions) if (isAccountDecision(d) && d.subject.id === accountId && d.action === 'ACTIVATED' && (!at || d.at >= at)) at = d.at;
  return at;
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
    .filter((d): d is DecisionRecord => !isAccountDecision(d) && d.subject.kind === kind && d.subject.id === id)
    .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
    .map((d) => toDecision(d, withAuthor));
}
