import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { SearchScreen } from '@/features/searches/screens/SearchScreen';
import { db } from '@/mocks/db/store';
import { forcedFailures } from '@/mocks/lib/http';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

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
  it('lists the offers best first, each with how near it is and why it fits', async () => {
    // The seed's category search (Embalagens in un, up to R$ 3,50, 5.000 un, delivered in BA).
    const search = db.searches.find((s) => s.productId === null && s.categoryId !== null && s.status === 'APPROVED' && s.active)!;
    expect(search.uf).toBe('BA');
    const region = await openSearch(search.id, 'comprador@giro.dev');
    const list = await within(region).findByRole('list', { name: 'Anúncios compatíveis' });
    const items = within(list).getAllByRole('listitem');
    const reasons = items.map((item) => within(item).getByText(/^mesma categoria \(Embalagens\), /).textContent ?? '');
    expect(reasons.length).toBe(items.length);
    // The whole quantity first, then the parts; each run nearest to BA first.
    const partialFrom = reasons.findIndex((r) => r.includes('parcial: '));
    if (partialFrom >= 0) expect(reasons.slice(partialFrom).every((r) => r.includes('parcial: '))).toBe(true);
    const badges = ['Na UF de entrega (BA)', 'Na mesma região (Nordeste)', 'Outras regiões'];
    const NEAR = items.map((item) => badges.findIndex((b) => within(item).queryByText(b)));
    expect(NEAR.every((n) => n >= 0)).toBe(true);
    for (const run of [NEAR.slice(0, partialFrom < 0 ? undefined : partialFrom), partialFrom < 0 ? [] : NEAR.slice(partialFrom)]) expect(run).toEqual([...run].sort());
    // A row's badge and its UF agree.
    items.filter((_, i) => NEAR[i] === 0).forEach((item) => expect(ufOf(item)).toBe('BA'));
    // Never the searcher's own offers.
    const own = db.announcements.filter((a) => a.companyId === search.companyId).map((a) => `/anuncios/${a.id}`);
    for (const link of within(region).getAllByRole('link').filter((l) => l.getAttribute('href')?.startsWith('/anuncios/'))) expect(own).not.toContain(link.getAttribute('href'));
  });

  it('finds offers outside the delivery UF within the maximum: a search in RJ shows the SP offers', async () => {
    const search = db.searches.find((s) => s.status === 'APPROVED' && s.active && s.uf === 'RJ' && s.productId !== null)!;
    const region = await openSearch(search.id, 'comprador@giro.dev');
    const list = await within(region).findByRole('list', { name: 'Anúncios compatíveis' });
    const expected = db.announcements.filter(
      (a) => a.status === 'APPROVED' && a.productId === search.productId && a.companyId !== search.companyId && a.quantity > 0 && a.unitIndex === search.unitIndex && a.unitPrice <= search.maxPrice,
    );
    expect(expected.length).toBeGreaterThan(0);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(Math.min(10, expected.length)));
    expect(within(list).getAllByRole('listitem').every((item) => ufOf(item) === 'SP' && within(item).queryByText('Na mesma região (Sudeste)'))).toBe(true);
    expect(within(list).getAllByText(/^mesmo produto, SP \(mesma região: Sudeste\), R\$/).length).toBe(Math.min(10, expected.length));
    expect(within(region).getByText(expected.length === 1 ? '1 anúncio compatível' : `${expected.length} anúncios compatíveis`)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Ver na vitrine' }).getAttribute('href')).not.toContain('uf=');
  });

  it('says once that nothing matches in any UF, with what it looked for', async () => {
    const search = db.searches.find((s) => s.id === 1)!;
    const product = db.products.find((p) => p.id === search.productId)!;
    expect(db.announcements.some((a) => a.productId === product.id && a.status === 'APPROVED' && a.companyId !== search.companyId)).toBe(false);
    const region = await openSearch(search.id, 'comprador@giro.dev');
    expect(await within(region).findByText('Nenhum item foi encontrado.')).toBeInTheDocument();
    // toHaveTextContent reads the no-break space after R$ as a space.
    expect(region).toHaveTextContent(`Nenhum anúncio aprovado de ${product.name} até R$ 1.500,00 / pallet em nenhuma UF agora.`);
    expect(region).not.toHaveTextContent('0 anúncios compatíveis');
  });

  it('a failed call offers to try again, never a "nothing found" that is not true', async () => {
    const search = db.searches.find((s) => s.status === 'APPROVED' && s.active && s.uf === 'RJ' && s.productId !== null)!;
    forcedFailures.push({ method: 'GET', pattern: new RegExp(`^/search/${search.id}/compatible$`), status: 503, times: 5 });
    const region = await openSearch(search.id, 'comprador@giro.dev');
    expect(await within(region).findByText('Não foi possível carregar os anúncios compatíveis.')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(region).not.toHaveTextContent('Nenhum item foi encontrado.');
  });
});
