import { http as mswHttp, HttpResponse } from 'msw';
import { z } from 'zod';
import { MOCK_API_ORIGIN, mockConfig } from '../config';
import { resetDb } from '../db/store';
import { forcedFailures } from '../lib/http';

const configSchema = z.object({
  latencyMs: z.number().min(0).max(60_000).optional(),
  faultRate: z.number().min(0).max(1).optional(),
});

const failSchema = z.object({
  /** Path (regular expression source, matched against the pathname), e.g. `^/reports/admin/`. */
  path: z.string().min(1),
  method: z.string().default('*'),
  status: z.number().int().min(400).max(599),
  message: z.string().optional(),
  times: z.number().int().min(1).default(1),
});

/** Test and dev controls. Never part of the product API. */
export const systemHandlers = [
  mswHttp.post(`${MOCK_API_ORIGIN}/__mock/reset`, () => {
    resetDb();
    forcedFailures.length = 0;
    return HttpResponse.json({ ok: true });
  }),
  mswHttp.post(`${MOCK_API_ORIGIN}/__mock/config`, async ({ request }) => {
    const parsed = configSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return HttpResponse.json({ statusCode: 400, message: 'Bad Request' }, { status: 400 });
    Object.assign(mockConfig, parsed.data);
    return HttpResponse.json({ latencyMs: mockConfig.latencyMs, faultRate: mockConfig.faultRate });
  }),
  mswHttp.post(`${MOCK_API_ORIGIN}/__mock/fail`, async ({ request }) => {
    const parsed = failSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return HttpResponse.json({ statusCode: 400, message: 'Bad Request' }, { status: 400 });
    const { path, method, ...rest } = parsed.data;
    forcedFailures.push({ ...rest, method: method.toUpperCase(), pattern: new RegExp(path) });
    return HttpResponse.json({ ok: true });
  }),
  mswHttp.get(`${MOCK_API_ORIGIN}/__mock/health`, () => HttpResponse.json({ ok: true })),
];
