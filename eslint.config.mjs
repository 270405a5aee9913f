import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * eslint-config-next plus the architecture's import rules (DESIGN.md §2):
 * - lib and components never import features;
 * - nothing under src/ except mocks imports mocks;
 * - features never import pages;
 * - a feature uses another feature's api/queries only (checked by no-restricted-imports below).
 */
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
            { target: './src/lib', from: './src/mocks', message: 'Only tests and src/mocks use the mock API.' },
            { target: './src/components', from: './src/mocks', message: 'Only tests and src/mocks use the mock API.' },
            { target: './src/features', from: './src/mocks', message: 'Only tests and src/mocks use the mock API.' },
            { target: './src/pages', from: './src/mocks', message: 'Only tests and src/mocks use the mock API.' },
            { target: './src/features', from: './src/pages', message: 'Features never import pages.' },
            { target: './src/lib', from: './src/pages' },
            { target: './src/components', from: './src/pages' },
          ],
        },
      ],
    },
  },
  {
    // A feature reaches into another feature only through its api.ts or queries.ts.
    files: ['src/features/**/*.{ts,tsx}', 'src/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/features/[^/]+/(components|screens|hooks|utils|lib)/',
              message: "Import another feature's api or queries only (or, from pages, its screens/index).",
            },
          ],
        },
      ],
    },
  },
  {
    // Pages may render a feature's screens.
    files: ['src/pages/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
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
