import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderParticipe } from '@tests/helpers/participe';
import { mockRouter } from '@tests/helpers/router';
import { answersTo } from '@tests/helpers/time';

/** /participe's links from the mails (reset, verification) and the recovery of a bad link; Entrar and Cadastre-se are in ParticipeScreen.test.tsx. */

beforeEach(() => mockRouter.setRoute('/participe'));

describe('/participe — links and recovery', () => {
  it('sends the reset mail with /participe as the continue URL', async () => {
    mockRouter.setRoute('/participe?aba=senha');
    const { auth } = await renderParticipe();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^E-mail/), 'vendedor@giro.dev');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText(/Enviamos um link de redefinição de senha/)).toBeInTheDocument();
    expect(auth.mails).toEqual([{ type: 'reset', email: 'vendedor@giro.dev', continueUrl: 'http://localhost:3000/participe' }]);
  });

  it('sets a new password from the reset link, then offers Entrar', async () => {
    // The fake provider's oob code is the e-mail.
    mockRouter.setRoute('/participe?mode=resetPassword&oobCode=colaborador%40giro.dev');
    const { auth } = await renderParticipe();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nova senha/, { selector: 'input' }), 'NovaSenha2026');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'NovaSenha2026');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findAllByText('Senha alterada! Entre com sua nova senha.')).not.toHaveLength(0);
    expect(auth.users.get('colaborador@giro.dev')?.password).toBe('NovaSenha2026');
    expect(screen.getByRole('form', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('confirms the e-mail from the verification link', async () => {
    mockRouter.setRoute('/participe?mode=verifyEmail&oobCode=naoverificado%40giro.dev');
    const { auth } = await renderParticipe();
    expect(await screen.findByText(/E-mail confirmado!/)).toBeInTheDocument();
    expect(auth.users.get('naoverificado@giro.dev')?.emailVerified).toBe(true);
  });

  it("the verification mail's return (?verificado=1) says the e-mail is confirmed and offers to sign in, the Entrar tab focused (docs/identity.md)", async () => {
    mockRouter.setRoute('/participe?verificado=1');
    await renderParticipe();
    expect(await screen.findByText(/^E-mail confirmado!/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Entrar' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: 'Entrar' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(tab).toHaveFocus());
    // The flag leaves the address, so a reload does not say it again.
    await waitFor(() => expect(mockRouter.current.query).not.toHaveProperty('verificado'));
    expect(screen.getByText(/^E-mail confirmado!/)).toBeInTheDocument();
  });

  it('after confirming the e-mail from a link with its code, the Entrar tab is focused too (docs/identity.md)', async () => {
    mockRouter.setRoute('/participe?mode=verifyEmail&oobCode=naoverificado%40giro.dev');
    await renderParticipe();
    expect(await screen.findByText(/E-mail confirmado!/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Entrar' })).toHaveFocus());
  });

  it('explains an invalid link', async () => {
    mockRouter.setRoute('/participe?mode=verifyEmail&oobCode=desconhecido');
    await renderParticipe();
    const message = 'Este link é inválido ou já foi usado. Solicite um novo.';
    // On the page, and toasted (docs/product/messages.md).
    await waitFor(() => expect(document.querySelector('.Toastify')).toHaveTextContent(message));
    expect(screen.getAllByText(message).filter((el) => !el.closest('.Toastify'))).toHaveLength(1);
    // …and the way back to the tabs, which the link's page hides.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Voltar para Entrar' }));
    expect(await screen.findByRole('form', { name: 'Entrar' })).toBeInTheDocument();
    expect(mockRouter.current.query).not.toHaveProperty('oobCode');
  });

  it.each([
    ['an expired one', '/participe?mode=resetPassword&oobCode=desconhecido'],
    ['one that came without its code', '/participe?mode=resetPassword'],
  ])('offers a new reset link from %s', async (_, route) => {
    mockRouter.setRoute(route);
    await renderParticipe();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pedir um novo link' }));
    expect(await screen.findByRole('form', { name: 'Esqueci minha senha' })).toBeInTheDocument();
    expect(mockRouter.current.query).toEqual({ aba: 'senha' });
  });

  it.each([
    ['a reset link without its code', '/participe?mode=resetPassword', true],
    ['a verification link without its code', '/participe?mode=verifyEmail&oobCode=', false],
    ['a link of a kind this page does not handle', '/participe?mode=recoverEmail&oobCode=vendedor%40giro.dev', false],
    ['a code without its mode', '/participe?oobCode=vendedor%40giro.dev', false],
  ])('explains %s instead of showing the tabs', async (_, route, offersReset) => {
    mockRouter.setRoute(route);
    await renderParticipe();
    expect(screen.getByRole('heading', { name: 'Link inválido' })).toBeInTheDocument();
    expect(screen.getByText('Este link é inválido ou está incompleto. Peça um novo link.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pedir um novo link' }) !== null).toBe(offersReset);
    expect(screen.queryByRole('form', { name: 'Nova senha' })).not.toBeInTheDocument();
    expect(screen.queryByText('Confirmando seu e-mail...')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Voltar para Entrar' }));
    expect(await screen.findByRole('form', { name: 'Entrar' })).toBeInTheDocument();
    expect(mockRouter.current.query).not.toHaveProperty('mode');
    expect(mockRouter.current.query).not.toHaveProperty('oobCode');
  });

  it.each([
    ['/participe', 'vendedor@giro.dev', '/vitrine'],
    ['/participe?mode=xyz', 'vendedor@giro.dev', '/vitrine'],
    ['/participe?mode=resetPassword', 'admin@giro.dev', '/admin'],
    ['/participe?oobCode=vendedor%40giro.dev', 'vendedor@giro.dev', '/vitrine'],
  ])('sends someone signed in on %s (%s) home to %s', async (route, email, home) => {
    mockRouter.setRoute(route);
    await renderParticipe({ signedInAs: email });
    await waitFor(() => expect(mockRouter.current.asPath).toBe(home));
  });

  it('lets someone signed in follow a reset link that is whole', async () => {
    mockRouter.setRoute('/participe?mode=resetPassword&oobCode=colaborador%40giro.dev');
    const checks = answersTo('/user');
    await renderParticipe({ signedInAs: 'vendedor@giro.dev' });
    expect(await screen.findByRole('form', { name: 'Nova senha' })).toBeInTheDocument();
    await checks.wait(); // the session is restored: a redirect home would come now
    checks.stop();
    expect(mockRouter.current.pathname).toBe('/participe');
    expect(mockRouter.history).toEqual([]);
  });
});
