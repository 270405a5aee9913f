import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MySearchesScreen } from '@/features/searches/screens/SearchesScreen';
import { db } from '@/mocks/db/store';
import { forcedFailures } from '@/mocks/lib/http';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

beforeEach(() => mockRouter.reset());

/** The buyer's pending 'Vergalhão CA-50 10 mm' search (30 t up to R$ 5.200,00, SP), approved here. */
function approveRebar() {
  const search = db.searches.find((s) => s.companyId === 2 && s.status === 'PENDING' && s.active)!;
  search.status = 'APPROVED';
  return search;
}

async function openMine() {
  mockRouter.setRoute('/buscas/minhas');
  await renderApp(<MySearchesScreen />, { signedInAs: 'comprador@giro.dev' });
  return screen.findByRole('region', { name: 'Anúncios para as suas buscas' });
}

describe('/buscas/minhas, Anúncios para as suas buscas', () => {
  it('shows, for each approved active search, how many offers fit it and the best ones with their reasons', async () => {
    const rebar = approveRebar();
    const region = await openMine();
    const item = await within(region).findByRole('listitem', { name: 'Vergalhão CA-50 10 mm' });
    const offers = await within(item).findByRole('list', { name: 'Melhores anúncios para Vergalhão CA-50 10 mm' });
    const rows = within(offers).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(3);
    for (const row of rows) expect(within(row).getByText(/^mesmo produto, [A-Z]{2} \(.+\), R\$ [\d.]+,\d\d ≤ R\$ 5\.200,00/)).toBeInTheDocument();
    expect(within(item).getByText(/^\d+ anúncios? compatíve(l|is)$/)).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: /^Ver (os \d+ anúncios compatíveis|o anúncio compatível)$/ })).toHaveAttribute('href', `/buscas/${rebar.id}#anuncios-compativeis`);
    // The approved search nothing fits says so, in its own item.
    const cement = within(region).getByRole('listitem', { name: 'Cimento CP II-E-32' });
    expect(await within(cement).findByText('Nenhum anúncio atende esta busca agora.')).toBeInTheDocument();
    // Pending, rejected and inactive searches are not there.
    expect(within(region).queryByRole('listitem', { name: 'Bloco de concreto 14x19x39' })).toBeNull();
  });

  it("a search whose offers failed to load offers to try again, never 'none fit'", async () => {
    const rebar = approveRebar();
    forcedFailures.push({ method: 'GET', pattern: new RegExp(`^/search/${rebar.id}/compatible$`), status: 503, times: 1 });
    const region = await openMine();
    const item = await within(region).findByRole('listitem', { name: 'Vergalhão CA-50 10 mm' });
    expect(await within(item).findByText('Não foi possível carregar os anúncios compatíveis com esta busca.')).toBeInTheDocument();
    expect(item).not.toHaveTextContent('Nenhum anúncio atende esta busca agora.');
    await userEvent.setup().click(within(item).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(within(item).getByRole('list', { name: 'Melhores anúncios para Vergalhão CA-50 10 mm' })).toBeInTheDocument());
  });

  it('says when the company has no approved active search', async () => {
    for (const s of db.searches.filter((s) => s.companyId === 2)) s.active = false;
    const region = await openMine();
    expect(await within(region).findByText('Nenhuma busca aprovada e ativa.')).toBeInTheDocument();
    expect(region).toHaveTextContent('Quando uma busca for aprovada, os anúncios que a atendem aparecem aqui.');
  });
});
