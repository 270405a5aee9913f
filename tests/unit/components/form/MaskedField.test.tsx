import { screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MaskedField } from '@/components/form/MaskedField';
import { applyMask } from '@/lib/masks';
import type { MaskName } from '@/lib/mask-patterns';
import { cnpjCheckDigits, cpfCheckDigits } from '@/lib/validators/documents';
import { VALIDATION_MESSAGES } from '@/lib/validators/common';
import { zCep, zCnpj, zCpf, zPhone } from '@/lib/validators/zod';
import { renderForm } from '../../../helpers/form';

const schema = z.object({ cpf: zCpf(), cnpj: zCnpj(), phone: zPhone(), cep: zCep() });

function renderAll(defaultValues: Partial<z.input<typeof schema>> = {}) {
  return renderForm(
    schema,
    (control) => (
      <>
        <MaskedField control={control} name="cpf" label="CPF" mask="cpf" required />
        <MaskedField control={control} name="cnpj" label="CNPJ" mask="cnpj" />
        <MaskedField control={control} name="phone" label="Telefone" mask="phone" hint="Com DDD" />
        <MaskedField control={control} name="cep" label="CEP" mask="cep" />
      </>
    ),
    { defaultValues },
  );
}

describe('MaskedField', () => {
  it('types a CPF, shows it masked and keeps the digits, with no imask warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { user, values } = renderAll();
    const input = screen.getByLabelText(/CPF/);
    await user.type(input, '52998224725');
    expect(input).toHaveValue('529.982.247-25');
    expect(values().cpf).toBe('52998224725');
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses letters and a 0 area digit', async () => {
    const { user, values } = renderAll();
    const phone = screen.getByLabelText('Telefone');
    await user.type(phone, '0a1b1c9x8765-4321');
    expect(phone).toHaveValue('(11) 98765-4321');
    expect(values().phone).toBe('11987654321');
    const cpf = screen.getByLabelText(/CPF/);
    await user.type(cpf, 'abc');
    expect(cpf).toHaveValue('');
    expect(values().cpf ?? '').toBe('');
  });

  it('switches between the 8- and 9-digit phone patterns as the user types or erases', async () => {
    const { user, values } = renderAll();
    const phone = screen.getByLabelText('Telefone');
    await user.type(phone, '1132851400');
    expect(phone).toHaveValue('(11) 3285-1400');
    await user.type(phone, '9');
    expect(phone).toHaveValue('(11) 32851-4009');
    await user.type(phone, '{Backspace}');
    expect(phone).toHaveValue('(11) 3285-1400');
    expect(values().phone).toBe('1132851400');
  });

  it('gives the same value whether a formatted or an unformatted number is pasted', async () => {
    const cpfs = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }).map((d) => d.join('')).map((b) => b + cpfCheckDigits(b));
    const cnpjs = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 }).map((d) => d.join('')).map((b) => b + cnpjCheckDigits(b));
    const phones = fc.stringMatching(/^[1-9]{2}\d{8,9}$/);
    const ceps = fc.stringMatching(/^\d{8}$/);
    const cases: [MaskName, string, fc.Arbitrary<string>][] = [
      ['cpf', 'CPF', cpfs],
      ['cnpj', 'CNPJ', cnpjs],
      ['phone', 'Telefone', phones],
      ['cep', 'CEP', ceps],
    ];
    const { user, values } = renderAll();
    for (const [mask, label, arbitrary] of cases) {
      const input = screen.getByLabelText(new RegExp(`^${label}`));
      for (const digits of fc.sample(arbitrary, 4)) {
        for (const pasted of [digits, applyMask(mask, digits)]) {
          await user.clear(input);
          await user.click(input);
          await user.paste(pasted);
          await waitFor(() => expect(values()[mask as keyof z.input<typeof schema>]).toBe(digits));
          expect(input).toHaveValue(applyMask(mask, digits));
        }
      }
    }
  });

  it('shows a value loaded in either form masked, without touching the form value', () => {
    const { values } = renderAll({ cpf: '52998224725', cep: '01310-100' });
    expect(screen.getByLabelText(/CPF/)).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
    expect(values().cep).toBe('01310-100');
  });

  it('ties label, hint and error to the input and submits digits', async () => {
    const { user, submit, submitted } = renderAll();
    const cpf = screen.getByLabelText(/CPF/);
    const phone = screen.getByLabelText('Telefone');
    expect(phone).toHaveAccessibleDescription('Com DDD');
    expect(cpf).toHaveAttribute('aria-required', 'true');
    await user.type(cpf, '52998224724');
    await submit();
    expect(cpf).toHaveAttribute('aria-invalid', 'true');
    expect(cpf).toHaveAccessibleDescription(VALIDATION_MESSAGES.cpf);
    expect(phone).toHaveAccessibleDescription(`Com DDD ${VALIDATION_MESSAGES.required}`);
    expect(submitted).toHaveLength(0);

    await user.clear(cpf);
    await user.paste('52998224725');
    await user.click(screen.getByLabelText('CNPJ'));
    await user.paste('11222333000181');
    await user.click(phone);
    await user.paste('11987654321');
    await user.click(screen.getByLabelText('CEP'));
    await user.paste('01310100');
    await submit();
    await waitFor(() => expect(submitted).toEqual([{ cpf: '52998224725', cnpj: '11222333000181', phone: '11987654321', cep: '01310100' }]), {
      timeout: 5000,
    });
    expect(cpf).not.toHaveAttribute('aria-invalid');
  });
});

describe('MaskedField onComplete', () => {
  it('fires when the user completes the mask, not for a loaded value', async () => {
    const completed: string[] = [];
    const { user } = renderForm(
      z.object({ a: zCep(), b: zCep() }),
      (control) => (
        <>
          <MaskedField control={control} name="a" label="CEP A" mask="cep" onComplete={(v) => completed.push(`a:${v}`)} />
          <MaskedField control={control} name="b" label="CEP B" mask="cep" onComplete={(v) => completed.push(`b:${v}`)} />
        </>
      ),
      { defaultValues: { a: '01310100', b: '' } },
    );
    expect(completed).toEqual([]);
    await user.type(screen.getByLabelText('CEP B'), '3013001');
    expect(completed).toEqual([]);
    await user.type(screen.getByLabelText('CEP B'), '0');
    expect(completed).toEqual(['b:30130010']);
  });
});
