import type { AccountRecord } from '../db/types';
import { HttpError } from './errors';

/**
 * At most one confirmation mail a minute per account (issue 36, item 3), whoever asks for it: the
 * user from /participe or an admin from the client's page. Kept per account record, so a reset of
 * the mock's data (a new seed) starts afresh. A refusal is 429 'VerificationMailTooSoon'.
 */
export const RESEND_INTERVAL_MS = 60_000;

const lastSent = new WeakMap<AccountRecord, number>();

/** Takes the account's one resend of the minute, or refuses with 429. */
export function takeResendSlot(account: AccountRecord): void {
  const previous = lastSent.get(account);
  const now = Date.now();
  if (previous !== undefined && now - previous < RESEND_INTERVAL_MS) throw new HttpError(429, 'VerificationMailTooSoon', 'Too Many Requests');
  lastSent.set(account, now);
}

/** Gives the slot back when the mail could not be sent, so the next try is not refused for it. */
export function releaseResendSlot(account: AccountRecord): void {
  lastSent.delete(account);
}
