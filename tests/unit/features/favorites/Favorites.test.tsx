import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { FavoritesScreen } from '@/features/favorites/screens/FavoritesScreen';
import { db } from '@/mocks/db/store';
import { server } from '@/mocks/node';
import VitrinePage from '@/pages/vitrine';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

beforeEach(() => mockRouter.reset());

const accountId = (email: string) => db.accounts.find((a) => a.email === email)!.id;
const favoriteIds = (email: string) => db.favorites.filter((f) => f.accountId === accountId(email)).map((f) => f.announcementId);

async function showcase(email: string) {
  mockRouter.setRoute('/vitrine');
  await renderApp(
    <RouteGuard>
      <VitrinePage />
    </RouteGuard>,
    { signedInAs: email },
  );
  const region = await screen.findByRole('region', { name: 'Anúncios' });
  await waitFor(() => expect(within(region).getAllByRole('article').length).toBeGreaterThan(0));
  return region;
}

/** The heart of a card, once the favorites have loaded (it is aria-disabled until then). */
async function heartOf(card: HTMLElement) {
  const button = within(card).getByRole('button', { name: /^Favorito: / });
  await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  return button;
}

const cardOf = (region: HTMLElement, announcementId: number) =>
  within(region)
    .getAllByRole('article')
    .find((card) => within(card).getByRole('link').getAttribute('href') === `/anuncios/${announcementId}`)!;

describe('the favorite heart on the showcase', () => {
  it('is not stuck when the favorites fail to load: a click loads them again, and then it toggles', async () => {
    server.use(http.get('*/favorites', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const region = await showcase('comprador@giro.dev');
    const card = within(region).getAllByRole('article')[0]!;
    const id = Number(within(card).getByRole('link').getAttribute('href')!.split('/').pop());
    const button = within(card).getByRole('button', { name: /^Favorito: / });
    await waitFor(() => expect(button).toHaveAttribute('title', 'Não foi possível carregar os favoritos. Clique para tentar de novo.'));
    expect(button).not.toHaveAttribute('aria-disabled');
    const before = favoriteIds('comprador@giro.dev');
    server.resetHandlers(); // the service is back
    const user = userEvent.setup();
    await user.click(button);
    expect(await heartOf(card)).toHaveAttribute('title', before.includes(id) ? 'Remover dos favoritos' : 'Adicionar aos favoritos');
    expect(favoriteIds('comprador@giro.dev')).toEqual(before); // the retry click did not toggle
    await user.click(await heartOf(card));
    await waitFor(() => expect(favoriteIds('comprador@giro.dev').includes(id)).toBe(!before.includes(id)));
  });

  it("shows the buyer's favorites pressed, and toggles on and off with POST /favorites", async () => {
    const region = await showcase('comprador@giro.dev');
    const cards = within(region).getAllByRole('article');
    const ids = cards.map((card) => Number(within(card).getByRole('link').getAttribute('href')!.split('/').pop()));
    const favorited = ids.find((id) => favoriteIds('comprador@giro.dev').includes(id));
    expect(favorited, "the seed has one of this buyer's favorites on the showcase's first page").toBeDefined();
    expect(await heartOf(cardOf(region, favorited!))).toHaveAttribute('aria-pressed', 'true');

    const target = ids.find((id) => !favoriteIds('comprador@giro.dev').includes(id) && db.announcements.find((a) => a.id === id)!.companyId !== 2)!;
    const title = db.announcements.find((a) => a.id === target)!.title;
    const heart = await heartOf(cardOf(region, target));
    expect(heart).toHaveAccessibleName(`Favorito: ${title}`);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    const user = userEvent.setup();
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Anúncio adicionado aos favoritos.')).toBeInTheDocument();
    await waitFor(() => expect(favoriteIds('comprador@giro.dev')).toContain(target));

    await waitFor(() => expect(heart).not.toHaveAttribute('aria-disabled'));
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(favoriteIds('comprador@giro.dev')).not.toContain(target));
  });

  it('changes at once and goes back, with the error toast, when the call fails; clicks wait for the call in flight', async () => {
    let calls = 0;
    // The call stays in flight until the test lets it answer.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('http://localhost:4000/favorites', async () => {
        calls += 1;
        await answered;
        return HttpResponse.json({ statusCode: 500, message: 'Internal Server Error' }, { status: 500 });
      }),
    );
    const region = await showcase('comprador@giro.dev');
    const target = within(region)
      .getAllByRole('article')
      .map((card) => Number(within(card).getByRole('link').getAttribute('href')!.split('/').pop()))
      .find((id) => !favoriteIds('comprador@giro.dev').includes(id) && db.announcements.find((a) => a.id === id)!.companyId !== 2)!;
    const heart = await heartOf(cardOf(region, target));
    const user = userEvent.setup();
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart); // ignored while the first call is in flight
    answer();
    expect(await screen.findByText('Erro #500: Ocorreu um erro inesperado no servidor... tente mais tarde!')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(calls).toBe(1);
    expect(favoriteIds('comprador@giro.dev')).not.toContain(target);
  });

  it("is not offered on the seller's own announcements", async () => {
    const region = await showcase('vendedor@giro.dev');
    const own = db.announcements.filter((a) => a.companyId === 1 || a.companyId === 13).map((a) => a.id);
    await waitFor(() => {
      const cards = within(region).getAllByRole('article');
      const ownCards = cards.filter((card) => own.includes(Number(within(card).getByRole('link').getAttribute('href')!.split('/').pop())));
      expect(ownCards.length).toBeGreaterThan(0);
      for (const card of ownCards) expect(within(card).queryByRole('button', { name: /^Favorito/ })).toBeNull();
      const others = cards.filter((card) => !ownCards.includes(card));
      for (const card of others) expect(within(card).getByRole('button', { name: /^Favorito/ })).toBeInTheDocument();
    });
  });
});

