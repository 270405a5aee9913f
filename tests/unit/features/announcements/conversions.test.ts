import fc from 'fast-check';
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { announcementBodySchema, FORM_MESSAGES } from '@/features/announcements/bodies';
import type { Announcement } from '@/features/announcements/api';
import { normalizeHeader, parseNumber, parseSheetDate } from '@/features/announcements/import/cells';
import { IMPORT_COLUMNS, validateSheet, type ImportCatalog } from '@/features/announcements/import/rows';
import { MONEY_MAX, MONEY_MIN, MONEY_TOO_BIG, QUANTITY_MAX, QUANTITY_TOO_BIG } from '@/lib/validators/common';
import { hasSpreadsheetSignature, parseWorkbook, readSheetRows, WorkbookError } from '@/features/announcements/import/workbook';
import { emptyAnnouncementForm, fromAnnouncement, toAdminAnnouncementBody, toAnnouncementBody } from '@/features/announcements/form-values';
import { announcementFormSchema, announcementFormSchemaFor, type AnnouncementFormValues } from '@/features/announcements/schemas';

const announcement: Announcement = {
  id: 7,
  status: 'REJECTED',
  featured: false,
  title: 'Chapa de aço SAE 1020 — ponta de estoque',
  description: 'Chapas de 6 mm armazenadas em galpão coberto.',
  quantity: 12.5,
  reservedQuantity: 0,
  availableQuantity: 12.5,
  unitPrice: 5200.4,
  unit: { index: 2, name: 't' },
  product: { id: 1, name: 'Chapa de aço carbono SAE 1020' },
  company: { id: 1, companyName: 'Metalúrgica Horizonte Ltda', tradeName: 'Horizonte Metais', city: 'São Paulo', uf: 'SP' },
  city: 'Campinas',
  uf: 'SP',
  photoUrl: 'http://localhost:4000/file/1/chapa.webp',
  availableFrom: '2026-12-01T03:00:00.000Z',
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-02T12:00:00.000Z',
  location: { zipCode: '13015904', street: 'Avenida Francisco Glicério', number: '455', complement: 'Galpão 3', neighborhood: 'Centro', city: 'Campinas', uf: 'SP' },
  files: [
    { id: 1, type: 'PHOTO', url: 'http://localhost:4000/file/1/chapa.webp', mimetype: 'image/webp', name: 'chapa.webp' },
    { id: 9, type: 'REPORT', url: 'http://localhost:4000/file/9/laudo.pdf', mimetype: 'application/pdf', name: 'laudo.pdf' },
  ],
  segments: [{ index: 1, name: 'Metalurgia' }],
  categories: [{ id: 1, name: 'Aço e metais' }],
  rejectionReason: 'Fotos ilegíveis.',
};

