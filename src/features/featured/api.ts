import * as z from 'zod/mini';
import { http } from '@/lib/api/client';
import { announcementSummarySchema } from '@/features/announcements/api';
import type { FeaturedAddBody, FeaturedMoveBody, FeaturedRemoveBody } from '@/mocks/contract/bodies/announcements';

/**
 * Featured announcements (docs/product/calls.md, docs/product/limits.md): at most 7, each identified by `announcement_id` with
 * a dense `sequence` (1..n).
 *
 * - `GET /featured/announcement`: the list in sequence (any signed-in user; only APPROVED
 *   announcements are ever featured). Takes the showcase's filters.
 * - `POST /admin/featured/announcement` {announcement_id}: appends at the end. Errors
 *   `MaxFeaturedsAnnouncementsReached`, `AnnouncementAlreadyFeatured`, `AnnouncementNotApproved`.
 * - `PUT /featured/announcement` {announcement_id, sequence}: moves one entry to a position; the
 *   others shift so the sequence stays 1..n.
 * - `DELETE /featured/announcement` {announcement_id}: removes one; the rest close up.
 */

export const featuredEntrySchema = z.object({
  announcement_id: z.int(),
  sequence: z.int(),
  announcement: announcementSummarySchema,
});
export type FeaturedEntry = z.infer<typeof featuredEntrySchema>;

// The body's schema is the mock's (src/mocks/contract/bodies/announcements.ts).
export type { FeaturedAddBody, FeaturedMoveBody, FeaturedRemoveBody };

export const featuredApi = {
  add: (body: FeaturedAddBody) => http.post('/admin/featured/announcement', z.array(featuredEntrySchema), body),
  move: (body: FeaturedMoveBody) => http.put('/featured/announcement', z.array(featuredEntrySchema), body),
  remove: (body: FeaturedRemoveBody) => http.delete('/featured/announcement', z.array(featuredEntrySchema), body),
};
