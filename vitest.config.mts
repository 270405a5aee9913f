import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const UI_FILES = ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'];
/** ui files that need a module graph of their own (each file isolated), each with its reason. */
const FRESH_GRAPH = [
  // The toast container's chunk loads with the first toast (next/dynamic keeps it once loaded).
  'tests/unit/layouts/toast-host.test.tsx',
  // The first toast of a tab, under React's double mount: the container's first load and mount.
  'tests/unit/layouts/toast-host-strict.test.tsx',
  // Which modules the offer forms' screens import: a shared graph has already imported them.
  'tests/unit/features/offer-forms-lazy-zod.test.ts',
  // Whether the app has hydrated is useAfterFirstHtml's module state: a fresh copy per test.
  'tests/unit/lib/useAfterFirstHtml.test.tsx',
  // Holds react-imask's chunk back with vi.resetModules(), which would empty the shared graph.
  'tests/unit/components/form/MaskedInputFallback.test.tsx',
  // Counts the toasts on screen from react-toastify's events since Toasts.tsx loaded: a container
  // an earlier file unmounted with toasts open leaves them counted.
  'tests/unit/components/feedback/Toasts.test.tsx',
  // Tightens the features' bodies with vi.mock: a shared graph would hand them to other files.
  'tests/unit/features/forms-from-bodies.test.ts',
  // Renders pages with react-dom/server.edge (Next's renderer) in the same process: React's
  // development check then marks the contexts it rendered, and later files' renders warn of two
  // renderers at once.
  'tests/unit/shell/hydrate-later.test.tsx',
  // The same, and holds /participe's forms' chunk back with vi.resetModules().
  'tests/unit/shell/participe-hydration.test.tsx',
  // Mocks the Firebase gateway's and the axios instance's modules to see when they are asked for.
  'tests/unit/layouts/session-chunks.test.tsx',
];

/** A file's `// @vitest-environment …` docblock, if it has one. */
const environmentOf = (file: string) => /@vitest-environment\s+([\w-]+)/.exec(readFileSync(file, 'utf8').slice(0, 2_000))?.[1] ?? '';

/** Fisher–Yates with a seeded generator (mulberry32): the same seed, the same order. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * A worker keeps its module graph only while the next file in the queue has its project and
 * environment; otherwise Vitest starts a new worker, which imports everything again. So the files
 * run grouped by those two, in Vitest's order within a group (longest first), or shuffled with
 * `--sequence.shuffle --sequence.seed=<n>`: the test of order independence (docs/testing.md).
 */
class GroupedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { shuffle, seed } = this.ctx.config.sequence;
    const ordered = shuffle ? shuffled(files, seed ?? 0) : await super.sort(files);
    const groups = new Map<string, TestSpecification[]>();
    for (const spec of ordered) {
      const key = `${spec.project.name} ${environmentOf(spec.moduleId)}`;
      groups.set(key, [...(groups.get(key) ?? []), spec]);
    }
    return [...groups.values()].flat();
  }
}

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
    // Projects (docs/testing.md). Most of an isolated file's time is its start: a fresh jsdom and
    // tests/setup.ts importing the whole mock API and app. So the files of a worker share one
    // environment and one module graph (`isolate: false`), and tests/setup.ts puts back after each
    // test and file what they leave in it (the store, toasts, the router, storage, the page).
    // npm test on two cores: 376 s isolated, 172 s so (docs/testing.md).
    projects: [
      {
        extends: true,
        test: { name: 'ui', environment: 'jsdom', isolate: false, include: UI_FILES, exclude: [...configDefaults.exclude, ...FRESH_GRAPH] },
      },
      // The few files that test how modules load, which a shared graph has already loaded.
      { extends: true, test: { name: 'ui-fresh', environment: 'jsdom', include: FRESH_GRAPH } },
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
    sequence: { sequencer: GroupedSequencer },
    testTimeout: 15_000,
    // CI tries a failed test once more, as Playwright does there; tests/reporters/retried.ts names
    // each that passed only so at the end of the log (docs/testing.md). Locally a failure stays one.
    retry: process.env.CI ? 1 : 0,
    // Vitest's default is one worker fewer than the cores: one worker and an idle core on the
    // two-core CI machine (the main process does little meanwhile). With both, 661 s → 452 s.
    maxWorkers: availableParallelism(),
    restoreMocks: true,
  },
});
