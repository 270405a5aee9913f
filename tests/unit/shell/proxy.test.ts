// @vitest-environment node
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { NextConfig } from 'next';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { nonceOf } from '@/lib/security/csp';

/**
 * src/proxy.ts: the Content-Security-Policy with a fresh nonce on every page, and the trailing-slash
 * redirect of our own, which (unlike Next's, turned off with skipTrailingSlashRedirect) keeps the
 * security headers. The headers on the answers themselves are asserted over HTTP by
 * tests/e2e/headers.spec.ts.
 */
const require = createRequire(import.meta.url);
const nextConfig = (require(path.resolve(__dirname, '../../../next.config.js')) as (phase: string) => NextConfig)('phase-test');

// Next's server modules expect the global its own server installs.
(globalThis as { AsyncLocalStorage?: typeof AsyncLocalStorage }).AsyncLocalStorage = AsyncLocalStorage;

type Testing = typeof import('next/experimental/testing/server');
type Proxy = typeof import('@/proxy');
let testing: Testing;
let proxyModule: Proxy;

beforeAll(async () => {
  testing = await import('next/experimental/testing/server');
  proxyModule = await import('@/proxy');
});

/** A request as Next's server builds it for the proxy (its NextURL reads the config's trailingSlash). */
const request = (url: string) => new NextRequest(url, { nextConfig: { trailingSlash: nextConfig.trailingSlash } });
const matches = (url: string) => testing.unstable_doesMiddlewareMatch({ config: proxyModule.config, nextConfig, url });

describe('proxy: Content-Security-Policy', () => {
  it('runs on every page and data address, not on static files, images or the health check', () => {
    // docs/security.md: the skipped paths are matched whole; what only starts like one is a page (a 404).
    for (const url of ['/', '/vitrine', '/anuncios/12', '/vitrine?q=a', '/admin/empresas/3', '/_next/data/build/vitrine.json', '/anuncios/%E0%A4%A', '/api/healthz', '/_next/staticx', '/_next/imagex', '/favicon.icox']) {
      expect(matches(url), url).toBe(true);
    }
    for (const url of ['/_next/static/chunks/a.js', '/_next/image?url=x', '/api/health', '/favicon.ico', '/favicon.svg', '/images/logo.svg']) {
      expect(matches(url), url).toBe(false);
    }
  });

  it('sends a policy with a new nonce on each response (Next sets it on the response the page renders into)', async () => {
    const first = await proxyModule.proxy(request('http://localhost:3000/vitrine'));
    const second = await proxyModule.proxy(request('http://localhost:3000/vitrine'));
    const policy = first.headers.get('Content-Security-Policy') ?? '';
    expect(nonceOf(policy)).toBeTruthy();
    expect(nonceOf(second.headers.get('Content-Security-Policy'))).not.toBe(nonceOf(policy));
    expect(policy).toContain("'strict-dynamic'");
    expect(policy.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
    // No request header is handed on: pages/_document reads the nonce from the response only.
    expect(first.headers.get('x-middleware-override-headers')).toBeNull();
  });
});

describe('proxy: trailing slash', () => {
  it('answers 308 to the same address without the slash, query kept, with the policy', async () => {
    expect(matches('/vitrine/')).toBe(true);
    const response = await proxyModule.proxy(request('http://localhost:3000/anuncios/12/?aba=fotos&x=%2F'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://localhost:3000/anuncios/12?aba=fotos&x=%2F');
    expect(nonceOf(response.headers.get('Content-Security-Policy'))).toBeTruthy();
  });

  it('drops every trailing slash and leaves a malformed %-escape for the 400 page', async () => {
    const response = await proxyModule.proxy(request('http://localhost:3000/anuncios/%E0%A4%A//'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://localhost:3000/anuncios/%E0%A4%A');
  });
});

describe('proxy: doubled slashes and backslashes (cleaned by scripts/serve.mjs)', () => {
  /** The request as the production server hands it on: path cleaned, request marked. */
  async function served(url: string) {
    const { markRepeatedSlashes } = await import('../../../scripts/serve.mjs');
    const raw = { url, headers: {} as Record<string, string | string[] | undefined> };
    const cleaned = markRepeatedSlashes(raw);
    const headers = Object.entries(raw.headers).map(([name, value]) => [name, String(value)] as [string, string]);
    return { cleaned, request: new NextRequest(`http://localhost:3000${raw.url}`, { headers, nextConfig: { trailingSlash: nextConfig.trailingSlash } }) };
  }

  it('answers 308 to the single-slash address, query untouched, with the policy', async () => {
    for (const [from, to] of [
      ['//vitrine', '/vitrine'],
      ['/a\\b', '/a/b'],
      ['/anuncios//12?aba=fotos&next=//x', '/anuncios/12?aba=fotos&next=//x'],
      ['//vitrine/', '/vitrine'],
    ] as const) {
      const { cleaned, request: cleanedRequest } = await served(from);
      expect(cleaned, from).toBe(true);
      const response = await proxyModule.proxy(cleanedRequest);
      expect(response.status, from).toBe(308);
      expect(response.headers.get('location'), from).toBe(`http://localhost:3000${to}`);
      expect(nonceOf(response.headers.get('Content-Security-Policy')), from).toBeTruthy();
    }
  });

  it('leaves an ordinary address alone and drops a mark a client sent itself', async () => {
    const raw = { url: '/vitrine?next=//x', headers: { 'x-giro-slashes-normalised': '1' } as Record<string, string | undefined> };
    const { markRepeatedSlashes } = await import('../../../scripts/serve.mjs');
    expect(markRepeatedSlashes(raw)).toBe(false);
    expect(raw).toEqual({ url: '/vitrine?next=//x', headers: {} });
    const response = await proxyModule.proxy(request('http://localhost:3000/vitrine?next=//x'));
    expect(response.status).toBe(200);
  });
});
