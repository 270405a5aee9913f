import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import Toasts from '@/components/feedback/Toasts';
import { Form, FormError, flattenErrors, SubmitButton } from '@/components/form/Form';
import { PasswordField } from '@/components/form/PasswordField';
import { TextField } from '@/components/form/TextField';
import { zEmail, zRequired } from '@/lib/validators/zod';
import { renderForm } from '../../../helpers/form';
import { renderWithClient } from '../../../utils';

const schema = z.object({ name: zRequired('Informe o nome.'), contact: z.object({ email: zEmail() }) });

describe('Form, SubmitButton and FormError', () => {
  it('disables the submit button with Salvando... while saving', async () => {
    let finish: () => void = () => undefined;
    const { user, submit } = renderForm(
      schema,
      (control) => (
        <>
          <TextField control={control} name="name" label="Nome" />
          <TextField control={control} name="contact.email" label="E-mail" />
        </>
      ),
      { onSubmit: () => new Promise<void>((resolve) => (finish = resolve)) },
    );
    await user.type(screen.getByLabelText('Nome'), 'Giro');
    await user.type(screen.getByLabelText('E-mail'), 'giro@giro.dev');
    await submit();
    const button = await screen.findByRole('button', { name: 'Salvando...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled());
  });

  it('submits once for a burst of submits or a double click, and again once the save is over', async () => {
    const finishers: (() => void)[] = [];
    const { user, submitted } = renderForm(
      schema,
      (control) => (
        <>
          <TextField control={control} name="name" label="Nome" />
          <TextField control={control} name="contact.email" label="E-mail" />
        </>
      ),
      { onSubmit: () => new Promise<void>((resolve) => finishers.push(resolve)) },
    );
    await user.type(screen.getByLabelText('Nome'), 'Giro');
    await user.type(screen.getByLabelText('E-mail'), 'giro@giro.dev');
    // Two submits in the same tick, before React can re-render the button as disabled.
    const form = screen.getByRole('button', { name: 'Salvar' }).closest('form')!;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await user.dblClick(screen.getByRole('button', { name: /Salvar|Salvando/ }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    await act(async () => finishers[0]?.());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(submitted).toHaveLength(2));
    await act(async () => finishers[1]?.());
  });

  it('lists the field errors after a failed submit, each link focusing its field', async () => {
    const { user, submit } = renderForm(schema, (control) => (
      <>
        <TextField control={control} name="name" label="Nome" />
        <TextField control={control} name="contact.email" label="E-mail" />
      </>
    ), { defaultValues: { name: '', contact: { email: '' } } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Verifique os campos destacados:');
    expect(screen.getByRole('link', { name: 'Informe o nome.' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveFocus();
    const link = screen.getByRole('link', { name: 'Campo obrigatório.' });
    expect(link.getAttribute('href')).toBe(`#${screen.getByLabelText('E-mail').id}`);
    link.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  const refusal = (code: string) =>
    new AxiosError('x', 'ERR_BAD_REQUEST', undefined, undefined, {
      status: 400,
      statusText: '',
      data: { statusCode: 400, message: code },
      headers: {},
      config: { headers: new AxiosHeaders() },
    });

  it('toasts a failure thrown by onSubmit once, in pt-BR, and keeps every value', async () => {
    let fail = true;
    const { user, submit } = renderForm(schema, (control) => (
      <>
        <TextField control={control} name="name" label="Nome" />
        <TextField control={control} name="contact.email" label="E-mail" />
      </>
    ), {
      onSubmit: async () => {
        if (fail) throw refusal('CnpjAlreadyExists');
      },
    });
    await user.type(screen.getByLabelText('Nome'), 'Giro');
    await user.type(screen.getByLabelText('E-mail'), 'giro@giro.dev');
    render(<Toasts />);
    await submit();
    expect(await screen.findAllByText('Já existe uma empresa com este CNPJ.')).toHaveLength(1);
    expect(screen.getByLabelText('Nome')).toHaveValue('Giro');
    expect(screen.getByLabelText('E-mail')).toHaveValue('giro@giro.dev');
    fail = false;
    await submit();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled());
    expect(screen.getAllByText('Já existe uma empresa com este CNPJ.')).toHaveLength(1);
  });

  it('puts a code listed in fieldErrors on its field, focused, and toasts it with the same words', async () => {
    let code = 'CnpjAlreadyExists';
    const { user, submit } = renderForm(schema, (control) => (
      <>
        <TextField control={control} name="name" label="Nome" />
        <TextField control={control} name="contact.email" label="E-mail" />
      </>
    ), {
      fieldErrors: { CnpjAlreadyExists: 'name', UserNotFound: ['contact.email', 'Nenhuma conta com este e-mail.'] },
      onSubmit: async () => {
        throw refusal(code);
      },
    });
    await user.type(screen.getByLabelText('Nome'), 'Giro');
    await user.type(screen.getByLabelText('E-mail'), 'giro@giro.dev');
    render(<Toasts />);
    await submit();
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription('Já existe uma empresa com este CNPJ.'));
    expect(screen.getByLabelText('Nome')).toHaveFocus();
    const toasts = () => [...document.querySelectorAll('.Toastify__toast')].map((toast) => toast.textContent);
    await waitFor(() => expect(toasts()).toEqual(['Já existe uma empresa com este CNPJ.']));
    code = 'UserNotFound';
    await submit();
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Nenhuma conta com este e-mail.'));
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveValue('giro@giro.dev');
    await waitFor(() => expect(toasts()).toContain('Nenhuma conta com este e-mail.')); // the screen's wording, as under the field
    code = 'CategoryNotFound';
    await submit();
    await waitFor(() => expect(toasts()).toContain('Categoria não encontrada. Atualize a página e escolha outra.')); // not listed: toasted only
    expect(screen.getByLabelText('Nome')).not.toHaveAccessibleDescription(expect.stringContaining('Categoria'));
    expect(screen.getByLabelText('E-mail')).toHaveValue('giro@giro.dev');
    expect(screen.getByLabelText('Nome')).toHaveValue('Giro');
  });

  it('gives fields of two forms distinct ids', () => {
    function Two() {
      const a = useForm<{ name: string }>({ resolver: zodResolver(z.object({ name: z.string() })) });
      const b = useForm<{ name: string }>();
      return (
        <>
          <Form form={a} onSubmit={() => undefined} aria-label="A">
            <TextField control={a.control} name="name" label="Nome A" />
            <FormError />
            <SubmitButton />
          </Form>
          <Form form={b} onSubmit={() => undefined} aria-label="B">
            <TextField control={b.control} name="name" label="Nome B" />
          </Form>
        </>
      );
    }
    renderWithClient(<Two />);
    expect(screen.getByLabelText('Nome A').id).not.toBe(screen.getByLabelText('Nome B').id);
    expect(screen.getByRole('form', { name: 'A' })).toHaveAttribute('novalidate');
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveAttribute('type', 'submit');
  });

  // Before the page's script runs, the browser submits a form itself: a GET put the password of
  // /participe's server-rendered sign-in form in the address. The server's HTML has the submit
  // button disabled (which also stops Enter) and method="post"; once hydrated it works as usual.
  it('is not submittable from the server\'s HTML, and is once hydrated, with what was typed before', async () => {
    const sent: unknown[] = [];
    function SignIn() {
      const form = useForm<{ email: string; password: string }>({ defaultValues: { email: '', password: '' } });
      return (
        <Form form={form} onSubmit={(values) => void sent.push(values)} aria-label="Entrar">
          <TextField control={form.control} name="email" label="E-mail" />
          <PasswordField control={form.control} name="password" label="Senha" />
          <SubmitButton>Entrar</SubmitButton>
        </Form>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignIn />);
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');
    expect(container.querySelector('button[type="submit"]')).toBeDisabled();

    // What the user typed while the script was on its way is kept by the hydrated form and sent.
    container.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'comprador@giro.dev';
    container.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'Giro@2026';
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, <SignIn />);
    });
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    expect(screen.getByRole('form', { name: 'Entrar' })).toHaveAttribute('method', 'post');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' })); // a re-render of the field
    expect(screen.getByLabelText('E-mail')).toHaveValue('comprador@giro.dev');
    expect(screen.getByLabelText('Senha')).toHaveValue('Giro@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(sent).toEqual([{ email: 'comprador@giro.dev', password: 'Giro@2026' }]));
    container.remove();
  });

  it('flattens nested errors', () => {
    expect(
      flattenErrors({
        name: { type: 'custom', message: 'a' },
        address: { zipCode: { type: 'custom', message: 'b' } },
        files: [undefined, { type: { type: 'custom', message: 'c' } }],
        root: { server: { type: 'server', message: 'x' } },
      } as never),
    ).toEqual([
      { name: 'name', message: 'a' },
      { name: 'address.zipCode', message: 'b' },
      { name: 'files.1.type', message: 'c' },
    ]);
  });
});
