import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { AdminInterestScreen } from '@/features/interest-items/screens/AdminInterestScreen';
import { AdminInterestsScreen } from '@/features/interest-items/screens/AdminInterestsScreen';
import { MyInterestsScreen } from '@/features/interest-items/screens/MyInterestsScreen';
import { db } from '@/mocks/db/store';
import { reservedOf } from '@/mocks/lib/negotiation-guards';
import { MOCK_API_ORIGIN } from '@/mocks/config';
import { server } from '@/mocks/node';
import AnnouncementPage from '@/pages/anuncios/[id]';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

beforeEach(() => mockRouter.reset());
afterEach(() => server.events.removeAllListeners());

const myId = () => db.accounts.find((a) => a.email === 'comprador@giro.dev')!.id;

describe("'Tenho interesse' on /anuncios/[id]", () => {
  async function openDialog() {
    const a = db.announcements.find((x) => x.companyId === 3 && x.status === 'APPROVED' && !db.interestItems.some((i) => i.announcementId === x.id))!;
    mockRouter.setRoute(`/anuncios/${a.id}`, '/anuncios/[id]');
    await renderApp(
      <RouteGuard>
        <AnnouncementPage />
      </RouteGuard>,
      { signedInAs: 'comprador@giro.dev' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tenho interesse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tenho interesse' });
    return { a, user, dialog };
  }

  it("says the buyer's companies failed to load (not 'cadastre uma empresa') and offers a retry that works", async () => {
    // Every call fails (the page may ask for the companies too, and React Query retries once)...
    server.use(mswHttp.get(`${MOCK_API_ORIGIN}/company/list/me`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const { user, dialog } = await openDialog();
    const failure = await within(dialog).findByText('Não foi possível carregar suas empresas.');
    expect(within(dialog).queryByText(/cadastre uma empresa/)).toBeNull();
    // ...until the service is back: the retry loads them.
    server.resetHandlers();
    await user.click(within(failure.parentElement!).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(within(dialog).queryByText('Não foi possível carregar suas empresas.')).toBeNull());
    expect(within(dialog).queryByText(/cadastre uma empresa/)).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: /^Quantidade desejada/ })).toBeEnabled();
  });

  it('puts “more than available” from the server on the quantity, focused, keeping what was typed', async () => {
    const { a, user, dialog } = await openDialog();
    // Sold in the meantime: the server now has less than the page showed.
    const announcement = db.announcements.find((x) => x.id === a.id)!;
    const before = announcement.quantity;
    // One more than what negotiations in progress reserve: 1 is available (docs/deal/negotiations.md, "Stock").
    announcement.quantity = reservedOf(a.id) + 1;
    try {
      const quantity = within(dialog).getByRole('textbox', { name: /^Quantidade desejada/ });
      await user.type(quantity, '2');
      await user.type(within(dialog).getByRole('textbox', { name: /^Mensagem ao vendedor/ }), 'Urgente');
      await user.click(within(dialog).getByRole('button', { name: 'Registrar interesse' }));
      await waitFor(() => expect(quantity).toHaveAccessibleDescription(/A quantidade é maior que a disponível no anúncio\./));
      expect(quantity).toHaveFocus();
      expect(quantity).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).getByRole('textbox', { name: /^Mensagem ao vendedor/ })).toHaveValue('Urgente');
      expect(db.interestItems.some((i) => i.announcementId === a.id)).toBe(false);
    } finally {
      announcement.quantity = before;
    }
  });

  it('refuses zero and more than is announced, then registers the interest once', async () => {
    const { a, user, dialog } = await openDialog();
    const quantity = within(dialog).getByRole('textbox', { name: /^Quantidade desejada/ });
    await user.type(quantity, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar interesse' }));
    expect((await within(dialog).findAllByText('A quantidade deve ser maior que zero.')).length).toBeGreaterThan(0);
    await user.clear(quantity);
    await user.type(quantity, String(a.quantity * 2));
    await user.click(within(dialog).getByRole('button', { name: 'Registrar interesse' }));
    expect((await within(dialog).findAllByText(/^A quantidade não pode passar do disponível/)).length).toBeGreaterThan(0);
    expect(db.interestItems.some((i) => i.announcementId === a.id)).toBe(false);

    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(within(dialog).getByRole('textbox', { name: /^Mensagem ao vendedor/ }), 'Para a obra de Contagem');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Registrar interesse' }));
    expect(await screen.findByText('Interesse registrado. O vendedor já pode vê-lo em Interesses recebidos.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tenho interesse' })).toBeNull());
    const created = db.interestItems.filter((i) => i.announcementId === a.id);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ accountId: myId(), companyId: 2, quantity: 2, message: 'Para a obra de Contagem' });

    // No second try: the button now says so and leads to 'Meus interesses'.
    expect(await screen.findByRole('link', { name: 'Interesse registrado' })).toHaveAttribute('href', '/interesses');
    expect(screen.queryByRole('button', { name: 'Tenho interesse' })).toBeNull();
  });

  it("reads 'Interesse registrado' when the buyer already registered one (asking only about this announcement)", async () => {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/interest-items/me') sent.push(url.search);
    });
    const item = db.interestItems.find((i) => i.accountId === myId())!;
    mockRouter.setRoute(`/anuncios/${item.announcementId}`, '/anuncios/[id]');
    await renderApp(
      <RouteGuard>
        <AnnouncementPage />
      </RouteGuard>,
      { signedInAs: 'comprador@giro.dev' },
    );
    expect(await screen.findByRole('link', { name: 'Interesse registrado' })).toHaveAttribute('href', '/interesses');
    expect(screen.queryByRole('button', { name: 'Tenho interesse' })).toBeNull();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((s) => s.includes('scope=mine') && s.includes(`announcement=${item.announcementId}`))).toBe(true);
  });
});

