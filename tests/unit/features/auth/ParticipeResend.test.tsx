import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderParticipe } from '@tests/helpers/participe';
import { mockRouter } from '@tests/helpers/router';

/** docs/identity.md: a lost confirmation mail is sent again from /participe, once a minute. */

beforeEach(() => mockRouter.setRoute('/participe'));

const RESEND = 'Reenviar e-mail de confirmação';
const toasts = () => document.querySelector('.Toastify');

async function signIn(email: string, password = 'Giro@2026') {
  const user = userEvent.setup();
  const form = screen.getByRole('form', { name: 'Entrar' });
  await user.type(within(form).getByLabelText(/^E-mail/), email);
  await user.type(within(form).getByLabelText(/^Senha/), password);
  await user.click(within(form).getByRole('button', { name: 'Entrar' }));
  return user;
}

describe('/participe — resending the confirmation mail', () => {
  it('offers it after “Email pendente de confirmação!”, sends it with the typed credentials, and refuses a second one within the minute', async () => {
    const { auth } = await renderParticipe();
    const signOut = vi.spyOn(auth.gateway, 'signOut');
    expect(screen.queryByRole('button', { name: RESEND })).not.toBeInTheDocument();
    const user = await signIn('naoverificado@giro.dev');
    const resend = await screen.findByRole('button', { name: RESEND });
    await waitFor(() => expect(toasts()).toHaveTextContent('Email pendente de confirmação!'));

    await user.click(resend);
    const sent = 'Enviamos um novo link de confirmação para naoverificado@giro.dev. Abra-o e depois entre.';
    expect(await screen.findByRole('status')).toHaveTextContent(sent);
    // Signed in only for the call, and out again.
    expect(auth.current()).toBeNull();
    expect(signOut).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: RESEND }));
    await waitFor(() => expect(toasts()).toHaveTextContent('Já enviamos um e-mail de confirmação há menos de um minuto. Aguarde um minuto e peça de novo.'));
    expect(auth.current()).toBeNull();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('naoverificado@giro.dev');
  });

  it('is not offered for other refusals', async () => {
    await renderParticipe();
    await signIn('pendente@giro.dev');
    await waitFor(() => expect(toasts()).toHaveTextContent('Usuário pendente de confirmação!'));
    expect(screen.queryByRole('button', { name: RESEND })).not.toBeInTheDocument();
  });

  it("an e-mail change's link (verifyAndChangeEmail) is applied here and says so", async () => {
    mockRouter.setRoute('/participe?mode=verifyAndChangeEmail&oobCode=naoverificado%40giro.dev');
    const { auth } = await renderParticipe();
    expect(await screen.findByText('E-mail alterado! Entre com o novo endereço.')).toBeInTheDocument();
    expect(auth.users.get('naoverificado@giro.dev')?.emailVerified).toBe(true);
    expect(screen.getByRole('form', { name: 'Entrar' })).toBeInTheDocument();
  });
});
