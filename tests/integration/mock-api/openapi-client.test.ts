import { QueryClient } from '@tanstack/react-query';
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { EXPORT_URL, TEMPLATE_URL } from '@/features/announcements/model';
import { impactExportUrl } from '@/features/impact/model';
import { DECISION_SUBJECTS } from '@/features/moderation/api';
import { REPORTS } from '@/features/reports/api';
import { http } from '@/lib/api/client';
import { setClientScope } from '@/lib/api/connection';
import { uploadFile } from '@/lib/file-api';
import { operations } from '@/mocks/contract';

/**
 * Every call the client makes is in the contract (docs/api/README.md): each function of every
 * feature's `…Api` object (its writes) and each read of its `…Queries` object (an entry's
 * `queryFn`) runs against a recording client, and each request it would send must match an
 * operation's method and path, and the schema it parses the answer with must be the one the
 * operation names. Downloads go through DownloadButton with their address,
 * so their addresses are checked as they are built.
 */

type Call = (...args: unknown[]) => Promise<unknown>;
const sent: string[] = [];
/** What each call parses its answer with (`http.list`: the row's schema), by `METHOD url`. */
const parsedWith = new Map<string, z.ZodMiniType>();
const VERBS = ['get', 'list', 'watch', 'post', 'put', 'patch', 'delete'] as const;
const originals = { ...http };
type Verb = (url: string, schema: z.ZodMiniType, ...rest: unknown[]) => Promise<unknown>;

/** Wraps the client's verbs (a plain object every api.ts calls through) to note each schema. */
function recordSchemas() {
  for (const verb of VERBS) {
    const original = originals[verb] as Verb;
    const wrapped: Verb = (url, schema, ...rest) => {
      parsedWith.set(`${verb === 'list' || verb === 'watch' ? 'GET' : verb.toUpperCase()} ${url}`, schema);
      return original(url, schema, ...rest);
    };
    Object.assign(http, { [verb]: wrapped });
  }
}

const recorder = {
  request: (config: AxiosRequestConfig) => {
    sent.push(`${(config.method ?? 'get').toUpperCase()} ${config.url}`);
    return Promise.reject(new Error('recorded'));
  },
} as unknown as AxiosInstance;

/** Operations as patterns: `/search/{id}` matches `/search/7`. */
const patterns = operations.map((op) => ({
  op,
  test: new RegExp(`^${op.method.toUpperCase()} ${op.path.replace(/\{\w+\}/g, '[^/]+')}$`),
}));
const unknownCalls = (calls: string[]) => calls.filter((call) => !patterns.some((p) => p.test.test(call)));

/** The same schema, or arrays of the same schema (`z.array(x)` written at the call). */
function same(a: z.ZodMiniType, b: z.ZodMiniType): boolean {
  if (a === b) return true;
  const element = (schema: z.ZodMiniType) => (schema._zod.def as { element?: z.ZodMiniType }).element;
  return a._zod.def.type === 'array' && b._zod.def.type === 'array' && element(a) === element(b);
}

/** Calls and query entries whose first argument is not an id: what to call them with. */
const SPECIAL: Record<string, unknown[][]> = {
  'moderationApi.moderate': DECISION_SUBJECTS.map((kind) => [kind, 7, {}]),
  'moderationQueries.history': DECISION_SUBJECTS.map((kind) => [kind, 7]),
  'impactQueries.detail': [['platform'], [{ companyId: 7 }]],
  'companyQueries.ownerOptions': [['ana'], ['ana@giro.dev']],
  'negotiationQueries.list': ['purchases', 'sales', 'admin'].map((scope) => [scope, {}]),
  'negotiationQueries.detail': [['party', 7], ['admin', 7]],
  'negotiationQueries.statusOptions': [['party', 7], ['admin', 7]],
  'announcementsApi.import': [[new File(['x'], 'a.xlsx'), 7]],
};
const DEFAULT_ARGS = [[7, 7, {}]];

