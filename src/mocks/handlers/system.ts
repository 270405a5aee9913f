import { http as mswHttp, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { MOCK_API_ORIGIN, mockConfig } from '../config';
import { resetDb } from '../db/store';
import { errorBody } from '../lib/errors';
import { forcedFailures } from '../lib/http';
import { resetRateLimits } from '../lib/rate-limit';
import { isAllowedOrigin } from '../lib/origins';
import { safePattern } from '../lib/safe-pattern';

const configSchema = z.object({
  latencyMs: z.optional(z.number().check(z.gte(0), z.lte(60_000))),
  faultRate: z.optional(z.number().check(z.gte(0), z.lte(1))),
});

const failSchema = z.object({
  /** A glob on the pathname (lib/safe-pattern.ts), e.g. `/user`, `/reports/admin/*`, `/company/**`. */
  path: z.string().check(z.minLength(1), z.maxLength(200)),
  method: z._default(z.string().check(z.maxLength(10)), '*'),
  status: z.int().check(z.gte(400), z.lte(599)),
  message: z.optional(z.string().check(z.maxLength(500))),
  times: z._default(z.int().check(z.gte(1), z.lte(1000)), 1),
});

/** The mock's usual 400 answer (`{ statusCode, message, error }`). */
const badRequestAnswer = () => HttpResponse.json(errorBody(400), { status: 400 });

/**
 * The controls reset data and force failures: a web page of another origin must not reach them
 * (CORS alone would not stop a simple POST from being carried out). Tools send no Origin.
 */
const foreignOrigin = ({ request }: { request: Request }) =>
  isAllowedOrigin(request.headers.get('origin')) ? undefined : HttpResponse.json(errorBody(403), { status: 403 });

/** Test and dev controls. Never part of the product API. */
export const systemHandlers = [
  mswHttp.all(`${MOCK_API_ORIGIN}/__mock/*`, foreignOrigin),
  mswHttp.post(`${MOCK_API_ORIGIN}/__mock/reset`, () => {
    resetDb();
    forcedFailures.length = 0;
    resetRateLimits();
    return HttpResponse.json({ ok: true });
  }),
  mswHttp.post(`${MOCK_API_ORIGIN}/__mock/config`, async ({ request }) => {
    const parsed = configSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return badRequestAnswer();
    Object.assign(mockConfig, parsed.data);
    return HttpResponse.json({ latencyMs: mockConfig.latencyMs, faultRate: mockConfig.faultRate });
  }),
  mswHttp.post(`${MOCK_API_ORIGIN}/__mock/fail`, async ({ request }) => {
    const parsed = failSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return badRequestAnswer();
    const { path, method, ...rest } = parsed.data;
    const pattern = safePattern(path);
    if (!pattern) return badRequestAnswer();
    forcedFailures.push({ ...rest, method: method.toUpperCase(), pattern });
    return HttpResponse.json({ ok: true });
  }),
  mswHttp.get(`${MOCK_API_ORIGIN}/__mock/health`, () => HttpResponse.json({ ok: true })),
];
