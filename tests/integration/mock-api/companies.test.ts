import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits } from '@/lib/validators/documents';
import { DEV_ACCOUNTS } from '@/mocks/db/seed';
import { db } from '@/mocks/db/store';
import { API, mockOnly, needsSeed, tokenOf } from './helpers';

mockOnly("sets up or checks its state in the mock's store (db), not through the API", ['GET /company/{id} is for members', 'a rejected company edited by its owner', 'creates a PENDING company owned']);
needsSeed("picks records of the mock's seed (ids, names, counts)");

type Body = Record<string, unknown> & { data?: Record<string, unknown>[]; meta?: Record<string, unknown> };
const as = (key: keyof typeof DEV_ACCOUNTS) => ({ authorization: `Bearer ${tokenOf(key)}`, 'content-type': 'application/json' });
async function call(path: string, headers: Record<string, string> = {}, init: RequestInit = {}) {
  const response = await fetch(`${API}${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
  return { status: response.status, body: (await response.json().catch(() => null)) as Body };
}
const send = (method: string, path: string, who: keyof typeof DEV_ACCOUNTS, body?: unknown) =>
  call(path, as(who), { method, body: body === undefined ? undefined : JSON.stringify(body) });

/** A valid CNPJ no seeded company uses. */
const FREE_CNPJ = '11222333000181';
const body = (extra: Record<string, unknown> = {}) => ({
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

describe('GET /company/list/me', () => {
  it("lists the caller's companies with role and the parent of a subsidiary, parents first", async () => {
    const { body: page } = await call('/company/list/me', as('vendedor'));
    const rows = page.data!.map((c) => [c.companyId, c.status, c.role, c.isOwner, c.parentCompanyName]);
    expect(rows).toEqual([
      [1, 'APPROVED', 'ADMIN', true, null],
      [13, 'APPROVED', 'ADMIN', true, 'Metalúrgica Horizonte Ltda'],
      [12, 'PENDING', 'ADMIN', true, null],
    ]);
    expect(page.data![0]!.id).toBe(1);
    const collaborator = await call('/company/list/me', as('colaborador'));
    expect(collaborator.body.data!.map((c) => [c.companyId, c.role, c.isOwner])).toEqual([[1, 'COLLABORATOR', false]]);
  });

  it('needs an enabled account', async () => {
    expect((await call('/company/list/me')).status).toBe(401);
    expect((await call('/company/list/me', as('inativo'))).body).toMatchObject({ statusCode: 401, message: 'UserDisabled' });
  });
});

describe('GET /consult/cnpj/{cnpj}', () => {
  it("answers a seeded company's own data", async () => {
    const seeded = db.companies[2]!;
    const { status, body: answer } = await call(`/consult/cnpj/${seeded.cnpj}`, as('vendedor'));
    expect(status).toBe(200);
    expect(answer).toMatchObject({ cnpj: seeded.cnpj, companyName: 'Química Sul Indústria e Comércio Ltda', tradeName: 'Química Sul', address: { zipCode: seeded.address.zipCode } });
  });

  it('answers plausible data for any other valid CNPJ, always the same for the same digits', async () => {
    const first = await call(`/consult/cnpj/${FREE_CNPJ}`, as('vendedor'));
    const again = await call(`/consult/cnpj/${FREE_CNPJ}`, as('comprador'));
    expect(first.status).toBe(200);
    expect(first.body).toEqual(again.body);
    expect(first.body).toMatchObject({ cnpj: FREE_CNPJ, phone: { Area: expect.stringMatching(/^[1-9]{2}$/) } });
    expect(String(first.body.companyName)).toMatch(/\S+ \S+/);
    expect((first.body.address as Record<string, string>).zipCode).toMatch(/^\d{8}$/);
    const base = '453371920001';
    const other = await call(`/consult/cnpj/${base}${cnpjCheckDigits(base)}`, as('vendedor'));
    expect(other.status).toBe(200);
    expect(other.body.cnpj).not.toBe(FREE_CNPJ);
  });

  it('is a 404 for an invalid CNPJ', async () => {
    expect((await call('/consult/cnpj/11222333000182', as('vendedor'))).status).toBe(404);
    expect((await call('/consult/cnpj/11111111111111', as('vendedor'))).status).toBe(404);
    expect((await call('/consult/cnpj/123', as('vendedor'))).status).toBe(404);
  });
});

describe('POST /company and PUT /company/{id}', () => {
  it('creates a PENDING company owned by the caller, who becomes its ADMIN member', async () => {
    const created = await send('POST', '/company', 'comprador', body());
    expect(created).toMatchObject({ status: 200, body: { cnpj: FREE_CNPJ, status: 'PENDING', parentCompanyId: null } });
    const id = created.body.id as number;
    expect(created.body.companyId).toBe(id);
    expect(db.companies.find((c) => c.id === id)?.ownerAccountId).toBe(4);
    expect(db.collaborators.some((c) => c.companyId === id && c.accountId === 4 && c.role === 'ADMIN')).toBe(true);
    expect((await call(`/company/${id}/admin`, as('comprador'))).body).toEqual({ companyId: id, isOwner: true, isAdmin: true });
  });

  it('refuses a CNPJ already registered, bad check digits, a bad phone or website', async () => {
    expect(await send('POST', '/company', 'comprador', body({ cnpj: db.companies[0]!.cnpj }))).toMatchObject({ status: 400, body: { message: 'CnpjAlreadyExists' } });
    expect((await send('POST', '/company', 'comprador', body({ cnpj: '11222333000182' }))).status).toBe(400);
    expect((await send('POST', '/company', 'comprador', body({ phone: { Area: '01', Numero: '987654321' } }))).status).toBe(400);
    expect((await send('POST', '/company', 'comprador', body({ website: 'não é site' }))).status).toBe(400);
    expect(db.companies.some((c) => c.cnpj === FREE_CNPJ)).toBe(false);
  });

  it('refuses a state that does not exist, on create and edit', async () => {
    const at = (uf: string) => ({ address: { ...body().address, uf } });
    for (const uf of ['XX', 'ZZ', 'sp', 'S', '']) {
      expect((await send('POST', '/company', 'comprador', body(at(uf)))).status, uf).toBe(400);
      expect((await send('POST', '/admin/company/create', 'admin', body({ ...at(uf), accountId: 4 }))).status, uf).toBe(400);
    }
    expect(db.companies.some((c) => c.cnpj === FREE_CNPJ)).toBe(false);
    const current = db.companies.find((c) => c.id === 1)!;
    const seededUf = current.address.uf;
    expect((await send('PUT', '/company/1', 'vendedor', body({ cnpj: current.cnpj, ...at('XX') }))).status).toBe(400);
    expect(db.companies.find((c) => c.id === 1)!.address.uf).toBe(seededUf);
    expect((await send('PUT', '/company/1', 'vendedor', body({ cnpj: current.cnpj, ...at('DF') }))).body).toMatchObject({ address: { uf: 'DF' } });
  });

  it("accepts only the caller's own top-level companies as parent (list-to-select)", async () => {
    const options = await call('/company/list-to-select', as('vendedor'));
    expect(options.body).toEqual([
      { companyId: 1, companyName: 'Metalúrgica Horizonte Ltda' },
      { companyId: 12, companyName: 'Fundição Paulista de Metais Ltda' },
    ]);
    expect((await call('/company/list-to-select', as('colaborador'))).body).toEqual([]);
    expect(await send('POST', '/company', 'vendedor', body({ parentCompanyId: 2 }))).toMatchObject({ status: 400, body: { message: 'InvalidParentCompany' } });
    expect(await send('POST', '/company', 'vendedor', body({ parentCompanyId: 13 }))).toMatchObject({ status: 400, body: { message: 'InvalidParentCompany' } });
    const sub = await send('POST', '/company', 'vendedor', body({ parentCompanyId: 1 }));
    expect(sub.body).toMatchObject({ parentCompanyId: 1, parentCompanyName: 'Metalúrgica Horizonte Ltda' });
  });

  it('GET /company/{id} is for members and admins; PUT for its owner or admins only', async () => {
    expect((await call('/company/1', as('colaborador'))).body).toMatchObject({ companyName: 'Metalúrgica Horizonte Ltda', status: 'APPROVED' });
    expect((await call('/company/1', as('comprador'))).status).toBe(404);
    expect((await call('/company/1', as('admin'))).status).toBe(200);
    expect((await call('/company/1/admin', as('colaborador'))).body).toEqual({ companyId: 1, isOwner: false, isAdmin: false });
    const current = (await call('/company/1', as('vendedor'))).body;
    const edit = { ...body({ cnpj: current.cnpj, companyName: 'Metalúrgica Horizonte S.A.' }) };
    expect(await send('PUT', '/company/1', 'colaborador', edit)).toMatchObject({ status: 401, body: { message: 'insufficient-permission' } });
    expect(await send('PUT', '/company/1', 'vendedor', { ...edit, cnpj: db.companies[1]!.cnpj })).toMatchObject({ status: 400, body: { message: 'CnpjAlreadyExists' } });
    const saved = await send('PUT', '/company/1', 'vendedor', edit);
    // A new razão social sends the approved company back to review (company-identity.test.ts).
    expect(saved.body).toMatchObject({ companyName: 'Metalúrgica Horizonte S.A.', status: 'PENDING' });
    // A company admin (not the owner) may edit too.
    db.collaborators.find((c) => c.companyId === 1 && c.accountId === 5)!.role = 'ADMIN';
    expect((await send('PUT', '/company/1', 'colaborador', edit)).status).toBe(200);
    // A parent with subsidiaries cannot become a subsidiary itself.
    expect(await send('PUT', '/company/1', 'vendedor', { ...edit, parentCompanyId: 12 })).toMatchObject({ status: 400, body: { message: 'InvalidParentCompany' } });
  });

  it('a rejected company edited by its owner goes back to PENDING', async () => {
    const rejected = db.companies.find((c) => c.status === 'REJECTED')!;
    const owner = db.accounts.find((a) => a.id === rejected.ownerAccountId)!;
    owner.uid = DEV_ACCOUNTS.comprador.uid; // sign in as the owner for the test
    db.accounts.find((a) => a.email === 'comprador@giro.dev')!.uid = 'someone-else';
    const saved = await send('PUT', `/company/${rejected.id}`, 'comprador', body({ cnpj: rejected.cnpj }));
    expect(saved.body).toMatchObject({ status: 'PENDING', rejectionReason: null });
  });
});

describe('admin: list, deferral, create', () => {
  it('lists with status filter and CNPJ search, for admins only', async () => {
    expect((await call('/admin/company/list', as('vendedor'))).status).toBe(401);
    const pending = await call('/admin/company/list?status=PENDING&take=50', as('admin'));
    expect(pending.body.data!.map((c) => c.companyName).sort()).toEqual(
      ['Eletro Campos Comércio de Materiais Elétricos Ltda', 'Fundição Paulista de Metais Ltda', 'Plast Norte Indústria de Plásticos Ltda'].sort(),
    );
    expect(pending.body.data![0]).toHaveProperty('owner.email');
    const cnpj = db.companies[3]!.cnpj;
    const byCnpj = await call(`/admin/company/list?cnpj=${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`, as('admin'));
    expect(byCnpj.body.data!.map((c) => c.companyId)).toEqual([4]);
    expect((await call('/admin/company/list', as('admin'))).body.meta).toMatchObject({ page: 1, take: 10, itemCount: 13, pageCount: 2 });
  });

  it('approves or rejects (with a reason) only a PENDING company', async () => {
    const view = await call('/admin/company/12/deferral', as('admin'));
    expect(view.body).toMatchObject({ status: 'PENDING', owner: { email: 'vendedor@giro.dev' } });
    expect((await send('PATCH', '/admin/company/12/deferral', 'vendedor', { action: 'APPROVE' })).status).toBe(401);
    // A rejection without a reason (or a shorter one than 5) is the same refusal as for announcements.
    expect(await send('PATCH', '/admin/company/7/deferral', 'admin', { action: 'REJECT' })).toMatchObject({ status: 400, body: { message: 'RejectionReasonRequired' } });
    expect(await send('PATCH', '/admin/company/7/deferral', 'admin', { action: 'REJECT', reason: '  abc  ' })).toMatchObject({ status: 400, body: { message: 'RejectionReasonRequired' } });
    expect((await send('PATCH', '/admin/company/7/deferral', 'admin', { action: 'REJECT', reason: 'CNPJ baixado na Receita.' })).body).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'CNPJ baixado na Receita.',
    });
    expect((await send('PATCH', '/admin/company/12/deferral', 'admin', { action: 'APPROVE' })).body).toMatchObject({ status: 'APPROVED' });
    expect((await send('PATCH', '/admin/company/8/deferral', 'admin', { action: 'APPROVED' })).body).toMatchObject({ status: 'APPROVED' });
    expect(await send('PATCH', '/admin/company/12/deferral', 'admin', { action: 'REJECT', reason: 'Outro motivo.' })).toMatchObject({
      status: 400,
      body: { message: 'DeferralNotPending' },
    });
    expect((await call('/company/list/me', as('vendedor'))).body.data!.find((c) => c.companyId === 12)?.status).toBe('APPROVED');
  });

  it('creates a company for a client, APPROVED and owned by the client', async () => {
    expect(await send('POST', '/admin/company/create', 'admin', body({ accountId: 1 }))).toMatchObject({ status: 404, body: { message: 'UserNotFound' } });
    expect((await send('POST', '/admin/company/create', 'vendedor', body({ accountId: 4 }))).status).toBe(401);
    const created = await send('POST', '/admin/company/create', 'admin', body({ accountId: 4 }));
    expect(created.body).toMatchObject({ status: 'APPROVED', cnpj: FREE_CNPJ });
    expect((await call('/company/list/me', as('comprador'))).body.data!.map((c) => c.cnpj)).toContain(FREE_CNPJ);
    expect(await send('POST', '/admin/company/create', 'admin', body({ accountId: 4 }))).toMatchObject({ status: 400, body: { message: 'CnpjAlreadyExists' } });
    expect((await call('/company/list-to-select?accountId=3', as('admin'))).body).toHaveLength(2);
  });
});