describe('announcement form ↔ API', () => {
  it('round-trips an announcement through the form into the body', () => {
    const values = fromAnnouncement(announcement);
    expect(values).toMatchObject({ companyId: 1, productId: 1, unitIndex: 2, status: 'REJECTED', rejectionReason: 'Fotos ilegíveis.' });
    const parsed = announcementFormSchema.parse(values);
    expect(toAnnouncementBody(parsed)).toEqual({
      companyId: 1,
      productId: 1,
      unitIndex: 2,
      title: announcement.title,
      description: announcement.description,
      quantity: 12.5,
      unitPrice: 5200.4,
      availableFrom: '2026-12-01T03:00:00.000Z',
      location: announcement.location,
      files: [
        { id: 1, type: 'PHOTO' },
        { id: 9, type: 'REPORT' },
      ],
    });
    // The seller's body never carries the status; the admin's does (and the reason only when rejecting).
    expect(toAnnouncementBody(parsed)).not.toHaveProperty('status');
    expect(toAdminAnnouncementBody(parsed)).toMatchObject({ status: 'REJECTED', rejectionReason: 'Fotos ilegíveis.' });
    expect(toAdminAnnouncementBody({ ...parsed, status: 'APPROVED' })).not.toHaveProperty('rejectionReason');
  });

  it('rounds any price to cents', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e7, noNaN: true }), (price) => {
        const body = toAnnouncementBody(announcementFormSchema.parse({ ...fromAnnouncement(announcement), unitPrice: price }));
        expect(Math.abs(body.unitPrice - price)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Math.round(body.unitPrice * 100) / 100).toBe(body.unitPrice);
      }),
    );
  });

  it('takes only the prices and quantities the API takes, saying why in pt-BR', () => {
    const form = fromAnnouncement(announcement);
    const issues = (values: Partial<AnnouncementFormValues>) =>
      announcementFormSchema.safeParse({ ...form, ...values }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ quantity: 1e308, unitPrice: 1e308 })).toEqual([
      ['quantity', QUANTITY_TOO_BIG],
      ['unitPrice', MONEY_TOO_BIG],
    ]);
    expect(issues({ unitPrice: MONEY_MAX + 0.01 })).toEqual([['unitPrice', MONEY_TOO_BIG]]);
    expect(issues({ unitPrice: 0.004 })).toEqual([['unitPrice', FORM_MESSAGES.pricePositive]]);
    expect(issues({ quantity: QUANTITY_MAX, unitPrice: MONEY_MAX })).toBeUndefined();
    expect(issues({ unitPrice: 0.01 })).toBeUndefined();
    // Whatever amount the form passes, the API takes.
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), fc.double({ min: 0, max: 1e12, noNaN: true }), (unitPrice, quantity) => {
        const parsed = announcementFormSchema.safeParse({ ...form, unitPrice, quantity });
        if (parsed.success) expect(announcementBodySchema.safeParse(toAnnouncementBody(parsed.data)).success).toBe(true);
      }),
    );
  });

  it('gives a pt-BR message per field for an empty form, a negative quantity, a zero price and no photo', () => {
    const empty = announcementFormSchema.safeParse(emptyAnnouncementForm(new Date(2026, 10, 22)));
    expect(empty.success).toBe(false);
    const messages = Object.fromEntries(empty.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      companyId: FORM_MESSAGES.company,
      productId: FORM_MESSAGES.product,
      unitIndex: FORM_MESSAGES.unit,
      title: FORM_MESSAGES.title,
      quantity: FORM_MESSAGES.quantity,
      unitPrice: FORM_MESSAGES.price,
      files: FORM_MESSAGES.photo,
      'location.uf': FORM_MESSAGES.uf,
    });
    const bad: AnnouncementFormValues = { ...fromAnnouncement(announcement), quantity: -3, unitPrice: 0, files: [announcement.files[1]!] };
    const issues = announcementFormSchema.safeParse(bad).error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['quantity', FORM_MESSAGES.quantityPositive],
        ['unitPrice', FORM_MESSAGES.pricePositive],
        ['files', FORM_MESSAGES.photo],
      ]),
    );
    const rejected = announcementFormSchema.safeParse({ ...fromAnnouncement(announcement), rejectionReason: '' });
    expect(rejected.error!.issues.map((i) => i.path.join('.'))).toEqual(['rejectionReason']);
  });

  it('refuses decimals in a unit that counts whole things, under the quantity, as the catalogue names the unit', () => {
    const units = new Map([[2, 't'], [5, 'un']]);
    const schema = announcementFormSchemaFor((index) => units.get(index));
    const values = { ...fromAnnouncement(announcement), quantity: 2.5 };
    expect(schema.safeParse({ ...values, unitIndex: 2 }).success).toBe(true);
    const whole = schema.safeParse({ ...values, unitIndex: 5 });
    expect(whole.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['quantity', 'A unidade “un” não aceita casas decimais.']]);
    // A unit the catalogue has not named (yet) is not held against the quantity.
    expect(schema.safeParse({ ...values, unitIndex: 9 }).success).toBe(true);
  });

  it("holds the pickup address to the API's limits with pt-BR messages, so what the form passes the API takes", () => {
    const form = fromAnnouncement(announcement);
    const long = { ...form, location: { ...form.location, number: 'S/N - Galpão 3, Bloco B', street: 'R'.repeat(201), city: 'C'.repeat(121) } };
    const issues = announcementFormSchema.safeParse(long).error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['location.street', 'Use no máximo 200 caracteres.'],
      ['location.number', 'Use no máximo 20 caracteres.'],
      ['location.city', 'Use no máximo 120 caracteres.'],
    ]);
    // A status the form does not know (one the API added later) says what to do, in pt-BR.
    const unknownStatus = announcementFormSchema.safeParse({ ...form, status: 'ARCHIVED' as AnnouncementFormValues['status'] });
    expect(unknownStatus.error!.issues.map((i) => i.message)).toEqual(['Selecione o status.']);
    const atLimit = { ...form, location: { ...form.location, number: 'N'.repeat(20), street: 'R'.repeat(200), complement: 'X'.repeat(120) } };
    expect(announcementBodySchema.safeParse(toAnnouncementBody(announcementFormSchema.parse(atLimit))).success).toBe(true);
  });
});

