import * as z from 'zod/mini';
import { announcementStatusSchema } from '@/features/announcements/api';
import { MAX_FEATURED } from '@/features/featured/model';
import { announcementBodySchema, rejectionReasonBody } from '@/features/announcements/bodies';

/*
 * The request bodies only the mock validates around announcements (an admin's partial update,
 * favorites, featured, a search's decision): the app sends them typed by these schemas (`import
 * type` in the features' api.ts). The announcement's, the interest's and the search's own bodies
 * are their forms' (features/<name>/bodies.ts).
 */

/**
 * `PUT /admin/announcement/{id}`: any subset of the fields; `status` approves or rejects. A
 * rejection without a reason of at least 5 characters is refused with `RejectionReasonRequired`.
 */
export const adminAnnouncementUpdateSchema = z.extend(z.partial(announcementBodySchema), {
  status: z.optional(announcementStatusSchema),
  rejectionReason: z.optional(z.nullable(rejectionReasonBody)),
});
export type AdminAnnouncementUpdate = z.input<typeof adminAnnouncementUpdateSchema>;

// ── Favorites, featured ─────────────────────────────────────────────────────────────────────────

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

// ── Searches ────────────────────────────────────────────────────────────────────────────────────

/** `PUT /admin/search/{id}`: approve, or reject with a reason (`RejectionReasonRequired`). */
export const searchDecisionSchema = z.object({
  status: z.enum(['APPROVED', 'REJECTED']),
  rejectionReason: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});
export type SearchDecision = z.input<typeof searchDecisionSchema>;
