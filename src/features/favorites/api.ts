import * as z from 'zod/mini';
import { announcementSummarySchema } from '@/features/announcements/api';
import type { ListParams } from '@/lib/api/params';
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

export interface FavoriteListParams extends ListParams {
  /** Title, product or company. */
  search?: string;
}

/** The largest page the API serves: reading every favorite takes as few calls as possible. */
const FAVORITES_PAGE_MAX = 100;

export const favoritesApi = {
  list: (params: FavoriteListParams = {}) => http.list('/favorites', favoriteSchema, params),
  toggle: (announcementId: number) => http.post('/favorites', favoriteToggleSchema, { announcement_id: announcementId } satisfies FavoriteToggleBody),
  /** Every favorite's announcement id (all pages), for the hearts of the showcase and detail. */
  async ids(): Promise<number[]> {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const result = await favoritesApi.list({ page, take: FAVORITES_PAGE_MAX });
      ids.push(...result.data.map((f) => f.announcement_id));
      if (!result.meta.hasNextPage) return ids;
    }
  },
};
