// @vitest-environment node
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { XLSX_MIME, type AnnouncementBody } from '@/features/announcements/api';
import { IMPORT_COLUMNS } from '@/features/announcements/import/rows';
import { LARGE_SEED_SIZE, seedAnnouncements } from '@/mocks/db/announcements';
import { seedCatalogue } from '@/mocks/db/catalogue';
import { createSeed, DEV_ACCOUNTS, PLACES } from '@/mocks/db/seed';
import { db, nextId } from '@/mocks/db/store';
import { makeFileRecord } from '@/mocks/lib/file-links';
import { makeTestToken } from '@/mocks/lib/token';
import { MONEY_MAX, QUANTITY_MAX } from '@/lib/validators/common';

const API = 'http://localhost:4000';
type Who = keyof typeof DEV_ACCOUNTS;
const auth = (who: Who) => ({ authorization: `Bearer ${makeTestToken(DEV_ACCOUNTS[who].uid, { email: DEV_ACCOUNTS[who].email })}` });

interface Answer {
  status: number;
  body: Record<string, unknown> & { data?: Record<string, unknown>[]; meta?: Record<string, number> };
  headers: Headers;
}

async function call(path: string, who: Who | null, init: RequestInit & { json?: unknown } = {}): Promise<Answer> {
  const { json, ...rest } = init;
  const headers: Record<string, string> = { ...(who ? auth(who) : {}), ...(json !== undefined ? { 'content-type': 'application/json' } : {}) };
  const response = await fetch(`${API}${path}`, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? ((await response.json()) as Answer['body']) : ({} as Answer['body']);
  return { status: response.status, body, headers: response.headers };
}

const idsOf = (answer: Answer) => (answer.body.data ?? []).map((a) => a.id as number);
const seller = () => db.accounts.find((a) => a.email === 'vendedor@giro.dev')!;
/** A file the seller uploaded: an announcement takes only its company's uploads (FileNotOwned, file-access.test.ts). */
function sellerFile(mimetype: string, name: string): number {
  const existing = db.files.find((f) => f.ownerAccountId === seller().id && f.mimetype === mimetype);
  if (existing) return existing.id;
  const record = makeFileRecord({ id: nextId('files'), name, mimetype, bytes: new Uint8Array(4), ownerAccountId: seller().id, createdAt: new Date().toISOString() });
  db.files.push(record);
  return record.id;
}
const photoId = () => sellerFile('image/png', 'chapas.png');
const pdfId = () => sellerFile('application/pdf', 'laudo.pdf');
/** What the showcase may show: APPROVED announcements of APPROVED companies. */
const shown = () => db.announcements.filter((a) => a.status === 'APPROVED' && db.companies.find((c) => c.id === a.companyId)?.status === 'APPROVED');
const productOf = (id: number) => db.products.find((p) => p.id === id)!;

function validBody(overrides: Partial<AnnouncementBody> = {}): AnnouncementBody {
  return {
    companyId: 1,
    productId: 1,
    unitIndex: 2,
    title: 'Chapas de aço SAE 1020 — sobra de obra',
    description: 'Chapas de 6 mm em perfeito estado, armazenadas em galpão coberto.',
    quantity: 12,
    unitPrice: 5200,
    availableFrom: '2026/12/01',
    location: { zipCode: '01310100', street: 'Avenida Paulista', number: '1578', complement: '', neighborhood: 'Bela Vista', city: 'São Paulo', uf: 'SP' },
    files: [
      { id: photoId(), type: 'PHOTO' },
      { id: pdfId(), type: 'REPORT' },
    ],
    ...overrides,
  };
}

function workbook(rows: unknown[][], sheetName = 'Anúncios'): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), sheetName);
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

function importForm(bytes: Uint8Array | string, { company = '1', type = XLSX_MIME, name = 'anuncios.xlsx' } = {}) {
  const form = new FormData();
  form.append('file', new File([bytes as BlobPart], name, { type }));
  form.append('company', company);
  return form;
}

const HEADER = IMPORT_COLUMNS.map((c) => c.header);

