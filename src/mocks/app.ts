import cors from 'cors';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMiddleware } from '@mswjs/http-middleware';
import { MOCK_API_ORIGIN } from './config';
import { handlers } from './handlers';
import { errorBody } from './lib/errors';
import { MAX_JSON_BODY_BYTES } from './lib/http';
import { isAllowedOrigin } from './lib/origins';

const apiHost = new URL(MOCK_API_ORIGIN).host;

/** Loopback only: the mock has no real authentication and must not be reachable from the network. */
const LISTEN_HOSTS = ['127.0.0.1', '::1'] as const;

/**
 * A JSON body that declares more than MAX_JSON_BODY_BYTES is refused before it is read. One sent
 * without a length (chunked) is cut off by `readBody` while reading, with the same 413.
 */
function refuseLargeJson(req: Request, res: Response, next: NextFunction) {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (req.is('json') && declared > MAX_JSON_BODY_BYTES) {
    res.status(413).json(errorBody(413, 'PayloadTooLarge'));
    // The rest of the body is not wanted: close the connection once the answer is out.
    res.once('finish', () => req.socket.destroy());
    return;
  }
  next();
}

/** The mock product API as an express app: CORS in front of the same MSW handlers that vitest uses. */
export function createMockApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  // Only the app's pages may read answers (lib/origins.ts); requests without Origin are not CORS.
  app.use(cors({ origin: (origin, done) => done(null, isAllowedOrigin(origin) ? origin || false : false), exposedHeaders: ['Content-Disposition'], maxAge: 600 }));
  app.use(refuseLargeJson);
  // Handlers match on the configured origin: requests that reached us as 127.0.0.1 or [::1] count too.
  app.use((req, _res, next) => {
    req.headers.host = apiHost;
    next();
  });
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
