/**
 * The mock product API as an HTTP server on :4000 for `npm run dev` and the e2e suite:
 * express + CORS in front of the same MSW handlers that vitest uses.
 * Run with `tsx src/mocks/server.ts`.
 */
import cors from 'cors';
import express from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import { MOCK_API_ORIGIN, mockConfig } from './config';
import { handlers } from './handlers';

const port = Number(process.env.MOCK_PORT || new URL(MOCK_API_ORIGIN).port || 4000);
const apiHost = new URL(MOCK_API_ORIGIN).host;

const app = express();
app.disable('x-powered-by');
app.use(cors({ origin: true, exposedHeaders: ['Content-Disposition'], maxAge: 600 }));
// Handlers match on the configured origin: requests that reached us as 127.0.0.1 or [::1] count too.
app.use((req, _res, next) => {
  req.headers.host = apiHost;
  next();
});
app.use(createMiddleware(...handlers));
app.use((req, res) => {
  res.status(404).json({ statusCode: 404, message: `Cannot ${req.method} ${req.path}`, error: 'Not Found' });
});

const server = app.listen(port, () => {
  console.log(
    `[mock] Giro mock API on ${MOCK_API_ORIGIN} (port ${port}; latency ${mockConfig.latencyMs} ms, fault rate ${mockConfig.faultRate}, seed ${mockConfig.seedSize})`,
  );
});

function stop() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1_000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
