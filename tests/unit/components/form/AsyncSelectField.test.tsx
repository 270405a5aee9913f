import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AsyncSelectField } from '@/components/form/AsyncSelectField';
import { TextField } from '@/components/form/TextField';
import { renderForm } from '../../../helpers/form';

describe('AsyncSelectField', () => {
  it('shows Carregando... then the options the query returns', async () => {
    const queryFn = vi.fn(async () => [
      { value: 10, label: 'Quilograma' },
      { value: 20, label: 'Tonelada' },
    ]);
    const { user, values } = renderForm(z.object({ unit: z.number() }), (control) => (
      <AsyncSelectField control={control} name="unit" label="Unidade" query={{ queryKey: ['units', 'select-list'], queryFn }} />
    ));
    const select = screen.getByRole('combobox', { name: 'Unidade' });
    expect(select).toBeDisabled();
    expect(select).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, 'Tonelada');
    expect(values().unit).toBe(20);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('waits while disabled by `enabled` and says when loading failed', async () => {
    const failing = vi.fn(async (): Promise<{ value: number; label: string }[]> => {
      throw new Error('boom');
    });
    renderForm(z.object({ a: z.number(), b: z.number() }), (control) => (
      <>
        <AsyncSelectField control={control} name="a" label="Subcategoria" query={{ queryKey: ['sub'], queryFn: failing }} enabled={false} />
        <AsyncSelectField control={control} name="b" label="Categoria" query={{ queryKey: ['cat'], queryFn: failing }} />
      </>
    ));
    expect(screen.getByRole('combobox', { name: 'Subcategoria' })).toBeEnabled();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveAccessibleDescription('Não foi possível carregar as opções. Tentar novamente'));
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('offers nothing while not enabled, even when another field cached the same query', async () => {
    const queryFn = vi.fn(async () => [{ value: 3, label: 'Matriz Ltda' }]);
    renderForm(z.object({ a: z.number(), b: z.number() }), (control) => (
      <>
        <AsyncSelectField control={control} name="a" label="Matriz" query={{ queryKey: ['parents'], queryFn }} />
        <AsyncSelectField control={control} name="b" label="Outra matriz" query={{ queryKey: ['parents'], queryFn }} enabled={false} />
      </>
    ));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Matriz Ltda' })).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Outra matriz' })).not.toHaveTextContent('Matriz Ltda');
  });

  it('loads failed options again on “Tentar novamente”, keeping what the user typed', async () => {
    let fail = true;
    const queryFn = vi.fn(async () => {
      if (fail) throw new Error('boom');
      return [{ value: 7, label: 'Metais' }];
    });
    const { user, values } = renderForm(z.object({ name: z.string(), cat: z.number() }), (control) => (
      <>
        <TextField control={control} name="name" label="Nome" />
        <AsyncSelectField control={control} name="cat" label="Categoria" query={{ queryKey: ['cat-retry'], queryFn }} />
      </>
    ));
    await user.type(screen.getByLabelText('Nome'), 'Bobina');
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    fail = false;
    await user.click(retry);
    const select = screen.getByRole('combobox', { name: 'Categoria' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, 'Metais');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(values()).toMatchObject({ name: 'Bobina', cat: 7 });
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});
