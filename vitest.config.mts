import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
    },
  },
  test: {
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    // Two projects (docs/testing.md). Most of a file's time here is its start: the environment
    // and tests/setup.ts importing the whole mock API. The mock API's integration tests need no
    // DOM and keep no state of their own between files (tests/setup.ts resets the store after each
    // test), so they run in Node, one module graph per worker: 14 of them took 63 s of CPU
    // isolated in jsdom, 18 s so.
    projects: [
      {
        extends: true,
        test: { name: 'ui', environment: 'jsdom', include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        test: { name: 'api', environment: 'node', isolate: false, include: ['tests/integration/**/*.test.{ts,tsx}'] },
      },
    ],
    env: {
      NEXT_PUBLIC_API_URL: 'http://localhost:4000',
      NEXT_PUBLIC_APP_NAME: 'Giro',
      NEXT_PUBLIC_IBGE_URL: 'http://localhost:4000/ibge',
      NEXT_PUBLIC_VIACEP_URL: 'http://localhost:4000/viacep',
      MOCK_LATENCY_MS: '0',
      MOCK_FAULT_RATE: '0',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      // Giro's zone; VITEST_TZ=Asia/Tokyo npm test runs the suite as in a browser elsewhere (it passes).
      TZ: process.env.VITEST_TZ || 'America/Sao_Paulo',
    },
    testTimeout: 15_000,
    // Vitest's default is one worker fewer than the cores: one worker and an idle core on the
    // two-core CI machine (the main process does little meanwhile). With both, 661 s → 452 s.
    maxWorkers: availableParallelism(),
    restoreMocks: true,
  },
});
