import cors from 'cors';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMiddleware } from '@mswjs/http-middleware';
import { MOCK_API_ORIGIN } from './config';
import { handlers } from './handlers';
import { HttpError } from './lib/errors';
import { bodyLimit } from './lib/body-limits';
import { isAllowedOrigin } from './lib/origins';
import { CLIENT_ADDRESS_HEADER } from './lib/rate-limit';
import { CONNECTION_HEADER, openConnections } from './lib/http';
import { CALLED_ORIGIN_HEADER } from './lib/called-origin';

const apiHost = new URL(MOCK_API_ORIGIN).host;

/** Loopback only: the mock has no real authentication and must not be reachable from the network. */
const LISTEN_HOSTS = ['127.0.0.1', '::1'] as const;

/** What a refused request may still send, read and discarded, before its connection is closed. */
const LINGER_BYTES = 16 * 1024 * 1024;
const LINGER_MS = 5_000;

/**
 * Answers `status` without reading the body, closing the way servers do after a refusal
 * ("lingering close", as nginx and Apache): `Connection: close`, then once the answer is out the
 * write side is half-closed and what the client still sends is read and discarded, up to 16 MB or
 * 5 s, before the socket goes. Destroying it at once would make the kernel answer the bytes still
 * arriving with a reset, and a client that reads only after sending would lose the 413.
 */
function refuse(req: Request, res: Response, refusal: HttpError<413 | 421>) {
  const socket = req.socket;
  // Node ends a `Connection: close` socket with destroySoon() once the answer is written (end,
  // then destroy): this one half-closes and lingers instead.
  socket.destroySoon = () => {
    socket.end();
    let discarded = 0;
    const close = () => (socket.writableFinished ? socket.destroy() : socket.once('finish', () => socket.destroy()));
    const timer = setTimeout(close, LINGER_MS).unref();
    socket.once('close', () => clearTimeout(timer));
    req.on('data', (chunk: Buffer) => (discarded += chunk.length) > LINGER_BYTES && close());
    req.once('end', close);
    req.resume();
  };
  res.set('Connection', 'close');
  res.status(refusal.statusCode).json(refusal.body());
}

/**
 * The mock answers only the names it is served at (loopback, on the port the request came in on,
 * or the configured origin): a page on another name that resolves to 127.0.0.1 (DNS rebinding)
 * gets 421 instead of the API.
 */
function refuseForeignHost(req: Request, res: Response, next: NextFunction) {
  const port = req.socket.localPort;
  const host = (req.headers.host ?? '').toLowerCase();
  const served = host === apiHost || ['localhost', '127.0.0.1', '[::1]'].some((name) => host === `${name}:${port}`);
  if (!served) return refuse(req, res, new HttpError(421, 'Misdirected Request'));
  // The answer's addresses use the name it was called by (lib/called-origin.ts); handlers match
  // on the configured origin, so requests that reached us as 127.0.0.1 or [::1] count too.
  req.headers[CALLED_ORIGIN_HEADER] = host === apiHost ? MOCK_API_ORIGIN : `http://${host}`;
  req.headers.host = apiHost;
  // Who is calling, for the per-address limits (lib/rate-limit.ts); never what the client says.
  req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? 'unknown';
  next();
}

/**
 * Every body is refused past its route's cap (lib/body-limits.ts: 1 MB, more for the multipart
 * uploads) before it is read when its declared length says so. One sent without a length
 * (chunked) is read here up to the cap and handed on whole, or refused as soon as it passes: a
 * 400 MB upload is never held in memory. JSON streams on to `readBody`, which keeps the same cap
 * (and serves the in-process path of vitest, as `readFormData` does for multipart).
 */
function refuseLargeBody(req: Request, res: Response, next: NextFunction) {
  const limit = bodyLimit(req.path);
  if (Number(req.headers['content-length'] ?? 0) > limit) return refuse(req, res, new HttpError(413, 'PayloadTooLarge'));
  if (req.method === 'GET' || req.method === 'HEAD' || req.is('json') || !req.headers['transfer-encoding']) return next();
  const chunks: Buffer[] = [];
  let size = 0;
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size <= limit) return void chunks.push(chunk);
    req.off('data', onData);
    chunks.length = 0;
    refuse(req, res, new HttpError(413, 'PayloadTooLarge'));
  };
  req.on('data', onData);
  req.once('end', () => {
    if (size > limit) return;
    // A request read whole is handed to the handlers as `req.body` (@mswjs/http-middleware).
    req.body = Buffer.concat(chunks);
    next();
  });
}

/**
 * Each request gets a signal that aborts when its client goes away before the answer (a long poll
 * the page gave up on, lib/http.ts `heldJson`): msw's Request does not carry one.
 */
function trackConnection(req: Request, res: Response, next: NextFunction) {
  const id = randomUUID();
  const controller = new AbortController();
  req.headers[CONNECTION_HEADER] = id;
  openConnections.set(id, controller.signal);
  res.once('close', () => {
    openConnections.delete(id);
    if (!res.writableFinished) controller.abort();
  });
  next();
}

/** The mock product API as an express app: CORS in front of the same MSW handlers that vitest uses. */
export function createMockApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(refuseForeignHost);
  // Only the app's pages may read answers (lib/origins.ts); requests without Origin are not CORS.
  app.use(cors({ origin: (origin, done) => done(null, isAllowedOrigin(origin) ? origin || false : false), exposedHeaders: ['Content-Disposition', 'ETag'], maxAge: 600 }));
  app.use(refuseLargeBody);
  app.use(trackConnection);
  app.use(createMiddleware(...handlers));
  app.use((req, res) => {
    res.status(404).json({ statusCode: 404, message: `Cannot ${req.method} ${req.path}`, error: 'Not Found' });
  });
  return app;
}

function listenOn(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.once('error', reject);
  });
}

/**
 * Starts `app` on `port` of 127.0.0.1, and of ::1 when the machine has IPv6 (browsers and Node
 * may resolve `localhost` to either). Port 0 (tests): ::1 takes the port 127.0.0.1 got.
 */
export async function listenMockApp(app: Express, port: number): Promise<Server[]> {
  const first = await listenOn(app, port, LISTEN_HOSTS[0]);
  const chosen = (first.address() as AddressInfo).port;
  const second = await listenOn(app, chosen, LISTEN_HOSTS[1]).catch(() => null);
  return second ? [first, second] : [first];
}
