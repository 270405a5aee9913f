import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ParticipeScreen } from '@/features/auth/screens/ParticipeScreen';
import { db } from '@/mocks/db/store';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

vi.mock('next/router', () => import('@tests/helpers/router'));

beforeEach(() => {
  mockRouter.setRoute('/participe');
  window.localStorage.clear();
});

async function signIn(email: string, password = 'Giro@2026') {
  const user = userEvent.setup();
  const form = screen.getByRole('form', { name: 'Entrar' });
  await user.type(within(form).getByLabelText(/^E-mail/), email);
  await user.type(within(form).getByLabelText(/^Senha/), password);
  await user.click(within(form).getByRole('button', { name: 'Entrar' }));
}

/** Issue 39: a user who has just confirmed the e-mail must not read 'pendente de confirmação' as 'confirm again'. */
describe('/participe — an account waiting for activation', () => {
  it('says below the message that the registration waits for the Giro team, then says so once it is activated', async () => {
    await renderApp(<ParticipeScreen />);
    await signIn('pendente@giro.dev');
    const note = await screen.findByRole('note', { name: 'Usuário pendente de confirmação!' });
    expect(note).toHaveTextContent('Seu e-mail já está confirmado. Agora o cadastro aguarda a ativação pela equipe Giro');

    // The team activates the account; the next sign-in says so.
    db.accounts.find((a) => a.email === 'pendente@giro.dev')!.status = 'ENABLED';
    cleanup();
    mockRouter.setRoute('/participe');
    await renderApp(<ParticipeScreen />);
    await signIn('pendente@giro.dev');
    expect(await screen.findByText('Seu cadastro foi ativado pela equipe Giro. Boas-vindas!')).toBeInTheDocument();
    await waitFor(() => expect(mockRouter.current.pathname).not.toBe('/participe'));
  });

  it('says nothing of an activation to a user who was never told to wait', async () => {
    await renderApp(<ParticipeScreen />);
    await signIn('vendedor@giro.dev');
    await waitFor(() => expect(mockRouter.current.pathname).toBe('/vitrine'));
    expect(screen.queryByText(/foi ativado pela equipe Giro/)).toBeNull();
  });
});
