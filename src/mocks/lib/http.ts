import { http as mswHttp, HttpResponse, delay, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import * as z from 'zod/mini';
import { MOCK_API_ORIGIN, mockConfig } from '../config';
import { bodyLimit, MAX_JSON_BODY_BYTES } from './body-limits';
import { withCalledOrigin } from './called-origin';
import type { RefusalCodeFor } from '@/lib/api/codes';
import { badRequest, errorBody, HttpError, invalidInput, notFound, type FieldProblem } from './errors';
import { wholeNumber } from './numbers';
import type { PathGlob } from './safe-pattern';

/**
 * Route builders for the mock API. A resolver returns plain data (sent as JSON 200), a Response,
 * or throws an HttpError (sent as `{ statusCode, message, error }`). Latency and random 5xx
 * faults (MOCK_LATENCY_MS, MOCK_FAULT_RATE) apply to every product-API route.
 */
interface RouteContext<P extends PathParams = PathParams> {
  request: Request;
  params: P;
  url: URL;
  query: URLSearchParams;
}

export type Resolver<P extends PathParams> = (ctx: RouteContext<P>) => unknown;

/** Forced failures set by `POST /__mock/fail` (for e2e): the next `times` calls of `method path`. */
interface ForcedFailure {
  method: string;
  pattern: PathGlob;
  status: number;
  message?: string;
  times: number;
}
export const forcedFailures: ForcedFailure[] = [];

/** Paths longer than this are never matched: a pattern's cost grows with the text it reads. */
const MAX_MATCHED_PATH = 2048;

function forcedFailure(method: string, pathname: string): ForcedFailure | undefined {
  if (forcedFailures.length === 0 || pathname.length > MAX_MATCHED_PATH) return undefined;
  const found = forcedFailures.find((f) => (f.method === '*' || f.method === method) && f.pattern.test(pathname));
  if (found && --found.times <= 0) forcedFailures.splice(forcedFailures.indexOf(found), 1);
  return found;
}

function json(data: unknown, status = 200): Response {
  return HttpResponse.json(data as DefaultBodyType as never, { status });
}

function wrap<P extends PathParams>(resolver: Resolver<P>): HttpResponseResolver<P> {
  return async ({ request, params }) => {
    const url = new URL(request.url);
    if (mockConfig.latencyMs > 0) await delay(mockConfig.latencyMs);
    const forced = forcedFailure(request.method, url.pathname);
    if (forced) return json(errorBody(forced.status, forced.message), forced.status);
    if (mockConfig.faultRate > 0 && Math.random() < mockConfig.faultRate) {
      const status = [500, 502, 503][Math.floor(Math.random() * 3)]!;
      return json(errorBody(status), status);
    }
    try {
      const result = await withCalledOrigin(request, () => resolver({ request, params, url, query: url.searchParams }));
      if (result instanceof Response) return result;
      if (result === undefined) return new HttpResponse(null, { status: 204 });
      return json(result);
    } catch (error) {
      if (error instanceof HttpError) return json(error.body(), error.statusCode);
      console.error('[mock] unexpected error', error);
      return json(errorBody(500), 500);
    } finally {
      // A write may have changed what a held read is waiting on (heldJson's long poll).
      if (request.method !== 'GET' && request.method !== 'HEAD') wakeHeld();
    }
  };
}

const at = (path: string) => `${MOCK_API_ORIGIN}${path}`;

/** `route.get('/profile', ({ request }) => ...)` — paths relative to the mock API origin. */
export const route = {
  get: <P extends PathParams = PathParams>(path: string, resolver: Resolver<P>) => mswHttp.get<P>(at(path), wrap(resolver)),
  post: <P extends PathParams = PathParams>(path: string, resolver: Resolver<P>) => mswHttp.post<P>(at(path), wrap(resolver)),
  put: <P extends PathParams = PathParams>(path: string, resolver: Resolver<P>) => mswHttp.put<P>(at(path), wrap(resolver)),
  patch: <P extends PathParams = PathParams>(path: string, resolver: Resolver<P>) => mswHttp.patch<P>(at(path), wrap(resolver)),
  delete: <P extends PathParams = PathParams>(path: string, resolver: Resolver<P>) => mswHttp.delete<P>(at(path), wrap(resolver)),
};

const payloadTooLarge = () => new HttpError(413, 'PayloadTooLarge');

/**
 * The body's bytes, refused with 413 as soon as it is known to pass `limit` bytes: by its declared
 * length before anything is read, else while reading, so a huge body is never held in memory.
 */
async function readLimitedBytes(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limit) throw payloadTooLarge();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void reader.cancel().catch(() => undefined);
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Reads and validates a JSON body with a feature's schema; a mismatch is a 400, over 1 MB a 413. */
export async function readBody<S extends z.ZodMiniType>(request: Request, schema: S): Promise<z.output<S>> {
  const text = (await readLimitedBytes(request, MAX_JSON_BODY_BYTES)).toString('utf8');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('Bad Request');
  }
  return parseBody(body, schema);
}

