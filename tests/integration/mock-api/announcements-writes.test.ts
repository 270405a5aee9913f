// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type AnnouncementBody } from '@/features/announcements/api';
import { createSeed } from '@/mocks/db/seed';
import { db } from '@/mocks/db/store';
import { MONEY_MAX, QUANTITY_MAX } from '@/lib/validators/common';
import { call, idsOf, pdfId, seller, validBody } from './announcements-setup';
import { mockOnly, type Who } from './helpers';

mockOnly("its bodies attach files it puts straight into the mock's store");

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
