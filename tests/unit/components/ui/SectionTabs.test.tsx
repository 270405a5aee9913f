import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminAnnouncementTabs } from '@/layouts/AdminAnnouncementsLayout';
import { AdminDealTabs } from '@/layouts/AdminDealsLayout';
import { mockRouter } from '@tests/helpers/router';

const current = (nav: string) =>
  within(screen.getByRole('navigation', { name: nav }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('SectionTabs (the kit tab bar of the admin sections)', () => {
  it.each([
    ['/admin/anuncios', '/admin/anuncios', ['Todos os anúncios']],
    ['/admin/anuncios/12', '/admin/anuncios/[id]', ['Todos os anúncios']],
    ['/admin/anuncios/novo', '/admin/anuncios/novo', ['Todos os anúncios']],
    ['/admin/anuncios/aprovacoes?page=2', '/admin/anuncios/aprovacoes', ['Aprovações']],
    ['/admin/destaques', '/admin/destaques', ['Destaques']],
  ])('announcements: on %s exactly one tab is current', (asPath, pathname, expected) => {
    mockRouter.setRoute(asPath, pathname);
    render(<AdminAnnouncementTabs />);
    expect(current('Seções de anúncios')).toEqual(expected);
  });

  it.each([
    ['/admin/negociacoes?status=CANCELED', '/admin/negociacoes', ['Negociações']],
    ['/admin/buscas/7', '/admin/buscas/[id]', ['Buscas']],
    ['/admin/interesses/3#itens', '/admin/interesses/[id]', ['Interesses']],
    ['/admin/relatorios', '/admin/relatorios', []],
  ])('deals: on %s the section below its tab is current', (asPath, pathname, expected) => {
    mockRouter.setRoute(asPath, pathname);
    render(<AdminDealTabs />);
    expect(current('Seções de negócios')).toEqual(expected);
  });
});
