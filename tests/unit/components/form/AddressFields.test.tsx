import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AddressFields } from '@/components/form/AddressFields';
import { lookupCep } from '@/lib/external/viacep';
import { fetchStates } from '@/lib/external/ibge';
import { useUfOptions } from '@/components/form/useUfOptions';
import { MOCK_API_ORIGIN } from '@/mocks/config';
import { emptyAddress } from '@/lib/validators/address';
import { zAddress } from '@/lib/validators/address-schema';
import { server } from '@/mocks/node';
import { renderForm } from '../../../helpers/form';
import { signInAs } from '../../../utils';

const schema = z.object({ address: zAddress() });

function renderAddress(address = emptyAddress) {
  return renderForm(schema, (control) => <AddressFields control={control} name="address" />, { defaultValues: { address } });
}

describe('lib/external', () => {
  it('maps ViaCEP to the address shape and IBGE to state options', async () => {
    await expect(lookupCep('01310-100')).resolves.toEqual({
      zipCode: '01310100',
      street: 'Avenida Paulista',
      complement: '',
      uf: 'SP',
      city: 'São Paulo',
      neighborhood: 'Bela Vista',
    });
    await expect(lookupCep('99999999')).rejects.toThrow('Não conseguimos localizar este CEP!');
    await expect(lookupCep('1234')).rejects.toThrow('Não conseguimos localizar este CEP!');
    const states = await fetchStates();
    expect(states).toHaveLength(27);
    expect(states.find((s) => s.uf === 'SP')).toEqual({ id: 35, name: 'São Paulo', uf: 'SP' });
    expect(states[0]!.name).toBe('Acre');
  });

  it('sends no bearer token to the public services', async () => {
    signInAs('vendedor');
    const seen: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => void seen.push(request.headers.get('authorization')));
    await lookupCep('30130010');
    await fetchStates();
    expect(seen).toEqual([null, null]);
    server.events.removeAllListeners();
  });
});

