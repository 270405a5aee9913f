import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, COMMERCE_NAV, isActive } from '@/layouts/navigation';

const activeLabels = (nav: typeof COMMERCE_NAV, path: string) => nav.filter((item) => isActive(item, path)).map((item) => item.label);

describe('header entries of the deals', () => {
  it('gives buyers and sellers Buscas, Negociações, Favoritos and Interesses, each active on its screens', () => {
    expect(activeLabels(COMMERCE_NAV, '/buscas')).toEqual(['Buscas']);
    expect(activeLabels(COMMERCE_NAV, '/buscas/nova')).toEqual(['Buscas']);
    expect(activeLabels(COMMERCE_NAV, '/buscas/[id]')).toEqual(['Buscas']);
    expect(activeLabels(COMMERCE_NAV, '/negociacoes/compras')).toEqual(['Negociações']);
    expect(activeLabels(COMMERCE_NAV, '/negociacoes/vendas')).toEqual(['Negociações']);
    expect(activeLabels(COMMERCE_NAV, '/negociacoes/[id]')).toEqual(['Negociações']);
    expect(activeLabels(COMMERCE_NAV, '/favoritos')).toEqual(['Favoritos']);
    expect(activeLabels(COMMERCE_NAV, '/interesses')).toEqual(['Interesses']);
  });

  it("gives admins one 'Negócios' entry for negotiations, searches and interest items", () => {
    for (const path of ['/admin/negociacoes', '/admin/negociacoes/[id]', '/admin/buscas', '/admin/buscas/[id]', '/admin/interesses', '/admin/interesses/[id]']) {
      expect(activeLabels(ADMIN_NAV, path)).toEqual(['Negócios']);
    }
    expect(ADMIN_NAV.find((item) => item.label === 'Negócios')!.href).toBe('/admin/negociacoes');
  });
});
