import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CheckboxField } from '@/components/form/CheckboxField';
import { PasswordField } from '@/components/form/PasswordField';
import { RadioGroupField } from '@/components/form/RadioGroupField';
import { SelectField } from '@/components/form/SelectField';
import { TextareaField } from '@/components/form/TextareaField';
import { TextField } from '@/components/form/TextField';
import { VALIDATION_MESSAGES } from '@/lib/validators/common';
import { zEmail, zRequired } from '@/lib/validators/zod';
import { renderForm } from '../../../helpers/form';

describe('TextField', () => {
  const schema = z.object({ email: zEmail(), name: zRequired('Informe o nome.') });

  it('ties the label, hint and error to the input', async () => {
    const { user, submit, submitted } = renderForm(schema, (control) => (
      <>
        <TextField control={control} name="email" label="E-mail" type="email" hint="O e-mail de acesso." required />
        <TextField control={control} name="name" label="Nome" />
      </>
    ));
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAccessibleDescription('O e-mail de acesso.');
    await user.type(email, 'ana@');
    await submit();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(`O e-mail de acesso. ${VALIDATION_MESSAGES.email}`);
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription('Informe o nome.');
    expect(submitted).toHaveLength(0);

    await user.type(email, 'empresa.com.br');
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana');
    await submit();
    await waitFor(() => expect(submitted).toEqual([{ email: 'ana@empresa.com.br', name: 'Ana' }]));
  });

  it('submits with Enter from a field', async () => {
    const { user, submitted } = renderForm(z.object({ name: z.string().min(1) }), (control) => <TextField control={control} name="name" label="Nome" />);
    await user.type(screen.getByLabelText('Nome'), 'Giro{Enter}');
    await waitFor(() => expect(submitted).toEqual([{ name: 'Giro' }]));
  });
});

describe('PasswordField', () => {
  it('shows and hides the password from the keyboard', async () => {
    const { user, values } = renderForm(z.object({ password: z.string() }), (control) => <PasswordField control={control} name="password" label="Senha" />);
    const input = screen.getByLabelText('Senha');
    expect(input).toHaveAttribute('type', 'password');
    await user.type(input, 'Giro@2026');
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Mostrar senha' });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar senha' })).toHaveFocus();
    await user.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
    expect(values().password).toBe('Giro@2026');
  });
});

describe('TextareaField', () => {
  it('counts characters against maxLength', async () => {
    const { user, values } = renderForm(z.object({ notes: z.string() }), (control) => (
      <TextareaField control={control} name="notes" label="Observações" maxLength={20} showCount />
    ));
    const textarea = screen.getByRole('textbox', { name: 'Observações' });
    expect(textarea).toHaveAccessibleDescription('0/20 caracteres');
    await user.type(textarea, 'Lote de aço');
    expect(textarea).toHaveAccessibleDescription('11/20 caracteres');
    expect(values().notes).toBe('Lote de aço');
  });
});

describe('CheckboxField', () => {
  it('toggles with Space and reports the error', async () => {
    const schema = z.object({ accept: z.literal(true, { error: 'Aceite os termos.' }) });
    const { user, submit, submitted } = renderForm(schema, (control) => <CheckboxField control={control} name="accept" label="Aceito os termos" required />);
    const box = screen.getByRole('checkbox', { name: /Aceito os termos/ });
    await submit();
    expect(box).toHaveAccessibleDescription('Aceite os termos.');
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await submit();
    await waitFor(() => expect(submitted).toEqual([{ accept: true }]));
  });
});

describe('RadioGroupField', () => {
  const options = [
    { value: 'SELLER', label: 'Vendedor', description: 'Quero anunciar.' },
    { value: 'BUYER', label: 'Comprador' },
    { value: 'ADMIN', label: 'Admin', disabled: true },
  ];

  it('is a named group navigated with the arrow keys', async () => {
    const { user, values, submit, submitted } = renderForm(z.object({ type: z.enum(['SELLER', 'BUYER'], { error: 'Escolha um tipo.' }) }), (control) => (
      <RadioGroupField control={control} name="type" label="Tipo de conta" options={options} required />
    ));
    const group = screen.getByRole('radiogroup', { name: /Tipo de conta/ });
    await submit();
    expect(group).toHaveAccessibleDescription('Escolha um tipo.');
    expect(within(group).getByRole('radio', { name: 'Vendedor' })).toHaveAccessibleDescription('Quero anunciar.');
    expect(within(group).getByRole('radio', { name: 'Admin' })).toBeDisabled();

    await user.click(within(group).getByRole('radio', { name: 'Vendedor' }));
    expect(values().type).toBe('SELLER');
    await user.keyboard('{ArrowDown}');
    expect(within(group).getByRole('radio', { name: 'Comprador' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Comprador' })).toHaveFocus();
    expect(values().type).toBe('BUYER');
    await submit();
    await waitFor(() => expect(submitted).toEqual([{ type: 'BUYER' }]));
  });

  it('keeps numeric values numeric', async () => {
    const { user, values } = renderForm(z.object({ n: z.number() }), (control) => (
      <RadioGroupField control={control} name="n" label="Quantidade" options={[{ value: 1, label: 'Um' }, { value: 2, label: 'Dois' }]} />
    ), { defaultValues: { n: 2 } });
    expect(screen.getByRole('radio', { name: 'Dois' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Um' }));
    expect(values().n).toBe(1);
  });
});

describe('SelectField', () => {
  const options = [
    { value: 1, label: 'Aço' },
    { value: 2, label: 'Plástico' },
    { value: '2', label: 'Papel' },
  ];

  it('selects an option and keeps the option value type', async () => {
    const schema = z.object({
      category: z.union([z.number(), z.string()]).nullish().refine((v) => v !== null && v !== undefined, 'Selecione uma opção.'),
    });
    const { user, values, submit, submitted } = renderForm(schema, (control) => <SelectField control={control} name="category" label="Categoria" options={options} required />);
    const select = screen.getByRole('combobox', { name: /Categoria/ });
    expect(within(select).getByRole('option', { name: 'Selecione...' })).toBeInTheDocument();
    await submit();
    expect(select).toHaveAccessibleDescription('Selecione uma opção.');
    await user.selectOptions(select, 'Plástico');
    expect(values().category).toBe(2);
    await user.selectOptions(select, 'Papel');
    expect(values().category).toBe('2');
    await user.selectOptions(select, 'Selecione...');
    expect(values().category).toBeNull();
    await user.selectOptions(select, 'Aço');
    await submit();
    await waitFor(() => expect(submitted).toEqual([{ category: 1 }]));
  });

  it('shows a loaded value and a loading state', () => {
    renderForm(z.object({ a: z.number(), b: z.number() }), (control) => (
      <>
        <SelectField control={control} name="a" label="A" options={options} />
        <SelectField control={control} name="b" label="B" options={options} loading />
      </>
    ), { defaultValues: { a: 2 } });
    expect(screen.getByRole('combobox', { name: 'A' })).toHaveDisplayValue('Plástico');
    const b = screen.getByRole('combobox', { name: 'B' });
    expect(b).toBeDisabled();
    expect(b).toHaveDisplayValue('Carregando...');
  });
});
