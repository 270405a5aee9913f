import * as z from 'zod/mini';
import { announcementStatusSchema } from '@/features/announcements/api';
import { UFS } from '@/lib/validators/common';
import { MAX_TAKE } from '../lib/list';

/**
 * Query-string parameters of the registry. The client types them as TypeScript interfaces (they
 * load with the page, without zod: lib/api/params.ts), so the contract states them here once.
 */
export const text = z.optional(z.string());
export const id = z.optional(z.int().check(z.positive()));
export const flag = z.optional(z.enum(['TRUE', 'FALSE']));
/** A state's abbreviation (the mock also takes it in lower case). */
export const uf = z.optional(z.enum(UFS));
/** One value, or several (`status=A&status=B`): any of them. */
export const someOf = (schema: z.ZodMiniType) => z.optional(z.union([schema, z.array(schema)]));
/** yyyy-mm-dd, an inclusive bound of the creation day (lib/list.ts, createdPeriod). */
const day = z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));
/** yyyy-mm, an impact period bound. */
export const month = z.optional(z.string().check(z.regex(/^\d{4}-\d{2}$/)));

/** `page` from 1 and `take` up to MAX_TAKE (more is served as MAX_TAKE; the client sends 10), answered in `meta`. */
const paging = {
  page: z.optional(z.int().check(z.positive())),
  take: z.optional(z.int().check(z.positive(), z.lte(MAX_TAKE))),
};

/** `orderBy` (an unknown one keeps the default order) and `order`. */
export const sorting = { orderBy: text, order: z.optional(z.enum(['ASC', 'DESC'])) };

export const createdDays = { createdFrom: day, createdTo: day };

export const query = (fields: Record<string, z.ZodMiniType> = {}) => z.object(fields);
export const listQuery = (fields: Record<string, z.ZodMiniType> = {}) => z.object({ ...paging, ...fields });

/** The showcase's filters; `status` and `company` narrow the caller's and the admin's lists (and the export). */
export const showcaseFilters = { search: text, segment: id, category: id, product: id, uf, featured: flag, ...sorting };
export const ownAnnouncementFilters = { ...showcaseFilters, status: someOf(announcementStatusSchema), company: id };
