import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, isActive } from '@/layouts/navigation';

describe("the header's 'Catálogo' entry", () => {
  const entry = ADMIN_NAV.find((item) => item.label === 'Catálogo')!;

  it('points at the products and stands for the five catalogue screens', () => {
    expect(entry.href).toBe('/admin/produtos');
    for (const path of ['/admin/produtos', '/admin/produtos/novo', '/admin/produtos/12', '/admin/segmentos', '/admin/categorias', '/admin/subcategorias', '/admin/unidades']) {
      expect(isActive(entry, path)).toBe(true);
    }
  });

  it('is not active elsewhere, and does not make other entries active', () => {
    for (const path of ['/admin', '/admin/empresas', '/admin/produtosx', '/vitrine']) expect(isActive(entry, path)).toBe(false);
    expect(ADMIN_NAV.filter((item) => isActive(item, '/admin/segmentos')).map((item) => item.label)).toEqual(['Catálogo']);
  });
});