describe('announcement seed', () => {
  it('has 60+ announcements in every status over APPROVED companies, a dense featured list of APPROVED ones, and real photo files', () => {
    const seed = createSeed();
    expect(seed.announcements.length).toBeGreaterThanOrEqual(60);
    for (const status of ['PENDING', 'APPROVED', 'REJECTED']) {
      expect(seed.announcements.filter((a) => a.status === status).length).toBeGreaterThanOrEqual(5);
      expect(seed.announcements.some((a) => a.companyId === 1 && a.status === status)).toBe(true);
    }
    const approvedCompanies = new Set(seed.companies.filter((c) => c.status === 'APPROVED').map((c) => c.id));
    expect(seed.announcements.every((a) => approvedCompanies.has(a.companyId))).toBe(true);
    expect(seed.announcements.filter((a) => a.status === 'REJECTED').every((a) => !!a.rejectionReason)).toBe(true);
    expect(seed.featured.map((f) => f.sequence)).toEqual(seed.featured.map((_, i) => i + 1));
    expect(seed.featured.length).toBeGreaterThanOrEqual(3);
    expect(seed.featured.length).toBeLessThan(7);
    for (const f of seed.featured) expect(seed.announcements.find((a) => a.id === f.announcementId)?.status).toBe('APPROVED');
    const fileIds = new Set(seed.files.map((f) => f.id));
    for (const a of seed.announcements) {
      expect(a.files.some((f) => f.type === 'PHOTO')).toBe(true);
      for (const f of a.files) expect(fileIds.has(f.fileId)).toBe(true);
    }
    const svg = new TextDecoder().decode(seed.files.find((f) => f.mimetype === 'image/svg+xml')!.bytes);
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(new TextDecoder().decode(seed.files.find((f) => f.mimetype === 'application/pdf')!.bytes)).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
  });

  it('seeds 10 000 announcements for MOCK_SEED_SIZE=large, fast', () => {
    const base = createSeed();
    const started = performance.now();
    const large = seedAnnouncements({ companies: base.companies, catalogue: seedCatalogue(), firstFileId: 0, size: 'large', places: PLACES });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(large.announcements).toHaveLength(LARGE_SEED_SIZE);
    expect(new Set(large.announcements.map((a) => a.id)).size).toBe(LARGE_SEED_SIZE);
    expect(large.files.length).toBeLessThan(200);
  });
});