/**
 * A multipart body, read up to its route's cap (lib/body-limits.ts: 413 past it, before or while
 * reading) and only then parsed; one that does not parse is a 400 with the route's own code.
 */
export async function readFormData(request: Request, refusal: RefusalCodeFor<400> | 'Bad Request'): Promise<FormData> {
  const bytes = await readLimitedBytes(request, bodyLimit(new URL(request.url).pathname));
  try {
    return await new Response(new Uint8Array(bytes), { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw badRequest(refusal);
  }
}

/** A JSON body already read → what `schema` makes of it, or a 400 naming every field that failed. */
export function parseBody<S extends z.ZodMiniType>(body: unknown, schema: S): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw invalidInput(result.error.issues.map((i): FieldProblem => `${i.path.join('.') || 'body'}: ${i.message}`));
  }
  return result.data;
}

/** A numeric path parameter in plain digits (`wholeNumber`); anything else ('1e0', '0x1', '+1') is a 404. */
export function idParam(value: string | readonly string[] | undefined): number {
  const id = typeof value === 'string' ? wholeNumber(value) : undefined;
  if (id === undefined) throw notFound();
  return id;
}

/** FNV-1a of the text, as 8 hex digits: an ETag needs a fingerprint, not a secret. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The waits allowed to a long poll, in whole seconds (`?wait=`); a real API may cap it lower. */
export const MAX_WAIT_S = 60;
/** A held read looks again this often even without a write through a route (a seed reset, a test editing the store). */
const RECHECK_MS = 2_000;

/** The held reads' wake-ups: each write through a route (`wrap`) calls them all. */
const sleepers = new Set<() => void>();
function wakeHeld(): void {
  for (const wake of [...sleepers]) wake();
}
/** How many reads are being held now (tests: an aborted one lets go). */
export const heldReads = () => sleepers.size;

/**
 * The HTTP server's connections (app.ts): msw builds its Request without the connection's abort,
 * so the server names each request in this header (overwriting the client's) and aborts its
 * signal when the client goes away before the answer.
 */
export const CONNECTION_HEADER = 'x-mock-connection';
export const openConnections = new Map<string, AbortSignal>();

/** Resolves at the next write, after `ms`, or when `signal` aborts, whichever comes first. */
function nextChange(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      sleepers.delete(done);
      signal.removeEventListener('abort', done);
      resolve();
    }
    sleepers.add(done);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** `?wait=` as seconds: absent is 0 (answer at once); anything but a whole number 0–60 is a 400. */
function waitOf(request: Request): number {
  const raw = new URL(request.url).searchParams.get('wait');
  if (raw === null) return 0;
  const seconds = wholeNumber(raw);
  if (seconds === undefined || seconds > MAX_WAIT_S) throw badRequest('Bad Request');
  return seconds;
}

/** The tag of a JSON body: weak, its length and FNV-1a fingerprint. */
const tagOf = (body: string) => `W/"${body.length.toString(16)}-${fingerprint(body)}"`;
const matches = (request: Request, etag: string) => (request.headers.get('If-None-Match') ?? '').split(',').some((tag) => tag.trim() === etag);

/**
 * A read that clients poll (docs/deal/live.md): the answer carries a weak `ETag` of its body and
 * `Cache-Control: private, no-cache`, so the browser keeps it and asks again with
 * `If-None-Match`; while nothing changed the answer is a bodiless 304.
 */
function conditionalJson(request: Request, data: unknown): Response {
  const body = JSON.stringify(data);
  const etag = tagOf(body);
  const headers = { ETag: etag, 'Cache-Control': 'private, no-cache' };
  if (matches(request, etag)) return new HttpResponse(null, { status: 304, headers });
  return new HttpResponse(body, { status: 200, headers: { ...headers, 'Content-Type': 'application/json' } });
}

/**
 * The long poll (docs/deal/live.md): `conditionalJson` of what `read()` gives, but while the
 * request's `If-None-Match` still names the current tag and `?wait=` seconds have not passed, the
 * request is held and `read()` asked again after each write (and every 2 s). 200 as soon as the body
 * as the caller sees it changes, 304 when the wait ends; no tag or no wait answers at once. An
 * aborted request (the client left) stops being held. `read()` throws as a plain read does (a
 * caller who lost access meanwhile is refused then).
 */
export async function heldJson(request: Request, read: () => unknown): Promise<Response> {
  let answer = conditionalJson(request, read());
  const until = Date.now() + waitOf(request) * 1000;
  const connection = openConnections.get(request.headers.get(CONNECTION_HEADER) ?? '');
  const gone = connection ? AbortSignal.any([request.signal, connection]) : request.signal;
  while (answer.status === 304 && Date.now() < until && !gone.aborted) {
    await nextChange(Math.min(until - Date.now(), RECHECK_MS), gone);
    answer = conditionalJson(request, read());
  }
  return answer;
}
