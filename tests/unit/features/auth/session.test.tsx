import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { useAuth } from '@/features/auth/queries';
import { AppHeader } from '@/layouts/AppHeader';
import { http as api } from '@/lib/api/client';
import { db } from '@/mocks/db/store';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';
import { answersTo } from '@tests/helpers/time';

beforeEach(() => mockRouter.reset());

const Secret = () => <p>conteúdo protegido</p>;

describe('RouteGuard', () => {
  it('sends a signed-out visit to /participe with the path to come back to', async () => {
    mockRouter.setRoute('/admin?aba=2');
    await renderApp(
      <RouteGuard>
        <Secret />
      </RouteGuard>,
    );
    // (In the app the page then unmounts; the test's guard stays, so look at the first redirect.)
    await waitFor(() => expect(mockRouter.history[0]).toEqual({ method: 'replace', href: '/participe?redirect=%2Fadmin%3Faba%3D2', shallow: false }));
    expect(screen.queryByText('conteúdo protegido')).not.toBeInTheDocument();
  });

  it('shows the page to the right role after restoring the session', async () => {
    mockRouter.setRoute('/admin');
    await renderApp(
      <RouteGuard>
        <Secret />
      </RouteGuard>,
      { signedInAs: 'admin@giro.dev' },
    );
    expect(await screen.findByText('conteúdo protegido')).toBeInTheDocument();
  });

  it('refuses /admin to a COMMERCE user with the 401 message and sends it to /vitrine', async () => {
    mockRouter.setRoute('/admin/segmentos');
    await renderApp(
      <RouteGuard>
        <Secret />
      </RouteGuard>,
      { signedInAs: 'vendedor@giro.dev' },
    );
    expect(await screen.findByText('Erro #401: Você não possui autorização para acessar o recurso solicitado!')).toBeInTheDocument();
    await waitFor(() => expect(mockRouter.current.pathname).toBe('/vitrine'));
    expect(mockRouter.history.map((h) => h.href)).toEqual(['/vitrine']);
  });

  describe('with the user the server rendered the page for (features/auth/ssr.ts)', () => {
    const serverUser = (email: string) => {
      const account = db.accounts.find((a) => a.email === email)!;
      const type = account.isAdmin ? ('ADMIN' as const) : ('COMMERCE' as const);
      return { id: account.id, email, name: account.name, type, isAdmin: account.isAdmin, isSuperAdmin: account.isSuperAdmin, status: 'ENABLED' as const };
    };

    it('shows the page at once, before the browser has restored the session', async () => {
      mockRouter.setRoute('/vitrine');
      const calls: string[] = [];
      const track = ({ request }: { request: Request }) => void calls.push(new URL(request.url).pathname);
      server.events.on('request:start', track);
      const checks = answersTo('/user');
      try {
        await renderApp(
          <RouteGuard>
            <Secret />
          </RouteGuard>,
          { signedInAs: 'comprador@giro.dev', serverUser: serverUser('comprador@giro.dev') },
        );
        // The first render, no waiting: the session is signed in from the server's user.
        expect(screen.getByText('conteúdo protegido')).toBeInTheDocument();
        // The browser still checks the session itself, and the page stays.
        await waitFor(() => expect(calls).toContain('/user'));
        await checks.wait();
        expect(screen.getByText('conteúdo protegido')).toBeInTheDocument();
        expect(mockRouter.history).toEqual([]);
      } finally {
        server.events.removeListener('request:start', track);
        checks.stop();
      }
    });

    it('the browser has nobody signed in (signed out in another tab): signed out, sent to /participe', async () => {
      mockRouter.setRoute('/vitrine');
      await renderApp(
        <RouteGuard>
          <Secret />
        </RouteGuard>,
        { serverUser: serverUser('comprador@giro.dev') },
      );
      await waitFor(() => expect(mockRouter.history[0]?.href).toBe('/participe?redirect=%2Fvitrine'));
      expect(screen.queryByText('conteúdo protegido')).not.toBeInTheDocument();
    });

    it('the account was deactivated since: the browser check signs it out with the message', async () => {
      const user = serverUser('comprador@giro.dev');
      db.accounts.find((a) => a.email === 'comprador@giro.dev')!.status = 'DISABLED';
      mockRouter.setRoute('/vitrine');
      const { auth } = await renderApp(
        <RouteGuard>
          <Secret />
        </RouteGuard>,
        { signedInAs: 'comprador@giro.dev', serverUser: user },
      );
      expect(await screen.findByText('Usuário inativo!')).toBeInTheDocument();
      await waitFor(() => expect(auth.current()).toBeNull());
      expect(screen.queryByText('conteúdo protegido')).not.toBeInTheDocument();
    });
  });

  it('signs out a persisted session whose account was deactivated meanwhile', async () => {
    db.accounts.find((a) => a.email === 'comprador@giro.dev')!.status = 'DISABLED';
    mockRouter.setRoute('/vitrine');
    const { auth } = await renderApp(
      <RouteGuard>
        <Secret />
      </RouteGuard>,
      { signedInAs: 'comprador@giro.dev' },
    );
    expect(await screen.findByText('Usuário inativo!')).toBeInTheDocument();
    await waitFor(() => expect(auth.current()).toBeNull());
    await waitFor(() => expect(mockRouter.current.pathname).toBe('/participe'));
  });

  it('keeps a persisted session through a server hiccup on load: GET /user is tried again', async () => {
    let calls = 0;
    server.use(
      http.get('http://localhost:4000/user', () => {
        calls += 1;
        return calls <= 2 ? HttpResponse.json({ statusCode: 503, message: 'Service Unavailable' }, { status: 503 }) : undefined;
      }),
    );
    mockRouter.setRoute('/vitrine');
    const { auth } = await renderApp(
      <RouteGuard>
        <Secret />
      </RouteGuard>,
      { signedInAs: 'comprador@giro.dev' },
    );
    expect(await screen.findByText('conteúdo protegido', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls).toBe(3);
    expect(auth.current()).not.toBeNull();
    expect(mockRouter.history).toEqual([]);
  });
  // A server that keeps failing no longer signs anyone out: session-outage.test.tsx.
});

describe('header and sign-out', () => {
  it('shows the user and the role navigation, and Sair signs out to /participe', async () => {
    mockRouter.setRoute('/admin');
    const { auth } = await renderApp(<AppHeader />, { signedInAs: 'superadmin@giro.dev' });
    expect(await screen.findByText('Helena Duarte')).toBeInTheDocument();
    expect(screen.getByText('Admin Giro · Super Admin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Painel' })).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(mockRouter.current.pathname).toBe('/participe'));
    expect(auth.current()).toBeNull();
  });

  it('Sair while the page-load check is still running (a server-rendered page): the late answer does not sign the user back in', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.get('http://localhost:4000/user', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return undefined; // then the mock's real answer: the signed-in user
      }),
    );
    mockRouter.setRoute('/vitrine');
    const account = db.accounts.find((a) => a.email === 'comprador@giro.dev')!;
    const serverUser = { id: account.id, email: account.email, name: account.name, type: 'COMMERCE' as const, isAdmin: false, isSuperAdmin: false, status: 'ENABLED' as const };
    function Page() {
      const { signOut } = useAuth();
      return (
        <>
          <Probe />
          <button type="button" onClick={() => void signOut()}>
            Sair agora
          </button>
        </>
      );
    }
    const checks = answersTo('/user');
    const { auth } = await renderApp(<Page />, { signedInAs: 'comprador@giro.dev', serverUser });
    expect(screen.getByTestId('status')).toHaveTextContent('signed-in');
    await waitFor(() => expect(answer).toBeDefined()); // the browser's check is waiting on GET /user
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sair agora' }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'));
    answer!();
    // The check's answer arrives after the sign-out: it changes nothing.
    await checks.wait();
    checks.stop();
    expect(screen.getByTestId('status')).toHaveTextContent('signed-out');
    expect(auth.current()).toBeNull();
    expect(mockRouter.current.pathname).toBe('/participe');
  });

  it('leaving on purpose goes to /participe without a “come back to” redirect, even behind a guard', async () => {
    mockRouter.setRoute('/vitrine');
    function Page() {
      const { signOut } = useAuth();
      return (
        <RouteGuard>
          <button type="button" onClick={() => void signOut()}>
            Sair agora
          </button>
        </RouteGuard>
      );
    }
    await renderApp(<Page />, { signedInAs: 'vendedor@giro.dev' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sair agora' }));
    await waitFor(() => expect(mockRouter.current.pathname).toBe('/participe'));
    expect(mockRouter.history.map((h) => h.href)).not.toContain('/participe?redirect=%2Fvitrine');
  });
});

function Probe() {
  const { session } = useAuth();
  return <p data-testid="status">{session.status}</p>;
}

describe('session expiry', () => {
  it('after a refused refresh: “Sessão expirada!”, signed out, back to /participe with the path', async () => {
    mockRouter.setRoute('/vitrine?page=2');
    const { auth } = await renderApp(<Probe />, { signedInAs: 'vendedor@giro.dev' });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-in'));
    server.use(http.get('http://localhost:4000/profile', () => HttpResponse.json({ statusCode: 401, message: 'id-token-expired' }, { status: 401 })));
    // A page's own call, made outside any user event: its refusal updates the session inside act.
    await act(() => api.get('/profile', z.unknown()).catch(() => undefined));
    expect(await screen.findByText('Sessão expirada!')).toBeInTheDocument();
    await waitFor(() => expect(mockRouter.current.asPath).toBe('/participe?redirect=%2Fvitrine%3Fpage%3D2'));
    expect(auth.current()).toBeNull();
    expect(screen.getByTestId('status')).toHaveTextContent('signed-out');
  });
});