const modules = import.meta.glob<Record<string, unknown>>('/src/features/*/api.ts', { eager: true });
const queryModules = import.meta.glob<Record<string, unknown>>('/src/features/*/queries.ts', { eager: true });

type Entry = (...args: unknown[]) => unknown;
type Options = { queryKey: readonly unknown[]; queryFn: (context: unknown) => Promise<unknown> };
const isOptions = (value: unknown): value is Options => typeof (value as Partial<Options> | null)?.queryFn === 'function';

/**
 * Runs every read of a `…Queries` object (nested ones too, as the catalogue's levels): each entry
 * that answers query options has its `queryFn` called as React Query would; key-only entries are skipped.
 */
async function runReads(name: string, queries: Record<string, unknown>, client: QueryClient): Promise<number> {
  let reads = 0;
  for (const [key, value] of Object.entries(queries)) {
    if (value && typeof value === 'object') reads += await runReads(name, value as Record<string, unknown>, client);
    if (typeof value !== 'function') continue;
    for (const args of SPECIAL[`${name}.${key}`] ?? DEFAULT_ARGS) {
      const options = (value as Entry)(...args);
      if (!isOptions(options)) continue;
      reads++;
      const context = { signal: new AbortController().signal, queryKey: options.queryKey, client, meta: undefined };
      await options.queryFn(context).catch(() => undefined);
    }
  }
  return reads;
}

/** What running every call and read sent (filled once, before the tests: each test reads it alone). */
const ran = { functions: 0, reads: 0 };

/** Each function of every feature's `…Api` object, and each read of its `…Queries` object, once. */
async function runEverything() {
  for (const exports of Object.values(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!name.endsWith('Api') || !value || typeof value !== 'object') continue;
      for (const [verb, call] of Object.entries(value as Record<string, Call>)) {
        for (const args of SPECIAL[`${name}.${verb}`] ?? [[7, 7, {}]]) {
          ran.functions++;
          await call(...args).catch(() => undefined);
        }
      }
    }
  }
  await uploadFile(new File(['x'], 'a.png')).catch(() => undefined);
  for (const exports of Object.values(queryModules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (name.endsWith('Queries') && value && typeof value === 'object' && !Array.isArray(value)) ran.reads += await runReads(name, value as Record<string, unknown>, new QueryClient());
    }
  }
}

beforeAll(async () => {
  setClientScope(() => Promise.resolve(recorder));
  recordSchemas();
  await runEverything();
});
afterAll(() => {
  setClientScope(() => undefined);
  Object.assign(http, originals);
});

describe('the contract covers the client', () => {
  it("has an operation for every call of the features' api objects", () => {
    expect(ran.reads).toBeGreaterThan(60);
    expect(ran.functions).toBeGreaterThan(50);
    expect(sent.length).toBeGreaterThan(100);
    expect(unknownCalls(sent), 'calls missing from src/mocks/contract').toEqual([]);
  });

  it('names the schema each call parses its answer with', () => {
    const mismatches = [...parsedWith].flatMap(([call, schema]) => {
      const { op } = patterns.find((p) => p.test.test(call))!;
      const { answer } = op;
      const named = answer.kind === 'json' ? answer.schema : answer.kind === 'page' ? answer.item : undefined;
      // z.unknown(): the client ignores the answer; a union: the call's answer depends on its query.
      if (schema._zod.def.type === 'unknown' || (named && same(named, schema))) return [];
      if (named?._zod.def.type === 'union' && (named._zod.def as unknown as { options: unknown[] }).options.includes(schema)) return [];
      return [`${call} → ${op.id}`];
    });
    expect(parsedWith.size).toBeGreaterThan(100);
    expect(mismatches).toEqual([]);
  });

  it('has an operation for every download address', () => {
    const downloads = [EXPORT_URL, TEMPLATE_URL, impactExportUrl('platform'), impactExportUrl({ companyId: 7 }), ...Object.values(REPORTS).map((r) => r.url)];
    expect(unknownCalls(downloads.map((url) => `GET ${url}`))).toEqual([]);
  });
});
