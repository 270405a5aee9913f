import * as z from 'zod/mini';
import { announcementSummarySchema } from '@/features/announcements/api';
import { http } from '@/lib/api/client';
import type { FavoriteToggleBody } from '@/mocks/contract/bodies/announcements';

/**
 * Favorites (docs/product/statuses.md, docs/product/calls.md): `GET /favorites` lists the caller's favorites (newest first) and
 * `POST /favorites` {announcement_id} toggles one on or off — the same call does both.
 */

/** A favorite: the announcement as lists show it (it may have left the showcase since). */
export const favoriteSchema = z.object({
  id: z.int(),
  announcement_id: z.int(),
  announcement: announcementSummarySchema,
  createdAt: z.string(),
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** `POST /favorites` body. */
// The body's schema is the mock's (src/mocks/contract/bodies/announcements.ts).
export type { FavoriteToggleBody };
/** `POST /favorites` answer: whether the announcement is a favorite now. */
export const favoriteToggleSchema = z.object({ announcement_id: z.int(), favorite: z.boolean() });
export type FavoriteToggle = z.infer<typeof favoriteToggleSchema>;

export const favoritesApi = {
  toggle: (announcementId: number) => http.post('/favorites', favoriteToggleSchema, { announcement_id: announcementId } satisfies FavoriteToggleBody),
};
