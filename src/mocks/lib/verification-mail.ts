import type { AccountRecord } from '../db/types';
import { badRequest } from './errors';
import { sendVerificationMail } from './firebase-admin';
import { isAllowedOrigin } from './origins';
import { releaseResendSlot, takeResendSlot } from './resend-limit';

/**
 * Resending the confirmation mail (docs/identity.md): the user from /participe
 * (`POST /account/verification-email`) or an admin from the client's page
 * (`POST /admin/client/{id}/verification-email`), once a minute per account between them.
 */

/** The link returns to the app's /participe with `verificado=1` (features/auth/flows.ts), when the page that asked is ours. */
function continueUrlOf(request: Request): string | undefined {
  const origin = request.headers.get('origin');
  return origin && isAllowedOrigin(origin) ? `${origin}/participe?verificado=1` : undefined;
}

export async function resendVerification(account: AccountRecord, request: Request): Promise<void> {
  if (account.emailVerified) throw badRequest('EmailAlreadyVerified');
  takeResendSlot(account);
  try {
    await sendVerificationMail(account.email, continueUrlOf(request));
  } catch (error) {
    releaseResendSlot(account);
    throw error;
  }
}
