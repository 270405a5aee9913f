import * as z from 'zod/mini';
import { bodyDateSchema } from '@/lib/day-schemas';
import { fileTypeSchema } from '@/lib/file-api';
import { ADDRESS_MESSAGES } from '@/lib/validators/address';
import { addressBodySchema } from '@/lib/validators/address-schema';
import { moneyBody, quantityBody } from '@/lib/validators/amount-schema';
import { REJECTION_REASON_MAX, REJECTION_REASON_MESSAGE } from '@/lib/validators/common';
import { announcementStatusSchema } from './api';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, MAX_FILES, TITLE_MAX, TITLE_MIN } from './model';

/**
 * The announcement's bodies, with the announcement form's pt-BR messages: the mock validates the
 * calls with them and the form is built from them (schemas.ts), so each limit is written here once.
 * The app imports this module only for types (api.ts) or from schemas.ts, which the form loads on
 * first use.
 */

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
  rejectionReasonMax: `Use no máximo ${REJECTION_REASON_MAX} caracteres.`,
} as const;

const id = (message: string) => z.int({ error: message }).check(z.positive({ error: message }));

const announcementFileRefSchema = z.object({ id: z.int().check(z.positive()), type: fileTypeSchema });

/** `POST /announcement` and `PUT /announcement/{id}`. At least one photo (checked by the API). */
export const announcementBodySchema = z.object({
  companyId: id(FORM_MESSAGES.company),
  productId: id(FORM_MESSAGES.product),
  unitIndex: id(FORM_MESSAGES.unit),
  title: z.string({ error: FORM_MESSAGES.title }).check(
    z.trim(),
    z.minLength(TITLE_MIN, { error: FORM_MESSAGES.title }),
    z.maxLength(TITLE_MAX, { error: FORM_MESSAGES.title }),
  ),
  description: z.string({ error: FORM_MESSAGES.description }).check(
    z.trim(),
    z.minLength(DESCRIPTION_MIN, { error: FORM_MESSAGES.description }),
    z.maxLength(DESCRIPTION_MAX, { error: FORM_MESSAGES.descriptionMax }),
  ),
  quantity: quantityBody(FORM_MESSAGES.quantityPositive),
  unitPrice: moneyBody(FORM_MESSAGES.pricePositive),
  /** Dates travel as ISO date-time or yyyy/MM/dd (docs/product/limits.md), on a real calendar day. */
  availableFrom: bodyDateSchema,
  location: addressBodySchema,
  files: z.array(announcementFileRefSchema).check(z.maxLength(MAX_FILES, { error: FORM_MESSAGES.files })),
});
export type AnnouncementBody = z.input<typeof announcementBodySchema>;

/** An administrator's reason for a rejection, as the bodies carry it (at least 5 characters is the API's rule: `RejectionReasonRequired`). */
export const rejectionReasonBody = z.string().check(z.trim(), z.maxLength(REJECTION_REASON_MAX, { error: FORM_MESSAGES.rejectionReasonMax }));

/** `POST /admin/announcement`: the same, for any APPROVED company; APPROVED unless told. */
export const adminAnnouncementBodySchema = z.extend(announcementBodySchema, {
  status: z.optional(announcementStatusSchema),
  rejectionReason: z.optional(rejectionReasonBody),
});
export type AdminAnnouncementBody = z.input<typeof adminAnnouncementBodySchema>;
