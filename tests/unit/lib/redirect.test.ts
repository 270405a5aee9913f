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
