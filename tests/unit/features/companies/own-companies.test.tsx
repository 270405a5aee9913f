import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { SuspendedCompaniesBanner } from '@/features/companies/components/SuspendedCompaniesBanner';
import { MOCK_API_ORIGIN } from '@/mocks/config';
import { server } from '@/mocks/node';
import VitrinePage from '@/pages/vitrine';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';
import { settled } from '@tests/helpers/time';

/** The API calls that reached the mock (method, path and query). */
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

describe("the caller's companies (GET /company/list/me)", () => {
  it('are asked once for a page whose banner and hearts both read them', async () => {
    mockRouter.setRoute('/vitrine');
    const { client } = await renderApp(
      <RouteGuard>
        <SuspendedCompaniesBanner />
        <VitrinePage />
      </RouteGuard>,
      { signedInAs: 'comprador@giro.dev' },
    );
    await screen.findAllByRole('button', { name: /^Favorito: / });
    await settled(client);
    expect(calls.filter((c) => c.startsWith('GET /company/list/me'))).toHaveLength(1);
  });
});