describe('GET /announcement/showcase', () => {
  it('needs a token', async () => {
    expect((await call('/announcement/showcase', null)).status).toBe(401);
  });

  it('lists only APPROVED announcements of APPROVED companies, newest first, paginated', async () => {
    db.companies.find((c) => c.id === 3)!.status = 'INACTIVE';
    const answer = await call('/announcement/showcase?take=50', 'comprador');
    const expected = db.announcements.filter((a) => a.status === 'APPROVED' && a.companyId !== 3);
    expect(answer.body.meta).toMatchObject({ page: 1, take: 50, itemCount: expected.length });
    for (const row of answer.body.data!) {
      expect(row.status).toBe('APPROVED');
      expect((row.company as { id: number }).id).not.toBe(3);
    }
    const dates = answer.body.data!.map((r) => r.createdAt as string);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('leaves the featured out with featured=FALSE', async () => {
    const featured = db.featured.map((f) => f.announcementId);
    const all = idsOf(await call('/announcement/showcase?take=100', 'comprador'));
    const rest = idsOf(await call('/announcement/showcase?take=100&featured=FALSE', 'comprador'));
    expect(featured.every((id) => all.includes(id))).toBe(true);
    expect(featured.some((id) => rest.includes(id))).toBe(false);
    expect(rest.length).toBe(all.length - featured.length);
  });

  it('filters by text (accents and case ignored), segment, category, product and UF', async () => {
    const bySearch = await call(`/announcement/showcase?take=100&search=${encodeURIComponent('ACO')}`, 'comprador');
    expect(bySearch.body.data!.length).toBeGreaterThan(0);
    for (const row of bySearch.body.data!) {
      const record = db.announcements.find((a) => a.id === row.id)!;
      const product = db.products.find((p) => p.id === record.productId)!;
      const company = db.companies.find((c) => c.id === record.companyId)!;
      expect(
        [record.title, record.description, product.name, company.companyName, company.tradeName, record.location.city]
          .join(' ')
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toLowerCase(),
      ).toContain('aco');
    }
    const inSegment = shown().filter((a) => productOf(a.productId).segmentsIndex.includes(2));
    expect(inSegment.length).toBeGreaterThan(0);
    const bySegment = await call('/announcement/showcase?take=100&segment=2', 'comprador');
    expect(bySegment.body.meta!.itemCount).toBe(inSegment.length);
    for (const row of bySegment.body.data!) {
      const productId = (row.product as { id: number }).id;
      expect(db.products.find((p) => p.id === productId)!.segmentsIndex).toContain(2);
    }
    const byCategory = await call('/announcement/showcase?take=100&category=1', 'comprador');
    expect(byCategory.body.data!.length).toBeGreaterThan(0);
    for (const row of byCategory.body.data!) {
      const productId = (row.product as { id: number }).id;
      expect(db.products.find((p) => p.id === productId)!.categories.map((c) => c.categoryId)).toContain(1);
    }
    const ofProduct = shown().filter((a) => a.productId === 1);
    expect(ofProduct.length).toBeGreaterThan(0);
    const byProduct = await call('/announcement/showcase?take=100&product=1', 'comprador');
    expect(byProduct.body.meta!.itemCount).toBe(ofProduct.length);
    expect(byProduct.body.data!.every((r) => (r.product as { id: number }).id === 1)).toBe(true);
    const byUf = await call('/announcement/showcase?take=100&uf=mg', 'comprador');
    expect(byUf.body.data!.length).toBeGreaterThan(0);
    expect(byUf.body.data!.every((r) => r.uf === 'MG')).toBe(true);
    const none = await call('/announcement/showcase?search=zzzznada', 'comprador');
    expect(none.body.meta!.itemCount).toBe(0);
  });

  it('ignores a status filter (never shows PENDING)', async () => {
    const plain = await call('/announcement/showcase?take=100', 'comprador');
    const answer = await call('/announcement/showcase?take=100&status=PENDING', 'comprador');
    expect(plain.body.meta!.itemCount).toBeGreaterThan(0);
    expect(answer.body.meta!.itemCount).toBe(plain.body.meta!.itemCount);
    expect(idsOf(answer)).toEqual(idsOf(plain));
    expect(answer.body.data!.every((r) => r.status === 'APPROVED')).toBe(true);
  });
});

describe('GET /announcement/me and /announcement/{id}', () => {
  it("lists the caller's companies' announcements in every status, with a status filter", async () => {
    const all = await call('/announcement/me?take=100', 'vendedor');
    const statuses = new Set(all.body.data!.map((r) => r.status));
    expect(statuses).toEqual(new Set(['PENDING', 'APPROVED', 'REJECTED']));
    expect(all.body.data!.every((r) => [1, 13].includes((r.company as { id: number }).id))).toBe(true);
    const pending = await call('/announcement/me?take=100&status=PENDING', 'vendedor');
    expect(pending.body.data!.length).toBeGreaterThan(0);
    expect(pending.body.data!.every((r) => r.status === 'PENDING')).toBe(true);
    // The collaborator of company 1 sees its announcements too.
    const colleague = idsOf(await call('/announcement/me?take=100&company=1', 'colaborador'));
    expect(colleague.length).toBeGreaterThan(0);
  });

  it('shows a PENDING announcement only to its company and to admins', async () => {
    const pending = db.announcements.find((a) => a.companyId === 1 && a.status === 'PENDING')!;
    expect((await call(`/announcement/${pending.id}`, 'comprador')).status).toBe(404);
    expect((await call(`/announcement/${pending.id}`, 'vendedor')).status).toBe(200);
    const asAdmin = await call(`/announcement/${pending.id}`, 'admin');
    expect(asAdmin.body).toMatchObject({ id: pending.id, status: 'PENDING' });
    const approved = db.announcements.find((a) => a.status === 'APPROVED')!;
    const detail = await call(`/announcement/${approved.id}`, 'comprador');
    expect(detail.body).toMatchObject({ id: approved.id, status: 'APPROVED', title: approved.title });
    expect((detail.body.files as { type: string; url: string }[]).find((f) => f.type === 'PHOTO')?.url).toMatch(/^http:\/\/localhost:4000\/file\/[\w-]{32}\/[^?]+$/);
    expect((await call('/announcement/999999', 'comprador')).status).toBe(404);
  });
});

describe('POST /announcement and PUT /announcement/{id}', () => {
  it('creates a PENDING announcement for an APPROVED company of the caller', async () => {
    const created = await call('/announcement', 'vendedor', { method: 'POST', json: validBody() });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: 'PENDING', featured: false, title: 'Chapas de aço SAE 1020 — sobra de obra', unitPrice: 5200 });
    expect(created.body.files).toHaveLength(2);
    const record = db.announcements.find((a) => a.id === created.body.id)!;
    expect(record.createdByAccountId).toBe(seller().id);
    expect(record.availableFrom).toBe('2026-12-01T03:00:00.000Z');
    expect(idsOf(await call('/announcement/showcase?take=100', 'comprador'))).not.toContain(record.id);
  });

  it('refuses bad input with 400 and the domain codes', async () => {
    const post = (body: unknown, who: Who = 'vendedor') => call('/announcement', who, { method: 'POST', json: body });
    expect((await post({ ...validBody(), quantity: -1 })).status).toBe(400);
    expect((await post({ ...validBody(), unitPrice: 0 })).status).toBe(400);
    expect((await post({ ...validBody(), title: 'abc' })).status).toBe(400);
    expect((await post(validBody({ files: [{ id: pdfId(), type: 'REPORT' }] }))).body.message).toBe('AnnouncementPhotoRequired');
    expect((await post(validBody({ files: [{ id: pdfId(), type: 'PHOTO' }] }))).body.message).toBe('PhotoMustBeImage');
    expect((await post(validBody({ files: [{ id: 99999, type: 'PHOTO' }] }))).body.message).toBe('FileNotFound');
    expect((await post(validBody({ productId: 9999 }))).body.message).toBe('ProductNotFound');
    expect((await post(validBody({ unitIndex: 9999 }))).body.message).toBe('UnitNotFound');
    // Company 12 (Fundição Paulista) belongs to the seller but is PENDING.
    expect((await post(validBody({ companyId: 12 }))).body.message).toBe('CompanyNotApproved');
    // Company 3 is not the seller's.
    expect((await post(validBody({ companyId: 3 }))).status).toBe(401);
    expect(db.announcements.length).toBe(createSeed().announcements.length);
  });

  it('an edit returns the announcement to PENDING and takes it out of the featured list (sequence stays dense)', async () => {
    const seeded = db.featured.map((f) => f.announcementId);
    const target = db.announcements.find((a) => a.id === seeded[0])!;
    db.collaborators.push({ id: 999, companyId: target.companyId, accountId: seller().id, role: 'ADMIN', createdAt: target.createdAt });
    const answer = await call(`/announcement/${target.id}`, 'vendedor', {
      method: 'PUT',
      json: validBody({ companyId: target.companyId, title: 'Título revisado do anúncio' }),
    });
    expect(answer.body).toMatchObject({ status: 'PENDING', featured: false, title: 'Título revisado do anúncio' });
    expect(db.featured.map((f) => f.announcementId)).toEqual(seeded.slice(1));
    expect(db.featured.map((f) => f.sequence)).toEqual(seeded.slice(1).map((_, i) => i + 1));
  });

  it("refuses to edit another company's announcement", async () => {
    const other = db.announcements.find((a) => a.companyId === 3)!;
    expect((await call(`/announcement/${other.id}`, 'vendedor', { method: 'PUT', json: validBody() })).status).toBe(404);
  });
});

