import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppHeader } from '@/layouts/AppHeader';
import { db, nextId } from '@/mocks/db/store';
import { forcedFailures } from '@/mocks/lib/http';
import { server } from '@/mocks/node';
import { routes } from '@/lib/routes';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

const account = (email: string) => db.accounts.find((a) => a.email === email)!;

/** The account looked at everything an hour ago: only what the test adds after that is new. */
function lookedAnHourAgo(email: string) {
  const since = new Date(Date.now() - 60 * 60 * 1000).toISOString();
  localStorage.setItem(`giro:visto:${account(email).id}`, JSON.stringify({ since, seen: {} }));
}

/** Now: the buyer registers interest in one of the seller's announcements, and writes in a negotiation. */
function buyerActsNow() {
  const at = new Date().toISOString();
  const buyer = account('comprador@giro.dev');
  const offer = db.announcements.find((a) => a.companyId === 1 && a.status === 'APPROVED')!;
  db.interestItems.push({ id: nextId('interestItems'), accountId: buyer.id, companyId: 2, announcementId: offer.id, quantity: 1, message: '', createdAt: at });
  const deal = db.negotiations.find((n) => n.sellerCompanyId === 1 && n.buyerCompanyId === 2 && n.status === 'RELEASED_FOR_DELIVERY' && !n.pendingProposal)!;
  deal.events.push({ id: deal.events.length + 1, type: 'MESSAGE', text: 'Chegou bem, obrigado.', at, accountId: buyer.id, role: 'BUYER' });
  deal.updatedAt = at;
  return { offer, deal };
}

async function bellOf(email: string) {
  await renderApp(<AppHeader />, { signedInAs: email });
  return screen.findByRole('button', { name: /^Novidades: \d+ novas?$/ });
}

beforeEach(() => {
  localStorage.clear();
  mockRouter.reset();
  mockRouter.setRoute('/vitrine');
});

describe("the header's Novidades", () => {
  it('counts what is new and lists it newest first, each linking to its page', async () => {
    lookedAnHourAgo('vendedor@giro.dev');
    const { offer, deal } = buyerActsNow();
    const bell = await bellOf('vendedor@giro.dev');
    await waitFor(() => expect(bell).toHaveAccessibleName('Novidades: 2 novas'));
    await userEvent.setup().click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Novidades' });
    const links = within(within(panel).getByRole('list', { name: 'Novidades' })).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([routes.negotiation(deal.id), routes.receivedInterests({ announcement: offer.id })]);
    expect(links[0]).toHaveTextContent('1 nova mensagem');
    expect(links[1]).toHaveTextContent(`Novo interesse`);
    expect(links[1]).toHaveTextContent(offer.title);
  });

  it('following an item, opening its page and "Marcar tudo como visto" lower the count', async () => {
    lookedAnHourAgo('vendedor@giro.dev');
    const { deal } = buyerActsNow();
    const user = userEvent.setup();
    const bell = await bellOf('vendedor@giro.dev');
    await waitFor(() => expect(bell).toHaveAccessibleName('Novidades: 2 novas'));
    // Opening the negotiation's page (by any way) marks it seen.
    mockRouter.setRoute(routes.negotiation(deal.id), '/negociacoes/[id]');
    await waitFor(() => expect(bell).toHaveAccessibleName('Novidades: 1 nova'));
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Novidades' });
    await user.click(within(panel).getByRole('button', { name: 'Marcar tudo como visto' }));
    expect(await within(panel).findByText('Nada de novo por aqui.')).toBeInTheDocument();
    expect(bell).toHaveAccessibleName('Novidades: 0 novas');
    // Esc closes the panel and gives the focus back to the bell.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bell).toHaveFocus();
  });

  it("says when the call failed and tries it again, never a false 'Nada de novo'", async () => {
    lookedAnHourAgo('vendedor@giro.dev');
    const { offer } = buyerActsNow();
    db.negotiations.forEach((n) => (n.updatedAt = '2020-01-01T00:00:00.000Z'));
    forcedFailures.push({ method: 'GET', pattern: /^\/news$/, status: 503, times: 1 });
    const user = userEvent.setup();
    const bell = await bellOf('vendedor@giro.dev');
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Novidades' });
    expect(await within(panel).findByText('Não foi possível carregar as novidades.')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('Nada de novo por aqui.');
    await user.click(within(panel).getByRole('button', { name: 'Tentar de novo' }));
    expect(await within(panel).findByRole('link', { name: (name) => name.includes(offer.title) })).toHaveAttribute('href', routes.receivedInterests({ announcement: offer.id }));
    expect(within(panel).queryByText('Não foi possível carregar as novidades.')).toBeNull();
  });

  it('hides the count while the call is on its way, and the panel shows a skeleton, not "Nada de novo"', async () => {
    server.use(http.get('*/news', () => delay('infinite')));
    await renderApp(<AppHeader />, { signedInAs: 'vendedor@giro.dev' });
    const bell = await screen.findByRole('button', { name: 'Novidades' });
    await userEvent.setup().click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Novidades' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Carregando novidades...');
    expect(panel).not.toHaveTextContent('Nada de novo por aqui.');
    expect(bell).toHaveAccessibleName('Novidades');
  });

  it('is not in the admin header', async () => {
    await renderApp(<AppHeader />, { signedInAs: 'admin@giro.dev' });
    await screen.findByRole('button', { name: 'Sair' });
    expect(screen.queryByRole('button', { name: /^Novidades/ })).toBeNull();
  });

  it('sign-out removes the marks of this browser', async () => {
    lookedAnHourAgo('vendedor@giro.dev');
    localStorage.setItem('outra-coisa', '1');
    await bellOf('vendedor@giro.dev');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(localStorage.getItem(`giro:visto:${account('vendedor@giro.dev').id}`)).toBeNull());
    expect(localStorage.getItem('outra-coisa')).toBe('1');
  });
});