describe('/favoritos', () => {
  /** The buyer's favorites on screen, every row loaded; the first row is the newest favorite. */
  async function openFavorites() {
    mockRouter.setRoute('/favoritos');
    await renderApp(<FavoritesScreen />, { signedInAs: 'comprador@giro.dev' });
    const table = await screen.findByRole('table', { name: 'Favoritos' });
    const mine = db.favorites.filter((f) => f.accountId === accountId('comprador@giro.dev'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(mine.length + 1));
    const newest = [...mine].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    const announcement = db.announcements.find((a) => a.id === newest.announcementId)!;
    return { table, row: within(table).getAllByRole('row')[1]!, announcement };
  }

  it('lists the favorites and removes one', async () => {
    const { table, row, announcement } = await openFavorites();
    expect(within(row).getByRole('link', { name: announcement.title })).toHaveAttribute('href', `/anuncios/${announcement.id}`);

    await userEvent.setup().click(within(row).getByRole('button', { name: `Remover dos favoritos: ${announcement.title}` }));
    expect(await screen.findByText('Anúncio removido dos favoritos.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('link', { name: announcement.title })).toBeNull());
    expect(favoriteIds('comprador@giro.dev')).not.toContain(announcement.id);
  });

  it('removes a row shown stale (already removed elsewhere) without favoriting it again', async () => {
    const { table, row, announcement } = await openFavorites();
    const title = announcement.title;
    expect(within(row).getByRole('link', { name: title })).toBeInTheDocument();
    // Another tab took it off meanwhile.
    db.favorites = db.favorites.filter((f) => !(f.accountId === accountId('comprador@giro.dev') && f.announcementId === announcement.id));

    await userEvent.setup().click(within(row).getByRole('button', { name: `Remover dos favoritos: ${title}` }));
    expect(await screen.findByText('Anúncio removido dos favoritos.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('link', { name: title })).toBeNull());
    expect(favoriteIds('comprador@giro.dev')).not.toContain(announcement.id);
  });

  it('marks a favorite whose announcement left the showcase as unavailable (no link)', async () => {
    const mine = db.favorites.find((f) => f.accountId === accountId('comprador@giro.dev'))!;
    const announcement = db.announcements.find((a) => a.id === mine.announcementId)!;
    announcement.status = 'PENDING';
    mockRouter.setRoute('/favoritos');
    await renderApp(<FavoritesScreen />, { signedInAs: 'comprador@giro.dev' });
    const table = await screen.findByRole('table', { name: 'Favoritos' });
    const cell = await within(table).findByText(announcement.title);
    expect(within(cell).getByText('Indisponível')).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: announcement.title })).toBeNull();
  });
});