describe('amounts and dates on the four writes', () => {
  /** POST and PUT of the seller, POST and PUT of the admin (the admin's PUT takes any subset). */
  const writes = () => {
    const own = db.announcements.find((a) => a.companyId === 1 && a.status === 'APPROVED')!;
    return [
      ['POST /announcement', (fields: Partial<AnnouncementBody>) => call('/announcement', 'vendedor', { method: 'POST', json: validBody(fields) })],
      ['PUT /announcement/{id}', (fields: Partial<AnnouncementBody>) => call(`/announcement/${own.id}`, 'vendedor', { method: 'PUT', json: validBody(fields) })],
      ['POST /admin/announcement', (fields: Partial<AnnouncementBody>) => call('/admin/announcement', 'admin', { method: 'POST', json: validBody(fields) })],
      ['PUT /admin/announcement/{id}', (fields: Partial<AnnouncementBody>) => call(`/admin/announcement/${own.id}`, 'admin', { method: 'PUT', json: fields })],
    ] as const;
  };

  it('refuses a price or a quantity that is not a sane amount (400), so the showcase never serves one as null', async () => {
    const before = structuredClone(db.announcements);
    const bad: Partial<AnnouncementBody>[] = [
      { unitPrice: 1e308 },
      { unitPrice: MONEY_MAX + 0.01 },
      { unitPrice: 0.001 },
      { unitPrice: 0.004 },
      { quantity: 1e308 },
      { quantity: QUANTITY_MAX + 1 },
    ];
    for (const [name, write] of writes()) {
      for (const fields of bad) expect((await write(fields)).status, `${name} ${JSON.stringify(fields)}`).toBe(400);
    }
    expect(db.announcements).toEqual(before);
    const showcase = await call('/announcement/showcase?take=100', 'comprador');
    expect(showcase.status).toBe(200);
    expect(showcase.body.data!.every((a) => Number.isFinite(a.unitPrice) && Number.isFinite(a.quantity))).toBe(true);
  });

  it('refuses decimals in a unit that counts whole things (un, cx, pallet) on all four writes, and takes them in kg', async () => {
    const unitOf = (name: string) => db.units.find((u) => u.name === name)!.index;
    const before = structuredClone(db.announcements);
    for (const [name, write] of writes()) {
      const answer = await write({ unitIndex: unitOf('un'), quantity: 1.5 });
      expect(answer.status, name).toBe(400);
      expect(answer.body.message, name).toBe('QuantityNotWhole');
    }
    expect(db.announcements).toEqual(before);
    const kg = await call('/announcement', 'vendedor', { method: 'POST', json: validBody({ unitIndex: unitOf('kg'), quantity: 1.5 }) });
    expect(kg.status).toBe(200);
    const whole = await call('/announcement', 'vendedor', { method: 'POST', json: validBody({ unitIndex: unitOf('cx'), quantity: 1500 }) });
    expect(whole.body).toMatchObject({ quantity: 1500 });
  });

  it('takes the limits themselves: one cent, the maximum price and the maximum quantity', async () => {
    const post = (fields: Partial<AnnouncementBody>) => call('/admin/announcement', 'admin', { method: 'POST', json: validBody(fields) });
    expect((await post({ unitPrice: 0.01 })).body).toMatchObject({ unitPrice: 0.01 });
    expect((await post({ unitPrice: MONEY_MAX, quantity: QUANTITY_MAX })).body).toMatchObject({ unitPrice: MONEY_MAX, quantity: QUANTITY_MAX });
    // Rounded to cents, never to zero.
    expect((await post({ unitPrice: 0.014 })).body).toMatchObject({ unitPrice: 0.01 });
    const showcase = await call('/announcement/showcase?take=100&orderBy=unitPrice&order=DESC', 'comprador');
    expect(showcase.body.data![0]).toMatchObject({ unitPrice: MONEY_MAX });
  });

  it('answers 400, never 500, for a date that is not a real calendar day, and never rolls one over', async () => {
    const before = structuredClone(db.announcements);
    const impossible = ['2026-99-99', '2026/13/45', '2026-02-31', '2026/02/29', '2026/04/31', '0000-01-01', '2026-02-31T12:00:00.000Z', '2026-12-01T25:00:00.000Z'];
    for (const [name, write] of writes()) {
      for (const availableFrom of impossible) expect((await write({ availableFrom })).status, `${name} ${availableFrom}`).toBe(400);
    }
    expect(db.announcements).toEqual(before);
    const leap = await call('/admin/announcement', 'admin', { method: 'POST', json: validBody({ availableFrom: '2028-02-29' }) });
    expect(leap.body).toMatchObject({ availableFrom: '2028-02-29T03:00:00.000Z' });
  });
});