describe('/interesses', () => {
  it("lists the caller's interest items and withdraws one after confirmation", async () => {
    mockRouter.setRoute('/interesses');
    await renderApp(<MyInterestsScreen />, { signedInAs: 'comprador@giro.dev' });
    const table = await screen.findByRole('table', { name: 'Interesses' });
    const mine = db.interestItems.filter((i) => i.accountId === myId());
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(mine.length + 1));
    const newest = [...mine].sort((x, y) => y.createdAt.localeCompare(x.createdAt))[0]!;
    const title = db.announcements.find((a) => a.id === newest.announcementId)!.title;
    const user = userEvent.setup();
    expect(screen.getByRole('link', { name: 'Meus interesses' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(table).getByRole('button', { name: `Retirar interesse: ${title}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retirar interesse' });
    await user.click(within(dialog).getByRole('button', { name: 'Retirar' }));
    expect(await screen.findByText('Interesse retirado.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(mine.length));
    expect(db.interestItems.some((i) => i.id === newest.id)).toBe(false);
  });
});

describe('/admin/interesses', () => {
  it('sorts by client: the URL keeps CLIENT, the server receives COSTUMER_NAME', async () => {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/admin/interest-items') sent.push(url.search);
    });
    mockRouter.setRoute('/admin/interesses');
    await renderApp(<AdminInterestsScreen />, { signedInAs: 'admin@giro.dev' });
    const table = await screen.findByRole('table', { name: 'Interesses' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(Math.min(10, db.interestItems.length) + 1));
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: /Cliente/ }));
    await waitFor(() => expect(mockRouter.current.query).toMatchObject({ orderBy: 'CLIENT', order: 'ASC' }));
    await waitFor(() => expect(sent.some((s) => s.includes('orderBy=COSTUMER_NAME') && s.includes('order=ASC'))).toBe(true));
    expect(sent.some((s) => s.includes('orderBy=CLIENT'))).toBe(false);
    const expected = db.interestItems.map((i) => db.accounts.find((a) => a.id === i.accountId)!.name).sort((x, y) => x.localeCompare(y, 'pt-BR'));
    await waitFor(() => {
      const shown = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('link')[0]!.textContent);
      expect(shown).toEqual(expected.slice(0, 10));
    });

    await user.click(within(table).getByRole('button', { name: /Registrado em/ }));
    await waitFor(() => expect(sent.some((s) => s.includes('orderBy=CREATE_DATE'))).toBe(true));
  });

  it('shows one interest with the client and the seller', async () => {
    const item = db.interestItems.find((i) => i.message)!;
    mockRouter.setRoute(`/admin/interesses/${item.id}`, '/admin/interesses/[id]');
    await renderApp(
      <RouteGuard>
        <AdminInterestScreen />
      </RouteGuard>,
      { signedInAs: 'admin@giro.dev' },
    );
    const customer = db.accounts.find((a) => a.id === item.accountId)!;
    expect(await screen.findByRole('heading', { level: 1, name: `Interesse de ${customer.name}` })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cliente' })).toHaveTextContent(customer.email);
    expect(screen.getByRole('region', { name: 'Cliente' })).toHaveTextContent(item.message);
    const a = db.announcements.find((x) => x.id === item.announcementId)!;
    expect(within(screen.getByRole('region', { name: 'Anúncio' })).getByRole('link', { name: a.title })).toHaveAttribute('href', `/anuncios/${a.id}`);
  });
});
