// @vitest-environment node
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { NextConfig } from 'next';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * src/proxy.ts: the trailing-slash redirect of our own, which (unlike Next's, turned off with
 * skipTrailingSlashRedirect) keeps next.config.js's security headers. The headers on the answer
 * itself are asserted over HTTP by tests/e2e/headers.spec.ts.
 */
const require = createRequire(import.meta.url);
const nextConfig = require(path.resolve(__dirname, '../../../next.config.js')) as NextConfig;

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

describe('proxy: trailing slash', () => {
  it('runs only on addresses that end in a slash (every other request skips it)', () => {
    for (const url of ['/vitrine/', '/anuncios/12/', '/vitrine/?q=arroz', '/_next/static/chunks/a.js/', '/anuncios/%E0%A4%A/']) {
      expect(matches(url), url).toBe(true);
    }
    for (const url of ['/', '/vitrine', '/anuncios/12', '/vitrine?q=a/', '/_next/static/chunks/a.js', '/_next/data/build/vitrine.json', '/favicon.ico']) {
      expect(matches(url), url).toBe(false);
    }
  });

  it('answers 308 to the same address without the slash, query kept', async () => {
    const response = await proxyModule.proxy(request('http://localhost:3000/anuncios/12/?aba=fotos&x=%2F'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://localhost:3000/anuncios/12?aba=fotos&x=%2F');
  });

  it('drops every trailing slash and leaves a malformed %-escape for the 400 page', async () => {
    const response = await proxyModule.proxy(request('http://localhost:3000/anuncios/%E0%A4%A//'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://localhost:3000/anuncios/%E0%A4%A');
  });
});
