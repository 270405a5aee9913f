import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The masked inputs load react-imask on demand (src/components/form/lazy-imask.ts). Until it
 * arrives they are plain inputs: what the user types there must be kept, masked the same way, and
 * survive the swap to the imask input, focus included. The tests hold the chunk back with a gate.
 */
const imask = { arrived: false };

function gateIMask() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  imask.arrived = false;
  vi.resetModules();
  vi.doMock('react-imask', async () => {
    const actual = await vi.importActual<typeof import('react-imask')>('react-imask');
    await gate;
    imask.arrived = true;
    return actual;
  });
  /**
   * Lets the chunk arrive and waits for the inputs to swap; `meanwhile` runs after the chunk has
   * arrived and before React swaps them.
   */
  return (meanwhile?: () => void) =>
    act(async () => {
      release();
      const { loadIMask } = await import('@/components/form/lazy-imask');
      await loadIMask();
      meanwhile?.();
    });
}

afterEach(() => {
  vi.doUnmock('react-imask');
  vi.resetModules();
});

describe('masked inputs before react-imask has loaded', () => {
  it('keeps what is typed into the plain input, masked, and across the swap to imask with focus', async () => {
    const open = gateIMask();
    const { MaskedInput } = await import('@/components/form/MaskedInput');
    const seen: string[] = [];
    function Harness() {
      const [value, setValue] = useState('');
      return (
        <label>
          CPF
          <MaskedInput
            mask="cpf"
            value={value}
            onValueChange={(digits) => {
              seen.push(digits);
              setValue(digits);
            }}
          />
        </label>
      );
    }
    const user = userEvent.setup();
    render(<Harness />);
    const plain = screen.getByLabelText('CPF');
    await user.type(plain, '529a98');
    expect(plain).toHaveValue('529.98');
    expect(seen.at(-1)).toBe('52998');
    expect(imask.arrived).toBe(false);

    await open();
    expect(imask.arrived).toBe(true);
    const masked = screen.getByLabelText('CPF');
    expect(masked).toHaveValue('529.98');
    expect(masked).toHaveFocus();
    await user.type(masked, '224725');
    expect(masked).toHaveValue('529.982.247-25');
    expect(seen.at(-1)).toBe('52998224725');
  });

  // announcements.spec (Tokyo), once in CI: a click in 'Disponível a partir de' selected today's
  // date, the mask arrived, and the swap put the caret at the end: the 8 digits typed next were
  // dropped by the full mask and today's date stayed.
  it('keeps the date selected by a click across the swap, so the date typed next replaces it', async () => {
    const open = gateIMask();
    const { DateField } = await import('@/components/form/DateField');
    const values: string[] = [];
    function Availability() {
      const form = useForm<{ availableFrom: string }>({ defaultValues: { availableFrom: '2026-11-29T03:00:00.000Z' } });
      values.push(form.watch('availableFrom'));
      return <DateField control={form.control} name="availableFrom" label="Disponível a partir de" />;
    }
    const user = userEvent.setup();
    render(<Availability />);
    const plain = screen.getByLabelText(/Disponível a partir de/);
    await user.click(plain);
    expect(plain).toHaveValue('29/11/2026');
    expect([(plain as HTMLInputElement).selectionStart, (plain as HTMLInputElement).selectionEnd]).toEqual([0, 10]);

    await open();
    const masked = screen.getByLabelText(/Disponível a partir de/);
    expect(masked).not.toBe(plain);
    expect(masked).toHaveFocus();
    await user.keyboard('10122026');
    expect(masked).toHaveValue('10/12/2026');
    expect(values.at(-1)).toBe('2026-12-10T03:00:00.000Z');
  });
});

describe('a server-rendered form filled before the page\'s script ran', () => {
  // /participe?aba=cadastro: the server's HTML has the masked fields as plain inputs, the radios
  // and the checkbox. Hydration used to put the state's defaults back over what was chosen.
  it('keeps the masked digits, the radio and the checkbox, across the swap to imask, and sends them', async () => {
    const open = gateIMask();
    const { Form, SubmitButton } = await import('@/components/form/Form');
    const { MaskedField } = await import('@/components/form/MaskedField');
    const { RadioGroupField } = await import('@/components/form/RadioGroupField');
    const { CheckboxField } = await import('@/components/form/CheckboxField');
    const sent: unknown[] = [];
    type Values = { cpf: string; accountType?: string; acceptTerms: boolean };
    function SignUp() {
      const form = useForm<Values>({ defaultValues: { cpf: '', acceptTerms: false } });
      return (
        <Form form={form} onSubmit={(values) => void sent.push(values)} aria-label="Cadastre-se">
          <MaskedField control={form.control} name="cpf" label="CPF" mask="cpf" />
          <RadioGroupField
            control={form.control}
            name="accountType"
            label="Tipo de conta"
            options={[
              { value: 'SELLER', label: 'Vendedor' },
              { value: 'BUYER', label: 'Comprador' },
            ]}
          />
          <CheckboxField control={form.control} name="acceptTerms" label="Aceito os termos" />
          <SubmitButton>Criar conta</SubmitButton>
        </Form>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignUp />);
    container.querySelector<HTMLInputElement>('input[name="cpf"]')!.value = '11144477735'; // typed without the mask
    container.querySelector<HTMLInputElement>('input[value="BUYER"]')!.checked = true;
    container.querySelector<HTMLInputElement>('input[name="acceptTerms"]')!.checked = true;
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, <SignUp />);
    });
    expect(imask.arrived).toBe(false);
    expect(screen.getByLabelText('CPF')).toHaveValue('111.444.777-35');
    expect(screen.getByLabelText('Comprador')).toBeChecked();
    expect(screen.getByLabelText('Aceito os termos')).toBeChecked();

    await open();
    expect(imask.arrived).toBe(true);
    expect(screen.getByLabelText('CPF')).toHaveValue('111.444.777-35');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(sent).toEqual([{ cpf: '11144477735', accountType: 'BUYER', acceptTerms: true }]));
    container.remove();
  });
});