describe('admin announcement calls', () => {
  it('are refused to COMMERCE users', async () => {
    expect((await call('/admin/announcement', 'vendedor')).status).toBe(401);
    expect((await call('/admin/announcement', 'vendedor', { method: 'POST', json: validBody() })).status).toBe(401);
  });

  it('list every status with filters; status=PENDING is the deferral queue', async () => {
    const all = await call('/admin/announcement?take=100', 'admin');
    expect(all.body.meta!.itemCount).toBe(db.announcements.length);
    const queue = await call('/admin/announcement?take=100&status=PENDING', 'admin');
    expect(queue.body.meta!.itemCount).toBe(db.announcements.filter((a) => a.status === 'PENDING').length);
    const ofCompany = db.announcements.filter((a) => a.companyId === 4);
    expect(ofCompany.length).toBeGreaterThan(0);
    const byCompany = await call('/admin/announcement?take=100&company=4', 'admin');
    expect(byCompany.body.meta!.itemCount).toBe(ofCompany.length);
    expect(byCompany.body.data!.every((r) => (r.company as { id: number }).id === 4)).toBe(true);
    const featured = await call('/admin/announcement?featured=TRUE', 'admin');
    expect(featured.body.meta!.itemCount).toBe(db.featured.length);
    const sorted = await call('/admin/announcement?take=100&orderBy=unitPrice&order=ASC', 'admin');
    const prices = sorted.body.data!.map((r) => r.unitPrice as number);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });

  it('approve, and reject only with a reason', async () => {
    const pending = db.announcements.find((a) => a.status === 'PENDING')!;
    const put = (body: unknown) => call(`/admin/announcement/${pending.id}`, 'admin', { method: 'PUT', json: body });
    expect((await put({ status: 'REJECTED' })).body.message).toBe('RejectionReasonRequired');
    expect((await put({ status: 'REJECTED', rejectionReason: 'ab' })).body.message).toBe('RejectionReasonRequired');
    expect((await put({ status: 'REJECTED', rejectionReason: 'Fotos ilegíveis.' })).body).toMatchObject({ status: 'REJECTED', rejectionReason: 'Fotos ilegíveis.' });
    expect((await put({ status: 'APPROVED' })).body).toMatchObject({ status: 'APPROVED', rejectionReason: null });
    expect(idsOf(await call('/announcement/showcase?take=100', 'comprador'))).toContain(pending.id);
  });

  it('creates for any APPROVED company, APPROVED by default', async () => {
    const created = await call('/admin/announcement', 'admin', { method: 'POST', json: validBody({ companyId: 4 }) });
    expect(created.body).toMatchObject({ status: 'APPROVED', company: { id: 4 } });
    const refused = await call('/admin/announcement', 'admin', { method: 'POST', json: validBody({ companyId: 7 }) });
    expect(refused.body.message).toBe('CompanyNotApproved');
  });
});

