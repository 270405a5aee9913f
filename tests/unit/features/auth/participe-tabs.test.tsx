import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToReadableStream } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ParticipeScreen } from '@/features/auth/screens/ParticipeScreen';
import { AuthProvider } from '@/features/auth/session';
import { createFakeAuth } from '@tests/helpers/fake-auth';
import { mockRouter } from '@tests/helpers/router';
import { createTestQueryClient } from '@tests/utils';

/**
 * /participe's tabs before hydration (docs/performance.md): links to `?aba=…` that the server renders
 * the right tab for, so a click before the page's script has run is not lost; after hydration
 * they stay tabs that switch in the page.
 */

function page() {
  const auth = createFakeAuth();
  return (
    <QueryClientProvider client={createTestQueryClient()}>
      <AuthProvider gateway={auth.gateway}>
        <ParticipeScreen />
      </AuthProvider>
    </QueryClientProvider>
  );
}

/**
 * The page as the server sends it (getServerSideProps: the router has the request's query). Read
 * whole once everything is ready, as Next's renderer does: the forms are a chunk of their own
 * (participe/lazy-forms.tsx), which `renderToString` does not wait for.
 */
async function serverRender() {
  const stream = await renderToReadableStream(page());
  await stream.allReady;
  const container = document.createElement('div');
  container.innerHTML = await new Response(stream).text();
  document.body.appendChild(container);
  return container;
}

beforeEach(() => mockRouter.reset());
// The server-rendered containers are ours, not Testing Library's: a failed test leaves none behind.
afterEach(() => document.body.replaceChildren());

describe('/participe tabs without the script', () => {
  it('the server renders ?aba=cadastro as the sign-up tab, and every tab is a link to its address', async () => {
    mockRouter.setRoute('/participe?aba=cadastro&redirect=%2Ffavoritos', '/participe');
    const container = await serverRender();
    const tabs = within(within(container).getByRole('tablist', { name: 'Acesso' }));
    expect(tabs.getByRole('tab', { name: 'Cadastre-se' })).toHaveAttribute('aria-selected', 'true');
    expect(tabs.getByRole('tab', { name: 'Cadastre-se' })).toHaveAttribute('href', '/participe?aba=cadastro&redirect=%2Ffavoritos');
    // Entrar is the address without `aba`; the redirect the user came with is kept.
    expect(tabs.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('href', '/participe?redirect=%2Ffavoritos');
    expect(tabs.getByRole('tab', { name: 'Esqueci minha senha' })).toHaveAttribute('href', '/participe?aba=senha&redirect=%2Ffavoritos');
    expect(within(container).getByRole('tabpanel')).toContainElement(within(container).getByRole('form', { name: 'Cadastre-se' }));
    expect(within(container).queryByRole('form', { name: 'Entrar' })).not.toBeInTheDocument();
    // 'Mostrar senha' needs the script: it says it is not ready yet (the kit's hydration guard).
    for (const toggle of within(container).getAllByRole('button', { name: 'Mostrar senha' })) {
      expect(toggle).toHaveAttribute('aria-disabled', 'true');
      expect(toggle).toHaveClass('cursor-wait');
    }
    container.remove();
  });

  it('once hydrated a tab switches in the page (shallow replace), arrows included', async () => {
    mockRouter.setRoute('/participe', '/participe');
    const container = await serverRender();
    await act(async () => {
      render(page(), { container, hydrate: true });
    });
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).not.toHaveAttribute('aria-disabled');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Cadastre-se' }));
    expect(mockRouter.history.at(-1)).toMatchObject({ method: 'replace', href: '/participe?aba=cadastro', shallow: true });
    expect(screen.getByRole('form', { name: 'Cadastre-se' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cadastre-se' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Esqueci minha senha' })).toHaveAttribute('aria-selected', 'true');
    expect(mockRouter.current.asPath).toBe('/participe?aba=senha');
    container.remove();
  });
});
