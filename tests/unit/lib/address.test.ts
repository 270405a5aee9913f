import { describe, expect, it } from 'vitest';
import { ADDRESS_MAX, emptyAddress, toAddressBody } from '@/lib/validators/address';
import { addressBodySchema, addressSchema, zAddress } from '@/lib/validators/address-schema';

const filled = { zipCode: '13015904', street: 'Avenida Francisco Glicério', number: '455', complement: 'Galpão 3', neighborhood: 'Centro', city: 'Campinas', uf: 'SP' };

describe('the address module', () => {
  it('gives a pt-BR message under each empty required field of the form', () => {
    const issues = zAddress().safeParse(emptyAddress).error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['zipCode', 'Campo obrigatório.'],
      ['street', 'Informe o logradouro.'],
      ['number', 'Informe o número.'],
      ['neighborhood', 'Informe o bairro.'],
      ['city', 'Informe a cidade.'],
      ['uf', 'Selecione a UF.'],
    ]);
  });

  it('holds the form to the limits the body takes, and what the form passes the body takes', () => {
    const long = { ...filled, street: 'R'.repeat(ADDRESS_MAX.street + 1), complement: 'C'.repeat(ADDRESS_MAX.complement + 1) };
    expect(zAddress().safeParse(long).error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['street', 'Use no máximo 200 caracteres.'],
      ['complement', 'Use no máximo 120 caracteres.'],
    ]);
    const atLimit = { ...filled, street: 'R'.repeat(ADDRESS_MAX.street), number: 'N'.repeat(ADDRESS_MAX.number) };
    expect(addressBodySchema.parse(toAddressBody(zAddress().parse(atLimit)))).toEqual(atLimit);
    expect(addressBodySchema.safeParse({ ...atLimit, number: 'N'.repeat(ADDRESS_MAX.number + 1) }).success).toBe(false);
  });

  it('refuses a UF outside the 27 in the form and the body; the answer takes what is stored', () => {
    expect(zAddress().safeParse({ ...filled, uf: 'XX' }).error!.issues.map((i) => i.message)).toEqual(['Selecione a UF.']);
    expect(addressBodySchema.safeParse({ ...filled, uf: 'XX' }).success).toBe(false);
    expect(() => toAddressBody({ ...filled, uf: 'XX' })).toThrow('Selecione a UF.');
    // A spreadsheet import stores no neighbourhood: the answer still reads.
    expect(addressSchema.parse({ ...filled, neighborhood: '' }).neighborhood).toBe('');
  });

  it('takes a body without a complement as an empty one', () => {
    const { complement: _, ...withoutComplement } = filled;
    expect(addressBodySchema.parse(withoutComplement).complement).toBe('');
  });
});
