import { featuredAddBodySchema, featuredMoveBodySchema } from '../contract/bodies/announcements';
import type { FeaturedEntry } from '@/features/featured/api';
import { MAX_FEATURED } from '@/features/featured/model';
import { db, now } from '../db/store';
import { requireAccount, requireAdmin } from '../lib/auth';
import { badRequest, notFound } from '../lib/errors';
import { readBody } from '../lib/http';
import { paginate } from '../lib/list';
import { unfeature } from '../lib/announcement-rules';
import { recordDecision } from '../lib/decisions';
import { filterAnnouncements, isListed, isPublic, joins, toAnnouncementSummary, type Joins } from '../lib/announcement-views';
import { id, listQuery, text, uf } from '../contract/query';
import { json, page, refuse } from '../contract/types';
import { featuredEntrySchema } from '@/features/featured/api';
import { featuredSlotsSchema } from '../contract/names';
import { area } from '../contract/serve';

/**
 * Featured announcements (docs/product/messages.md, docs/product/limits.md): at most 7 ('MaxFeaturedsAnnouncementsReached'), no
 * duplicates ('AnnouncementAlreadyFeatured'), only APPROVED ones ('AnnouncementNotApproved'), and a
 * dense sequence 1..n after every change.
 */

function entries(j: Joins = joins()): FeaturedEntry[] {
  return [...db.featured]
    .sort((a, b) => a.sequence - b.sequence)
    .flatMap((f) => {
      const record = db.announcements.find((a) => a.id === f.announcementId);
      return record ? [{ announcement_id: f.announcementId, sequence: f.sequence, announcement: toAnnouncementSummary(record, j) }] : [];
    });
}

const serve = area('featured');

export const featuredHandlers = [
  /** The featured list in sequence; takes the showcase's filters (search, segment, category, product, uf). */
  serve.get({
    id: 'featured.list',
    path: '/featured/announcement',
    summary: 'The featured announcements in their order (at most 7)',
    access: 'account',
    query: listQuery({ search: text, segment: id, category: id, product: id, uf }),
    answer: page(featuredEntrySchema),
  }, ({ request, query }) => {
    const account = requireAccount(request);
    const j = joins();
    const ordered = [...db.featured].sort((a, b) => a.sequence - b.sequence);
    const records = ordered.flatMap((f) => {
      const record = db.announcements.find((a) => a.id === f.announcementId);
      // Finishing a sale that empties an announcement unfeatures it; should a sold-out entry remain,
      // admins see it (to remove it), buyers do not.
      return record && (account.isAdmin ? isPublic(record, j) : isListed(record, j)) ? [record] : [];
    });
    query.delete('status');
    query.delete('featured');
    const visible = new Set(filterAnnouncements(records, query, j).map((a) => a.id));
    const rows: FeaturedEntry[] = ordered
      .filter((f) => visible.has(f.announcementId))
      .map((f) => ({
        announcement_id: f.announcementId,
        sequence: f.sequence,
        announcement: toAnnouncementSummary(records.find((a) => a.id === f.announcementId)!, j),
      }));
    return paginate(rows, query);
  }),

  /** Appends an APPROVED announcement at the end of the list. */
  serve.post({
    id: 'featured.add',
    path: '/admin/featured/announcement',
    summary: 'Feature an announcement; answers the slots',
    access: 'admin',
    body: featuredAddBodySchema,
    answer: json(featuredSlotsSchema),
    refusals: refuse('AnnouncementAlreadyFeatured', 'AnnouncementNotApproved', 'MaxFeaturedsAnnouncementsReached'),
  }, async ({ request }) => {
    const admin = requireAdmin(request);
    const { announcement_id } = await readBody(request, featuredAddBodySchema);
    const record = db.announcements.find((a) => a.id === announcement_id);
    if (!record) throw notFound('Not Found');
    if (db.featured.some((f) => f.announcementId === announcement_id)) throw badRequest('AnnouncementAlreadyFeatured');
    if (db.featured.length >= MAX_FEATURED) throw badRequest('MaxFeaturedsAnnouncementsReached');
    if (!isPublic(record, joins())) throw badRequest('AnnouncementNotApproved');
    db.featured.push({ announcementId: announcement_id, sequence: db.featured.length + 1, createdAt: now() });
    recordDecision('announcement', announcement_id, 'FEATURED', admin);
    return entries();
  }),

  /** Moves one entry to `sequence` (1..n); the others shift to keep the sequence dense. */
  serve.put({
    id: 'featured.move',
    path: '/featured/announcement',
    summary: 'Move a featured announcement to another slot',
    access: 'admin',
    body: featuredMoveBodySchema,
    answer: json(featuredSlotsSchema),
  }, async ({ request }) => {
    requireAdmin(request);
    const { announcement_id, sequence } = await readBody(request, featuredMoveBodySchema);
    const ordered = [...db.featured].sort((a, b) => a.sequence - b.sequence);
    const from = ordered.findIndex((f) => f.announcementId === announcement_id);
    if (from < 0) throw notFound('Not Found');
    if (sequence > ordered.length) throw badRequest('sequence: Too big');
    const [moved] = ordered.splice(from, 1);
    ordered.splice(sequence - 1, 0, moved!);
    ordered.forEach((f, i) => (f.sequence = i + 1));
    db.featured = ordered;
    return entries();
  }),

  serve.delete({
    id: 'featured.remove',
    path: '/featured/announcement',
    summary: 'Stop featuring an announcement (body as in add)',
    access: 'admin',
    body: featuredAddBodySchema,
    answer: json(featuredSlotsSchema),
  }, async ({ request }) => {
    const admin = requireAdmin(request);
    const { announcement_id } = await readBody(request, featuredAddBodySchema);
    if (!unfeature(announcement_id)) throw notFound('Not Found');
    recordDecision('announcement', announcement_id, 'UNFEATURED', admin);
    return entries();
  }),
];
