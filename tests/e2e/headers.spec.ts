/**
 * The security headers on the answers Next gives outside its header rules (docs/security.md):
 * the trailing-slash redirect (now src/proxy.ts's, with skipTrailingSlashRedirect) and the 400
 * page for an address it cannot decode (pages/_error sends them itself), and the redirect of a
 * doubled slash or backslash (scripts/serve.mjs hands it to the proxy). smoke.spec.ts checks
 * the ordinary pages. Plain HTTP requests, redirects not followed.
 */
import http from 'node:http';
import { expect, test } from './fixtures';

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, `${what}: Content-Security-Policy`).toContain("default-src 'self'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).not.toContain('unsafe-eval');
  expect(csp, what).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toMatch(/camera=\(\)/);
  expect(headers['strict-transport-security'], what).toMatch(/max-age=\d{7,}/);
  expect(headers['x-powered-by'], what).toBeUndefined();
}

/** Where a Location points, as path and query (Next answers it relative; a proxy may not). */
function pathAndQuery(location: string | undefined): string {
  const url = new URL(location ?? '', 'http://localhost');
  return url.pathname + url.search;
}

test.describe('security headers where Next answers by itself', () => {
  for (const [from, to] of [
    ['/vitrine/', '/vitrine'],
    ['/anuncios/1/?aba=fotos', '/anuncios/1?aba=fotos'],
    ['/participe/', '/participe'],
  ] as const) {
    test(`the trailing-slash redirect ${from} → 308 ${to} carries them`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(pathAndQuery(response.headers()['location'])).toBe(to);
      expectSecurityHeaders(response.headers(), from);
    });
  }

  test('the 400 page of an address cut in a %-escape carries them', async ({ request }) => {
    const response = await request.get('/anuncios/%E0%A4%A', { maxRedirects: 0 });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain('Endereço inválido');
    expectSecurityHeaders(response.headers(), '400');
    // Next renders it before the proxy: the page's own nonce is on its scripts.
    const nonce = response.headers()['content-security-policy'].match(/'nonce-([^']+)'/)?.[1];
    expect(html).toContain(`nonce="${nonce}"`);
  });

  // docs/security.md: paths the proxy skips (or that only start like one) answer the 404 page with the
  // headers and a policy whose nonce is on its scripts; a policy sent by the client counts for nothing.
  for (const path of ['/images/x', '/api/healthz', '/_next/staticx', '/vitrine']) {
    test(`the page at ${path} carries them, with its own nonce on its scripts whatever the request says`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0, headers: { 'content-security-policy': "script-src 'nonce-forjado'" } });
      expect(response.status()).toBe(path === '/vitrine' ? 200 : 404);
      expectSecurityHeaders(response.headers(), path);
      const nonce = response.headers()['content-security-policy'].match(/'nonce-([^']+)'/)?.[1];
      const html = await response.text();
      expect(html).toContain(`nonce="${nonce}"`);
      expect(html).not.toContain('forjado');
    });
  }

  test('such an address with a trailing slash: the redirect, then the 400, both with them', async ({ request }) => {
    const redirect = await request.get('/anuncios/%E0%A4%A/', { maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    expect(pathAndQuery(redirect.headers()['location'])).toBe('/anuncios/%E0%A4%A');
    expectSecurityHeaders(redirect.headers(), 'redirect');
    const page = await request.get(redirect.headers()['location'], { maxRedirects: 0 });
    expect(page.status()).toBe(400);
    expectSecurityHeaders(page.headers(), '400 after the redirect');
  });

  // Sent as written: a browser, and Playwright's request, read `//vitrine` as another host.
  for (const [from, to] of [
    ['//vitrine', '/vitrine'],
    ['/anuncios\\1?aba=fotos', '/anuncios/1?aba=fotos'],
    ['//participe/', '/participe'],
  ] as const) {
    test(`the repeated-slash redirect ${from} → 308 ${to} carries them`, async ({ baseURL }) => {
      const response = await rawGet(new URL(baseURL ?? ''), from);
      expect(response.status).toBe(308);
      expect(pathAndQuery(response.headers['location'])).toBe(to);
      expectSecurityHeaders(response.headers, from);
    });
  }
});

/** A GET with the path exactly as given, redirects not followed. */
function rawGet(base: URL, path: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: base.hostname, port: base.port, path }, (response) => {
        response.resume();
        const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, String(value)]));
        resolve({ status: response.statusCode ?? 0, headers });
      })
      .on('error', reject);
  });
}
