import { defineConfig } from 'vitest/config';
import base from './vitest.config.mjs';

/**
 * `npm run test:contract`: the API integration tests alone (they run in `npm test` too). Against
 * the in-process mock by default; with API_URL, against that server over real HTTP, one file at a
 * time (one server, one state). docs/contract-tests.md.
 */
const remote = Boolean(process.env.API_URL);
// npm test's two projects (ui, api) are left out: this run is the api project's files alone.
const { projects, ...shared } = base.test ?? {};
void projects;

export default defineConfig({
  ...base,
  test: {
    ...shared,
    include: ['tests/integration/mock-api/**/*.test.ts'],
    // Nothing here needs a DOM (as in npm test's api project); over HTTP, Node's own fetch,
    // FormData and Blob are what a client sends.
    environment: 'node',
    isolate: remote,
    setupFiles: remote ? ['./tests/contract/setup-remote.ts'] : shared.setupFiles,
    globalSetup: ['./tests/contract/global-setup.ts'],
    reporters: ['default', './tests/contract/reporter.ts'],
    fileParallelism: !remote,
    testTimeout: remote ? 30_000 : shared.testTimeout,
  },
});
