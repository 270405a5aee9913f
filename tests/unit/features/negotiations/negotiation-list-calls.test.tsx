import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { NegotiationsScreen } from '@/features/negotiations/screens/NegotiationsScreen';
import { MOCK_API_ORIGIN } from '@/mocks/config';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';
import { settled } from '@tests/helpers/time';

let calls: string[] = [];
const track = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.origin === MOCK_API_ORIGIN) calls.push(`${request.method} ${url.pathname}${url.search}`);
};
beforeEach(() => {
  mockRouter.reset();
  calls = [];
  server.events.on('request:start', track);
});
afterEach(() => server.events.removeListener('request:start', track));

describe('/negociacoes/compras', () => {
  // The second `GET /negotiation/list/purchases` of a full page view was the header's Novidades
  // (its own first page of 20, another query key): the single `GET /news` replaces it.
  it('the screen asks for its page of purchases once', async () => {
    mockRouter.setRoute('/negociacoes/compras');
    const { client } = await renderApp(
      <RouteGuard>
        <NegotiationsScreen side="purchases" />
      </RouteGuard>,
      { signedInAs: 'comprador@giro.dev' },
    );
    const table = await screen.findByRole('table', { name: 'Negociações: compras' });
    await within(table).findAllByRole('link', { name: /^Negociação nº/ });
    await settled(client);
    expect(calls.filter((c) => c.startsWith('GET /negotiation/list/purchases'))).toEqual(['GET /negotiation/list/purchases?page=1&take=10']);
  });
});
