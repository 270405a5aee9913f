import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@/features/auth/api';
import { AuthProvider } from '@/features/auth/session';
import { FavoriteButton } from '@/features/favorites/components/FavoriteButton';
import { db } from '@/mocks/db/store';
import { createFakeAuth } from '@tests/helpers/fake-auth';
import { createTestQueryClient, signInAs } from '@tests/utils';

afterEach(() => document.body.replaceChildren());

/**
 * The heart on /vitrine's server-rendered cards (docs/performance.md): until the page has hydrated
 * (and the favorites are known) a click would be lost, so it is visibly pending — the kit's
 * hydration look, not only a cursor on hover — and then live.
 */
describe('the favorite heart before hydration', () => {
  it('is aria-disabled and faded in the server HTML, live once hydrated and the favorites loaded', async () => {
    const auth = createFakeAuth();
    await auth.gateway.signIn('comprador@giro.dev', 'Giro@2026');
    signInAs('comprador');
    const account = db.accounts.find((a) => a.email === 'comprador@giro.dev')!;
    const user: SessionUser = { id: account.id, email: account.email, name: account.name, type: 'COMMERCE', isAdmin: false, isSuperAdmin: false, status: 'ENABLED' };
    const announcement = db.announcements.find((a) => a.status === 'APPROVED')!;
    const ui = (
      <QueryClientProvider client={createTestQueryClient()}>
        <AuthProvider gateway={auth.gateway} initialUser={user}>
          <FavoriteButton announcementId={announcement.id} title={announcement.title} companyId={-1} />
        </AuthProvider>
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    const heart = () => screen.getByRole('button', { name: `Favorito: ${announcement.title}` });
    expect(heart()).toHaveAttribute('aria-disabled', 'true');
    expect(heart()).toHaveClass('cursor-wait', 'opacity-60');

    await act(async () => {
      render(ui, { container, hydrate: true });
    });
    await waitFor(() => expect(heart()).not.toHaveAttribute('aria-disabled'));
    expect(heart()).not.toHaveClass('opacity-60');
  });
});
