import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db/store';
import { get, needsSeed, send } from './helpers';

needsSeed("picks records of the mock's seed (ids, names, counts)");

/**
 *  / docs/moderation.md "Company identity review": an approved company that changes its CNPJ, razão social or nome
 * fantasia goes back to review, and the admin sees what changed since the last approval.
 */

const FREE_CNPJ = '11222333000181';

async function current(id = 1) {
  const { body } = await get(`/company/${id}`, 'vendedor');
  const { id: _id, companyId: _c, status: _s, parentCompanyName: _p, rejectionReason: _r, createdAt: _d, ...editable } = body;
  return editable;
}

describe('PUT /company/{id} on an APPROVED company', () => {
  it.each([
    ['cnpj', FREE_CNPJ],
    ['companyName', 'Metalúrgica Horizonte S.A.'],
    ['tradeName', 'Horizonte Aços'],
  ])('a new %s sends it back to PENDING and keeps the approved identity for the admin', async (field, value) => {
    const before = db.companies.find((c) => c.id === 1)!;
    const approved = { cnpj: before.cnpj, companyName: before.companyName, tradeName: before.tradeName };
    expect(before.status).toBe('APPROVED');
    const saved = await send('PUT', '/company/1', 'vendedor', { ...(await current()), [field]: value });
    expect(saved).toMatchObject({ status: 200, body: { status: 'PENDING', rejectionReason: null, [field]: value } });
    const deferral = await get('/admin/company/1/deferral', 'admin');
    expect(deferral.body).toMatchObject({ status: 'PENDING', previousIdentity: approved, [field]: value });
  });

  it('other changes (phone, site, address, e-mail) keep it APPROVED, with no previous identity', async () => {
    const saved = await send('PUT', '/company/1', 'vendedor', {
      ...(await current()),
      phone: { Area: '11', Numero: '40041234' },
      website: 'www.horizonte-novo.com.br',
      email: 'novo@horizonte.com.br',
    });
    expect(saved).toMatchObject({ status: 200, body: { status: 'APPROVED' } });
    expect((await get('/admin/company/1/deferral', 'admin')).body).toMatchObject({ status: 'APPROVED', previousIdentity: null });
  });

  it('the same identity with other spacing is no change', async () => {
    const values = await current();
    const saved = await send('PUT', '/company/1', 'vendedor', { ...values, companyName: `  ${String(values.companyName)} ` });
    expect(saved.body).toMatchObject({ status: 'APPROVED' });
  });

  it('a second edit before the review keeps the identity that was approved; approval clears it', async () => {
    const approvedName = db.companies.find((c) => c.id === 1)!.companyName;
    await send('PUT', '/company/1', 'vendedor', { ...(await current()), companyName: 'Primeira Mudança Ltda' });
    await send('PUT', '/company/1', 'vendedor', { ...(await current()), companyName: 'Segunda Mudança Ltda' });
    expect((await get('/admin/company/1/deferral', 'admin')).body).toMatchObject({
      companyName: 'Segunda Mudança Ltda',
      previousIdentity: { companyName: approvedName },
    });
    expect((await send('PATCH', '/admin/company/1/deferral', 'admin', { action: 'APPROVE' })).body).toMatchObject({ status: 'APPROVED' });
    expect((await get('/admin/company/1/deferral', 'admin')).body).toMatchObject({ previousIdentity: null });
  });

  it('a company never approved has no previous identity', async () => {
    expect((await get('/admin/company/12/deferral', 'admin')).body).toMatchObject({ status: 'PENDING', previousIdentity: null });
  });
});
