import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirect, signInUrl } from '@/lib/redirect';

describe('safeRedirect — same-origin paths only', () => {
  it.each(['/vitrine', '/admin/anuncios?page=3&take=25', '/anuncios/12#fotos', '/buscas/minhas?q=a%20b'])('keeps %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    '//evil.example/vitrine',
    'https://evil.example',
    'http://localhost:3000/vitrine',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'vitrine',
    '',
    '/participe?redirect=/admin',
  ])('refuses %j', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeRedirect(['/vitrine'])).toBeNull();
    expect(safeRedirect(undefined)).toBeNull();
  });

  it('builds the sign-in URL with the encoded path, or none', () => {
    expect(signInUrl('/admin/anuncios?page=2')).toBe('/participe?redirect=%2Fadmin%2Fanuncios%3Fpage%3D2');
    expect(signInUrl('https://evil.example')).toBe('/participe');
  });
});

describe('safeRedirect — the normalised path (docs/security.md)', () => {
  it.each([
    '/..//evil.com',
    '/%2e%2e//evil.com',
    '/%2E%2E//evil.com',
    '/a/..//evil.com',
    '/a/%2e%2e//evil.com',
    '/%2f/evil.com',
    '/%2F%2Fevil.com',
    '/.%2f/evil.com',
    '/%5cevil.com',
    '/%5C%5Cevil.com',
    '/a//b',
    '/%252e%252e//evil.com',
    '/%09/evil.com',
    '/%0a/evil.com',
    '/\n/evil.com',
    '/%2e%2e/participe',
    '/./participe?x=1',
    '/%70articipe',
    '/%',
  ])('refuses %j', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });

  it.each([
    ['/a/../vitrine', '/vitrine'],
    ['/./vitrine', '/vitrine'],
    ['/%2e%2e/vitrine', '/vitrine'],
    ['/vitrine?next=//evil.com', '/vitrine?next=//evil.com'],
    ['/vitrine/', '/vitrine/'],
  ])('keeps %j as %j', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  const PIECES = ['/', '//', '\\', '.', '..', '%2e', '%2E', '%2f', '%2F', '%5c', '%25', '%', 'evil.com', 'a', '\t', '\n', ':', '@', '?', '#', 'https:'];
  const BASE = 'https://giro.invalid';

  /** Decodes until nothing changes (as a chain of redirects or proxies might), or gives up. */
  function decodeFully(value: string): string | null {
    let current = value;
    for (let i = 0; i < 6; i++) {
      let next: string;
      try {
        next = decodeURIComponent(current);
      } catch {
        return null;
      }
      if (next === current) return current;
      current = next;
    }
    return current;
  }

  it('whatever it keeps stays on our origin, even decoded again', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }), (parts) => {
        const result = safeRedirect(`/${parts.join('')}`);
        if (result === null) return;
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(result).not.toMatch(/[\\\u0000-\u001f]/);
        expect(new URL(result, BASE).origin).toBe(BASE);
        const path = result.split(/[?#]/)[0]!;
        const decoded = decodeFully(path);
        if (decoded !== null) {
          expect(decoded).not.toMatch(/\/\/|\\/);
          expect(new URL(decoded, BASE).origin).toBe(BASE);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
