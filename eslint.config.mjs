import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { APP_PATH_SOURCE } from './scripts/lib/app-paths.mjs';

/**
 * eslint-config-next plus the architecture's import rules (docs/architecture.md):
 * - lib and components never import features;
 * - nothing under src/ except mocks imports mocks;
 * - features never import pages;
 * - a feature uses another feature's api/queries only (checked by no-restricted-imports below).
 */
/**
 * Packages that load on demand (docs/performance.md, "What loads on demand"): a static
 * import anywhere else would put them back into every page's first load. Type imports are fine;
 * `import()` is how the rest of the app reaches them.
 */
const ON_DEMAND = 'loads on demand (see docs/performance.md, "What loads on demand"): use a type import or import() — or the wrapper that owns it.';
const onDemandPaths = [
  { name: 'axios', allowTypeImports: true, message: `axios ${ON_DEMAND} Read errors with isHttpError (lib/api/http-error).` },
  { name: 'react-imask', allowTypeImports: true, message: `react-imask ${ON_DEMAND} (components/form/lazy-imask)` },
  { name: 'react-toastify', allowTypeImports: true, message: `react-toastify ${ON_DEMAND} (lib/notify)` },
];
/** zod's classic API hangs every method on every schema, so none of it tree-shakes: the app's schemas use zod/mini. */
const classicZod = { name: 'zod', message: "Use zod/mini (import * as z from 'zod/mini'): classic zod puts its whole API in every page's first load (docs/performance.md)." };
const onDemandPatterns = [{ group: ['firebase/*', '@firebase/*'], allowTypeImports: true, message: `Firebase ${ON_DEMAND} (features/auth/lazy-gateway)` }];
/** The modules that own an on-demand package (loaded themselves with import()). */
const onDemandOwners = ['src/lib/api/instance.ts', 'src/lib/masks.ts', 'src/lib/firebase.ts', 'src/features/auth/firebase-gateway.ts', 'src/components/feedback/Toasts.tsx'];
/**
 * An app path written by hand ('/vitrine', `/admin/empresas/${id}`) instead of a builder of
 * src/lib/routes/, the one registry the guards, the navigation and the tests read. The page
 * segments are read from the route table (scripts/lib/app-paths.mjs).
 */
const APP_PATH = `/${APP_PATH_SOURCE}/`;
const APP_PATH_MESSAGE = 'An app path is built with src/lib/routes (routes.x(...)), never written by hand.';
const hardCodedAppPaths = [
  { selector: `Literal[value=${APP_PATH}]`, message: APP_PATH_MESSAGE },
  { selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${APP_PATH}]`, message: APP_PATH_MESSAGE },
];
const intlNumbers = {
  selector: "MemberExpression[object.name='Intl'][property.name='NumberFormat'], CallExpression[callee.property.name='toLocaleString']",
  message: 'Write numbers with formatNumber / formatCurrency (lib/format.ts): the first Intl.NumberFormat costs a page 130–230 ms before it works (docs/no-icu.md).',
};
/** Inside a feature, its own modules are relative ('./api', '../queries'); '@/features/…' is another feature. */
const featureBoundary = {
  regex: '^@/features/[^/]+/(?!(api|model|queries)$)',
  message: "A feature imports another feature's api, model or queries only (docs/architecture.md).",
};

/**
 * One file-name convention (docs/architecture.md, "Folders"): a React component file is
 * PascalCase.tsx, a hook useThing.ts(x), everything else kebab-case; tests and specs add
 * `.test`/`.spec`, and Next's pages keep their route's name. Checked once per file.
 */
const FILE_NAME = /^(?:[A-Z][A-Za-z0-9]*\.tsx|use[A-Z][A-Za-z0-9]*\.tsx?|[a-z0-9]+(?:-[a-z0-9]+)*(?:\.(?:worker|d))?\.(?:ts|tsx|mjs|mts))$/;
const fileNames = {
  rules: {
    'file-name': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        return {
          Program(node) {
            const name = context.filename.split(/[\\/]/).pop() ?? '';
            const bare = name.replace(/\.(test|spec)(?=\.[a-z]+$)/, '');
            if (!FILE_NAME.test(bare)) {
              context.report({ node, message: `File name "${name}": components are PascalCase.tsx, hooks useThing.ts, everything else kebab-case.` });
            }
          },
        };
      },
    },
  },
};

/**
 * The request bodies only the mock validates (src/mocks/contract/bodies/, docs/architecture.md):
 * the app may take their types (`import type`, erased from every bundle) and nothing else; the
 * rest of src/mocks it may not import at all (import/no-restricted-paths below).
 */
const MOCK_ONLY = 'Only tests and src/mocks use the mock API.';
const BODIES = './contract/bodies';
const bodyValues = {
  group: ['@/mocks/contract/bodies/*', '**/mocks/contract/bodies/*'],
  allowTypeImports: true,
  message: "The mock's body schemas reach the app as types only: `import type { XBody } from '@/mocks/contract/bodies/…'` (docs/architecture.md).",
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', '.next-noapi/**', 'node_modules/**', 'out/**', 'coverage/**', 'playwright-report/**', 'test-results/**', 'next-env.d.ts', '.tmp/**', 'bench-results/**']),
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/lib', from: './src/features', message: 'lib must not import features.' },
            { target: './src/components', from: './src/features', message: 'components must not import features.' },
            ...['lib', 'components', 'features', 'pages', 'layouts', 'types'].map((dir) => ({ target: `./src/${dir}`, from: './src/mocks', except: [BODIES], message: MOCK_ONLY })),
            { target: './src/features', from: './src/pages', message: 'Features never import pages.' },
            { target: './src/lib', from: './src/pages' },
            { target: './src/components', from: './src/pages' },
          ],
        },
      ],
    },
  },
  {
    // Outside the mock, its body schemas are types only (a separate rule: the blocks below set no-restricted-imports per folder).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/mocks/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [bodyValues] }] },
  },
  {
    // The app's code (not the mock API, which runs in Node) keeps the on-demand packages out.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/mocks/**', 'src/features/**', ...onDemandOwners],
    rules: { 'no-restricted-imports': ['error', { paths: [...onDemandPaths, classicZod], patterns: onDemandPatterns }] },
  },
  {
    // A feature reaches into another feature only through its api.ts or queries.ts.
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: onDemandOwners,
    rules: { 'no-restricted-imports': ['error', { paths: [...onDemandPaths, classicZod], patterns: [...onDemandPatterns, featureBoundary] }] },
  },
  {
    files: onDemandOwners.filter((file) => file.startsWith('src/features/')),
    rules: { 'no-restricted-imports': ['error', { patterns: [featureBoundary] }] },
  },
  {
    // App paths come from the route registry (the mock's API paths are not app routes). Numbers are
    // written by lib/number-format.ts: a page's first Intl.NumberFormat loads ICU (docs/no-icu.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/routes/**', 'src/mocks/**'],
    rules: { 'no-restricted-syntax': ['error', ...hardCodedAppPaths, intlNumbers] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}'],
    ignores: ['src/pages/**'],
    plugins: { giro: fileNames },
    rules: { 'giro/file-name': 'error' },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs,js}', '*.config.{ts,mjs,js}'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // Playwright fixtures receive a `use` callback that is not React's `use`.
    files: ['tests/e2e/**/*.ts', 'playwright.config.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
]);
