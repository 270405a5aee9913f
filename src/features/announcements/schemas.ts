import * as z from 'zod/mini';
import type { FieldErrorCodes } from '@/components/form/field-errors';
import { saoPauloCalendarDay } from '@/lib/calendar-day';
import { REVIEW_STATUSES } from '@/lib/status';
import { toApiDate } from '@/lib/format';
import { fileSchema, type AttachedFile } from '@/lib/file-api';
import { ADDRESS_MESSAGES, emptyAddress, toAddressBody } from '@/lib/validators/address';
import { addressSchema, zAddress } from '@/lib/validators/address-schema';
import { REJECTION_REASON_MAX, REJECTION_REASON_MESSAGE, REJECTION_REASON_MIN } from '@/lib/validators/common';
import { zChosen, zDate, zMoney, zPositiveNumber, zRequired } from '@/lib/validators/zod';
import { DESCRIPTION_MIN, TITLE_MIN, type AdminAnnouncementBody, type Announcement, type AnnouncementBody, type AnnouncementStatus } from './api';
import { DESCRIPTION_MAX, MAX_FILES, TITLE_MAX } from './model';

/** The announcement forms (seller and admin): one zod schema, pt-BR messages under each field. */

export const FORM_MESSAGES = {
  company: 'Selecione a empresa.',
  product: 'Selecione o produto.',
  unit: 'Selecione a unidade.',
  title: `O título deve ter de ${TITLE_MIN} a ${TITLE_MAX} caracteres.`,
  description: `Descreva o material com ao menos ${DESCRIPTION_MIN} caracteres.`,
  descriptionMax: `Use no máximo ${DESCRIPTION_MAX} caracteres.`,
  quantity: 'Informe a quantidade.',
  quantityPositive: 'A quantidade deve ser maior que zero.',
  price: 'Informe o preço unitário.',
  pricePositive: 'O preço unitário deve ser maior que zero.',
  photo: 'Adicione ao menos uma foto do produto.',
  files: `Anexe no máximo ${MAX_FILES} arquivos.`,
  uf: ADDRESS_MESSAGES.uf,
  rejectionReason: REJECTION_REASON_MESSAGE,
} as const;

const requiredChoice = (message: string) => zChosen(z.int(), message);

const baseShape = {
  companyId: requiredChoice(FORM_MESSAGES.company),
  productId: requiredChoice(FORM_MESSAGES.product),
  unitIndex: requiredChoice(FORM_MESSAGES.unit),
  title: zRequired(FORM_MESSAGES.title).check(
    z.minLength(TITLE_MIN, { error: FORM_MESSAGES.title }),
    z.maxLength(TITLE_MAX, { error: FORM_MESSAGES.title }),
  ),
  description: zRequired(FORM_MESSAGES.description).check(
    z.minLength(DESCRIPTION_MIN, { error: FORM_MESSAGES.description }),
    z.maxLength(DESCRIPTION_MAX, { error: FORM_MESSAGES.descriptionMax }),
  ),
  quantity: zPositiveNumber(FORM_MESSAGES.quantity, FORM_MESSAGES.quantityPositive),
  unitPrice: zMoney(FORM_MESSAGES.price, FORM_MESSAGES.pricePositive),
  availableFrom: zDate(),
  location: zAddress(),
  files: z.array(fileSchema).check(
    z.maxLength(MAX_FILES, { error: FORM_MESSAGES.files }),
    z.refine((files) => files.some((f) => f.type === 'PHOTO'), { error: FORM_MESSAGES.photo }),
  ),
};

const statusField = z.enum(REVIEW_STATUSES, { error: 'Selecione o status.' });

/**
 * One form for sellers and admins. `status` and `rejectionReason` are the admin's (the seller's
 * form hides them and its body leaves them out); a rejection needs its reason.
 */
export const announcementFormSchema = z
  .object({
    ...baseShape,
    status: statusField,
    rejectionReason: z.string().check(
      z.trim(),
      z.maxLength(REJECTION_REASON_MAX, { error: `Use no máximo ${REJECTION_REASON_MAX} caracteres.` }),
    ),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.status === 'REJECTED' && values.rejectionReason.length < REJECTION_REASON_MIN) {
        ctx.addIssue({ code: 'custom', path: ['rejectionReason'], message: FORM_MESSAGES.rejectionReason });
      }
    }),
  );
export type AnnouncementFormValues = z.input<typeof announcementFormSchema>;
export type AnnouncementFormOutput = z.output<typeof announcementFormSchema>;

/**
 * What a saved draft of the form may hold (src/lib/hooks/useFormDraft.ts): every field with its
 * type and none of its rules, since a draft is unfinished. A draft that does not fit (written by
 * an older version of the form, or edited by hand) is dropped instead of offered.
 */
export const announcementDraftSchema = z.object({
  companyId: z.nullable(z.number()),
  productId: z.nullable(z.number()),
  unitIndex: z.nullable(z.number()),
  title: z.string(),
  description: z.string(),
  quantity: z.nullable(z.number()),
  unitPrice: z.nullable(z.number()),
  availableFrom: z.string(),
  location: addressSchema,
  files: z.array(fileSchema),
  status: statusField,
  rejectionReason: z.string(),
}) satisfies z.ZodMiniType<AnnouncementFormValues>;

// ── Conversions (pure, unit tested) ──────────────────────────────────────────────────────────────

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

/** Form output → `POST /announcement` / `PUT /announcement/{id}` body. */
export function toAnnouncementBody(values: AnnouncementFormOutput): AnnouncementBody {
  return {
    companyId: values.companyId,
    productId: values.productId,
    unitIndex: values.unitIndex,
    title: values.title,
    description: values.description,
    quantity: values.quantity,
    unitPrice: Math.round(values.unitPrice * 100) / 100,
    availableFrom: values.availableFrom,
    location: toAddressBody(values.location),
    files: values.files.map((file) => ({ id: file.id, type: file.type })),
  };
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
