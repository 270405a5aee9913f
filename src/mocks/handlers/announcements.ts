import { REJECTION_REASON_MIN } from '@/lib/validators/common';
import {
  adminAnnouncementBodySchema,
  adminAnnouncementUpdateSchema,
  announcementBodySchema,
  announcementStatusSchema,
  SPREADSHEET_MIMES,
  UFS,
  XLSX_MIME,
  type Announcement,
  type AnnouncementBody,
  type AnnouncementSummary,
  type ImportResult,
} from '@/features/announcements/api';
import { IMPORT_COLUMNS, SHEET_PROBLEM_CODES, type ImportCatalog } from '@/features/announcements/import/rows';
import { parseWorkbook, WorkbookError, type XlsxModule } from '@/features/announcements/import/workbook';
import type { ProductRecord, UnitRecord } from '../db/catalogue';
import type { AnnouncementRecord } from '../db/announcements';
import { db, nextId, now } from '../db/store';
import type { AccountRecord, CompanyRecord, FileRecord } from '../db/types';
import { requireAccount, requireAdmin } from '../lib/auth';
import { badRequest, notFound, unauthorized } from '../lib/errors';
import { idParam, readBody, route } from '../lib/http';
import { createdPeriod, enumFilter, enumFilters, normalize, paginate, sortItems, YES_NO } from '../lib/list';
import { checkQuantityFitsUnit, idField } from '../lib/numbers';
import { saoPauloDay } from '@/lib/days';
import { bodyDateToIso } from '../lib/brasilia';
import { attachment, cellWidth, dateCell, dateTimeCell, loadXlsx, moneyCell, sheetFromRows } from '../lib/xlsx';
import { interestCounts, withInterestCount } from './announcement-interests';
import { isMember } from './companies';
import { checkMayAttach, type AttachContext } from './file-rules';
import { fileLink } from '../lib/file-links';

/**
 * Announcements (SPEC.md §7, DESIGN.md §8): the showcase shows only APPROVED announcements of
 * APPROVED companies; a seller's create or edit leaves the announcement PENDING (and takes it out
 * of the featured list); admins approve, reject (with a reason), create and edit; real .xlsx
 * template, export and import.
 */

// ---------------------------------------------------------------- joins and shapes

export interface Joins {
  companies: Map<number, CompanyRecord>;
  products: Map<number, ProductRecord>;
  units: Map<number, UnitRecord>;
  files: Map<number, FileRecord>;
  featured: Set<number>;
}

export function joins(): Joins {
  return {
    companies: new Map(db.companies.map((c) => [c.id, c])),
    products: new Map(db.products.map((p) => [p.id, p])),
    units: new Map(db.units.map((u) => [u.index, u])),
    files: new Map(db.files.map((f) => [f.id, f])),
    featured: new Set(db.featured.map((f) => f.announcementId)),
  };
}

const MISSING = '—';

