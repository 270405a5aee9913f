import { HttpResponse } from 'msw';
import { HttpError } from './errors';

/**
 * Token buckets for the mock's limits (docs/security-abuse.md): each key (a client address, an account) holds up
 * to `capacity` tokens, refilled at `refillPerSecond`; a call takes one or is refused with how
 * long until the next token. Reusable by any route; every limiter is emptied by `POST
 * /__mock/reset` (and between vitest tests) through `resetRateLimits`.
 */
export interface RateLimiter {
  /** Takes a token for `key`: 0 when allowed, else the whole seconds to wait (Retry-After). */
  take(key: string): number;
  /** Gives back the token a call took when that call could not be carried out. */
  refund(key: string): void;
  reset(): void;
}

/** Keys kept per limiter; past this the oldest is forgotten (a flood of addresses cannot grow the map without end). */
const MAX_KEYS = 10_000;

const limiters = new Set<RateLimiter>();

export function createRateLimiter({ capacity, refillPerSecond, now = Date.now }: { capacity: number; refillPerSecond: number; now?: () => number }): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const limiter: RateLimiter = {
    take(key) {
      const at = now();
      const bucket = buckets.get(key) ?? { tokens: capacity, at };
      bucket.tokens = Math.min(capacity, bucket.tokens + ((at - bucket.at) / 1000) * refillPerSecond);
      bucket.at = at;
      buckets.delete(key);
      buckets.set(key, bucket);
      if (buckets.size > MAX_KEYS) buckets.delete(buckets.keys().next().value!);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerSecond));
    },
    refund(key) {
      const bucket = buckets.get(key);
      if (bucket) bucket.tokens = Math.min(capacity, bucket.tokens + 1);
    },
    reset: () => buckets.clear(),
  };
  limiters.add(limiter);
  return limiter;
}

export function resetRateLimits(): void {
  for (const limiter of limiters) limiter.reset();
}

/**
 * The header the HTTP server (app.ts) sets to the caller's socket address, over anything the
 * client sent. Requests served in process (vitest) have none and share one key.
 */
export const CLIENT_ADDRESS_HEADER = 'x-mock-client-address';

export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'in-process';
}

/** 429 `TooManyRequests` with `Retry-After` in seconds. */
export function tooManyRequests(retryAfterSeconds: number): Response {
  return HttpResponse.json(new HttpError(429, 'TooManyRequests').body(), { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } });
}
