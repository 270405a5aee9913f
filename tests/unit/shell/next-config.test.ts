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
  output?: string;
  env?: Record<string, string>;
}

function configFor(nodeEnv: 'development' | 'production', phase = 'phase-production-server'): Config {
  vi.stubEnv('NODE_ENV', nodeEnv);
  delete require.cache[CONFIG];
  return (require(CONFIG) as (phase: string) => Config)(phase);
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

  it('production: nosniff, HSTS and the framing rule on pages and on every static file', async () => {
    const rules = await rulesFor('production');
    for (const pathname of ['/', '/vitrine', '/admin/anuncios/1', '/_next/static/chunks/app.js', DEV_MANIFEST]) {
      const sent = headersOn(rules, pathname);
      expect(sent.get('X-Content-Type-Options'), pathname).toBe('nosniff');
      expect(sent.get('X-Frame-Options'), pathname).toBe('DENY');
      expect(sent.get('Strict-Transport-Security'), pathname).toMatch(/max-age=\d+/);
      // The policy has a nonce per response: src/proxy.ts sends it (tests/unit/shell/proxy.test.ts).
      expect(sent.has('Content-Security-Policy'), pathname).toBe(false);
    }
  });

  it('refuses a production build without the settings the browser needs, naming them', () => {
    for (const name of ['NEXT_PUBLIC_API_URL', 'NEXT_PUBLIC_FIREBASE_API_KEY', 'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN', 'NEXT_PUBLIC_FIREBASE_PROJECT_ID', 'NEXT_PUBLIC_FIREBASE_APP_ID']) {
      vi.stubEnv(name, 'x');
    }
    expect(configFor('production', 'phase-production-build').output).toBe('standalone');
    vi.stubEnv('NEXT_PUBLIC_API_URL', '');
    vi.stubEnv('NEXT_PUBLIC_FIREBASE_APP_ID', ' ');
    expect(() => configFor('production', 'phase-production-build')).toThrow(/missing NEXT_PUBLIC_API_URL, NEXT_PUBLIC_FIREBASE_APP_ID\./);
    // `next dev` and the server of a finished build are not stopped by it.
    expect(() => configFor('development', 'phase-development-server')).not.toThrow();
  });

  it('development: nosniff everywhere except the dev manifest that `next dev` serves as JSON', async () => {
    const rules = await rulesFor('development');
    for (const pathname of ['/', '/participe', '/_next/static/chunks/app.js', '/_next/static/media/a.svg']) {
      expect(headersOn(rules, pathname).get('X-Content-Type-Options'), pathname).toBe('nosniff');
    }
    const manifest = headersOn(rules, DEV_MANIFEST);
    expect(manifest.has('X-Content-Type-Options')).toBe(false);
    // …while it keeps the other headers.
    expect(manifest.get('X-Frame-Options')).toBe('DENY');
  });

  it("a trailing-slash address keeps the headers: Next's own redirect (which drops them) is off, the proxy redirects", async () => {
    const config = configFor('production');
    expect(config.skipTrailingSlashRedirect).toBe(true);
    const sent = headersOn(await config.headers(), '/vitrine/');
    expect(sent.get('X-Frame-Options')).toBe('DENY');
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
