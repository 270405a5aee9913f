import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/mocks/db/store';
import { renderParticipe } from '@tests/helpers/participe';
import { mockRouter } from '@tests/helpers/router';

beforeEach(() => mockRouter.setRoute('/participe'));

async function signIn(email: string, password = 'Giro@2026') {
  const user = userEvent.setup();
  const form = screen.getByRole('form', { name: 'Entrar' });
  await user.type(within(form).getByLabelText(/^E-mail/), email);
  await user.type(within(form).getByLabelText(/^Senha/), password);
  await user.click(within(form).getByRole('button', { name: 'Entrar' }));
  return user;
}

describe('/participe — Entrar', () => {
  it.each([
    ['vendedor@giro.dev', '/vitrine'],
    ['admin@giro.dev', '/admin'],
  ])('signs %s in and lands on %s', async (email, target) => {
    await renderParticipe();
    await signIn(email);
    await waitFor(() => expect(mockRouter.current.pathname).toBe(target));
  });

  it.each([
    ['inativo@giro.dev', 'Usuário inativo!'],
    ['pendente@giro.dev', 'Usuário pendente de confirmação!'],
    ['naoverificado@giro.dev', 'Email pendente de confirmação!'],
    ['ninguem@giro.dev', 'Credenciais inválidas!'],
  ])('refuses %s with “%s”, signs out and keeps the e-mail', async (email, message) => {
    const { auth } = await renderParticipe();
    await signIn(email);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(auth.current()).toBeNull();
    expect(mockRouter.current.pathname).toBe('/participe');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue(email);
  });

  it('says “Senha incorreta!” for a wrong password', async () => {
    await renderParticipe();
    await signIn('comprador@giro.dev', 'errada-123');
    expect(await screen.findByText('Senha incorreta!')).toBeInTheDocument();
  });

  it('shows field messages for a malformed e-mail and an empty password, without calling anyone', async () => {
    const { auth } = await renderParticipe();
    const spy = vi.spyOn(auth.gateway, 'signIn');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^E-mail/), 'nao-e-email');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(screen.getByText('Informe sua senha.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Informe um e-mail válido.');
    expect(spy).not.toHaveBeenCalled();
  });

  it('follows a same-origin redirect the user may open, and ignores the others', async () => {
    mockRouter.setRoute('/participe?redirect=%2Fanuncios%2F7');
    await renderParticipe();
    await signIn('comprador@giro.dev');
    await waitFor(() => expect(mockRouter.current.asPath).toBe('/anuncios/7'));
  });

  it.each(['//evil.example', 'https://evil.example/x', 'javascript:alert(1)', '/admin'])('does not follow redirect=%s for a COMMERCE user', async (redirect) => {
    mockRouter.setRoute(`/participe?redirect=${encodeURIComponent(redirect)}`);
    await renderParticipe();
    await signIn('comprador@giro.dev');
    await waitFor(() => expect(mockRouter.current.asPath).toBe('/vitrine'));
  });

  it('sends a COMMERCE user without a company to /empresas/nova', async () => {
    db.collaborators = db.collaborators.filter((c) => c.companyId !== 2);
    db.companies = db.companies.filter((c) => c.id !== 2);
    await renderParticipe();
    await signIn('comprador@giro.dev');
    await waitFor(() => expect(mockRouter.current.pathname).toBe('/empresas/nova'));
  });

  it('moves between tabs with the arrow keys', async () => {
    await renderParticipe();
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'Entrar' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cadastre-se' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Cadastre-se' })).toHaveFocus();
    expect(screen.getByRole('form', { name: 'Cadastre-se' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('form', { name: 'Esqueci minha senha' })).toBeInTheDocument();
    expect(mockRouter.history.every((entry) => entry.shallow)).toBe(true);
  });
});

