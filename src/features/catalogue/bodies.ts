import * as z from 'zod/mini';
import { tooLong } from '@/lib/validators/common';
import { zRequired } from '@/lib/validators/zod';
import { DESCRIPTION_MAX, NAME_MAX, UNIT_NAME_MAX } from './model';

/**
 * The bodies of the segment, category, sub-category and unit calls, which their forms edit as
 * they are: one schema each, with the forms' pt-BR messages, that the mock validates the calls
 * with and the forms are (schemas.ts). The app imports it only for types (api.ts) or from
 * schemas.ts, which the forms load on first use.
 */

/** Any non-blank text up to `max` characters (trimmed). */
const name = (required: string, max: number) => zRequired(required).check(z.maxLength(max, { error: tooLong(max) }));

export const segmentBodySchema = z.object({ name: name('Informe o nome do segmento.', NAME_MAX) });
export type SegmentBody = z.infer<typeof segmentBodySchema>;

export const categoryBodySchema = z.object({ name: name('Informe o nome da categoria.', NAME_MAX) });
export type CategoryBody = z.infer<typeof categoryBodySchema>;

/** A sub-category is created under its category (the id is in the path) and keeps it. */
export const subCategoryBodySchema = z.object({ name: name('Informe o nome da subcategoria.', NAME_MAX) });
export type SubCategoryBody = z.infer<typeof subCategoryBodySchema>;

export const unitBodySchema = z.object({
  name: name('Informe o símbolo da unidade.', UNIT_NAME_MAX),
  description: name('Informe a descrição da unidade.', DESCRIPTION_MAX),
});
export type UnitBody = z.infer<typeof unitBodySchema>;
