import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/features/auth/session';
import { createQueryClient } from '@/lib/query-client';
import ParticipePage from '@/pages/participe';
import { createFakeAuth } from '@tests/helpers/fake-auth';
import { expectNoInlineScript, hydrateLikeNext, isHydrated } from '@tests/helpers/hydrate';
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
