import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { authQueries } from '@/features/auth/queries';
import { toErrorMessage } from '@/lib/api/errors';
import { createRateLimiter } from '@/mocks/lib/rate-limit';
import { LOOKUP_LIMIT } from '@/mocks/handlers/rate-limits';
import { API, get, mockOnly, send } from './helpers';

mockOnly('uses /__mock/reset', ['say so in pt-BR, and start over']);

/**
 * docs/security-abuse.md: the unauthenticated look-ups that say whether an e-mail has an account are
 * limited per client address (a token bucket), 429 with Retry-After past it.
 */

const exists = () => fetch(`${API}/user/exists?email=comprador@giro.dev`);

describe('unauthenticated look-ups', () => {
  it('answer 429 TooManyRequests with Retry-After once the bucket is empty, for every look-up of the address', async () => {
    for (let i = 0; i < LOOKUP_LIMIT.capacity; i++) expect((await exists()).status).toBe(200);
    const refused = await exists();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toEqual({ statusCode: 429, message: 'TooManyRequests', error: 'Too Many Requests' });
    expect((await send('PATCH', '/account/old-user?email=comprador@giro.dev')).status).toBe(429);
    expect((await get('/profile/company-exists?email=comprador@giro.dev')).status).toBe(429);
    // Signed-in calls are not look-ups.
    expect((await get('/user', 'comprador')).status).toBe(200);
  });

  it('say so in pt-BR, and start over with the mock reset', async () => {
    for (let i = 0; i < LOOKUP_LIMIT.capacity; i++) await exists();
    const error = await new QueryClient().fetchQuery(authQueries.userExists('comprador@giro.dev')).catch((e: unknown) => e);
    expect(toErrorMessage(error)).toBe('Muitas tentativas em pouco tempo. Aguarde um minuto e tente de novo.');
    expect((await send('POST', '/__mock/reset')).status).toBe(200);
    expect((await exists()).status).toBe(200);
  });
});

describe('createRateLimiter (token bucket)', () => {
  it('gives `capacity` at once, then refills at its rate, per key, and says how long to wait', () => {
    let clock = 0;
    const limiter = createRateLimiter({ capacity: 2, refillPerSecond: 0.5, now: () => clock });
    expect([limiter.take('a'), limiter.take('a')]).toEqual([0, 0]);
    expect(limiter.take('a')).toBe(2);
    expect(limiter.take('b')).toBe(0);
    clock += 2000;
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(2);
    limiter.reset();
    expect(limiter.take('a')).toBe(0);
  });
});
