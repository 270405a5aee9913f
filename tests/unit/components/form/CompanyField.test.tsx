import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CompanyField, type CompanyFieldProps } from '@/components/form/CompanyField';
import { renderForm } from '../../../helpers/form';

const schema = z.object({ companyId: z.number().nullable() });
const A = { id: 1, companyName: 'Aço Forte Ltda', tradeName: 'Aço Forte' };
const B = { id: 2, companyName: 'Vale Verde Construções Ltda', tradeName: '' };

function renderField(props: Partial<CompanyFieldProps>) {
  const all: CompanyFieldProps = { label: 'Empresa compradora', companies: [], loading: false, failed: false, onRetry: () => undefined, none: 'Para negociar, cadastre uma empresa.', ...props };
  return renderForm(schema, () => <CompanyField {...all} />, { defaultValues: { companyId: null } });
}

describe('CompanyField', () => {
  it('is a required select among several companies (trade name, else company name)', async () => {
    const { user, values } = renderField({ companies: [A, B] });
    const select = screen.getByRole('combobox', { name: /^Empresa compradora/ });
    expect(select).toBeRequired();
    await user.selectOptions(select, 'Vale Verde Construções Ltda');
    expect(values().companyId).toBe(2);
  });

  it('names the only company and takes it as the value, also when it loads after the form', async () => {
    function Later() {
      const [companies, setCompanies] = useState<CompanyFieldProps['companies']>([]);
      return (
        <>
          <button type="button" onClick={() => setCompanies([A])}>
            Carregar
          </button>
          <CompanyField label="Empresa compradora" companies={companies} loading={companies.length === 0} failed={false} onRetry={() => undefined} none="-" />
        </>
      );
    }
    const { user, values } = renderForm(schema, () => <Later />, { defaultValues: { companyId: null } });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull(); // still loading: nothing to say yet
    expect(values().companyId).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Carregar' }));
    expect(await screen.findByText('Aço Forte')).toBeInTheDocument();
    expect(screen.getByText(/Empresa compradora:/)).toBeInTheDocument();
    expect(values().companyId).toBe(1);
  });

  it('says what to do when the user has no company', () => {
    renderField({ none: 'Para negociar, cadastre uma empresa.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Para negociar, cadastre uma empresa.');
  });

  it('offers “Tentar novamente” when the companies failed to load', async () => {
    const onRetry = vi.fn();
    const { user } = renderField({ failed: true, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar suas empresas.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
