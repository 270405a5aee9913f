import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteGuard } from '@/features/auth/components/RouteGuard';
import { CompanyScreen } from '@/features/companies/screens/CompanyScreen';
import { db } from '@/mocks/db/store';
import { renderApp } from '@tests/helpers/app';
import { mockRouter } from '@tests/helpers/router';

/** 'Dados de pagamento' on /empresas/[id] (docs/deal/payment.md). */

async function open(id: number, email: string) {
  mockRouter.setRoute(`/empresas/${id}`, '/empresas/[id]');
  await renderApp(
    <RouteGuard>
      <CompanyScreen id={id} />
    </RouteGuard>,
    { signedInAs: email },
  );
  await screen.findByRole('heading', { level: 1 });
  return userEvent.setup();
}

beforeEach(() => mockRouter.reset());

describe('/empresas/[id] — Dados de pagamento', () => {
  it('checks the PIX key against its type as typed, keeps the input on a refusal, and saves it normalized with the bank account', async () => {
    const user = await open(2, 'comprador@giro.dev');
    const form = await screen.findByRole('form', { name: 'Dados de pagamento' });
    const key = within(form).getByRole('textbox', { name: /^Chave PIX/ });
    await user.type(key, '123.456.789-00');
    await user.click(within(form).getByRole('button', { name: 'Salvar dados de pagamento' }));
    expect(await within(form).findAllByText('Escolha o tipo da chave PIX.')).not.toHaveLength(0);
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Tipo da chave/ }), 'CPF');
    await user.click(within(form).getByRole('button', { name: 'Salvar dados de pagamento' }));
    expect(await within(form).findAllByText('Informe um CPF válido.')).not.toHaveLength(0);
    expect(key).toHaveValue('123.456.789-00');
    await user.clear(key);
    await user.type(key, '529.982.247-25');
    await user.type(within(form).getByRole('textbox', { name: /^Banco/ }), '001 – Banco do Brasil');
    await user.type(within(form).getByRole('textbox', { name: /^Agência/ }), '3344');
    await user.click(within(form).getByRole('button', { name: 'Salvar dados de pagamento' }));
    expect(await within(form).findAllByText('Informe a conta com o dígito, por exemplo 12345-6.')).not.toHaveLength(0);
    await user.type(within(form).getByRole('textbox', { name: /^Conta com dígito/ }), '12345-6');
    await user.click(within(form).getByRole('button', { name: 'Salvar dados de pagamento' }));
    expect(await screen.findByText('Dados de pagamento salvos com sucesso.')).toBeInTheDocument();
    expect(db.companies.find((c) => c.id === 2)!.payment).toEqual({ pix: { type: 'CPF', key: '52998224725' }, bank: { bank: '001 – Banco do Brasil', agency: '3344', account: '12345-6' } });
    await waitFor(() => expect(key).toHaveValue('529.982.247-25'));
  });

  it('takes a phone key typed the Brazilian way as +55, and refuses a landline', async () => {
    const user = await open(2, 'comprador@giro.dev');
    const form = await screen.findByRole('form', { name: 'Dados de pagamento' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Tipo da chave/ }), 'Telefone');
    const key = within(form).getByRole('textbox', { name: /^Chave PIX/ });
    await user.type(key, '(31) 3456-7890');
    await user.click(within(form).getByRole('button', { name: 'Salvar dados de pagamento' }));
    expect(await within(form).findAllByText('Informe um celular com DDD, por exemplo (11) 98765-4321.')).not.toHaveLength(0);
    await user.clear(key);
    await user.type(key, '(31) 98765-4321');
    await user.click(within(form).getByRole('button', { name: 'Salvar dados de pagamento' }));
    expect(await screen.findByText('Dados de pagamento salvos com sucesso.')).toBeInTheDocument();
    expect(db.companies.find((c) => c.id === 2)!.payment?.pix).toEqual({ type: 'PHONE', key: '+5531987654321' });
  });

  it('shows a member who does not manage the company the data, read-only', async () => {
    await open(1, 'colaborador@giro.dev');
    const card = await screen.findByRole('region', { name: 'Dados de pagamento' });
    await waitFor(() => expect(card).toHaveTextContent(/Chave PIX \(CNPJ\)\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/));
    expect(within(card).queryByRole('form')).toBeNull();
  });
});
