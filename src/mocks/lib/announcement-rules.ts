import { announcementBodySchema } from '@/features/announcements/bodies';
import type { AnnouncementBody } from '@/features/announcements/api';
import type { AnnouncementRecord } from '../db/announcements';
import { db, nextId, now } from '../db/store';
import type { AccountRecord, CompanyRecord } from '../db/types';
import { badRequest, notFound } from './errors';
import { checkQuantityFitsUnit } from './numbers';
import { bodyDateToIso } from './brasilia';
import { checkMayAttach, type AttachContext } from './file-rules';

/** The rules of announcement writes: who may publish, catalogue and file checks, record fields, create. */
export function findAnnouncement(id: number): AnnouncementRecord {
  const found = db.announcements.find((a) => a.id === id);
  if (!found) throw notFound('Not Found');
  return found;
}

/** A company that may publish: it exists (404) and is APPROVED ('CompanyNotApproved'). */
export function publishingCompany(companyId: number): CompanyRecord {
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
export function importingCompany(companyId: number): CompanyRecord {
  const company = db.companies.find((c) => c.id === companyId);
  if (company && company.status !== 'APPROVED') throw badRequest(IMPORT_REFUSALS[company.status]);
  return publishingCompany(companyId);
}

export function checkCatalogue(productId: number | undefined, unitIndex: number | undefined, quantity?: number): void {
  if (productId !== undefined && !db.products.some((p) => p.id === productId)) throw badRequest('ProductNotFound');
  if (unitIndex !== undefined && !db.units.some((u) => u.index === unitIndex)) throw badRequest('UnitNotFound');
  checkQuantityFitsUnit(quantity, unitIndex);
}

/** Every file exists and the caller may attach it (FileNotOwned); at least one photo, and photos are images. */
export function checkFiles(files: AnnouncementBody['files'], attach: AttachContext): AnnouncementRecord['files'] {
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

export type RecordFields = Pick<
  AnnouncementRecord,
  'companyId' | 'productId' | 'unitIndex' | 'title' | 'description' | 'quantity' | 'unitPrice' | 'availableFrom' | 'location'
>;

export function toRecordFields(body: ReturnType<typeof announcementBodySchema.parse>): RecordFields {
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

export function create(fields: RecordFields, files: AnnouncementRecord['files'], status: AnnouncementRecord['status'], by: AccountRecord, reason: string | null = null) {
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
