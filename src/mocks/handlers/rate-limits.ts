import { http as mswHttp } from 'msw';
import { MOCK_API_ORIGIN } from '../config';
import { clientAddress, createRateLimiter, tooManyRequests } from '../lib/rate-limit';

/**
 * The calls anyone may make without a session that say whether an e-mail has an account: limited
 * per client address so that they cannot be used to list who uses Giro. 20 at once, then one
 * every 3 s (20 a minute): a sign-up or a password reset makes one or two.
 */
export const LOOKUP_LIMIT = { capacity: 20, refillPerSecond: 1 / 3 };

const lookups = createRateLimiter(LOOKUP_LIMIT);

/** Answers 429 when the caller's bucket is empty; otherwise nothing, and the route's own handler answers. */
function limited() {
  return ({ request }: { request: Request }) => {
    const wait = lookups.take(clientAddress(request));
    return wait > 0 ? tooManyRequests(wait) : undefined;
  };
}

/** Placed before the routes they guard (handlers/index.ts). */
export const rateLimitHandlers = [
  mswHttp.get(`${MOCK_API_ORIGIN}/user/exists`, limited()),
  mswHttp.get(`${MOCK_API_ORIGIN}/profile/company-exists`, limited()),
  mswHttp.patch(`${MOCK_API_ORIGIN}/account/old-user`, limited()),
];