const catalog: ImportCatalog = {
  products: [
    { id: 1, name: 'Chapa de aço carbono SAE 1020' },
    { id: 13, name: 'Cimento CP II-E-32' },
  ],
  units: [
    { index: 1, name: 'kg', description: 'Quilograma' },
    { index: 3, name: 'm', description: 'Metro' },
    { index: 4, name: 'm²', description: 'Metro quadrado' },
    { index: 9, name: 'pallet', description: 'Pallet' },
  ],
};
const HEADER = IMPORT_COLUMNS.map((c) => c.header);

describe('import rows', () => {
  it('reads pt-BR and plain numbers, and refuses anything else', () => {
    expect(parseNumber('1.500')).toBe(1500);
    expect(parseNumber('1.234,56')).toBe(1234.56);
    expect(parseNumber('R$ 12,90')).toBe(12.9);
    expect(parseNumber('12.5')).toBe(12.5);
    expect(parseNumber(7)).toBe(7);
    for (const junk of ['', 'caro', '12,3,4', '1.2.3,4,5', null, true]) expect(parseNumber(junk)).toBeNaN();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const text = `${whole.toLocaleString('pt-BR')},${String(cents).padStart(2, '0')}`;
        expect(parseNumber(text)).toBeCloseTo(whole + cents / 100, 6);
      }),
    );
  });

  it('reads dates as Excel serials, dd/mm/aaaa or aaaa-mm-dd; empty is null, impossible dates are invalid', () => {
    expect(parseSheetDate(46366)).toBe('2026/12/10');
    expect(parseSheetDate('10/12/2026')).toBe('2026/12/10');
    expect(parseSheetDate('2026-12-10')).toBe('2026/12/10');
    expect(parseSheetDate('')).toBeNull();
    expect(parseSheetDate(null)).toBeNull();
    expect(parseSheetDate('31/02/2026')).toBeUndefined();
    expect(parseSheetDate('amanhã')).toBeUndefined();
  });

  it('matches headers without accents, case or notes', () => {
    expect(normalizeHeader('PREÇO UNITÁRIO (R$)')).toBe(normalizeHeader('Preço unitário'));
  });

  it('validates each row against the catalogue, skips blank rows and keeps spreadsheet row numbers', () => {
    const sheet = validateSheet(
      [
        HEADER,
        ['Lote de chapas', '', 'chapa de aco carbono sae 1020', 5, 'Quilograma', '1.234,50', '', '01310-100', 'São Paulo', 'sp'],
        [],
        ['Cimento', '', 'Cimento CP II-E-32', 'muito', 'barril', 0, '', '', '', 'ZZ'],
      ],
      catalog,
    );
    expect(sheet.problem).toBeNull();
    expect(sheet.rows.map((r) => r.row)).toEqual([2, 4]);
    expect(sheet.rows[0]!.data).toEqual({
      title: 'Lote de chapas',
      description: '',
      productId: 1,
      unitIndex: 1,
      quantity: 5,
      unitPrice: 1234.5,
      availableFrom: null,
      zipCode: '01310100',
      city: 'São Paulo',
      uf: 'SP',
    });
    expect(sheet.rows[1]!.data).toBeNull();
    expect(sheet.rows[1]!.errors).toEqual([
      'Quantidade inválida: informe um número maior que zero, até 999.999.999.',
      'Unidade desconhecida: "barril".',
      'Preço inválido: informe um valor de R$\u00a00,01 a R$\u00a0999.999.999,99.',
      'Cidade ausente.',
      'UF inválida: "ZZ".',
    ]);
  });

  it('refuses a price or a quantity the API would not store: below a cent, above the maximum', () => {
    const row = (quantity: unknown, unitPrice: unknown) => [HEADER, ['Lote de chapas', '', 'Chapa de aço carbono SAE 1020', quantity, 'kg', unitPrice, '', '', 'São Paulo', 'SP']];
    const errors = (quantity: unknown, unitPrice: unknown) => validateSheet(row(quantity, unitPrice), catalog).rows[0]!.errors;
    const tooMuch = ['Quantidade inválida: o máximo é 999.999.999.', 'Preço inválido: o máximo é R$\u00a0999.999.999,99.'];
    expect(errors(1e308, 1e308)).toEqual(tooMuch);
    expect(errors(1e12, 1e12)).toEqual(tooMuch);
    expect(errors(QUANTITY_MAX + 1, '1.000.000.000,00')).toEqual(tooMuch);
    expect(errors('1.000.000.000', '999.999.999,994')).toEqual(tooMuch);
    expect(errors(1, MONEY_MAX + 0.01)).toEqual(['Preço inválido: o máximo é R$\u00a0999.999.999,99.']);
    expect(errors(1, '0,004')).toEqual(['Preço inválido: o mínimo é R$\u00a00,01.']);
    expect(errors(1, 0.001)).toEqual(['Preço inválido: o mínimo é R$\u00a00,01.']);
    expect(errors(0, 0)).toEqual([
      'Quantidade inválida: informe um número maior que zero, até 999.999.999.',
      'Preço inválido: informe um valor de R$\u00a00,01 a R$\u00a0999.999.999,99.',
    ]);
    const limits = validateSheet(row(QUANTITY_MAX, MONEY_MAX), catalog).rows[0]!;
    expect(limits.data).toMatchObject({ quantity: QUANTITY_MAX, unitPrice: MONEY_MAX });
    const asText = validateSheet(row('999.999.999', '999.999.999,99'), catalog).rows[0]!;
    expect(asText.data).toMatchObject({ quantity: QUANTITY_MAX, unitPrice: MONEY_MAX });
    expect(validateSheet(row(1, '0,01'), catalog).rows[0]!.data).toMatchObject({ unitPrice: MONEY_MIN });
  });

  it("states the real ranges in the template's help, built from the limits", () => {
    const help = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, c.help]));
    expect(help.quantity).toBe('Número maior que zero, até 999.999.999.');
    expect(help.unitPrice).toBe('Valor de R$\u00a00,01 a R$\u00a0999.999.999,99, ex.: 1.234,50.');
  });

  it('says when the sheet is empty or misses required columns', () => {
    expect(validateSheet([], catalog).problem).toBe('empty');
    expect(validateSheet([HEADER, [], []], catalog).problem).toBe('empty');
    const missing = validateSheet([['Título', 'Quantidade'], ['x', 1]], catalog);
    expect(missing).toMatchObject({ problem: 'missing-columns', missingColumns: ['Produto', 'Unidade', 'Preço unitário (R$)', 'Cidade', 'UF'] });
  });

  it('reads a real workbook (the "Anúncios" sheet) and refuses bytes that are not a spreadsheet', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['instruções']]), 'Leia-me');
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER, ['Chapas', '', 'Chapa de aço carbono SAE 1020', 2, 'kg', 10, 46366, 1310100, 'São Paulo', 'SP']]), 'Anúncios');
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    expect(hasSpreadsheetSignature(bytes)).toBe(true);
    const sheet = parseWorkbook(XLSX, bytes, catalog);
    expect(sheet.rows[0]!.data).toMatchObject({ availableFrom: '2026/12/10', zipCode: '01310100' });
    expect(() => readSheetRows(XLSX, new TextEncoder().encode('a;b;c\n1;2;3'))).toThrow(WorkbookError);
    expect(() => readSheetRows(XLSX, bytes.slice(0, 100))).toThrow(WorkbookError);
  });

  it('reads the cells a sheet has, not the range it declares (A1:J200000 around two rows), and keeps row numbers', () => {
    const sheet = XLSX.utils.aoa_to_sheet([]);
    XLSX.utils.sheet_add_aoa(sheet, [HEADER, ['Chapas', '', 'Chapa de aço carbono SAE 1020', 2, 'kg', 10, 46366, 1310100, 'São Paulo', 'SP']], { origin: 'A3' });
    sheet['!ref'] = 'A1:J200000'; // files in the wild declare up to A1:XFD1048576
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Anúncios');
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const rows = readSheetRows(XLSX, bytes);
    expect(rows).toHaveLength(4); // two blank rows above the header, then the header and one row
    expect(rows[2]).toEqual(HEADER);
    expect(parseWorkbook(XLSX, bytes, catalog).rows.map((row) => row.row)).toEqual([4]);
  });
});