describe('featured announcements', () => {
  const add = (id: number, who: Who = 'admin') => call('/admin/featured/announcement', who, { method: 'POST', json: { announcement_id: id } });

  it('lists in sequence for any signed-in user, with the showcase filters', async () => {
    const list = await call('/featured/announcement', 'comprador');
    expect(list.body.data!.map((e) => e.sequence)).toEqual(db.featured.map((_, i) => i + 1));
    expect(list.body.data!.every((e) => (e.announcement as { featured: boolean }).featured)).toBe(true);
    const first = db.announcements.find((a) => a.id === db.featured[0]!.announcementId)!;
    const sameProduct = shown().filter((a) => a.productId === first.productId && db.featured.some((f) => f.announcementId === a.id));
    expect(sameProduct.length).toBeGreaterThan(0);
    const filtered = await call(`/featured/announcement?product=${first.productId}`, 'comprador');
    expect(filtered.body.data).toHaveLength(sameProduct.length);
    expect(filtered.body.data!.every((e) => (e.announcement as { product: { id: number } }).product.id === first.productId)).toBe(true);
  });

  it('allows at most 7, no duplicates and only APPROVED announcements', async () => {
    const candidates = db.announcements.filter((a) => a.status === 'APPROVED' && !db.featured.some((f) => f.announcementId === a.id));
    expect((await add(db.featured[0]!.announcementId)).body).toMatchObject({ statusCode: 400, message: 'AnnouncementAlreadyFeatured' });
    const pending = db.announcements.find((a) => a.status === 'PENDING')!;
    expect((await add(pending.id)).body.message).toBe('AnnouncementNotApproved');
    let i = 0;
    while (db.featured.length < 7) expect((await add(candidates[i++]!.id)).status).toBe(200);
    expect((await add(candidates[i]!.id)).body).toEqual({ statusCode: 400, message: 'MaxFeaturedsAnnouncementsReached', error: 'Bad Request' });
    expect(db.featured.map((f) => f.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await add(candidates[i]!.id, 'vendedor')).status).toBe(401);
  });

  it('moves one entry and removes one, keeping the sequence dense', async () => {
    const before = db.featured.map((f) => f.announcementId);
    const moved = await call('/featured/announcement', 'admin', { method: 'PUT', json: { announcement_id: before[0], sequence: before.length } });
    const order = (moved.body as unknown as { announcement_id: number; sequence: number }[]).map((e) => e.announcement_id);
    expect(order).toEqual([...before.slice(1), before[0]]);
    const removed = await call('/featured/announcement', 'admin', { method: 'DELETE', json: { announcement_id: before[1] } });
    const after = removed.body as unknown as { announcement_id: number; sequence: number }[];
    expect(after.map((e) => e.announcement_id)).toEqual([...before.slice(2), before[0]]);
    expect(after.map((e) => e.sequence)).toEqual(after.map((_, i) => i + 1));
    expect((await call('/featured/announcement', 'admin', { method: 'DELETE', json: { announcement_id: before[1] } })).status).toBe(404);
    expect((await call('/featured/announcement', 'vendedor', { method: 'PUT', json: { announcement_id: before[0], sequence: 1 } })).status).toBe(401);
  });
});

