/**
 * The web origins that may call the mock API from a browser: the app (`npm run dev`, e2e and the
 * benchmarks on :3000) and the e2e suite's no-API build on :3001, which still asks the mock for
 * the IBGE state list. MOCK_ALLOWED_ORIGINS (comma-separated) replaces the list.
 */
const DEFAULT_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:3001', 'http://127.0.0.1:3001'];

function parse(value: string | undefined): string[] | null {
  const list = (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return list.length > 0 ? list : null;
}

const ALLOWED_ORIGINS: ReadonlySet<string> = new Set(parse(process.env.MOCK_ALLOWED_ORIGINS) ?? DEFAULT_ORIGINS);

/**
 * A request may use the mock when it comes from an allowed page, or from no page at all (no
 * `Origin`: the test runner, Next's server, curl). `Origin: null` (a sandboxed frame, a file) is
 * a page we cannot place: refused.
 */
export function isAllowedOrigin(origin: string | null | undefined): boolean {
  return origin === null || origin === undefined || ALLOWED_ORIGINS.has(origin);
}
