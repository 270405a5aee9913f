import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MoneyField } from '@/components/form/MoneyField';
import { NumberField } from '@/components/form/NumberField';
import { renderForm } from '../../../helpers/form';

const schema = z.object({
  price: z.number({ error: 'Informe o preço.' }).positive('Informe o preço.'),
  quantity: z.number().int().nullable(),
});

function renderFields(defaultValues: Partial<z.input<typeof schema>> = {}) {
  return renderForm(
    schema,
    (control) => (
      <>
        <MoneyField control={control} name="price" label="Preço" required />
        <NumberField control={control} name="quantity" label="Quantidade" suffix="kg" />
      </>
    ),
    { defaultValues },
  );
}

describe('MoneyField', () => {
  it('takes pt-BR typing and holds a number', async () => {
    const { user, values } = renderFields();
    const price = screen.getByLabelText(/Preço/);
    await user.type(price, '1234,5');
    expect(price).toHaveValue('1.234,5');
    expect(values().price).toBe(1234.5);
    await user.tab();
    expect(price).toHaveValue('1.234,50');
    expect(values().price).toBe(1234.5);
  });

  it('refuses letters and keeps at most two decimals', async () => {
    const { user, values } = renderFields();
    const price = screen.getByLabelText(/Preço/);
    await user.type(price, 'R$ 9a9,999');
    expect(price).toHaveValue('99,99');
    expect(values().price).toBe(99.99);
  });

  it('shows a loaded amount and sends numbers on submit', async () => {
    const { user, submit, submitted } = renderFields({ price: 2500, quantity: 12 });
    expect(screen.getByLabelText(/Preço/)).toHaveValue('2.500,00');
    expect(screen.getByLabelText('Quantidade')).toHaveValue('12');
    await user.clear(screen.getByLabelText('Quantidade'));
    await submit();
    await waitFor(() => expect(submitted).toEqual([{ price: 2500, quantity: null }]));
  });

  it('reports a missing amount under the field', async () => {
    const { submit } = renderFields();
    await submit();
    expect(screen.getByLabelText(/Preço/)).toHaveAccessibleDescription('Informe o preço.');
  });
});

describe('NumberField', () => {
  it('holds integers and refuses decimals and letters', async () => {
    const { user, values } = renderFields();
    const quantity = screen.getByLabelText('Quantidade');
    await user.type(quantity, '1x500,7');
    expect(quantity).toHaveValue('15.007');
    expect(values().quantity).toBe(15007);
  });
});
