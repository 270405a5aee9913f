import { describe, expect, it } from 'vitest';
import { companyBodySchema } from '@/features/companies/bodies';
import type { Company } from '@/features/companies/api';
import { toSubsidiaryView } from '@/features/companies/model';
import { companyToForm, consultToForm, toAdminCompanyBody, toCompanyBody } from '@/features/companies/form-values';
import { companyFormSchema } from '@/features/companies/schemas';
import { toProfileBody } from '@/features/profile/form-values';
import { profileFormSchema } from '@/features/profile/schemas';

const company: Company = {
  id: 7,
  companyId: 7,
  cnpj: '11222333000181',
  companyName: 'Distribuidora Serra Azul Ltda',
  tradeName: 'Serra Azul',
  email: 'contato@serraazul.com.br',
  phone: { Area: '11', Numero: '987654321' },
  website: '',
  address: { zipCode: '01310100', street: 'Avenida Paulista', number: '1000', complement: 'Sala 5', neighborhood: 'Bela Vista', city: 'São Paulo', uf: 'SP' },
  status: 'APPROVED',
  parentCompanyId: 1,
  parentCompanyName: 'Metalúrgica Horizonte Ltda',
  rejectionReason: null,
  suspensionReason: null,
  createdAt: '2026-10-01T12:00:00.000Z',
};

describe('company form conversions', () => {
  it("refuses at the field what the API would refuse: one-letter names, an address past its limits", () => {
    const form = companyToForm(company);
    const bad = { ...form, companyName: 'A', tradeName: ' B ', address: { ...form.address, number: '1'.repeat(21), complement: 'X'.repeat(121) } };
    expect(companyFormSchema.safeParse(bad).error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['companyName', 'A razão social deve ter ao menos 2 caracteres.'],
      ['tradeName', 'O nome fantasia deve ter ao menos 2 caracteres.'],
      ['address.number', 'Use no máximo 20 caracteres.'],
      ['address.complement', 'Use no máximo 120 caracteres.'],
    ]);
    const fine = { ...form, companyName: 'AB', tradeName: 'CD' };
    expect(companyBodySchema.safeParse(toCompanyBody(companyFormSchema.parse(fine))).success).toBe(true);
  });


  it('takes only a real UF, at the field and in the API', () => {
    const form = companyToForm(company);
    const made = { ...form, address: { ...form.address, uf: 'XX' } };
    expect(companyFormSchema.safeParse(made).error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['address.uf', 'Selecione a UF.']]);
    const body = toCompanyBody(companyFormSchema.parse(form));
    expect(companyBodySchema.safeParse({ ...body, address: { ...body.address, uf: 'XX' } }).success).toBe(false);
    expect(companyBodySchema.safeParse({ ...body, address: { ...body.address, uf: 'DF' } }).success).toBe(true);
  });

  it('subsidiary view: subsidiaryId = companyId, subsidiaryName = "Subsidiaria de: " + name', () => {
    expect(toSubsidiaryView({ companyId: 1, companyName: 'Metalúrgica Horizonte Ltda' })).toEqual({
      subsidiaryId: 1,
      subsidiaryName: 'Subsidiaria de: Metalúrgica Horizonte Ltda',
    });
  });

  it('a company → form → body gives the same company data back, phone as Area/Numero', () => {
    const values = companyFormSchema.parse(companyToForm(company));
    expect(values.phone).toEqual({ Area: '11', Numero: '987654321' });
    expect(toCompanyBody(values)).toEqual({
      cnpj: company.cnpj,
      companyName: company.companyName,
      tradeName: company.tradeName,
      email: company.email,
      phone: { Area: '11', Numero: '987654321' },
      website: '',
      address: company.address,
      parentCompanyId: 1,
    });
  });

  it('masked input as typed is normalised: CNPJ, CEP and phone digits, a 10-digit landline', () => {
    const values = companyFormSchema.parse({
      ...companyToForm(company),
      cnpj: '11.222.333/0001-81',
      phone: '(21) 3285-1400',
      website: ' www.serraazul.com.br ',
      address: { ...company.address, zipCode: '01310-100' },
    });
    const body = toCompanyBody(values);
    expect(body).toMatchObject({ cnpj: '11222333000181', phone: { Area: '21', Numero: '32851400' }, website: 'www.serraazul.com.br', address: { zipCode: '01310100' } });
  });

  it('the admin body carries the owner; without one it is refused', () => {
    const values = companyFormSchema.parse({ ...companyToForm(company), accountId: 4 });
    expect(toAdminCompanyBody(values).accountId).toBe(4);
    expect(() => toAdminCompanyBody({ ...values, accountId: null })).toThrow('Selecione o cliente responsável.');
  });

  it('consult data → the fields it fills', () => {
    const filled = consultToForm({ cnpj: company.cnpj, companyName: 'A B Ltda', tradeName: 'AB', email: '', phone: null, address: company.address });
    expect(filled).toEqual({ companyName: 'A B Ltda', tradeName: 'AB', email: '', phone: '', address: company.address });
  });
});

describe('profile body', () => {
  const base = { name: 'Juliana', email: 'j@x.com.br', phone: undefined, newPassword: '', newPasswordConfirmation: '', currentPassword: '', originalEmail: 'j@x.com.br' };
  it('sends no password when neither e-mail nor password change', () => {
    expect(toProfileBody(base)).toEqual({ email: 'j@x.com.br', name: 'Juliana' });
  });
  it('sends a new e-mail as pending beside the proven one (docs/identity.md), and the new password only when it changes', () => {
    const emailChange = toProfileBody({ ...base, email: 'novo@x.com.br', currentPassword: 'Atual123' });
    expect(emailChange).toMatchObject({ email: 'j@x.com.br', pendingEmail: 'novo@x.com.br' });
    expect(emailChange).not.toHaveProperty('password');
    const values = profileFormSchema.parse({ ...base, phone: '(11) 98765-4321', newPassword: 'Nova1234', newPasswordConfirmation: 'Nova1234', currentPassword: 'Atual123' });
    expect(toProfileBody(values)).toEqual({
      email: 'j@x.com.br',
      name: 'Juliana',
      phone: { Area: '11', Numero: '987654321' },
      password: 'Nova1234',
    });
  });
});
