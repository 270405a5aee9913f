import type { AccountRecord } from '../db/types';
import { HttpError } from './errors';
import { createRateLimiter } from './rate-limit';

/**
 * At most one confirmation mail a minute per account (docs/identity.md), whoever asks for it: the
 * user from /participe or an admin from the client's page. A bucket of one token per account,
 * emptied with the mock's other limits on reset. A refusal is 429 'VerificationMailTooSoon'.
 */
const RESEND_INTERVAL_MS = 60_000;

const resends = createRateLimiter({ capacity: 1, refillPerSecond: 1000 / RESEND_INTERVAL_MS, now: () => Date.now() });

const keyOf = (account: AccountRecord) => `account:${account.id}`;

/** Takes the account's one resend of the minute, or refuses with 429. */
export function takeResendSlot(account: AccountRecord): void {
  if (resends.take(keyOf(account)) > 0) throw new HttpError(429, 'VerificationMailTooSoon');
}

/** Gives the slot back when the mail could not be sent, so the next try is not refused for it. */
export function releaseResendSlot(account: AccountRecord): void {
  resends.refund(keyOf(account));
}
