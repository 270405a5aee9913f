import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { FORM_LOADING } from '@/features/auth/screens/participe/messages';
import { AuthProvider } from '@/features/auth/session';
import { createQueryClient } from '@/lib/query-client';
import ParticipePage from '@/pages/participe';
import { createFakeAuth } from '@tests/helpers/fake-auth';
import { expectNoInlineScript, hydrateLikeNext, hydrateTaskByTask, isHydrated, renderLikeNext, watchConsoleErrors } from '@tests/helpers/hydrate';
import { mockRouter } from '@tests/helpers/router';

vi.mock('next/router', () => import('@tests/helpers/router'));

/**
 * /participe as Next serves it (tests/helpers/hydrate.tsx): its forms are a chunk of their own
 * (participe/lazy-forms.tsx) inside a <Suspense>, which React hydrates after the page around it.
 */
function hydrateParticipe(atFirstTask: () => void) {
  mockRouter.setRoute('/participe');
  const auth = createFakeAuth();
  return hydrateLikeNext(
    (probe) => (
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider gateway={auth.gateway}>
          <ParticipePage />
          {probe}
        </AuthProvider>
      </QueryClientProvider>
    ),
    atFirstTask,
  );
}

describe('/participe: the tabs before the forms', { timeout: 30_000 }, () => {
  it('serves the sign-in form in its HTML; the tabs work before it hydrates, and what was typed meanwhile stays', async () => {
    const seen: Record<string, boolean> = {};
    const { html, hydrationErrors } = await hydrateParticipe(() => {
      seen.tab = isHydrated(screen.getByRole('tab', { name: 'Cadastre-se' }));
      const email = within(screen.getByRole('form', { name: 'Entrar' })).getByLabelText(/^E-mail/);
      seen.email = isHydrated(email);
      // Typed into the server's input before the form's code has hydrated it.
      (email as HTMLInputElement).value = 'vendedor@giro.dev';
    });
    // The form is in the page's HTML (inline: no script of React's to move it in, which the CSP refuses).
    expect(html).toContain('aria-label="Entrar"');
    expectNoInlineScript(html);
    expect(seen).toEqual({ tab: true, email: false });
    const form = screen.getByRole('form', { name: 'Entrar' });
    const submit = within(form).getByRole('button', { name: 'Entrar' });
    await waitFor(() => expect(submit).toBeEnabled());
    expect(within(form).getByLabelText(/^E-mail/)).toHaveValue('vendedor@giro.dev');
    // The form's state has the e-mail: a submit without the password complains of the password only.
    await userEvent.setup().click(submit);
    expect((await within(form).findAllByText('Informe sua senha.')).length).toBeGreaterThan(0);
    expect(within(form).getByLabelText(/^E-mail/)).toHaveValue('vendedor@giro.dev');
    expect(within(form).getByLabelText(/^E-mail/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(hydrationErrors()).toEqual([]);
  });
});

const NoProbe = () => null;

describe('/participe: the session answers before the forms have arrived', { timeout: 30_000 }, () => {
  // The forms' chunk is held back in the browser (a fresh module graph, the chunk behind a gate)
  // while the identity provider answers 'signed out', which changes the session's context above
  // the form not yet hydrated. An urgent change made React render the form in the browser: its
  // placeholder, then an empty form, over what was typed (auth.spec caught it on a warm cache).
  it("keeps the server's form, and what was typed in it, until the form's code hydrates it", async () => {
    mockRouter.setRoute('/participe');
    const server = createFakeAuth();
    const html = await renderLikeNext(
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider gateway={server.gateway}>
          <ParticipePage />
          {/* The browser's session probe (below) renders nothing; its place keeps React's ids the same. */}
          <NoProbe />
        </AuthProvider>
      </QueryClientProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);

    vi.resetModules();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.doMock('@/features/auth/screens/participe/forms', async (importOriginal) => {
      await gate;
      return importOriginal();
    });
    const browser = {
      client: await import('react-dom/client'),
      query: await import('@tanstack/react-query'),
      session: await import('@/features/auth/session'),
      queryClient: await import('@/lib/query-client'),
      page: (await import('@/pages/participe')).default,
      router: (await import('@tests/helpers/router')).mockRouter,
      useAuth: (await import('@/features/auth/queries')).useAuth,
    };
    // Each session React renders the page with (recorded as it renders: in a transition that waits
    // for the form's code, nothing commits until then).
    const rendered: string[] = [];
    function SessionProbe() {
      rendered.push(browser.useAuth().session.status);
      return null;
    }
    browser.router.setRoute('/participe');
    const email = within(container).getByLabelText(/^E-mail/) as HTMLInputElement;
    const formElement = within(container).getByRole('form', { name: 'Entrar' });
    email.value = 'vendedor@giro.dev'; // typed before the page's script ran

    const hydrationErrors = watchConsoleErrors();
    const Page = browser.page;
    hydrateTaskByTask(
      browser.client.hydrateRoot,
      container,
      <browser.query.QueryClientProvider client={browser.queryClient.createQueryClient()}>
        <browser.session.AuthProvider gateway={createFakeAuth().gateway}>
          <Page />
          <SessionProbe />
        </browser.session.AuthProvider>
      </browser.query.QueryClientProvider>,
    );
    onTestFinished(() => vi.doUnmock('@/features/auth/screens/participe/forms'));
    // The tabs hydrate; the identity provider answers (a microtask after the session mounts) and
    // React renders the page with it: an urgent render would have put the placeholder in by then.
    await waitFor(() => expect(isHydrated(within(container).getByRole('tab', { name: 'Cadastre-se' }))).toBe(true));
    await waitFor(() => expect(rendered).toContain('signed-out'));
    expect(within(container).queryByText(FORM_LOADING)).toBeNull();
    expect(within(container).getByRole('form', { name: 'Entrar' })).toBe(formElement);
    expect(email).toHaveValue('vendedor@giro.dev');

    release();
    await waitFor(() => expect(isHydrated(email)).toBe(true));
    expect(within(container).getByRole('form', { name: 'Entrar' })).toBe(formElement);
    expect(email).toHaveValue('vendedor@giro.dev');
    expect(hydrationErrors()).toEqual([]);
  });
});
