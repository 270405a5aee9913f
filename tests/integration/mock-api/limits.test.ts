import { describe, expect, it } from 'vitest';
import { makeTestToken } from '@/mocks/lib/token';
import { ADDRESS_MAX } from '@/lib/validators/address';
import { TEXT_MAX } from '@/lib/validators/common';
import { API, mockOnly, needsSeed, send, tokenOf } from './helpers';

mockOnly('forges the token of a user who just signed up', ['POST /account: a name past']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

/**
 * docs/security.md: no body over 1 MB is read (413 PayloadTooLarge) and every free-text field of the
 * company, account, profile and collaborator bodies has a maximum length (400).
 */

const FREE_CNPJ = '11222333000181';
const company = (extra: Record<string, unknown> = {}) => ({
  cnpj: FREE_CNPJ,
  companyName: 'Distribuidora Serra Azul Ltda',
  tradeName: 'Serra Azul',
  email: 'contato@serraazul.com.br',
  phone: { Area: '11', Numero: '32851400' },
  website: 'www.serraazul.com.br',
  address: { zipCode: '01310100', street: 'Avenida Paulista', number: '1000', complement: '', neighborhood: 'Bela Vista', city: 'São Paulo', uf: 'SP' },
  parentCompanyId: null,
  ...extra,
});
const long = (n: number) => 'a'.repeat(n);
const address = (field: keyof typeof ADDRESS_MAX, value: string) => ({ address: { ...company().address, [field]: value } });

describe('a body over 1 MB', () => {
  it('is refused with 413 PayloadTooLarge, never stored', async () => {
    const huge = company({ companyName: long(1024 * 1024 + 10) });
    const created = await send('POST', '/company', 'vendedor', huge);
    expect(created).toMatchObject({ status: 413, body: { statusCode: 413, message: 'PayloadTooLarge' } });
    const edited = await send('PUT', '/company/1', 'vendedor', huge);
    expect(edited.status).toBe(413);
  });

  it('is refused by its declared length before it is read', async () => {
    const response = await fetch(`${API}/company/1`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${tokenOf('vendedor')}`, 'content-type': 'application/json', 'content-length': String(5 * 1024 * 1024) },
      body: '{}',
    }).catch(() => null);
    // undici refuses a content-length that does not match the body; when it sends it, the mock says 413.
    if (response) expect(response.status).toBe(413);
  });
});

describe('text limits of the company body', () => {
  it.each([
    ['companyName', TEXT_MAX.companyName],
    ['tradeName', TEXT_MAX.tradeName],
  ] as const)('%s up to its maximum (%i), 400 past it', async (field, max) => {
    expect((await send('PUT', '/company/1', 'vendedor', company({ [field]: long(max + 1) }))).status).toBe(400);
    const ok = await send('POST', '/company', 'vendedor', company({ [field]: long(max) }));
    expect(ok.status).toBe(200);
  });

  it('e-mail and website past their maximum are a 400', async () => {
    const email = `${long(TEXT_MAX.email - '@empresa.com.br'.length + 1)}@empresa.com.br`;
    expect((await send('POST', '/company', 'vendedor', company({ email }))).status).toBe(400);
    const website = `https://empresa.com.br/${long(TEXT_MAX.website)}`;
    expect((await send('POST', '/company', 'vendedor', company({ website }))).status).toBe(400);
  });

  it.each(Object.keys(ADDRESS_MAX) as (keyof typeof ADDRESS_MAX)[])('address.%s past ADDRESS_MAX is a 400', async (field) => {
    expect((await send('POST', '/company', 'vendedor', company(address(field, long(ADDRESS_MAX[field] + 1))))).status).toBe(400);
  });
});

describe('text limits of accounts, profiles and collaborators', () => {
  it('POST /account: a name past TEXT_MAX.name is a 400', async () => {
    const body = { name: `Nova ${long(TEXT_MAX.name)}`, email: 'nova@empresa.com.br', cpf: '52998224725', phone: { Area: '11', Numero: '987654321' }, accountType: 'SELLER' };
    const response = await fetch(`${API}/account`, {
      method: 'POST',
      headers: { authorization: `Bearer ${makeTestToken('new-uid', { email: 'nova@empresa.com.br' })}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
  });

  it('PUT /profile: a name past TEXT_MAX.name is a 400', async () => {
    expect((await send('PUT', '/profile', 'comprador', { email: 'comprador@giro.dev', name: long(TEXT_MAX.name + 1) })).status).toBe(400);
  });

  it('collaborator invite: name or e-mail past their maximum is a 400', async () => {
    const invite = { name: 'Carla Mendes', email: 'carla@horizontemetais.com.br', role: 'COLLABORATOR' };
    expect((await send('PATCH', '/company/1/collaborator/invite', 'vendedor', { ...invite, name: long(TEXT_MAX.name + 1) })).status).toBe(400);
    const email = `${long(TEXT_MAX.email)}@horizontemetais.com.br`;
    expect((await send('PATCH', '/company/1/collaborator/invite', 'vendedor', { ...invite, email })).status).toBe(400);
  });
});
