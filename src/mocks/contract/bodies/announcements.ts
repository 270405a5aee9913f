import * as z from 'zod/mini';
import { announcementStatusSchema } from '@/features/announcements/api';
import { MAX_FEATURED } from '@/features/featured/model';
import { MESSAGE_MAX } from '@/features/interest-items/model';
import { DESCRIPTION_MAX as SEARCH_DESCRIPTION_MAX, DESCRIPTION_MIN as SEARCH_DESCRIPTION_MIN } from '@/features/searches/model';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, MAX_FILES, TITLE_MAX, TITLE_MIN } from '@/features/announcements/model';
import { bodyDateSchema } from '@/lib/day-schemas';
import { fileTypeSchema } from '@/lib/file-api';
import { UFS } from '@/lib/validators/common';
import { addressBodySchema, moneyBodySchema, quantityBodySchema } from './shared';

/*
 * The announcements' request bodies (and the showcase's neighbours that point at one: favorites,
 * featured, interest items). The mock validates them; the app sends them typed by these schemas
 * (`import type` in the features' api.ts) and checks its forms with their own rules.
 */

const announcementFileRefSchema = z.object({ id: z.int().check(z.positive()), type: fileTypeSchema });

/** Dates travel as ISO date-time or yyyy/MM/dd (docs/product/limits.md), on a real calendar day. */
const apiDate = bodyDateSchema;

/** `POST /announcement` and `PUT /announcement/{id}`. At least one photo (checked by the API). */
export const announcementBodySchema = z.object({
  companyId: z.int().check(z.positive()),
  productId: z.int().check(z.positive()),
  unitIndex: z.int().check(z.positive()),
  title: z.string().check(z.trim(), z.minLength(TITLE_MIN), z.maxLength(TITLE_MAX)),
  description: z.string().check(z.trim(), z.minLength(DESCRIPTION_MIN), z.maxLength(DESCRIPTION_MAX)),
  quantity: quantityBodySchema,
  unitPrice: moneyBodySchema,
  availableFrom: apiDate,
  location: addressBodySchema,
  files: z.array(announcementFileRefSchema).check(z.maxLength(MAX_FILES)),
});
export type AnnouncementBody = z.input<typeof announcementBodySchema>;

/** `POST /admin/announcement`: the same, for any APPROVED company; APPROVED unless told. */
export const adminAnnouncementBodySchema = z.extend(announcementBodySchema, {
  status: z.optional(announcementStatusSchema),
  rejectionReason: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});
export type AdminAnnouncementBody = z.input<typeof adminAnnouncementBodySchema>;

/**
 * `PUT /admin/announcement/{id}`: any subset of the fields; `status` approves or rejects. A
 * rejection without a reason of at least 5 characters is refused with `RejectionReasonRequired`.
 */
export const adminAnnouncementUpdateSchema = z.extend(z.partial(announcementBodySchema), {
  status: z.optional(announcementStatusSchema),
  rejectionReason: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(500)))),
});
export type AdminAnnouncementUpdate = z.input<typeof adminAnnouncementUpdateSchema>;


// ── Favorites, featured, interest items ─────────────────────────────────────────────────────────

export const favoriteToggleBodySchema = z.object({ announcement_id: z.int().check(z.positive()) });
export type FavoriteToggleBody = z.infer<typeof favoriteToggleBodySchema>;

export const featuredAddBodySchema = z.object({ announcement_id: z.int().check(z.positive()) });
export type FeaturedAddBody = z.infer<typeof featuredAddBodySchema>;

export const featuredMoveBodySchema = z.object({
  announcement_id: z.int().check(z.positive()),
  sequence: z.int().check(z.gte(1), z.lte(MAX_FEATURED)),
});
export type FeaturedMoveBody = z.infer<typeof featuredMoveBodySchema>;

/** The remove body is the add body (`featuredAddBodySchema`). */
export type FeaturedRemoveBody = FeaturedAddBody;

/** `POST /interest-items`: up to the announced quantity (`QuantityAboveAvailable`); one per announcement and client. */
export const interestItemBodySchema = z.object({
  announcement_id: z.int().check(z.positive()),
  companyId: z.int().check(z.positive()),
  quantity: quantityBodySchema,
  message: z._default(z.string().check(z.trim(), z.maxLength(MESSAGE_MAX)), ''),
});
export type InterestItemBody = z.input<typeof interestItemBodySchema>;

// ── Searches ────────────────────────────────────────────────────────────────────────────────────

/**
 * `POST /search`. A product or a category, or both (`ProductOrCategoryRequired`); the deadline may
 * not be in the past (`DeadlineInPast`).
 */
export const searchBodySchema = z.object({
  companyId: z.int().check(z.positive()),
  productId: z.nullable(z.int().check(z.positive())),
  categoryId: z.nullable(z.int().check(z.positive())),
  quantity: quantityBodySchema,
  unitIndex: z.int().check(z.positive()),
  /** From one cent up to the maximum the API stores. */
  maxPrice: moneyBodySchema,
  deadline: apiDate,
  uf: z.enum(UFS),
  description: z.string().check(z.trim(), z.minLength(SEARCH_DESCRIPTION_MIN), z.maxLength(SEARCH_DESCRIPTION_MAX)),
});
export type SearchBody = z.input<typeof searchBodySchema>;

/** `PUT /admin/search/{id}`: approve, or reject with a reason (`RejectionReasonRequired`). */
export const searchDecisionSchema = z.object({
  status: z.enum(['APPROVED', 'REJECTED']),
  rejectionReason: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});
export type SearchDecision = z.input<typeof searchDecisionSchema>;

/**
 * `PUT /admin/search/{id}` with the search's own fields: an administrator corrects an active
 * search. Its company, status and rejection reason stay; the rules of `POST /search` apply.
 * A body with `status` is a decision (`searchDecisionSchema`), one without it an edit.
 */
export const searchEditSchema = z.omit(searchBodySchema, { companyId: true });
export type SearchEdit = z.input<typeof searchEditSchema>;

/**
 * `PUT /search/{id}`: the search's company edits an active search (rejected, pending or approved)
 * and it goes (back) to review (PENDING, reason cleared). The body is the admin edit's (the company
 * stays); the rules of `POST /search` apply. 'SearchInactive'; a non-member gets 401.
 */
export type SearchResubmit = SearchEdit;
