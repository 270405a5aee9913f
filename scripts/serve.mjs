#!/usr/bin/env node
// @ts-check
/**
 * The production server: `node serve.mjs` in the standalone folder (the Dockerfile copies it there;
 * `npm start` runs it through scripts/start.mjs). It is Next's own server (`next()`, the custom
 * server API, with the build's config as the generated server.js reads it) with one step in
 * front: Next answers an address with a doubled slash or a backslash (`//vitrine`, `/a\b`) by
 * itself, with a bare 308 that carries none of our headers. So this server cleans such a path
 * the way Next would and marks the request; src/proxy.ts then answers the 308, with the nonce
 * policy and next.config.js's header rules, like every other redirect.
 * PORT (default 3000), HOSTNAME (default 0.0.0.0) and KEEP_ALIVE_TIMEOUT as Next's server reads them.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** src/proxy.ts redirects a request that carries it (a client's own copy is dropped first). */
const SLASHES_NORMALISED_HEADER = 'x-giro-slashes-normalised';

/**
 * Cleans `\` and repeated `/` in the path (not the query), as Next's normalizeRepeatedSlashes does,
 * and marks the request when it did. Returns whether it did.
 * @param {{ url?: string, headers: http.IncomingHttpHeaders }} req
 */
export function markRepeatedSlashes(req) {
  delete req.headers[SLASHES_NORMALISED_HEADER];
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const pathPart = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!/\\|\/\//.test(pathPart)) return false;
  req.url = pathPart.replace(/\\/g, '/').replace(/\/\/+/g, '/') + (queryAt === -1 ? '' : url.slice(queryAt));
  req.headers[SLASHES_NORMALISED_HEADER] = '1';
  return true;
}

/** @param {string} dir the standalone folder (server.js, .next/, node_modules/) */
async function serve(dir) {
  process.env.NODE_ENV = 'production';
  process.chdir(dir);
  // The config the build wrote for the server; the generated server.js hands it to Next the same way.
  const { config } = JSON.parse(readFileSync(path.join(dir, '.next', 'required-server-files.json'), 'utf8'));
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  const next = createRequire(path.join(dir, 'server.js'))('next');

  const port = Number.parseInt(process.env.PORT ?? '', 10) || 3000;
  const hostname = process.env.HOSTNAME || '0.0.0.0';
  const app = next({ dev: false, dir, hostname, port, conf: config });
  await app.prepare();
  const handle = app.getRequestHandler();

  const server = http.createServer((req, res) => {
    markRepeatedSlashes(req);
    handle(req, res);
  });
  const keepAlive = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? '', 10);
  if (keepAlive >= 0) server.keepAliveTimeout = keepAlive;
  server.listen(port, hostname, () => console.log(`[serve] Giro on http://${hostname}:${port}`));

  // Finish the requests in flight, then stop (the container's stop, Ctrl+C, the e2e suite).
  const stop = () => server.close(() => app.close().finally(() => process.exit(0)));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  serve(path.resolve(process.argv[2] ?? path.dirname(process.argv[1]))).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
