import { defineConfig } from 'vitest/config';
import base from './vitest.config.mjs';

/**
 * `npm run test:contract`: the API integration tests alone (they run in `npm test` too). Against
 * the in-process mock by default; with API_URL, against that server over real HTTP, one file at a
 * time (one server, one state). docs/contract-tests.md.
 */
const remote = Boolean(process.env.API_URL);

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/integration/mock-api/**/*.test.ts'],
    // Over HTTP nothing needs a DOM; Node's own fetch, FormData and Blob are what a client sends.
    environment: remote ? 'node' : base.test?.environment,
    setupFiles: remote ? ['./tests/contract/setup-remote.ts'] : base.test?.setupFiles,
    globalSetup: ['./tests/contract/global-setup.ts'],
    reporters: ['default', './tests/contract/reporter.ts'],
    fileParallelism: !remote,
    testTimeout: remote ? 30_000 : base.test?.testTimeout,
  },
});
