import * as z from 'zod/mini';
import { REVIEW_STATUSES } from '@/lib/status';
import { fileSchema, type AttachedFile } from '@/lib/file-api';
import { addressSchema, zAddress } from '@/lib/validators/address-schema';
import { REJECTION_REASON_MIN } from '@/lib/validators/common';
import { quantityFitsChosenUnit, zChosen, zDate } from '@/lib/validators/zod';
import { announcementBodySchema, FORM_MESSAGES, rejectionReasonBody } from './bodies';

/**
 * The announcement forms (seller and admin): the body (bodies.ts) with the fields the form holds
 * otherwise read into the body's own, so every limit and pt-BR message is the body's. The form
 * loads this module with its first validation (useSchemaForm); its values' conversions are in
 * form-values.ts.
 */

const body = announcementBodySchema.shape;

/** The body's fields as the form holds them: null until chosen or typed, the date as typed, the address block, the attached files. */
const baseShape = {
  companyId: zChosen(body.companyId, FORM_MESSAGES.company),
  productId: zChosen(body.productId, FORM_MESSAGES.product),
  unitIndex: zChosen(body.unitIndex, FORM_MESSAGES.unit),
  quantity: zChosen(body.quantity, FORM_MESSAGES.quantity),
  unitPrice: zChosen(body.unitPrice, FORM_MESSAGES.price),
  availableFrom: z.pipe(zDate(), body.availableFrom),
  location: zAddress(),
  /** At least one photo is the API's rule too (`AnnouncementPhotoRequired`); the body keeps each file's id and type. */
  files: z.pipe(
    z.pipe(
      z.array(fileSchema).check(z.refine((files) => files.some((f) => f.type === 'PHOTO'), { error: FORM_MESSAGES.photo })),
      z.transform((files: AttachedFile[]) => files.map(({ id, type }) => ({ id, type }))),
    ),
    body.files,
  ),
};

const statusField = z.enum(REVIEW_STATUSES, { error: 'Selecione o status.' });

/**
 * One form for sellers and admins. `status` and `rejectionReason` are the admin's (the seller's
 * form hides them and its body leaves them out); a rejection needs its reason.
 */
export const announcementFormSchema = z
  .extend(announcementBodySchema, {
    ...baseShape,
    status: statusField,
    rejectionReason: rejectionReasonBody,
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
 * The form's schema with the quantity held to the unit chosen in the form ('un' takes no
 * decimals). `unitName` reads the catalogue's units as the form has them loaded.
 */
export function announcementFormSchemaFor(unitName: (index: number) => string | undefined) {
  return announcementFormSchema.check(z.superRefine(quantityFitsChosenUnit(unitName)));
}

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

/** The spreadsheet import's form (ImportScreen): the company the rows go to. */
export const importFormSchema = z.object({ companyId: baseShape.companyId });
export type ImportFormValues = z.input<typeof importFormSchema>;
export type ImportFormOutput = z.output<typeof importFormSchema>;