describe('/participe — Cadastre-se', () => {
  async function fillSignUp(overrides: Partial<Record<'name' | 'email' | 'cpf' | 'phone' | 'password' | 'confirmation', string>> = {}) {
    mockRouter.setRoute('/participe?aba=cadastro');
    const view = await renderParticipe();
    const user = userEvent.setup();
    const v = { name: 'Carla Menezes', email: 'carla@empresa.com.br', cpf: '529.982.247-25', phone: '(11) 98765-4321', password: 'Segura123', confirmation: 'Segura123', ...overrides };
    await user.type(screen.getByLabelText(/^Nome completo/), v.name);
    await user.type(screen.getByLabelText(/^E-mail/), v.email);
    await user.type(screen.getByLabelText(/^CPF/), v.cpf);
    await user.type(screen.getByLabelText(/^Telefone/), v.phone);
    await user.click(screen.getByLabelText(/Comprador/));
    await user.type(screen.getByLabelText(/^Senha/), v.password);
    await user.type(screen.getByLabelText(/^Confirme a senha/), v.confirmation);
    await user.click(screen.getByLabelText(/Li e aceito os termos/));
    return { user, ...view };
  }

  it('links the terms and the privacy policy from the checkbox, in a new tab so the typed form stays (docs/legal.md)', async () => {
    mockRouter.setRoute('/participe?aba=cadastro');
    await renderParticipe();
    const box = screen.getByRole('checkbox', { name: /Li e aceito os termos de uso e a política de privacidade/ });
    const label = document.querySelector(`label[for="${box.id}"]`) as HTMLElement;
    for (const [name, href] of [['termos de uso', '/termos'], ['política de privacidade', '/privacidade']]) {
      const link = within(label).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(box).toHaveAccessibleDescription('Os documentos abrem em uma nova aba, sem apagar o que você já preencheu.');
  });

  it('creates a PENDING account, sends the verification mail and explains what comes next', async () => {
    const { user, auth } = await fillSignUp();
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText(/Cadastro recebido! Enviamos um link de confirmação para carla@empresa.com.br/)).toBeInTheDocument();
    expect(db.accounts.find((a) => a.email === 'carla@empresa.com.br')).toMatchObject({
      status: 'PENDING',
      cpf: '52998224725',
      phone: { Area: '11', Numero: '987654321' },
      accountType: 'BUYER',
    });
    expect(auth.mails).toEqual([expect.objectContaining({ type: 'verify', email: 'carla@empresa.com.br' })]);
    expect(screen.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('carla@empresa.com.br');
  });

  it('keeps every value and explains each bad field', async () => {
    const { user, auth } = await fillSignUp({ email: 'carla@', cpf: '111.444.777-36', phone: '(01) 98765-4321', password: 'curta1', confirmation: 'outra12' });
    const spy = vi.spyOn(auth.gateway, 'createUser');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    const form = screen.getByRole('form', { name: 'Cadastre-se' });
    expect(await within(form).findAllByText('Informe um e-mail válido.')).not.toHaveLength(0);
    expect(within(form).getAllByText('CPF inválido.')).not.toHaveLength(0);
    expect(within(form).getAllByText('A senha deve ter pelo menos 8 caracteres.')).not.toHaveLength(0);
    expect(within(form).getAllByText('As senhas não conferem.')).not.toHaveLength(0);
    expect(screen.getByLabelText(/^Nome completo/)).toHaveValue('Carla Menezes');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('carla@');
    expect(screen.getByLabelText(/^CPF/)).toHaveValue('111.444.777-36');
    // A 0 area digit is refused by the mask itself: the typed "0" never gets in.
    expect(screen.getByLabelText(/^Telefone/)).toHaveValue('(19) 8765-4321');
    expect(screen.getByLabelText(/^Senha/)).toHaveValue('curta1');
    expect(screen.getByLabelText(/^Confirme a senha/)).toHaveValue('outra12');
    expect(spy).not.toHaveBeenCalled();
  });

  it('says the confirmation differs even while the type and terms are still missing', async () => {
    mockRouter.setRoute('/participe?aba=cadastro');
    await renderParticipe();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Senha/), 'Segura123');
    await user.type(screen.getByLabelText(/^Confirme a senha/), 'Outra1234');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    const form = screen.getByRole('form', { name: 'Cadastre-se' });
    expect(await within(form).findAllByText('As senhas não conferem.')).not.toHaveLength(0);
    expect(within(form).getAllByText('Escolha se você quer vender ou comprar.')).not.toHaveLength(0);
    expect(within(form).getAllByText('É preciso aceitar os termos de uso para continuar.')).not.toHaveLength(0);
  });

  it('stops at “Email já existe!” and keeps the form', async () => {
    const { user } = await fillSignUp({ email: 'vendedor@giro.dev' });
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Email já existe!')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome completo/)).toHaveValue('Carla Menezes');
    expect(screen.getByRole('form', { name: 'Cadastre-se' })).toBeInTheDocument();
  });
});
