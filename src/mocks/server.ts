/**
 * The mock product API as an HTTP server on :4000 for `npm run dev` and the e2e suite
 * (the app is built in app.ts). Run with `tsx src/mocks/server.ts`.
 */
import type { Server } from 'node:http';
import { MOCK_API_ORIGIN, mockConfig } from './config';
import { createMockApp, listenMockApp } from './app';

const port = Number(process.env.MOCK_PORT || new URL(MOCK_API_ORIGIN).port || 4000);

const servers: Server[] = [];

listenMockApp(createMockApp(), port).then(
  (listening) => {
    servers.push(...listening);
    console.log(
      `[mock] Giro mock API on ${MOCK_API_ORIGIN} (port ${port}; latency ${mockConfig.latencyMs} ms, fault rate ${mockConfig.faultRate}, seed ${mockConfig.seedSize})`,
    );
  },
  (error: unknown) => {
    console.error('[mock] could not listen', error);
    process.exit(1);
  },
);

function stop() {
  let open = servers.length;
  if (open === 0) process.exit(0);
  for (const server of servers) server.close(() => --open === 0 && process.exit(0));
  setTimeout(() => process.exit(0), 1_000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
