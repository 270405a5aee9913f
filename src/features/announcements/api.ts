import * as z from 'zod/mini';
import { http, uploadMultipart } from '@/lib/api/client';
import type { ProgressHandler } from '@/lib/api/transfer';
import { REVIEW_STATUSES } from '@/lib/status';
import { addressSchema } from '@/lib/validators/address-schema';
import type { FileType } from '@/lib/files';
import { fileSchema, type AttachedFile } from '@/lib/file-api';
import type { AdminAnnouncementBody, AnnouncementBody } from './bodies';
import type { AdminAnnouncementUpdate } from '@/mocks/contract/bodies/announcements';

/**
 * The announcements contract (docs/product/records.md, docs/product/calls.md and docs/product/statuses.md).
 *
 * - `GET /announcement/showcase`: APPROVED announcements for every signed-in user
 *   (`featured=FALSE` leaves out the featured ones, which come from `GET /featured/announcement`).
 * - `GET /announcement/me`: the announcements of the caller's companies, in every status, each with
 *   its `interestCount`.
 * - `GET /admin/announcement`: every announcement (`status=PENDING` is the deferral queue).
 * - `GET /announcement/{id}`: an APPROVED announcement, or any one of the caller's companies (admins
 *   see all; its company's members also read `interestCount`). `quantity` is what is still
 *   available: at 0 the announcement is sold out ('Esgotado') and leaves the showcase and the
 *   featured list, but stays readable here.
 * - `POST /announcement`, `PUT /announcement/{id}`: the seller's create and edit; both leave the
 *   announcement PENDING (an edit takes it out of the featured list until it is approved again).
 * - `POST /admin/announcement`: an admin creates for any APPROVED company (APPROVED unless told);
 *   `PUT /admin/announcement/{id}`: any subset of the fields, plus `status` (approve / reject, with
 *   a reason for REJECTED).
 * - `POST /admin/announcement/import` (multipart `file` + `company`), `GET /announcement-export`,
 *   `GET /announcement-export/example`: real .xlsx files.
 */

export const announcementStatusSchema = z.enum(REVIEW_STATUSES);
export type AnnouncementStatus = z.infer<typeof announcementStatusSchema>;

/** File types of an announcement's attachments (docs/product/records.md: the kit's types and labels). */
export type AnnouncementFileType = FileType;

/** The API's file shape (docs/product/records.md: id, type, url, mimetype, name). */
const announcementFileSchema = fileSchema;
export type AnnouncementFile = AttachedFile;

const ref = z.object({ id: z.int(), name: z.string() });
const indexRef = z.object({ index: z.int(), name: z.string() });

/** An announcement as lists show it (cards, tables). */
export const announcementSummarySchema = z.object({
  id: z.int(),
  status: announcementStatusSchema,
  featured: z.boolean(),
  title: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  unit: indexRef,
  product: ref,
  company: z.object({ id: z.int(), companyName: z.string(), tradeName: z.string() }),
  city: z.string(),
  uf: z.string(),
  /** The first photo, if any. */
  photoUrl: z.nullable(z.string()),
  availableFrom: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** How many interest items it received: only on `GET /announcement/me` and, for its company, `GET /announcement/{id}`. */
  interestCount: z.optional(z.int().check(z.gte(0))),
});
export type AnnouncementSummary = z.infer<typeof announcementSummarySchema>;

/** `GET /announcement/{id}`. */
export const announcementSchema = z.extend(announcementSummarySchema, {
  /** Held by negotiations from Em andamento until they end (docs/deal/negotiations.md, "Stock"). */
  reservedQuantity: z.number(),
  /** What may still be negotiated: `quantity` (announced less sold) less `reservedQuantity`. */
  availableQuantity: z.number(),
  description: z.string(),
  location: addressSchema,
  files: z.array(announcementFileSchema),
  segments: z.array(indexRef),
  categories: z.array(ref),
  company: z.object({
    id: z.int(),
    companyName: z.string(),
    tradeName: z.string(),
    city: z.string(),
    uf: z.string(),
  }),
  /** Why an admin rejected it (REJECTED only). */
  rejectionReason: z.nullable(z.string()),
});
export type Announcement = z.infer<typeof announcementSchema>;

// ── Request bodies: the form's (bodies.ts); the admin's partial update is the mock's ────────────
export type { AdminAnnouncementBody, AdminAnnouncementUpdate, AnnouncementBody };
// ── Import ──────────────────────────────────────────────────────────────────────────────────────

const importRefusedRowSchema = z.object({ row: z.int(), errors: z.array(z.string()) });

/** `POST /admin/announcement/import`: rows are spreadsheet row numbers (the header is row 1). */
export const importResultSchema = z.object({
  total: z.int(),
  created: z.int(),
  createdIds: z.array(z.int()),
  refused: z.array(importRefusedRowSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const announcementsApi = {
  create: (body: AnnouncementBody) => http.post('/announcement', announcementSchema, body),
  update: (id: number, body: AnnouncementBody) => http.put(`/announcement/${id}`, announcementSchema, body),
  adminCreate: (body: AdminAnnouncementBody) => http.post('/admin/announcement', announcementSchema, body),
  adminUpdate: (id: number, body: AdminAnnouncementUpdate) => http.put(`/admin/announcement/${id}`, announcementSchema, body),

  /** `POST /admin/announcement/import` (multipart `file` + `company`) with upload progress. */
  import: (file: File, companyId: number, onProgress?: ProgressHandler) => {
    const form = new FormData();
    form.append('file', file, file.name);
    form.append('company', String(companyId));
    return uploadMultipart('/admin/announcement/import', form, importResultSchema, { onProgress });
  },

};
