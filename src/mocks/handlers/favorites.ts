import { favoriteToggleBodySchema } from '../contract/bodies/announcements';
import type { Favorite, FavoriteToggle } from '@/features/favorites/api';
import type { FavoriteRecord } from '../db/deals';
import { db, nextId, now } from '../db/store';
import { requireAccount } from '../lib/auth';
import { readBody } from '../lib/http';
import { normalize, paginate } from '../lib/list';
import { joins, toAnnouncementSummary, type Joins } from '../lib/announcement-views';
import { buyableAnnouncement } from '../lib/deal-helpers';
import { listQuery, text } from '../contract/query';
import { json, page, refuse } from '../contract/types';
import { favoriteSchema, favoriteToggleSchema } from '@/features/favorites/api';
import { area } from '../contract/serve';

/**
 * Favorites (docs/product/statuses.md, docs/product/calls.md): `POST /favorites` {announcement_id} toggles; `GET /favorites` lists
 * the caller's, newest first (`search` filters by title, product or company). Only a public
 * announcement of another company can become a favorite; removing works whatever its state now.
 */

function toFavorite(record: FavoriteRecord, j: Joins): Favorite | null {
  const announcement = db.announcements.find((a) => a.id === record.announcementId);
  return announcement
    ? { id: record.id, announcement_id: record.announcementId, announcement: toAnnouncementSummary(announcement, j), createdAt: record.createdAt }
    : null;
}

const serve = area('favorites');

export const favoriteHandlers = [
  serve.get({
    id: 'favorites.list',
    path: '/favorites',
    summary: "The caller's favorite announcements",
    access: 'account',
    query: listQuery({ search: text }),
    answer: page(favoriteSchema),
  }, ({ request, query }) => {
    const account = requireAccount(request);
    const j = joins();
    const q = normalize(query.get('search') ?? '');
    const rows = db.favorites
      .filter((f) => f.accountId === account.id)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .flatMap((f) => toFavorite(f, j) ?? [])
      .filter((f) => !q || normalize(`${f.announcement.title} ${f.announcement.product.name} ${f.announcement.company.companyName} ${f.announcement.company.tradeName}`).includes(q));
    return paginate(rows, query);
  }),

  serve.post({
    id: 'favorites.toggle',
    path: '/favorites',
    summary: 'Favorite an announcement, or stop',
    access: 'account',
    body: favoriteToggleBodySchema,
    answer: json(favoriteToggleSchema),
    refusals: refuse('OwnAnnouncement'),
  }, async ({ request }) => {
    const account = requireAccount(request);
    const { announcement_id } = await readBody(request, favoriteToggleBodySchema);
    const existing = db.favorites.find((f) => f.accountId === account.id && f.announcementId === announcement_id);
    if (existing) {
      db.favorites = db.favorites.filter((f) => f !== existing);
      return { announcement_id, favorite: false } satisfies FavoriteToggle;
    }
    buyableAnnouncement(announcement_id, account, joins());
    db.favorites.push({ id: nextId('favorites'), accountId: account.id, announcementId: announcement_id, createdAt: now() });
    return { announcement_id, favorite: true } satisfies FavoriteToggle;
  }),
];