describe('Excel template, export and import', () => {
  it('serves the template as a real .xlsx with the import columns and the valid products and units', async () => {
    const response = await fetch(`${API}/announcement-export/example`, { headers: auth('admin') });
    expect(response.headers.get('content-type')).toBe(XLSX_MIME);
    expect(response.headers.get('content-disposition')).toContain('filename="modelo-importacao-anuncios.xlsx"');
    const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array' });
    expect(book.SheetNames).toEqual(['Anúncios', 'Instruções', 'Produtos', 'Unidades']);
    expect(XLSX.utils.sheet_to_json(book.Sheets['Anúncios']!, { header: 1 })).toEqual([HEADER]);
    const products = XLSX.utils.sheet_to_json<string[]>(book.Sheets['Produtos']!, { header: 1 }).slice(1).map((r) => r[0]);
    expect(products).toHaveLength(db.products.length);
  });

  it("states the real ranges of quantity and price in the template's instructions", async () => {
    const response = await fetch(`${API}/announcement-export/example`, { headers: auth('admin') });
    const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array' });
    const help = XLSX.utils.sheet_to_json<string[]>(book.Sheets['Instruções']!, { header: 1 });
    expect(help).toContainEqual(['Quantidade', 'Sim', 'Número maior que zero, até 999.999.999.']);
    expect(help).toContainEqual(['Preço unitário (R$)', 'Sim', 'Valor de R$\u00a00,01 a R$\u00a0999.999.999,99, ex.: 1.234,50.']);
  });

  it('exports every announcement for an admin (filters apply) and only their own for a seller', async () => {
    const response = await fetch(`${API}/announcement-export?status=APPROVED`, { headers: auth('admin') });
    expect(response.headers.get('content-disposition')).toMatch(/filename="anuncios-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!);
    expect(rows).toHaveLength(db.announcements.filter((a) => a.status === 'APPROVED').length);
    expect(rows[0]).toMatchObject({ Status: 'Aprovado' });
    const mine = await fetch(`${API}/announcement-export`, { headers: auth('vendedor') });
    const sellerRows = XLSX.utils.sheet_to_json<Record<string, unknown>>(XLSX.read(new Uint8Array(await mine.arrayBuffer())).Sheets['Anúncios']!);
    expect(sellerRows.length).toBe(db.announcements.filter((a) => [1, 13].includes(a.companyId)).length);
  });

  it('imports the good rows as APPROVED announcements and reports the refused ones per row', async () => {
    const bytes = workbook([
      HEADER,
      ['Chapa de aço — lote A', 'Sobra de produção', 'Chapa de aço carbono SAE 1020', 10, 't', 5100.5, '10/12/2026', '01310-100', 'São Paulo', 'SP'],
      ['Tubo inox — lote B', '', 'tubo de aco inox 304', '1.500', 'Metro', '89,90', '', '', 'Campinas', 'sp'],
      [],
      ['Produto que não existe', '', 'Unobtainium', 10, 'kg', 10, '', '', 'Recife', 'PE'],
      ['Sem quantidade nenhuma', '', 'Cimento CP II-E-32', '', 'pallet', 'caro', '', '', 'Recife', 'PE'],
      ['Unidade errada aqui', '', 'Cimento CP II-E-32', -5, 'barril', 0, '31/02/2026', '123', '', 'XX'],
    ]);
    const answer = await call('/admin/announcement/import', 'admin', { method: 'POST', body: importForm(bytes) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ total: 5, created: 2 });
    expect(answer.body.refused).toEqual([
      { row: 5, errors: ['Produto desconhecido: "Unobtainium".'] },
      { row: 6, errors: ['Quantidade ausente.', 'Preço inválido: informe um valor de R$\u00a00,01 a R$\u00a0999.999.999,99.'] },
      {
        row: 7,
        errors: [
          'Quantidade inválida: informe um número maior que zero, até 999.999.999.',
          'Unidade desconhecida: "barril".',
          'Preço inválido: informe um valor de R$\u00a00,01 a R$\u00a0999.999.999,99.',
          'Data de disponibilidade inválida (use dd/mm/aaaa).',
          'CEP inválido: informe 8 dígitos.',
          'Cidade ausente.',
          'UF inválida: "XX".',
        ],
      },
    ]);
    const [a, b] = (answer.body.createdIds as number[]).map((id) => db.announcements.find((x) => x.id === id)!);
    expect(a).toMatchObject({ companyId: 1, productId: 1, quantity: 10, unitPrice: 5100.5, status: 'APPROVED', availableFrom: '2026-12-10T03:00:00.000Z' });
    expect(a!.location).toMatchObject({ zipCode: '01310100', city: 'São Paulo', uf: 'SP' });
    expect(b).toMatchObject({ productId: 3, quantity: 1500, unitPrice: 89.9, unitIndex: db.units.find((u) => u.name === 'm')!.index });
    expect(b!.location.uf).toBe('SP');
    expect(idsOf(await call('/announcement/showcase?take=100&search=lote%20B', 'comprador'))).toContain(b!.id);
  });

  it('refuses a non-spreadsheet, a corrupt .xlsx, an empty sheet, a sheet without the columns, and a company that cannot publish', async () => {
    const post = (form: FormData) => call('/admin/announcement/import', 'admin', { method: 'POST', body: form });
    expect((await post(importForm('a,b,c', { type: 'text/csv', name: 'x.csv' }))).body.message).toBe('InvalidSpreadsheet');
    const corrupt = workbook([HEADER, ['x']]).slice(0, 200);
    expect((await post(importForm(corrupt))).body.message).toBe('SpreadsheetUnreadable');
    expect((await post(importForm('isto não é uma planilha'))).body.message).toBe('SpreadsheetUnreadable');
    expect((await post(importForm(workbook([HEADER])))).body.message).toBe('SpreadsheetEmpty');
    expect((await post(importForm(workbook([['Título', 'Quantidade'], ['abc', 1]])))).body.message).toBe('SpreadsheetMissingColumns');
    // A company that cannot publish is refused for what it is (issue 29): 7 is pending, 10 inactive, 11 rejected.
    expect((await post(importForm(workbook([HEADER]), { company: '7' }))).body.message).toBe('CompanyPending');
    expect((await post(importForm(workbook([HEADER]), { company: '10' }))).body.message).toBe('CompanyInactive');
    expect((await post(importForm(workbook([HEADER]), { company: '11' }))).body.message).toBe('CompanyRejected');
    expect((await call('/admin/announcement/import', 'vendedor', { method: 'POST', body: importForm(workbook([HEADER])) })).status).toBe(401);
  });

  it('takes the company in plain digits only: other notations are a 400 naming it, not company 1', async () => {
    const post = (form: FormData) => call('/admin/announcement/import', 'admin', { method: 'POST', body: form });
    const sheet = workbook([HEADER, ['Chapa de aço — lote Z', '', 'Chapa de aço carbono SAE 1020', 10, 't', 5100.5, '', '', 'Santos', 'SP']]);
    const before = db.announcements.length;
    for (const company of ['1e0', '0x1', '+1', ' 1', '1 ', '1.0', '0b1', 'abc', '-1', '0', '99999999999999999999']) {
      const { status, body } = await post(importForm(sheet, { company }));
      expect({ company, status }).toEqual({ company, status: 400 });
      expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(/^company: /) });
    }
    const withoutCompany = new FormData();
    withoutCompany.append('file', new File([sheet as BlobPart], 'anuncios.xlsx', { type: XLSX_MIME }));
    expect((await post(withoutCompany)).body).toMatchObject({ statusCode: 400, message: 'company: Required' });
    expect((await post(importForm(sheet, { company: '' }))).body).toMatchObject({ statusCode: 400, message: 'company: Required' });
    expect(db.announcements).toHaveLength(before);
    expect((await post(importForm(sheet, { company: '1' }))).body).toMatchObject({ total: 1, created: 1 });
  });
});
