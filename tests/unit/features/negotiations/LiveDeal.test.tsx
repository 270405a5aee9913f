import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { MyInterestsScreen } from '@/features/interest-items/screens/MyInterestsScreen';
import { NegotiationScreen } from '@/features/negotiations/screens/NegotiationScreen';
import { NegotiationsEntryScreen } from '@/features/negotiations/screens/NegotiationsEntryScreen';
import { NegotiationsScreen } from '@/features/negotiations/screens/NegotiationsScreen';
import { COMMERCE_NAV } from '@/layouts/navigation';
import { db } from '@/mocks/db/store';
import { server } from '@/mocks/node';
import ReceivedPage from '@/pages/interesses/recebidos';
import { routes } from '@/lib/routes';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';
import { send } from '../../../integration/mock-api/helpers';

/** docs/deal/live.md: whose turn in the lists, 'Negociações' to Vendas, interests after the deal, an open negotiation kept fresh. */

beforeEach(() => mockRouter.reset());
afterEach(() => {
  server.events.removeAllListeners();
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

const seeded = (status: string) => db.negotiations.find((n) => n.buyerCompanyId === 2 && n.sellerCompanyId === 1 && n.status === status && !n.pendingProposal)!;

async function open(ui: ReactElement, asPath: string, pathname: string, email: string) {
  mockRouter.setRoute(asPath, pathname);
  const { client } = await renderApp(<RouteGuard>{ui}</RouteGuard>, { signedInAs: email });
  return Object.assign(userEvent.setup(), { client });
}

const rowOf = async (table: HTMLElement, id: number) => (await within(table).findByRole('link', { name: `Negociação nº ${id}` })).closest('tr')!;

describe("'Sua vez' in the lists", () => {
  it('marks the purchases where the buyer moves next, with the next action, and says whom the others wait for', async () => {
    const released = seeded('RELEASED_FOR_DELIVERY');
    const inProgress = seeded('IN_PROGRESS');
    await open(<NegotiationsScreen side="purchases" />, routes.purchases(), '/negociacoes/compras', 'comprador@giro.dev');
    const table = await screen.findByRole('table', { name: 'Negociações: compras' });
    expect(within(table).getByRole('columnheader', { name: 'Próximo passo' })).toBeInTheDocument();
    const mine = await rowOf(table, released.id);
    expect(mine).toHaveTextContent('Sua vez');
    expect(mine).toHaveTextContent('Confirmar o recebimento');
    const theirs = await rowOf(table, inProgress.id);
    expect(theirs).not.toHaveTextContent('Sua vez');
    expect(theirs).toHaveTextContent('Aguardando o vendedor');
  });

  it('marks the sales where the seller moves next, a proposal to answer first', async () => {
    const quotation = seeded('IN_QUOTATION');
    await open(<NegotiationsScreen side="sales" />, routes.sales(), '/negociacoes/vendas', 'vendedor@giro.dev');
    const table = await screen.findByRole('table', { name: 'Negociações: vendas' });
    const row = await rowOf(table, quotation.id);
    expect(row).toHaveTextContent('Sua vez');
    expect(row).toHaveTextContent('Aceitar os valores ou propor');
    const pending = db.negotiations.find((n) => n.sellerCompanyId === 1 && n.pendingProposal?.role === 'BUYER');
    if (pending) expect(await rowOf(table, pending.id)).toHaveTextContent('Responder à proposta');
  });

  it('shows a deal on hold as suspended, with no "Sua vez" nor next action', async () => {
    const released = seeded('RELEASED_FOR_DELIVERY');
    db.companies.find((c) => c.id === 1)!.status = 'INACTIVE';
    await open(<NegotiationsScreen side="purchases" />, routes.purchases(), '/negociacoes/compras', 'comprador@giro.dev');
    const row = await rowOf(await screen.findByRole('table', { name: 'Negociações: compras' }), released.id);
    expect(row).toHaveTextContent('Suspensa');
    expect(row).toHaveTextContent('Empresa não aprovada no momento: só pode ser cancelada');
    expect(row).not.toHaveTextContent('Sua vez');
    expect(row).not.toHaveTextContent('Confirmar o recebimento');
  });
});

describe("the header's 'Negociações'", () => {
  it('opens /negociacoes, which goes to Vendas for a user whose companies have sales', async () => {
    expect(COMMERCE_NAV.find((item) => item.label === 'Negociações')!.href).toBe(routes.negotiations());
    await open(<NegotiationsEntryScreen />, routes.negotiations(), '/negociacoes', 'vendedor@giro.dev');
    await waitFor(() => expect(mockRouter.current.asPath).toBe(routes.sales()));
  });

  it('and to Compras for one whose companies have none', async () => {
    db.negotiations = db.negotiations.filter((n) => n.sellerCompanyId !== 2);
    await open(<NegotiationsEntryScreen />, routes.negotiations(), '/negociacoes', 'comprador@giro.dev');
    await waitFor(() => expect(mockRouter.current.asPath).toBe(routes.purchases()));
  });
});

describe('interests after the deal', () => {
  /** An interest of the buyer whose negotiation was finished. */
  function finishedDeal() {
    const n = seeded('FINISHED');
    const interest = db.interestItems.find((i) => i.companyId === 2 && i.announcementId === n.announcementId) ?? db.interestItems.find((i) => i.companyId === 2)!;
    for (const other of db.negotiations) if (other.announcementId === interest.announcementId && other.buyerCompanyId === 2 && other !== n) other.announcementId = -other.id;
    n.announcementId = interest.announcementId;
    return { n, interest };
  }

  it("link to the negotiation on the seller's side, with no 'Abrir negociação'", async () => {
    const { n, interest } = finishedDeal();
    await open(<ReceivedPage />, routes.receivedInterests({ announcement: interest.announcementId }), '/interesses/recebidos', 'vendedor@giro.dev');
    const table = await screen.findByRole('table', { name: 'Interesses recebidos' });
    const link = await within(table).findByRole('link', { name: `Ver negociação nº ${n.id}` });
    const row = link.closest('tr')!;
    expect(link).toHaveAttribute('href', routes.negotiation(n.id));
    expect(within(row).queryByRole('button', { name: /Abrir negociação/ })).toBeNull();
  });

  it("link to the negotiation on the buyer's side", async () => {
    const { n } = finishedDeal();
    await open(<MyInterestsScreen />, routes.interests(), '/interesses', 'comprador@giro.dev');
    expect(await screen.findByRole('link', { name: `Ver negociação nº ${n.id}` })).toHaveAttribute('href', routes.negotiation(n.id));
  });
});

describe('an open negotiation, live', () => {
  it("shows the other side's message within seconds while the half-written message stays as typed", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    focusManager.setFocused(true);
    const n = seeded('IN_QUOTATION');
    const user = await open(<NegotiationScreen />, routes.negotiation(n.id), '/negociacoes/[id]', 'comprador@giro.dev');
    const box = await screen.findByRole('textbox', { name: /Nova mensagem/ });
    await user.type(box, 'Estou escrevendo');
    await send('POST', `/negotiation/${n.id}/messages`, 'vendedor', { text: 'Podemos entregar na sexta.' });
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    // The list appears with the first message: wait for it as a whole.
    await waitFor(() => expect(screen.getByRole('list', { name: 'Mensagens trocadas' })).toHaveTextContent('Podemos entregar na sexta.'));
    expect(screen.getByRole('textbox', { name: /Nova mensagem/ })).toHaveValue('Estou escrevendo');
  });

  it("shows the other side's message as soon as it is posted, from the read the API held (no 3 s interval)", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    focusManager.setFocused(true);
    const n = seeded('IN_QUOTATION');
    await open(<NegotiationScreen />, routes.negotiation(n.id), '/negociacoes/[id]', 'comprador@giro.dev');
    await screen.findByRole('textbox', { name: /Nova mensagem/ });
    const held: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === `/negotiation/${n.id}` && request.headers.has('if-none-match')) held.push(url.search);
    });
    // One second after the first read, the page asks again with its tag and a wait; the API holds it.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(held).toEqual(['?wait=45']));
    await send('POST', `/negotiation/${n.id}/messages`, 'vendedor', { text: 'Respondo na hora.' });
    // No clock moves from here: the held read answers with the message.
    await waitFor(() => expect(screen.getByRole('list', { name: 'Mensagens trocadas' })).toHaveTextContent('Respondo na hora.'));
    expect(held).toEqual(['?wait=45']);
  });

  it('keeps an open proposal dialog and what was typed in it while a refresh arrives', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    focusManager.setFocused(true);
    const n = seeded('IN_QUOTATION');
    const user = await open(<NegotiationScreen />, routes.negotiation(n.id), '/negociacoes/[id]', 'comprador@giro.dev');
    await user.click(await screen.findByRole('button', { name: 'Fazer proposta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fazer proposta' });
    const text = within(dialog).getByRole('textbox', { name: /Mensagem da proposta/ });
    await user.type(text, 'Meio a meio?');
    await send('POST', `/negotiation/${n.id}/messages`, 'vendedor', { text: 'Aguardo sua proposta.' });
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    // (Behind the dialog, hidden from the accessibility tree.)
    await waitFor(() => expect(screen.getByRole('list', { name: 'Mensagens trocadas', hidden: true })).toHaveTextContent('Aguardo sua proposta.'));
    expect(screen.getByRole('dialog', { name: 'Fazer proposta' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog', { name: 'Fazer proposta' })).getByRole('textbox', { name: /Mensagem da proposta/ })).toHaveValue('Meio a meio?');
  });

  it('makes no call while the tab is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    focusManager.setFocused(true);
    const n = seeded('IN_QUOTATION');
    await open(<NegotiationScreen />, routes.negotiation(n.id), '/negociacoes/[id]', 'comprador@giro.dev');
    await screen.findByRole('textbox', { name: /Nova mensagem/ });
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname));
    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls).toEqual([]);
    await act(async () => {
      focusManager.setFocused(true);
      await Promise.resolve();
    });
    await waitFor(() => expect(calls).toContain(`/negotiation/${n.id}`));
  });

  it('lets go of the held read when the tab goes to the background, and watches again on return', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    focusManager.setFocused(true);
    const n = seeded('IN_QUOTATION');
    const { client } = await open(<NegotiationScreen />, routes.negotiation(n.id), '/negociacoes/[id]', 'comprador@giro.dev');
    await screen.findByRole('textbox', { name: /Nova mensagem/ });
    const detail = () => client.getQueryCache().findAll({ queryKey: ['negotiations'] }).find((q) => q.queryKey.includes(n.id) && !q.queryKey.includes('status-options'))!;
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(detail().state.fetchStatus).toBe('fetching'));
    // Hidden: the held read is cancelled (its answer would land in a tab nobody looks at).
    act(() => focusManager.setFocused(false));
    await waitFor(() => expect(detail().state.fetchStatus).toBe('idle'));
    expect(screen.getByRole('textbox', { name: /Nova mensagem/ })).toBeInTheDocument();
    act(() => focusManager.setFocused(true));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(detail().state.fetchStatus).toBe('fetching'));
  });
});
