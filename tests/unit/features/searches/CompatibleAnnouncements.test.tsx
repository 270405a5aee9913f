import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { SearchScreen } from '@/features/searches/screens/SearchScreen';
import { db } from '@/mocks/db/store';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

vi.mock('next/router', () => import('@tests/helpers/router'));

beforeEach(() => mockRouter.reset());

async function openSearch(id: number, email: string) {
  mockRouter.setRoute(`/buscas/${id}`, '/buscas/[id]');
  await renderApp(
    <RouteGuard>
      <SearchScreen />
    </RouteGuard>,
    { signedInAs: email },
  );
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('region', { name: 'Anúncios compatíveis' });
}

/** The UF shown on a row ('Empresa · Cidade/UF'). */
const ufOf = (item: HTMLElement) => /\/([A-Z]{2})$/.exec(within(item).getByText(/ · /).textContent ?? '')?.[1];

describe('/buscas/[id], Anúncios compatíveis', () => {
  it('lists the offers of every UF in groups: the delivery UF, its region, the others, each row with its UF', async () => {
    // The seed's category search (Embalagens, delivered in BA) has offers in BA, in the Nordeste and in SP.
    const search = db.searches.find((s) => s.productId === null && s.categoryId !== null && s.status === 'APPROVED' && s.active)!;
    expect(search.uf).toBe('BA');
    const region = await openSearch(search.id, 'comprador@giro.dev');
    const sameUf = await within(region).findByRole('list', { name: 'Na UF de entrega (BA)' });
    const sameRegion = within(region).getByRole('list', { name: 'Na mesma região (Nordeste)' });
    const others = within(region).getByRole('list', { name: 'Outras regiões' });
    expect(within(sameUf).getAllByRole('listitem').map(ufOf).every((uf) => uf === 'BA')).toBe(true);
    expect(within(sameRegion).getAllByRole('listitem').map(ufOf).every((uf) => uf && uf !== 'BA' && ['AL', 'CE', 'MA', 'PB', 'PE', 'PI', 'RN', 'SE'].includes(uf))).toBe(true);
    expect(within(others).getAllByRole('listitem').map(ufOf)).toContain('SP');
    // In that order on the page.
    expect(sameUf.compareDocumentPosition(sameRegion) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(sameRegion.compareDocumentPosition(others) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Never the searcher's own offers.
    const own = db.announcements.filter((a) => a.companyId === search.companyId).map((a) => `/anuncios/${a.id}`);
    for (const link of within(region).getAllByRole('link').filter((l) => l.getAttribute('href')?.startsWith('/anuncios/'))) expect(own).not.toContain(link.getAttribute('href'));
  });

  it('finds offers outside the delivery UF: a search in RJ shows the SP offers', async () => {
    const search = db.searches.find((s) => s.status === 'APPROVED' && s.active && s.uf === 'RJ' && s.productId !== null)!;
    const region = await openSearch(search.id, 'comprador@giro.dev');
    const list = await within(region).findByRole('list', { name: 'Na mesma região (Sudeste)' });
    const expected = db.announcements.filter((a) => a.status === 'APPROVED' && a.productId === search.productId && a.companyId !== search.companyId && a.quantity > 0);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(Math.min(10, expected.length)));
    expect(within(list).getAllByRole('listitem').every((item) => ufOf(item) === 'SP')).toBe(true);
    expect(within(region).getByText(`${expected.length} anúncios compatíveis`)).toBeInTheDocument();
    expect(within(region).queryByRole('list', { name: /Na UF de entrega/ })).toBeNull();
    expect(within(region).getByRole('link', { name: 'Ver na vitrine' }).getAttribute('href')).not.toContain('uf=');
  });

  it('says once that nothing matches in any UF, with what it looked for', async () => {
    const search = db.searches.find((s) => s.id === 1)!;
    const product = db.products.find((p) => p.id === search.productId)!;
    expect(db.announcements.some((a) => a.productId === product.id && a.status === 'APPROVED' && a.companyId !== search.companyId)).toBe(false);
    const region = await openSearch(search.id, 'comprador@giro.dev');
    expect(await within(region).findByText('Nenhum item foi encontrado.')).toBeInTheDocument();
    expect(region).toHaveTextContent(`Nenhum anúncio aprovado de ${product.name} em nenhuma UF agora.`);
    expect(region).not.toHaveTextContent('0 anúncios compatíveis');
  });
});
