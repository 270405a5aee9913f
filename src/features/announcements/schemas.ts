import * as z from 'zod/mini';
import { REVIEW_STATUSES } from '@/lib/status';
import { fileSchema } from '@/lib/file-api';
import { ADDRESS_MESSAGES } from '@/lib/validators/address';
import { addressSchema, zAddress } from '@/lib/validators/address-schema';
import { REJECTION_REASON_MAX, REJECTION_REASON_MESSAGE, REJECTION_REASON_MIN } from '@/lib/validators/common';
import { quantityFitsChosenUnit, zChosen, zDate, zMoney, zPositiveNumber, zRequired } from '@/lib/validators/zod';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, MAX_FILES, TITLE_MAX, TITLE_MIN } from './model';

/**
 * The announcement forms (seller and admin): one zod schema, pt-BR messages under each field. The
 * form loads this module with its first validation (useSchemaForm); its values' conversions are
 * in form-values.ts.
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
