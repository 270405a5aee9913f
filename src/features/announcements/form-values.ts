import type { FieldErrorCodes } from '@/components/form/field-errors';
import { saoPauloCalendarDay } from '@/lib/calendar-day';
import { toApiDate } from '@/lib/format';
import type { AttachedFile } from '@/lib/file-api';
import { emptyAddress } from '@/lib/validators/address';
import type { AdminAnnouncementBody, Announcement, AnnouncementBody, AnnouncementStatus } from './api';
import type { AnnouncementFormOutput, AnnouncementFormValues } from './schemas';

/**
 * The announcement form's values without its rules (schemas.ts, which loads after the page is
 * interactive): the empty form, the conversions to and from the API, and the API codes that
 * belong to one field.
 */

/** A new form: today (in São Paulo) as the availability date, everything else empty (an admin's starts APPROVED). */
export function emptyAnnouncementForm(today = new Date(), status: AnnouncementStatus = 'PENDING'): AnnouncementFormValues {
  return {
    companyId: null,
    productId: null,
    unitIndex: null,
    title: '',
    description: '',
    quantity: null,
    unitPrice: null,
    availableFrom: toApiDate(saoPauloCalendarDay(today)),
    location: { ...emptyAddress },
    files: [],
    status,
    rejectionReason: '',
  };
}

/** Form output (the body's fields already: schemas.ts) → `POST /announcement` / `PUT /announcement/{id}` body, the price in cents. */
export function toAnnouncementBody(values: AnnouncementFormOutput): AnnouncementBody {
  const { status: _status, rejectionReason: _reason, ...body } = values;
  return { ...body, unitPrice: Math.round(values.unitPrice * 100) / 100 };
}

/** The admin's form output → `POST /admin/announcement` / `PUT /admin/announcement/{id}` body. */
export function toAdminAnnouncementBody(values: AnnouncementFormOutput): AdminAnnouncementBody & { status: AnnouncementStatus } {
  const body = toAnnouncementBody(values);
  return values.status === 'REJECTED' ? { ...body, status: values.status, rejectionReason: values.rejectionReason } : { ...body, status: values.status };
}

/** An announcement → the form (the API's files keep their type). */
export function fromAnnouncement(a: Announcement): AnnouncementFormValues {
  return {
    companyId: a.company.id,
    productId: a.product.id,
    unitIndex: a.unit.index,
    title: a.title,
    description: a.description,
    quantity: a.quantity,
    unitPrice: a.unitPrice,
    availableFrom: a.availableFrom,
    location: { ...a.location },
    files: a.files.map((file): AttachedFile => ({ ...file })),
    status: a.status,
    rejectionReason: a.rejectionReason ?? '',
  };
}

/** API codes that belong to one field of the form (<Form fieldErrors>: toasted and shown under it). */
export const FIELD_CODES: FieldErrorCodes<AnnouncementFormValues> = {
  CompanyNotApproved: 'companyId',
  ProductNotFound: 'productId',
  UnitNotFound: 'unitIndex',
  AnnouncementPhotoRequired: 'files',
  PhotoMustBeImage: 'files',
  FileNotFound: 'files',
  RejectionReasonRequired: 'rejectionReason',
  QuantityNotWhole: 'quantity',
};
