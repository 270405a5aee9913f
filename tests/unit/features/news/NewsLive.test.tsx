import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppHeader } from '@/layouts/AppHeader';
import { MOCK_API_ORIGIN } from '@/mocks/config';
import { db } from '@/mocks/db/store';
import { server } from '@/mocks/node';
import { routes } from '@/lib/routes';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';
import { send } from '../../../integration/mock-api/helpers';

/** docs/deal/news.md: the bell in one call, kept fresh while the tab is visible and silent while hidden. */

const account = (email: string) => db.accounts.find((a) => a.email === email)!;

/** The account looked at everything a moment ago: only what the test does next is new. */
function lookedJustNow(email: string) {
  const since = new Date(Date.now() - 1000).toISOString();
  localStorage.setItem(`giro:visto:${account(email).id}`, JSON.stringify({ since, seen: {} }));
}

/** The paths of the mock API calls made from now on. */
function recordCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.origin === MOCK_API_ORIGIN) calls.push(url.pathname);
  });
  return calls;
}

const newsCalls = (calls: readonly string[]) => calls.filter((path) => path === '/news').length;

async function bellOf(email: string) {
  await renderApp(<AppHeader />, { signedInAs: email });
  // The bell loads after the page (next/dynamic): the file's first render loads its modules too.
  return screen.findByRole('button', { name: /^Novidades: \d+ novas?$/ }, { timeout: 15_000 });
}

beforeEach(() => {
  localStorage.clear();
  mockRouter.reset();
  mockRouter.setRoute('/vitrine');
});

afterEach(() => {
  server.events.removeAllListeners();
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

describe("the bell's news", () => {
  it('come in one call, GET /news, and nothing else', async () => {
    lookedJustNow('vendedor@giro.dev');
    const calls = recordCalls();
    await bellOf('vendedor@giro.dev');
    // The session's own read (/user) aside, the bell asked once.
    expect(calls.filter((path) => path !== '/user')).toEqual(['/news']);
  });

  it("tell the buyer that the seller opened a negotiation: 'Negociação aberta'", async () => {
    const offer = db.announcements.find((a) => a.companyId === 1 && a.status === 'APPROVED' && !db.negotiations.some((n) => n.announcementId === a.id && n.buyerCompanyId === 2))!;
    lookedJustNow('comprador@giro.dev');
    const interest = await send('POST', '/interest-items', 'comprador', { announcement_id: offer.id, companyId: 2, quantity: 1, message: 'Quero o lote.' });
    const opened = await send('POST', '/negotiation', 'vendedor', { interestItemId: interest.body.id });
    const bell = await bellOf('comprador@giro.dev');
    await waitFor(() => expect(bell).toHaveAccessibleName('Novidades: 1 nova'));
    await userEvent.setup().click(bell);
    const link = within(await screen.findByRole('dialog', { name: 'Novidades' })).getByRole('link');
    expect(link).toHaveAttribute('href', routes.negotiation(opened.body.id as number));
    expect(link).toHaveTextContent('Negociação aberta');
    expect(link).toHaveTextContent(offer.title);
  });

  it("tell the owner that an admin approved the company: 'Empresa aprovada'", async () => {
    const owner = account('vendedor@giro.dev');
    const company = db.companies.find((c) => c.status === 'PENDING' && c.ownerAccountId === owner.id)!;
    lookedJustNow('vendedor@giro.dev');
    await send('PATCH', `/admin/company/${company.id}/deferral`, 'admin', { action: 'APPROVE' });
    const bell = await bellOf('vendedor@giro.dev');
    await userEvent.setup().click(bell);
    const link = within(await screen.findByRole('dialog', { name: 'Novidades' })).getByRole('link', { name: /Empresa aprovada/ });
    expect(link).toHaveAttribute('href', routes.company(company.id));
  });

  it('are asked again every 15 s while the tab is visible and on focus, never while it is hidden', async () => {
    // Only the clock and the intervals are faked: the calls themselves answer as usual.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    lookedJustNow('vendedor@giro.dev');
    focusManager.setFocused(true);
    const calls = recordCalls();
    await bellOf('vendedor@giro.dev');
    expect(newsCalls(calls)).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(newsCalls(calls)).toBe(2));

    // Hidden: a minute goes by without a call.
    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(newsCalls(calls)).toBe(2);

    // Back: asked at once.
    // (The focus handler runs after a microtask: let it, inside act.)
    await act(async () => {
      focusManager.setFocused(true);
      await Promise.resolve();
    });
    await waitFor(() => expect(newsCalls(calls)).toBe(3));
  });
});
