import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { recordAccountStatus } from '@/mocks/lib/decisions';
import { renderParticipe } from '@tests/helpers/participe';
import { mockRouter } from '@tests/helpers/router';

beforeEach(() => {
  mockRouter.setRoute('/participe');
  window.localStorage.clear();
});

/** What `PUT /admin/profile/{id}` does: the decision recorded, then the status. */
function activate(email: string, daysAgo = 0) {
  const account = db.accounts.find((a) => a.email === email)!;
  recordAccountStatus(account, 'ENABLED', db.accounts.find((a) => a.email === 'admin@giro.dev')!);
  account.status = 'ENABLED';
  if (daysAgo) db.decisions.at(-1)!.at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
}

async function reopen() {
  cleanup();
  mockRouter.setRoute('/participe');
  await renderParticipe();
}

const ACTIVATED = 'Seu cadastro foi ativado pela equipe Giro. Boas-vindas!';

async function signIn(email: string, password = 'Giro@2026') {
  const user = userEvent.setup();
  const form = screen.getByRole('form', { name: 'Entrar' });
  await user.type(within(form).getByLabelText(/^E-mail/), email);
  await user.type(within(form).getByLabelText(/^Senha/), password);
  await user.click(within(form).getByRole('button', { name: 'Entrar' }));
}

/** docs/auth-and-ssr.md: a user who has just confirmed the e-mail must not read 'pendente de confirmação' as 'confirm again'. */
describe('/participe — an account waiting for activation', () => {
  it('says below the message that the registration waits for the Giro team, then says so once it is activated', async () => {
    await renderParticipe();
    await signIn('pendente@giro.dev');
    const note = await screen.findByRole('note', { name: 'Usuário pendente de confirmação!' });
    expect(note).toHaveTextContent('Seu e-mail já está confirmado. Agora o cadastro aguarda a ativação pela equipe Giro');

    // The team activates the account; the next sign-in says so.
    activate('pendente@giro.dev');
    await reopen();
    await signIn('pendente@giro.dev');
    expect(await screen.findByText(ACTIVATED)).toBeInTheDocument();
    await waitFor(() => expect(mockRouter.current.pathname).not.toBe('/participe'));
  });

  it('says it once to a user activated before ever being told to wait here (another device, or no sign-in before), not at the next sign-in', async () => {
    activate('pendente@giro.dev');
    await renderParticipe();
    await signIn('pendente@giro.dev');
    expect(await screen.findByText(ACTIVATED)).toBeInTheDocument();
    await waitFor(() => expect(mockRouter.current.pathname).not.toBe('/participe'));

    // Signing out forgets the news marks, not that this notice was shown.
    for (const key of Object.keys(window.localStorage)) if (key.startsWith('giro:visto:')) window.localStorage.removeItem(key);
    await reopen();
    await signIn('pendente@giro.dev');
    await waitFor(() => expect(mockRouter.current.pathname).not.toBe('/participe'));
    expect(screen.queryByText(ACTIVATED)).toBeNull();
  });

  it('says nothing of an activation older than the news window (14 days)', async () => {
    activate('pendente@giro.dev', 15);
    await renderParticipe();
    await signIn('pendente@giro.dev');
    await waitFor(() => expect(mockRouter.current.pathname).not.toBe('/participe'));
    expect(screen.queryByText(ACTIVATED)).toBeNull();
  });

  it('says nothing of an activation to a user who was never told to wait', async () => {
    await renderParticipe();
    await signIn('vendedor@giro.dev');
    await waitFor(() => expect(mockRouter.current.pathname).toBe('/vitrine'));
    expect(screen.queryByText(/foi ativado pela equipe Giro/)).toBeNull();
  });
});
