import { announcementStatusSchema, type Announcement, type AnnouncementSummary } from '@/features/announcements/api';
import { UFS } from '@/lib/validators/common';
import type { ProductRecord, UnitRecord } from '../db/catalogue';
import type { AnnouncementRecord } from '../db/announcements';
import { db } from '../db/store';
import type { CompanyRecord, FileRecord } from '../db/types';
import { createdPeriod, enumFilter, enumFilters, normalize, paginate, sortItems, YES_NO } from './list';
import { fileLink } from './file-links';
import { availableOf, reservedOf } from './negotiation-guards';

/**
 * Announcements as the API shows them: joins of the store's tables, the summary and detail shapes,
 * the list filters and sorting, and who may see one (public, listed). Shared by the announcement
 * handlers and the deal handlers that show announcements.
 */
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
    reservedQuantity: reservedOf(record.id),
    availableQuantity: availableOf(record),
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

export function sortAnnouncements(items: AnnouncementRecord[], query: URLSearchParams, j: Joins): AnnouncementRecord[] {
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

export function listPage(items: readonly AnnouncementRecord[], query: URLSearchParams, j: Joins) {
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
