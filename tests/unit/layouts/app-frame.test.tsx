import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@/features/auth/api';
import { AuthProvider } from '@/features/auth/session';
import { AppFrame } from '@/layouts/AppLayout';
import { createFakeAuth } from '@tests/helpers/fake-auth';
import { mockRouter } from '@tests/helpers/router';
import { createTestQueryClient } from '@tests/utils';

/**
 * A signed-in page the server does not render with a session (docs/performance.md): its first HTML
 * is the frame — a header, the page's title block and a skeleton — not a blank page until the
 * session restores; and no menu of a role before the role is known.
 */

beforeEach(() => mockRouter.setRoute('/admin/empresas', '/admin/empresas'));
// The server-rendered containers are ours, not Testing Library's: a failed test leaves none behind.
afterEach(() => document.body.replaceChildren());

function tree(auth: ReturnType<typeof createFakeAuth>) {
  return (
    <QueryClientProvider client={createTestQueryClient()}>
      <AuthProvider gateway={auth.gateway}>
        <AppFrame>
          <h1>Empresas</h1>
        </AppFrame>
      </AuthProvider>
    </QueryClientProvider>
  );
}

describe('the signed-in frame while the session is unknown', () => {
  it('paints a neutral header and a skeleton of the page in the server HTML, then the page once signed in', async () => {
    const auth = createFakeAuth();
    await auth.gateway.signIn('admin@giro.dev', 'Giro@2026');
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(auth));
    document.body.appendChild(container);

    const banner = within(container).getByRole('banner');
    expect(within(banner).getByRole('link', { name: /início/ })).toBeInTheDocument();
    // Neutral: no role's menu, no user, no 'Sair' before the session says who this is.
    expect(within(banner).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button')).not.toBeInTheDocument();
    const main = within(container).getByRole('main');
    expect(within(main).getByRole('status')).toHaveTextContent('Carregando...');
    expect(main.querySelector('[data-skeleton]')).not.toBeNull();
    expect(within(main).queryByRole('heading', { name: 'Empresas' })).not.toBeInTheDocument();

    await act(async () => {
      render(tree(auth), { container, hydrate: true });
    });
    expect(await screen.findByRole('heading', { name: 'Empresas' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
    expect(screen.queryByText('Carregando...')).not.toBeInTheDocument();
    container.remove();
  });
});

describe('the signed-in header the server rendered with the session', () => {
  it("'Sair' is visibly pending until hydration (its handler is not attached yet)", async () => {
    const auth = createFakeAuth();
    await auth.gateway.signIn('admin@giro.dev', 'Giro@2026');
    const user: SessionUser = { id: 1, email: 'admin@giro.dev', name: 'Admin', type: 'ADMIN', isAdmin: true, isSuperAdmin: false, status: 'ENABLED' };
    const withUser = (
      <QueryClientProvider client={createTestQueryClient()}>
        <AuthProvider gateway={auth.gateway} initialUser={user}>
          <AppFrame>
            <h1>Empresas</h1>
          </AppFrame>
        </AuthProvider>
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(withUser);
    document.body.appendChild(container);
    const sair = () => within(within(container).getByRole('banner')).getByRole('button', { name: 'Sair' });
    expect(sair()).toHaveAttribute('aria-disabled', 'true');
    expect(sair()).toHaveClass('cursor-wait');
    await act(async () => {
      render(withUser, { container, hydrate: true });
    });
    expect(sair()).not.toHaveAttribute('aria-disabled');
    expect(sair()).not.toHaveClass('cursor-wait');
  });
});
