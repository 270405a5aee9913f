import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MyAnnouncementsScreen } from '@/features/announcements/screens/MyAnnouncementsScreen';
import { db } from '@/mocks/db/store';
import { forcedFailures } from '@/mocks/lib/http';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

beforeEach(() => mockRouter.reset());

async function openMine(email = 'vendedor@giro.dev') {
  mockRouter.setRoute('/meus-anuncios');
  await renderApp(<MyAnnouncementsScreen />, { signedInAs: email });
  return screen.findByRole('region', { name: 'Quem procura o que você vende' });
}

/** Química Sul's approved search for 'Tubo de aço inox 304' (400 m up to R$ 90,00, RJ). */
const tubeSearch = () => db.searches.find((s) => s.companyId === 3 && s.status === 'APPROVED')!;

describe('/meus-anuncios, Quem procura o que você vende', () => {
  it("lists another company's search my approved announcement fits, why, and where to answer", async () => {
    const search = tubeSearch();
    const [best, other] = db.announcements.filter((a) => a.companyId === 1 && a.productId === search.productId && a.status === 'APPROVED');
    Object.assign(best!, { unitPrice: 50, quantity: 500 });
    Object.assign(other!, { unitPrice: 80, quantity: 100 });
    const region = await openMine();
    const item = await within(region).findByRole('listitem', { name: 'Tubo de aço inox 304' });
    expect(item).toHaveTextContent('Química Sul procura 400 m até R$ 90,00 / m · entrega em RJ');
    expect(within(item).getByText('mesmo produto, SP (mesma região: Sudeste), R$ 50,00 ≤ R$ 90,00')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: best!.title })).toHaveAttribute('href', `/meus-anuncios/${best!.id}`);
    expect(item).toHaveTextContent(/e mais \d+ anúncios? seus?/);
    expect(within(item).getByRole('link', { name: 'Ver busca: Tubo de aço inox 304' })).toHaveAttribute('href', `/buscas/${search.id}`);
  });

  it("a failed call offers to try again, never 'no search'", async () => {
    forcedFailures.push({ method: 'GET', pattern: /^\/announcement\/me\/wanted$/, status: 503, times: 1 });
    const region = await openMine();
    expect(await within(region).findByText('Não foi possível carregar as buscas que seus anúncios atendem.')).toBeInTheDocument();
    expect(region).not.toHaveTextContent('Nenhum item foi encontrado.');
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(region).findByRole('listitem', { name: 'Tubo de aço inox 304' })).toBeInTheDocument();
  });

  it('says when no search of another company fits', async () => {
    for (const s of db.searches) s.active = false;
    const region = await openMine();
    expect(await within(region).findByText('Nenhum item foi encontrado.')).toBeInTheDocument();
    await waitFor(() => expect(region).toHaveTextContent('Nenhuma busca aprovada de outra empresa é atendida pelos seus anúncios aprovados agora.'));
  });
});
