import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { RESTORE_ATTEMPTS } from '@/features/auth/session';
import { db } from '@/mocks/db/store';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

/**
 * docs/security.md: a short API outage must not sign anyone out. Only a refusal ends a session (401 after
 * the one token refresh, an account DISABLED or PENDING); a 5xx or a network failure shows the
 * page's retry state and keeps the user signed in.
 */

const Secret = () => <p>conteúdo protegido</p>;
const UNAVAILABLE = 'Erro #503: O servidor não está disponível no momento... tente mais tarde!';

/** GET /user answers 503 while `down.value` is true, then the mock's real answer. */
function userEndpointDown() {
  const state = { down: true, calls: 0 };
  server.use(
    http.get('http://localhost:4000/user', () => {
      state.calls += 1;
      return state.down ? HttpResponse.json({ statusCode: 503, message: 'Service Unavailable' }, { status: 503 }) : undefined;
    }),
  );
  return state;
}

beforeEach(() => mockRouter.reset());

describe('GET /user keeps failing with 503 while a persisted session is restored', () => {
  it('keeps the user signed in, shows the retry state, and the page once the API is back', async () => {
    const api = userEndpointDown();
    mockRouter.setRoute('/vitrine');
    const { auth } = await renderApp(
      <RouteGuard>
        <Secret />
      </RouteGuard>,
      { signedInAs: 'comprador@giro.dev' },
    );
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' }, { timeout: 5000 });
    expect(api.calls).toBe(RESTORE_ATTEMPTS);
    expect(screen.getAllByText(UNAVAILABLE).length).toBeGreaterThan(0);
    expect(auth.current()).not.toBeNull();
    expect(mockRouter.history).toEqual([]);
    expect(screen.queryByText('conteúdo protegido')).toBeNull();

    api.down = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByText('conteúdo protegido')).toBeInTheDocument();
    expect(auth.current()).not.toBeNull();
    expect(mockRouter.history).toEqual([]);
  });

  it('a network failure is an outage too', async () => {
    server.use(http.get('http://localhost:4000/user', () => HttpResponse.error()));
    mockRouter.setRoute('/vitrine');
    const { auth } = await renderApp(
      <RouteGuard>
        <Secret />
      </RouteGuard>,
      { signedInAs: 'comprador@giro.dev' },
    );
    expect(await screen.findByRole('button', { name: 'Tentar novamente' }, { timeout: 5000 })).toBeInTheDocument();
    expect(auth.current()).not.toBeNull();
    expect(mockRouter.history).toEqual([]);
  });

  it('a page the server rendered for the user stays on screen, signed in', async () => {
    const api = userEndpointDown();
    const account = db.accounts.find((a) => a.email === 'comprador@giro.dev')!;
    const serverUser = { id: account.id, email: account.email, name: account.name, type: 'COMMERCE' as const, isAdmin: false, isSuperAdmin: false, status: 'ENABLED' as const };
    mockRouter.setRoute('/vitrine');
    const { auth } = await renderApp(
      <RouteGuard>
        <Secret />
      </RouteGuard>,
      { signedInAs: 'comprador@giro.dev', serverUser },
    );
    await waitFor(() => expect(api.calls).toBe(RESTORE_ATTEMPTS), { timeout: 5000 });
    // The restore has given up once it says so; the page is still there after that.
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByText('conteúdo protegido')).toBeInTheDocument();
    expect(auth.current()).not.toBeNull();
    expect(mockRouter.history).toEqual([]);
  });
});

describe('what still ends a session', () => {
  it('a 401 that the refreshed token gets too', async () => {
    server.use(http.get('http://localhost:4000/user', () => HttpResponse.json({ statusCode: 401, message: 'id-token-revoked' }, { status: 401 })));
    mockRouter.setRoute('/vitrine');
    const { auth } = await renderApp(
      <RouteGuard>
        <Secret />
      </RouteGuard>,
      { signedInAs: 'comprador@giro.dev' },
    );
    await waitFor(() => expect(auth.current()).toBeNull());
    await waitFor(() => expect(mockRouter.current.pathname).toBe('/participe'));
  });

  it('an account made PENDING meanwhile', async () => {
    db.accounts.find((a) => a.email === 'comprador@giro.dev')!.status = 'PENDING';
    mockRouter.setRoute('/vitrine');
    const { auth } = await renderApp(
      <RouteGuard>
        <Secret />
      </RouteGuard>,
      { signedInAs: 'comprador@giro.dev' },
    );
    expect(await screen.findByText('Usuário pendente de confirmação!')).toBeInTheDocument();
    await waitFor(() => expect(auth.current()).toBeNull());
  });
});
