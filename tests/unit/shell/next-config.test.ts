// @vitest-environment node
import { createRequire } from 'node:module';
import path from 'node:path';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * next.config.js's header rules, matched with Next's own path matcher. The production headers
 * themselves are asserted over HTTP by tests/e2e/smoke.spec.ts; this covers what e2e cannot see:
 * the rules `next dev` gets.
 */
const require = createRequire(import.meta.url);
const CONFIG = path.resolve(__dirname, '../../../next.config.js');

interface HeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
}

interface Config {
  headers: () => Promise<HeaderRule[]>;
  skipTrailingSlashRedirect?: boolean;
  env?: Record<string, string>;
}

function configFor(nodeEnv: 'development' | 'production'): Config {
  vi.stubEnv('NODE_ENV', nodeEnv);
  delete require.cache[CONFIG];
  return require(CONFIG) as Config;
}

async function rulesFor(nodeEnv: 'development' | 'production'): Promise<HeaderRule[]> {
  return configFor(nodeEnv).headers();
}

/** The header keys Next would send on `pathname`: every matching rule's. */
function headersOn(rules: HeaderRule[], pathname: string): Map<string, string> {
  const sent = new Map<string, string>();
  for (const rule of rules) {
    if (getPathMatch(rule.source)(pathname)) for (const h of rule.headers) sent.set(h.key, h.value);
  }
  return sent;
}

const DEV_MANIFEST = '/_next/static/development/_clientMiddlewareManifest.js';

describe('next.config.js headers', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    delete require.cache[CONFIG];
  });

  it('production: nosniff, CSP and HSTS on pages and on every static file', async () => {
    const rules = await rulesFor('production');
    for (const pathname of ['/', '/vitrine', '/admin/anuncios/1', '/_next/static/chunks/app.js', DEV_MANIFEST]) {
      const sent = headersOn(rules, pathname);
      expect(sent.get('X-Content-Type-Options'), pathname).toBe('nosniff');
      expect(sent.get('Content-Security-Policy'), pathname).not.toContain('unsafe-eval');
      expect(sent.get('Strict-Transport-Security'), pathname).toMatch(/max-age=\d+/);
    }
  });

  it('development: nosniff everywhere except the dev manifest that `next dev` serves as JSON', async () => {
    const rules = await rulesFor('development');
    for (const pathname of ['/', '/participe', '/_next/static/chunks/app.js', '/_next/static/media/a.svg']) {
      expect(headersOn(rules, pathname).get('X-Content-Type-Options'), pathname).toBe('nosniff');
    }
    const manifest = headersOn(rules, DEV_MANIFEST);
    expect(manifest.has('X-Content-Type-Options')).toBe(false);
    // …while it keeps the other headers.
    expect(manifest.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });

  it('lists each origin once in connect-src', async () => {
    vi.stubEnv('NEXT_PUBLIC_API_URL', 'http://localhost:4000');
    vi.stubEnv('NEXT_PUBLIC_IBGE_URL', 'http://localhost:4000/ibge');
    vi.stubEnv('NEXT_PUBLIC_VIACEP_URL', 'http://localhost:4000/viacep');
    const csp = headersOn(await rulesFor('production'), '/').get('Content-Security-Policy') ?? '';
    const connect = csp.split(';').map((d) => d.trim().split(/\s+/)).find(([name]) => name === 'connect-src')?.slice(1) ?? [];
    expect(connect).toContain('http://localhost:4000');
    expect(new Set(connect).size).toBe(connect.length);
  });

  it("a trailing-slash address keeps the headers: Next's own redirect (which drops them) is off, the proxy redirects", async () => {
    const config = configFor('production');
    expect(config.skipTrailingSlashRedirect).toBe(true);
    const sent = headersOn(await config.headers(), '/vitrine/');
    expect(sent.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(sent.get('X-Content-Type-Options')).toBe('nosniff');
    expect(sent.get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
  });

  it('hands the error page (400, 500) the very headers a page gets, through env.GIRO_SECURITY_HEADERS', async () => {
    for (const nodeEnv of ['production', 'development'] as const) {
      const config = configFor(nodeEnv);
      const page = Object.fromEntries(headersOn(await config.headers(), '/vitrine'));
      const forErrorPage = JSON.parse(config.env?.GIRO_SECURITY_HEADERS ?? '[]') as Array<{ key: string; value: string }>;
      expect(Object.fromEntries(forErrorPage.map(({ key, value }) => [key, value])), nodeEnv).toEqual(page);
    }
  });
});