export function toAnnouncementSummary(record: AnnouncementRecord, j: Joins = joins()): AnnouncementSummary {
  const company = j.companies.get(record.companyId);
  const product = j.products.get(record.productId);
  const unit = j.units.get(record.unitIndex);
  const photo = record.files.find((f) => f.type === 'PHOTO' && j.files.has(f.fileId));
  return {
    id: record.id,
    status: record.status,
    featured: j.featured.has(record.id),
    title: record.title,
    quantity: record.quantity,
    unitPrice: record.unitPrice,
    unit: { index: record.unitIndex, name: unit?.name ?? MISSING },
    product: { id: record.productId, name: product?.name ?? MISSING },
    company: { id: record.companyId, companyName: company?.companyName ?? MISSING, tradeName: company?.tradeName ?? MISSING },
    city: record.location.city,
    uf: record.location.uf,
    // Signed unless published: only callers allowed to see the announcement get it (file-links.ts).
    photoUrl: photo ? fileLink(j.files.get(photo.fileId)!, isPublic(record, j)) : null,
    availableFrom: record.availableFrom,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export function toAnnouncement(record: AnnouncementRecord, j: Joins = joins()): Announcement {
  const summary = toAnnouncementSummary(record, j);
  const company = j.companies.get(record.companyId);
  const product = j.products.get(record.productId);
  return {
    ...summary,
    description: record.description,
    location: { ...record.location },
    files: record.files.flatMap(({ fileId, type }) => {
      const file = j.files.get(fileId);
      return file ? [{ id: file.id, type, url: fileLink(file, isPublic(record, j)), mimetype: file.mimetype, name: file.name }] : [];
    }),
    segments: (product?.segmentsIndex ?? []).flatMap((index) => {
      const segment = db.segments.find((s) => s.index === index);
      return segment ? [{ index, name: segment.name }] : [];
    }),
    categories: (product?.categories ?? []).flatMap(({ categoryId }) => {
      const category = db.categories.find((c) => c.id === categoryId);
      return category ? [{ id: categoryId, name: category.name }] : [];
    }),
    company: {
      ...summary.company,
      city: company?.address.city ?? '',
      uf: company?.address.uf ?? '',
    },
    rejectionReason: record.rejectionReason,
  };
}

// ---------------------------------------------------------------- filters

/** Normalised text of a record for `search`, cached until the record changes. */
const searchCache = new WeakMap<AnnouncementRecord, { stamp: string; text: string }>();

function searchText(record: AnnouncementRecord, j: Joins): string {
  const company = j.companies.get(record.companyId);
  const stamp = `${record.updatedAt}|${record.title}|${record.productId}|${record.companyId}|${record.location.city}`;
  const cached = searchCache.get(record);
  if (cached?.stamp === stamp) return cached.text;
  const text = normalize(
    [record.title, record.description, j.products.get(record.productId)?.name, company?.companyName, company?.tradeName, record.location.city].join(' '),
  );
  searchCache.set(record, { stamp, text });
  return text;
}

const num = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * The filters every list takes: `search` (title, description, product, company, city), `segment`,
 * `category`, `product`, `company`, `uf`, `status` (several), `featured` (TRUE/FALSE),
 * `createdFrom` / `createdTo` (the creation period, see `createdPeriod`). An unknown `uf`,
 * `status` or `featured` is a 400 (`enumFilter`).
 */
export function filterAnnouncements(items: readonly AnnouncementRecord[], query: URLSearchParams, j: Joins): AnnouncementRecord[] {
  const search = query.get('search')?.trim();
  const q = search ? normalize(search) : '';
  const segment = num(query.get('segment'));
  const category = num(query.get('category'));
  const product = num(query.get('product'));
  const company = num(query.get('company'));
  const uf = enumFilter(query, 'uf', UFS, { anyCase: true });
  const statuses = enumFilters(query, 'status', announcementStatusSchema.options);
  const featured = enumFilter(query, 'featured', YES_NO, { anyCase: true });
  const created = createdPeriod(query);
  return items.filter((a) => {
    if (statuses.length && !statuses.includes(a.status)) return false;
    if (!created(a.createdAt)) return false;
    if (product !== undefined && a.productId !== product) return false;
    if (company !== undefined && a.companyId !== company) return false;
    if (uf && a.location.uf !== uf) return false;
    if (featured === 'TRUE' && !j.featured.has(a.id)) return false;
    if (featured === 'FALSE' && j.featured.has(a.id)) return false;
    if (segment !== undefined || category !== undefined) {
      const p = j.products.get(a.productId);
      if (segment !== undefined && !p?.segmentsIndex.includes(segment)) return false;
      if (category !== undefined && !p?.categories.some((c) => c.categoryId === category)) return false;
    }
    if (q && !searchText(a, j).includes(q)) return false;
    return true;
  });
}

const newestFirst = (a: AnnouncementRecord, b: AnnouncementRecord) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

function sortAnnouncements(items: AnnouncementRecord[], query: URLSearchParams, j: Joins): AnnouncementRecord[] {
  items.sort(newestFirst);
  return sortItems(items, query, {
    createdAt: (a) => a.createdAt,
    updatedAt: (a) => a.updatedAt,
    availableFrom: (a) => a.availableFrom,
    title: (a) => a.title,
    unitPrice: (a) => a.unitPrice,
    quantity: (a) => a.quantity,
    status: (a) => a.status,
    company: (a) => j.companies.get(a.companyId)?.companyName,
    product: (a) => j.products.get(a.productId)?.name,
    city: (a) => a.location.city,
  });
}

function listPage(items: readonly AnnouncementRecord[], query: URLSearchParams, j: Joins) {
  const page = paginate(sortAnnouncements(filterAnnouncements(items, query, j), query, j), query);
  return { data: page.data.map((a) => toAnnouncementSummary(a, j)), meta: page.meta };
}

/** APPROVED announcements of APPROVED companies: what buyers may see. */
export function isPublic(record: AnnouncementRecord, j: Joins): boolean {
  return record.status === 'APPROVED' && j.companies.get(record.companyId)?.status === 'APPROVED';
}

/**
 * Public and not sold out: what the showcase and the featured list offer. A sold-out announcement
 * (quantity 0, lowered by finished negotiations) stays readable at its address, as 'Esgotado'.
 */
export function isListed(record: AnnouncementRecord, j: Joins): boolean {
  return record.quantity > 0 && isPublic(record, j);
}

// ---------------------------------------------------------------- rules

function findAnnouncement(id: number): AnnouncementRecord {
  const found = db.announcements.find((a) => a.id === id);
  if (!found) throw notFound('Not Found');
  return found;
}

function memberOf(companyId: number, account: AccountRecord): boolean {
  const company = db.companies.find((c) => c.id === companyId);
  return !!company && isMember(company, account);
}

/** A company that may publish: it exists (404) and is APPROVED ('CompanyNotApproved'). */
function publishingCompany(companyId: number): CompanyRecord {
  const company = db.companies.find((c) => c.id === companyId);
  if (!company) throw notFound('Not Found');
  if (company.status !== 'APPROVED') throw badRequest('CompanyNotApproved');
  return company;
}

/**
 * The import's company check: as publishingCompany, but a company that cannot publish is refused
 * for what it is (`CompanyPending`, `CompanyRejected`, `CompanyInactive`), so the admin reads why.
 */
const IMPORT_REFUSALS = { PENDING: 'CompanyPending', REJECTED: 'CompanyRejected', INACTIVE: 'CompanyInactive' } as const;
function importingCompany(companyId: number): CompanyRecord {
  const company = db.companies.find((c) => c.id === companyId);
  if (company && company.status !== 'APPROVED') throw badRequest(IMPORT_REFUSALS[company.status]);
  return publishingCompany(companyId);
}

function checkCatalogue(productId: number | undefined, unitIndex: number | undefined, quantity?: number): void {
  if (productId !== undefined && !db.products.some((p) => p.id === productId)) throw badRequest('ProductNotFound');
  if (unitIndex !== undefined && !db.units.some((u) => u.index === unitIndex)) throw badRequest('UnitNotFound');
  checkQuantityFitsUnit(quantity, unitIndex);
}

/** Every file exists and the caller may attach it (FileNotOwned); at least one photo, and photos are images. */
function checkFiles(files: AnnouncementBody['files'], attach: AttachContext): AnnouncementRecord['files'] {
  const out: AnnouncementRecord['files'] = [];
  for (const ref of files) {
    const file = db.files.find((f) => f.id === ref.id);
    if (!file) throw badRequest('FileNotFound');
    checkMayAttach(file, attach);
    if (ref.type === 'PHOTO' && !file.mimetype.startsWith('image/')) throw badRequest('PhotoMustBeImage');
    if (!out.some((f) => f.fileId === ref.id)) out.push({ fileId: ref.id, type: ref.type });
  }
  if (!out.some((f) => f.type === 'PHOTO')) throw badRequest('AnnouncementPhotoRequired');
  return out;
}

type RecordFields = Pick<
  AnnouncementRecord,
  'companyId' | 'productId' | 'unitIndex' | 'title' | 'description' | 'quantity' | 'unitPrice' | 'availableFrom' | 'location'
>;

function toRecordFields(body: ReturnType<typeof announcementBodySchema.parse>): RecordFields {
  return {
    companyId: body.companyId,
    productId: body.productId,
    unitIndex: body.unitIndex,
    title: body.title,
    description: body.description,
    quantity: body.quantity,
    unitPrice: Math.round(body.unitPrice * 100) / 100,
    availableFrom: bodyDateToIso(body.availableFrom, 'availableFrom'),
    location: { ...body.location },
  };
}

/** Takes an announcement out of the featured list; the others close up (dense sequence). */
export function unfeature(announcementId: number): boolean {
  const before = db.featured.length;
  db.featured = db.featured.filter((f) => f.announcementId !== announcementId);
  db.featured.sort((a, b) => a.sequence - b.sequence).forEach((f, i) => (f.sequence = i + 1));
  return db.featured.length !== before;
}

function create(fields: RecordFields, files: AnnouncementRecord['files'], status: AnnouncementRecord['status'], by: AccountRecord, reason: string | null = null) {
  const stamp = now();
  const record: AnnouncementRecord = {
    id: nextId('announcements'),
    ...fields,
    files,
    status,
    rejectionReason: status === 'REJECTED' ? reason : null,
    createdByAccountId: by.id,
    createdAt: stamp,
    updatedAt: stamp,
  };
  db.announcements.push(record);
  return record;
}

// ---------------------------------------------------------------- xlsx

function xlsxResponse(xlsx: XlsxModule, book: ReturnType<XlsxModule['utils']['book_new']>, fileName: string): Response {
  const buffer = xlsx.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
  return new Response(buffer, {
    status: 200,
    headers: { 'Content-Type': XLSX_MIME, 'Content-Disposition': attachment(fileName), 'Content-Length': String(buffer.byteLength) },
  });
}

const STATUS_LABELS: Record<AnnouncementRecord['status'], string> = { PENDING: 'Pendente', APPROVED: 'Aprovado', REJECTED: 'Reprovado' };

function catalogForImport(): ImportCatalog {
  return { products: db.products.map((p) => ({ id: p.id, name: p.name })), units: db.units.map((u) => ({ index: u.index, name: u.name, description: u.description })) };
}

// ---------------------------------------------------------------- handlers

export const announcementHandlers = [
  /** The showcase: APPROVED announcements of APPROVED companies, not sold out (`featured=FALSE` leaves the featured out). */
  route.get('/announcement/showcase', ({ request, query }) => {
    requireAccount(request);
    const j = joins();
    query.delete('status');
    query.delete('company');
    return listPage(
      db.announcements.filter((a) => isListed(a, j)),
      query,
      j,
    );
  }),

  /** The announcements of the caller's companies, in every status, each with its `interestCount`. */
  route.get('/announcement/me', ({ request, query }) => {
    const account = requireAccount(request);
    const j = joins();
    const mine = new Set(db.companies.filter((c) => isMember(c, account)).map((c) => c.id));
    const page = listPage(
      db.announcements.filter((a) => mine.has(a.companyId)),
      query,
      j,
    );
    const counts = interestCounts();
    return { ...page, data: page.data.map((a) => withInterestCount(a, counts)) };
  }),

  route.get('/admin/announcement', ({ request, query }) => {
    requireAdmin(request);
    return listPage(db.announcements, query, joins());
  }),

  /**
   * Public when APPROVED (sold out too); otherwise only for its company's members and admins (else
   * 404). A member also reads its `interestCount`.
   */
  route.get('/announcement/:id', ({ request, params }) => {
    const account = requireAccount(request);
    const record = findAnnouncement(idParam(params.id));
    const j = joins();
    const member = memberOf(record.companyId, account);
    if (!account.isAdmin && !isPublic(record, j) && !member) throw notFound('Not Found');
    const announcement = toAnnouncement(record, j);
    return member ? withInterestCount(announcement) : announcement;
  }),

  /** A seller publishes for one of their APPROVED companies: PENDING until an admin approves. */
  route.post('/announcement', async ({ request }) => {
    const account = requireAccount(request);
    const body = await readBody(request, announcementBodySchema);
    if (!memberOf(body.companyId, account)) throw unauthorized('Unauthorized');
    publishingCompany(body.companyId);
    checkCatalogue(body.productId, body.unitIndex, body.quantity);
    const files = checkFiles(body.files, { account, companyId: body.companyId });
    return toAnnouncement(create(toRecordFields(body), files, 'PENDING', account));
  }),

  /** A seller's edit: back to PENDING, out of the featured list. */
  route.put('/announcement/:id', async ({ request, params }) => {
    const account = requireAccount(request);
    const record = findAnnouncement(idParam(params.id));
    if (!memberOf(record.companyId, account)) throw notFound('Not Found');
    const body = await readBody(request, announcementBodySchema);
    if (!memberOf(body.companyId, account)) throw unauthorized('Unauthorized');
    publishingCompany(body.companyId);
    checkCatalogue(body.productId, body.unitIndex, body.quantity);
    const files = checkFiles(body.files, { account, companyId: body.companyId, record });
    Object.assign(record, toRecordFields(body), { files, status: 'PENDING', rejectionReason: null, updatedAt: now() });
    unfeature(record.id);
    return toAnnouncement(record);
  }),

  /** An admin publishes for any APPROVED company (APPROVED unless the body says otherwise). */
  route.post('/admin/announcement', async ({ request }) => {
    const admin = requireAdmin(request);
    const body = await readBody(request, adminAnnouncementBodySchema);
    publishingCompany(body.companyId);
    checkCatalogue(body.productId, body.unitIndex, body.quantity);
    const files = checkFiles(body.files, { account: admin, companyId: body.companyId });
    const status = body.status ?? 'APPROVED';
    if (status === 'REJECTED' && (body.rejectionReason ?? '').length < REJECTION_REASON_MIN) throw badRequest('RejectionReasonRequired');
    return toAnnouncement(create(toRecordFields(body), files, status, admin, body.rejectionReason ?? null));
  }),

  /** Any subset of the fields; `status` approves or rejects (a rejection needs its reason). */
  route.put('/admin/announcement/:id', async ({ request, params }) => {
    const admin = requireAdmin(request);
    const record = findAnnouncement(idParam(params.id));
    const body = await readBody(request, adminAnnouncementUpdateSchema);
    if (body.companyId !== undefined) publishingCompany(body.companyId);
    checkCatalogue(body.productId, body.unitIndex ?? record.unitIndex, body.quantity ?? (body.unitIndex !== undefined ? record.quantity : undefined));
    const status = body.status ?? record.status;
    const reason = body.rejectionReason ?? (status === record.status ? record.rejectionReason : null) ?? '';
    if (status === 'REJECTED' && reason.trim().length < REJECTION_REASON_MIN) throw badRequest('RejectionReasonRequired');
    const files = body.files ? checkFiles(body.files, { account: admin, companyId: body.companyId ?? record.companyId, record }) : record.files;
    const { status: _s, rejectionReason: _r, files: _f, availableFrom, location, unitPrice, ...fields } = body;
    Object.assign(record, fields, {
      files,
      status,
      rejectionReason: status === 'REJECTED' ? reason.trim() : null,
      updatedAt: now(),
      ...(availableFrom ? { availableFrom: bodyDateToIso(availableFrom, 'availableFrom') } : {}),
      ...(location ? { location: { ...location } } : {}),
      ...(unitPrice !== undefined ? { unitPrice: Math.round(unitPrice * 100) / 100 } : {}),
    });
    if (status !== 'APPROVED') unfeature(record.id);
    return toAnnouncement(record);
  }),

  /** Every announcement the caller may see (admins: all, filtered like the admin list). */
  route.get('/announcement-export', async ({ request, query }) => {
    const account = requireAccount(request);
    const j = joins();
    const mine = new Set(db.companies.filter((c) => isMember(c, account)).map((c) => c.id));
    const visible = account.isAdmin ? db.announcements : db.announcements.filter((a) => mine.has(a.companyId));
    const rows = sortAnnouncements(filterAnnouncements(visible, query, j), query, j);
    const xlsx = (await loadXlsx()) as XlsxModule;
    const header = [...IMPORT_COLUMNS.map((c) => c.header), 'ID', 'Empresa', 'CNPJ', 'Status', 'Destaque', 'Criado em', 'Atualizado em'];
    const data = rows.map((a) => {
      const company = j.companies.get(a.companyId);
      return [
        a.title,
        a.description,
        j.products.get(a.productId)?.name ?? '',
        a.quantity,
        j.units.get(a.unitIndex)?.name ?? '',
        moneyCell(a.unitPrice),
        dateCell(a.availableFrom),
        a.location.zipCode,
        a.location.city,
        a.location.uf,
        a.id,
        company?.companyName ?? '',
        company?.cnpj ?? '',
        STATUS_LABELS[a.status],
        j.featured.has(a.id) ? 'Sim' : 'Não',
        dateTimeCell(a.createdAt),
        dateTimeCell(a.updatedAt),
      ];
    });
    const sheet = sheetFromRows(xlsx, [header, ...data]);
    // Wide enough for a date-time cell, which Excel would show as '####' in a narrower column.
    sheet['!cols'] = header.map((h, i) => ({ wch: Math.min(60, Math.max(12, h.length + 2, ...data.slice(0, 200).map((row) => cellWidth(row[i]) + 1))) }));
    const book = xlsx.utils.book_new();
    xlsx.utils.book_append_sheet(book, sheet, 'Anúncios');
    return xlsxResponse(xlsx, book, `anuncios-${saoPauloDay(Date.now())}.xlsx`);
  }),

  /** The import template: the 'Anúncios' header, instructions, and the valid products and units. */
  route.get('/announcement-export/example', async ({ request }) => {
    requireAccount(request);
    const xlsx = (await loadXlsx()) as XlsxModule;
    const book = xlsx.utils.book_new();
    const main = sheetFromRows(xlsx, [IMPORT_COLUMNS.map((c) => c.header)]);
    main['!cols'] = IMPORT_COLUMNS.map((c) => ({ wch: Math.max(14, c.header.length + 4) }));
    xlsx.utils.book_append_sheet(book, main, 'Anúncios');
    const help = sheetFromRows(xlsx, [
      ['Coluna', 'Obrigatória', 'Como preencher'],
      ...IMPORT_COLUMNS.map((c) => [c.header, c.required ? 'Sim' : 'Não', c.help]),
      [],
      ['Preencha uma linha por anúncio na aba “Anúncios”, a partir da linha 2. Não altere os títulos da linha 1.'],
      ['Os anúncios importados ficam sem fotos: adicione-as depois, na edição de cada anúncio.'],
    ]);
    help['!cols'] = [{ wch: 24 }, { wch: 12 }, { wch: 70 }];
    xlsx.utils.book_append_sheet(book, help, 'Instruções');
    const products = [...db.products].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
    const productSheet = sheetFromRows(xlsx, [['Produto', 'Descrição'], ...products.map((p) => [p.name, p.description])]);
    productSheet['!cols'] = [{ wch: 40 }, { wch: 60 }];
    xlsx.utils.book_append_sheet(book, productSheet, 'Produtos');
    const unitSheet = sheetFromRows(xlsx, [['Unidade', 'Descrição'], ...db.units.map((u) => [u.name, u.description])]);
    xlsx.utils.book_append_sheet(book, unitSheet, 'Unidades');
    return xlsxResponse(xlsx, book, 'modelo-importacao-anuncios.xlsx');
  }),

  /**
   * Multipart `file` (an Excel spreadsheet) + `company` (an APPROVED company). Every valid row
   * becomes an APPROVED announcement; the others are refused with their reasons.
   */
  route.post('/admin/announcement/import', async ({ request }) => {
    const admin = requireAdmin(request);
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw badRequest('Bad Request');
    }
    const file = form.get('file');
    const companyId = idField('company', form.get('company'));
    if (companyId === undefined) throw badRequest('company: Required');
    importingCompany(companyId);
    if (!file || typeof file === 'string') throw badRequest('InvalidSpreadsheet');
    if (!SPREADSHEET_MIMES.includes(file.type)) throw badRequest('InvalidSpreadsheet');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const xlsx = (await loadXlsx()) as XlsxModule;
    let sheet;
    try {
      sheet = parseWorkbook(xlsx, bytes, catalogForImport());
    } catch (error) {
      if (error instanceof WorkbookError) throw badRequest(error.code);
      throw error;
    }
    if (sheet.problem) throw badRequest(SHEET_PROBLEM_CODES[sheet.problem]);
    const result: ImportResult = { total: sheet.rows.length, created: 0, createdIds: [], refused: [] };
    for (const row of sheet.rows) {
      if (!row.data) {
        result.refused.push({ row: row.row, errors: row.errors });
        continue;
      }
      const d = row.data;
      const record = create(
        {
          companyId,
          productId: d.productId,
          unitIndex: d.unitIndex,
          title: d.title,
          description: d.description,
          quantity: d.quantity,
          unitPrice: d.unitPrice,
          availableFrom: bodyDateToIso(d.availableFrom ?? saoPauloDay(Date.now()), 'availableFrom'),
          location: {
            zipCode: d.zipCode,
            street: '',
            number: '',
            complement: '',
            neighborhood: '',
            city: d.city,
            uf: d.uf,
          },
        },
        [],
        'APPROVED',
        admin,
      );
      result.created++;
      result.createdIds.push(record.id);
    }
    return result;
  }),
];
