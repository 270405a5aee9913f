// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, nonceOf } from '@/lib/security/csp';

/** The sources of one directive of a policy. */
function directive(policy: string, name: string): string[] {
  return policy.split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name)?.slice(1) ?? [];
}


describe('the Content-Security-Policy (docs/security.md: nonce, strict-dynamic, no bare unsafe-inline)', () => {
  it('allows scripts by nonce and strict-dynamic only, never unsafe-inline; eval only in development', () => {
    const production = contentSecurityPolicy('abc', { isDevelopment: false });
    expect(directive(production, 'script-src')).toEqual(["'nonce-abc'", "'strict-dynamic'", "'self'"]);
    expect(production).toContain("object-src 'none'");
    expect(production).toContain("base-uri 'self'");
    expect(production).toContain("frame-ancestors 'none'");
    expect(directive(contentSecurityPolicy('abc', { isDevelopment: true }), 'script-src')).toContain("'unsafe-eval'");
  });

  it('lists each origin once in connect-src and adds the API to img-src', () => {
    const policy = contentSecurityPolicy('n', {
      isDevelopment: false,
      apiUrl: 'http://localhost:4000/',
      ibgeUrl: 'http://localhost:4000/ibge',
      viaCepUrl: 'http://localhost:4000/viacep',
      authEmulatorHost: 'http://127.0.0.1:9099',
    });
    const connect = directive(policy, 'connect-src');
    expect(connect).toEqual(expect.arrayContaining(["'self'", 'http://localhost:4000', 'http://127.0.0.1:9099']));
    expect(new Set(connect).size).toBe(connect.length);
    expect(directive(policy, 'img-src')).toContain('http://localhost:4000');
  });

  it('makes a fresh, unguessable nonce each time and reads it back from the header', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) {
      expect(atob(nonce)).toHaveLength(16);
      expect(nonceOf(contentSecurityPolicy(nonce, { isDevelopment: false }))).toBe(nonce);
    }
    expect(nonceOf(undefined)).toBeUndefined();
    expect(nonceOf("script-src 'self'")).toBeUndefined();
  });
});
