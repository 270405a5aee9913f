import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MoneyField } from '@/components/form/MoneyField';
import { NumberField } from '@/components/form/NumberField';
import { QuantityField } from '@/components/form/QuantityField';
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
  it('holds integers, drops letters, and shows a decimal it does not take instead of moving it', async () => {
    const { user, values } = renderFields();
    const quantity = screen.getByLabelText('Quantidade');
    await user.type(quantity, '1x500');
    expect(quantity).toHaveValue('1.500');
    expect(values().quantity).toBe(1500);
    await user.type(quantity, ',7');
    expect(quantity).toHaveValue('1.500,7');
    expect(quantity).toHaveAccessibleDescription('Este campo aceita apenas números inteiros, sem casas decimais.');
  });
});

/** Brazilian entry, key by key (docs/deal/numbers.md): the magnitude of what is typed never changes. */
describe('pt-BR entry', () => {
  const money = () => screen.getByLabelText(/Preço/);
  const quantity = () => screen.getByLabelText('Quantidade');

  function renderDecimal(defaultValues: Partial<z.input<typeof decimalSchema>> = {}) {
    return renderForm(
      decimalSchema,
      (control) => (
        <>
          <MoneyField control={control} name="price" label="Preço" required />
          <NumberField control={control} name="quantity" label="Quantidade" scale={3} suffix="kg" />
          <NumberField control={control} name="units" label="Unidades" suffix="un" decimalsMessage="A unidade “un” não aceita casas decimais." />
        </>
      ),
      { defaultValues },
    );
  }
  const decimalSchema = z.object({ price: z.number().nullable(), quantity: z.number().nullable(), units: z.number().nullable() });

  it.each([
    ['1.250,00', '1.250,00', 1250],
    ['5.000', '5.000,00', 5000],
    ['1250,5', '1.250,50', 1250.5],
    ['1250', '1.250,00', 1250],
  ])('a price typed %s reads %s and holds %s, before and after leaving the field', async (keys, shown, value) => {
    const { user, values } = renderDecimal();
    await user.type(money(), keys);
    expect(values().price).toBe(value);
    await user.tab();
    expect(money()).toHaveValue(shown);
    expect(values().price).toBe(value);
  });

  it('a quantity typed 1.500 is one thousand five hundred', async () => {
    const { user, values } = renderDecimal();
    await user.type(quantity(), '1.500');
    expect(quantity()).toHaveValue('1.500');
    expect(values().quantity).toBe(1500);
    await user.type(quantity(), ',25');
    expect(quantity()).toHaveValue('1.500,25');
    expect(values().quantity).toBe(1500.25);
  });

  it.each([
    ['R$ 1.250,00', 1250],
    ['1.250,00', 1250],
    ['1250', 1250],
    ['1250,5', 1250.5],
    ['R$ 5.000,00', 5000],
  ])('pasting %s holds %s', async (text, value) => {
    const { user, values } = renderDecimal();
    await user.click(money());
    await user.paste(text);
    expect(values().price).toBe(value);
    await user.tab();
    expect(values().price).toBe(value);
  });

  it('editing in the middle keeps the magnitude', async () => {
    const { user, values } = renderDecimal({ price: 1250 });
    const input = money() as HTMLInputElement;
    expect(input).toHaveValue('1.250,00');
    await user.click(input);
    input.setSelectionRange(1, 1); // after the '1'
    await user.keyboard('3');
    expect(input).toHaveValue('13.250,00');
    expect(values().price).toBe(13250);
    // The caret stays after what was typed: one more digit goes after the '3'.
    await user.keyboard('0');
    expect(input).toHaveValue('130.250,00');
    expect(values().price).toBe(130250);
  });

  it('Backspace just after a thousands separator deletes the digit before it', async () => {
    const { user, values } = renderDecimal({ price: 1250 });
    const input = money() as HTMLInputElement;
    await user.click(input);
    input.setSelectionRange(2, 2); // '1.|250,00'
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('250,00');
    expect(values().price).toBe(250);
  });

  it('a unit without decimals keeps what was typed and says why (never 12,5 → 125)', async () => {
    const { user, values } = renderDecimal();
    const units = screen.getByLabelText('Unidades');
    await user.type(units, '12,5');
    expect(units).toHaveValue('12,5');
    expect(values().units).toBe(12.5);
    expect(units).toHaveAccessibleDescription('A unidade “un” não aceita casas decimais.');
    await user.keyboard('{Backspace}{Backspace}');
    expect(units).toHaveValue('12');
    expect(values().units).toBe(12);
    expect(units).not.toHaveAccessibleDescription(/casas decimais/);
    await user.clear(units);
    await user.paste('1,5');
    expect(units).toHaveValue('1,5');
    expect(values().units).toBe(1.5);
    expect(units).toHaveAccessibleDescription('A unidade “un” não aceita casas decimais.');
  });

  it('a third decimal in a price is refused with a message, not moved into the whole part', async () => {
    const { user, values } = renderDecimal();
    await user.type(money(), '9,999');
    expect(money()).toHaveValue('9,99');
    expect(values().price).toBe(9.99);
    expect(money()).toHaveAccessibleDescription('Use no máximo 2 casas decimais.');
  });
});

describe('QuantityField', () => {
  const schema = z.object({ kg: z.number().nullable(), un: z.number().nullable() });
  it('takes the decimals of its unit: three in kg, none in un (said, and kept on screen)', async () => {
    const { user, values } = renderForm(schema, (control) => (
      <>
        <QuantityField control={control} name="kg" label="Peso" unit="kg" />
        <QuantityField control={control} name="un" label="Peças" unit="un" />
      </>
    ));
    await user.type(screen.getByLabelText('Peso'), '1.500,125');
    expect(values().kg).toBe(1500.125);
    await user.type(screen.getByLabelText('Peças'), '1.500,5');
    expect(screen.getByLabelText('Peças')).toHaveValue('1.500,5');
    expect(screen.getByLabelText('Peças')).toHaveAccessibleDescription('A unidade “un” não aceita casas decimais.');
  });
});