/** A UF filter as the showcase and the searches have: the same state list, labelled "São Paulo (SP)". */
function UfFilter() {
  const ufs = useUfOptions();
  return (
    <label>
      Filtro de UF
      <select>
        {ufs.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

describe('AddressFields', () => {
  it('shares one state list with the UF filters of the session: one IBGE call, each with its own labels', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.startsWith(`${MOCK_API_ORIGIN}/ibge/`)) calls.push(request.url);
    });
    renderForm(schema, (control) => (
      <>
        <UfFilter />
        <AddressFields control={control} name="address" />
      </>
    ));
    await waitFor(() => expect(screen.getByRole('option', { name: 'São Paulo (SP)' })).toBeInTheDocument());
    expect(within(screen.getByRole('combobox', { name: /^UF/ })).getAllByRole('option').map((o) => o.textContent)).toContain('São Paulo');
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'São Paulo (SP)' }).value).toBe('SP');
    expect(calls).toHaveLength(1);
    server.events.removeAllListeners();
  });

  it('fills street, neighbourhood, city and UF from the CEP and moves on to the number', async () => {
    const { user, values, submit, submitted } = renderAddress();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /UF/ })).toBeEnabled());
    await user.type(screen.getByLabelText(/CEP/), '01310100');
    await waitFor(() => expect(screen.getByLabelText(/Logradouro/)).toHaveValue('Avenida Paulista'));
    expect(screen.getByLabelText(/Bairro/)).toHaveValue('Bela Vista');
    expect(screen.getByLabelText(/Cidade/)).toHaveValue('São Paulo');
    expect(screen.getByRole('combobox', { name: /UF/ })).toHaveDisplayValue('São Paulo');
    expect(screen.getByRole('status')).toHaveTextContent('Endereço preenchido pelo CEP.');
    expect(screen.getByLabelText(/Número/)).toHaveFocus();

    await user.keyboard('1578');
    await user.type(screen.getByLabelText('Complemento'), 'Conjunto 12');
    expect(values().address).toMatchObject({ zipCode: '01310100', uf: 'SP', number: '1578', complement: 'Conjunto 12' });
    await submit();
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]!.address).toEqual({
      zipCode: '01310100',
      street: 'Avenida Paulista',
      number: '1578',
      complement: 'Conjunto 12',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      uf: 'SP',
    });
  });

  it('shows one hint at a time: the CEP hint until the lookup has filled the address', async () => {
    const { user } = renderAddress();
    expect(screen.getByText('Digite o CEP para preencher o endereço.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/CEP/), '01310100');
    await waitFor(() => expect(screen.getByText('Endereço preenchido pelo CEP.')).toBeInTheDocument());
    expect(screen.queryByText('Digite o CEP para preencher o endereço.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/CEP/)).toHaveAccessibleDescription('Endereço preenchido pelo CEP.');
    // Changing the CEP brings the hint back, alone.
    await user.type(screen.getByLabelText(/CEP/), '{Backspace}');
    expect(screen.getByText('Digite o CEP para preencher o endereço.')).toBeInTheDocument();
    expect(screen.queryByText('Endereço preenchido pelo CEP.')).not.toBeInTheDocument();
  });

  it('a CEP of another street clears the old number and complement (docs/product/validation.md: they came from the CNPJ lookup)', async () => {
    const fromCnpj = { ...emptyAddress, zipCode: '01310100', street: 'Avenida Paulista', number: '1578', complement: 'Conjunto 12', neighborhood: 'Bela Vista', city: 'São Paulo', uf: 'SP' };
    const { user, values } = renderAddress(fromCnpj);
    const cep = screen.getByLabelText(/CEP/);
    await user.clear(cep);
    await user.type(cep, '30130010');
    await waitFor(() => expect(screen.getByLabelText(/Logradouro/)).not.toHaveValue('Avenida Paulista'));
    expect(values().address).toMatchObject({ zipCode: '30130010', number: '', complement: '' });
    expect(screen.getByLabelText(/Número/)).toHaveFocus();
  });

  it("stops typing at the API's limit for each field", async () => {
    const { user, values } = renderAddress();
    await user.type(screen.getByLabelText(/Número/), 'S/N - Galpão 3, Bloco B');
    expect(values().address.number).toBe('S/N - Galpão 3, Bloc');
    const limits = { Logradouro: 200, Número: 20, Complemento: 120, Bairro: 120, Cidade: 120 };
    for (const [label, max] of Object.entries(limits)) expect(screen.getByLabelText(new RegExp(`^${label}`)), label).toHaveAttribute('maxlength', String(max));
  });

  it('says it cannot find the CEP and keeps what the user typed', async () => {
    const { user, values } = renderAddress();
    await user.type(screen.getByLabelText(/Logradouro/), 'Rua Sem CEP');
    await user.type(screen.getByLabelText(/Bairro/), 'Centro');
    await user.type(screen.getByLabelText(/CEP/), '99999999');
    const cep = screen.getByLabelText(/CEP/);
    await waitFor(() => expect(cep).toHaveAccessibleDescription('Digite o CEP para preencher o endereço. Não conseguimos localizar este CEP!'));
    expect(cep).toHaveAttribute('aria-invalid', 'true');
    expect(cep).toHaveValue('99999-999');
    expect(values().address).toMatchObject({ zipCode: '99999999', street: 'Rua Sem CEP', neighborhood: 'Centro', city: '', uf: '' });
  });

  it('keeps the typed address when the lookup service is down', async () => {
    server.use(mswHttp.get('http://localhost:4000/viacep/:cep/json', () => HttpResponse.error()));
    const { user, values } = renderAddress({ ...emptyAddress, street: 'Rua A', city: 'Campinas', uf: 'SP' });
    await user.type(screen.getByLabelText(/CEP/), '13015904');
    await waitFor(() => expect(screen.getByLabelText(/CEP/)).toHaveAttribute('aria-invalid', 'true'));
    expect(values().address).toMatchObject({ street: 'Rua A', city: 'Campinas', uf: 'SP' });
  });

  it('does not look up a CEP loaded with the record, and the number and complement stay editable', async () => {
    const saved = { zipCode: '01310100', street: 'Av. Paulista (sede)', number: '1000', complement: '', neighborhood: 'Bela Vista', city: 'São Paulo', uf: 'SP' };
    const { user, values } = renderAddress(saved);
    expect(screen.getByLabelText(/CEP/)).toHaveValue('01310-100');
    await user.clear(screen.getByLabelText(/Número/));
    await user.type(screen.getByLabelText(/Número/), '2000');
    await user.type(screen.getByLabelText('Complemento'), 'Sala 3');
    expect(values().address).toEqual({ ...saved, number: '2000', complement: 'Sala 3' });
  });

  it('requires the address fields', async () => {
    const { submit } = renderAddress();
    await submit();
    expect(screen.getByLabelText(/Logradouro/)).toHaveAccessibleDescription('Informe o logradouro.');
    expect(screen.getByLabelText(/Número/)).toHaveAccessibleDescription('Informe o número.');
    expect(screen.getByRole('combobox', { name: /UF/ })).toHaveAccessibleDescription('Selecione a UF.');
    expect(screen.getByLabelText(/CEP/)).toHaveAccessibleDescription('Digite o CEP para preencher o endereço. Campo obrigatório.');
  });
});
