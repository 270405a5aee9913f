import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@/features/auth/api';
import { audienceOf, canOpen, homeOf, landingPath } from '@/features/auth/routing';

const user = (type: 'ADMIN' | 'COMMERCE'): SessionUser => ({
  id: 1,
  email: 'a@b.dev',
  name: 'A',
  type,
  isAdmin: type === 'ADMIN',
  isSuperAdmin: false,
  status: 'ENABLED',
});

describe('routing by role (docs/auth-and-ssr.md)', () => {
  it('lands ADMIN on /admin, COMMERCE on /vitrine, and COMMERCE without company on /empresas/nova', () => {
    expect(landingPath(user('ADMIN'), false)).toBe('/admin');
    expect(landingPath(user('COMMERCE'), true)).toBe('/vitrine');
    expect(landingPath(user('COMMERCE'), false)).toBe('/empresas/nova');
  });

  it('keeps /admin/* for admins, the showcase and announcements for both, the rest for COMMERCE', () => {
    expect(audienceOf('/admin')).toBe('ADMIN');
    expect(audienceOf('/admin/anuncios?page=2')).toBe('ADMIN');
    expect(audienceOf('/administracao')).toBe('COMMERCE');
    expect(audienceOf('/vitrine')).toBe('ANY');
    expect(audienceOf('/anuncios/[id]')).toBe('ANY');
    expect(audienceOf('/meus-anuncios')).toBe('COMMERCE');
    expect(canOpen(user('COMMERCE'), '/admin/segmentos')).toBe(false);
    expect(canOpen(user('ADMIN'), '/favoritos')).toBe(false);
    expect(canOpen(user('ADMIN'), '/vitrine')).toBe(true);
    expect(homeOf(user('COMMERCE'))).toBe('/vitrine');
    expect(homeOf(user('ADMIN'))).toBe('/admin');
  });
});
