import { REJECTION_REASON_MIN } from '@/lib/validators/common';
import { adminAnnouncementBodySchema, announcementBodySchema } from '@/features/announcements/bodies';
import { adminAnnouncementUpdateSchema } from '../contract/bodies/announcements';
import { db, now } from '../db/store';
import { requireAccount, requireAdmin } from '../lib/auth';
import { badRequest, notFound, unauthorized } from '../lib/errors';
import { idParam, readBody } from '../lib/http';
import { bodyDateToIso } from '../lib/brasilia';
import { interestCounts, withInterestCount } from '../lib/announcement-interests';
import { isMember, memberOfCompany } from '../lib/company-access';
import { joins, isPublic, isListed, listPage, toAnnouncement } from '../lib/announcement-views';
import { recordDecision } from '../lib/decisions';
import { checkQuantityCoversReserved } from '../lib/negotiation-guards';
import { create, checkCatalogue, checkFiles, publishingCompany, findAnnouncement, toRecordFields, unfeature } from '../lib/announcement-rules';
import { createdDays, listQuery, ownAnnouncementFilters, showcaseFilters } from '../contract/query';
import { json, page, refuse } from '../contract/types';
import { announcementSchema, announcementSummarySchema } from '@/features/announcements/api';
import { area } from '../contract/serve';

/**
 * Announcements (docs/product/calls.md, docs/product/statuses.md): the showcase shows only APPROVED announcements of
 * APPROVED companies; a seller's create or edit leaves the announcement PENDING (and takes it out
 * of the featured list); admins approve, reject (with a reason), create and edit; real .xlsx
 * template, export and import.
 */

/** What an announcement body may refuse besides its schema (lib/announcement-rules.ts). */
const bodyRefusals = refuse('AnnouncementPhotoRequired', 'CompanyNotApproved', 'FileNotFound', 'FileNotOwned', 'PhotoMustBeImage', 'ProductNotFound', 'QuantityNotWhole', 'UnitNotFound');
const serve = area('announcements');

export const announcementHandlers = [
  /** The showcase: APPROVED announcements of APPROVED companies, not sold out (`featured=FALSE` leaves the featured out). */
  serve.get({
    id: 'announcements.showcase',
    path: '/announcement/showcase',
    summary: 'Approved, active announcements of other companies (the showcase)',
    access: 'account',
    query: listQuery(showcaseFilters),
    answer: page(announcementSummarySchema),
  }, ({ request, query }) => {
    requireAccount(request);
    const j = joins();
    query.delete('status');
    query.delete('company');
    return listPage(
      db.announcements.filter((a) => isListed(a, j)),
      query,
      j,
    );
  }),

  /** The announcements of the caller's companies, in every status, each with its `interestCount`. */
  serve.get({
    id: 'announcements.mine',
    path: '/announcement/me',
    summary: "The announcements of the caller's companies",
    access: 'account',
    query: listQuery(ownAnnouncementFilters),
    answer: page(announcementSummarySchema),
  }, ({ request, query }) => {
    const account = requireAccount(request);
    const j = joins();
    const mine = new Set(db.companies.filter((c) => isMember(c, account)).map((c) => c.id));
    const page = listPage(
      db.announcements.filter((a) => mine.has(a.companyId)),
      query,
      j,
    );
    const counts = interestCounts();
    return { ...page, data: page.data.map((a) => withInterestCount(a, counts)) };
  }),

  serve.get({
    id: 'announcements.adminList',
    path: '/admin/announcement',
    summary: 'Every announcement',
    access: 'admin',
    query: listQuery({ ...ownAnnouncementFilters, ...createdDays }),
    answer: page(announcementSummarySchema),
  }, ({ request, query }) => {
    requireAdmin(request);
    return listPage(db.announcements, query, joins());
  }),

  /**
   * Public when APPROVED (sold out too); otherwise only for its company's members and admins (else
   * 404). A member also reads its `interestCount`.
   */
  serve.get({
    id: 'announcements.get',
    path: '/announcement/{id}',
    summary: 'One announcement',
    access: 'account',
    answer: json(announcementSchema),
  }, ({ request, params }) => {
    const account = requireAccount(request);
    const record = findAnnouncement(idParam(params.id));
    const j = joins();
    const member = memberOfCompany(record.companyId, account);
    if (!account.isAdmin && !isPublic(record, j) && !member) throw notFound('Not Found');
    const announcement = toAnnouncement(record, j);
    return member ? withInterestCount(announcement) : announcement;
  }),

  /** A seller publishes for one of their APPROVED companies: PENDING until an admin approves. */
  serve.post({
    id: 'announcements.create',
    path: '/announcement',
    summary: 'Publish an announcement (it waits for review)',
    access: 'account',
    body: announcementBodySchema,
    answer: json(announcementSchema),
    refusals: bodyRefusals,
  }, async ({ request }) => {
    const account = requireAccount(request);
    const body = await readBody(request, announcementBodySchema);
    if (!memberOfCompany(body.companyId, account)) throw unauthorized('Unauthorized');
    publishingCompany(body.companyId);
    checkCatalogue(body.productId, body.unitIndex, body.quantity);
    const files = checkFiles(body.files, { account, companyId: body.companyId });
    return toAnnouncement(create(toRecordFields(body), files, 'PENDING', account));
  }),

  /** A seller's edit: back to PENDING, out of the featured list. */
  serve.put({
    id: 'announcements.update',
    path: '/announcement/{id}',
    summary: 'Edit an announcement (it goes back to review)',
    access: 'account',
    body: announcementBodySchema,
    answer: json(announcementSchema),
    refusals: { ...bodyRefusals, ...refuse('QuantityBelowReserved') },
  }, async ({ request, params }) => {
    const account = requireAccount(request);
    const record = findAnnouncement(idParam(params.id));
    if (!memberOfCompany(record.companyId, account)) throw notFound('Not Found');
    const body = await readBody(request, announcementBodySchema);
    if (!memberOfCompany(body.companyId, account)) throw unauthorized('Unauthorized');
    publishingCompany(body.companyId);
    checkCatalogue(body.productId, body.unitIndex, body.quantity);
    checkQuantityCoversReserved(record, body.quantity);
    const files = checkFiles(body.files, { account, companyId: body.companyId, record });
    Object.assign(record, toRecordFields(body), { files, status: 'PENDING', rejectionReason: null, updatedAt: now() });
    unfeature(record.id);
    return toAnnouncement(record);
  }),

  /** An admin publishes for any APPROVED company (APPROVED unless the body says otherwise). */
  serve.post({
    id: 'announcements.adminCreate',
    path: '/admin/announcement',
    summary: 'Create an announcement for a company, with its review decision',
    access: 'admin',
    body: adminAnnouncementBodySchema,
    answer: json(announcementSchema),
    refusals: { ...bodyRefusals, ...refuse('RejectionReasonRequired') },
  }, async ({ request }) => {
    const admin = requireAdmin(request);
    const body = await readBody(request, adminAnnouncementBodySchema);
    publishingCompany(body.companyId);
    checkCatalogue(body.productId, body.unitIndex, body.quantity);
    const files = checkFiles(body.files, { account: admin, companyId: body.companyId });
    const status = body.status ?? 'APPROVED';
    if (status === 'REJECTED' && (body.rejectionReason ?? '').length < REJECTION_REASON_MIN) throw badRequest('RejectionReasonRequired');
    const created = create(toRecordFields(body), files, status, admin, body.rejectionReason ?? null);
    if (status !== 'PENDING') recordDecision('announcement', created.id, status, admin, created.rejectionReason);
    return toAnnouncement(created);
  }),

  /** Any subset of the fields; `status` approves or rejects (a rejection needs its reason). */
  serve.put({
    id: 'announcements.adminUpdate',
    path: '/admin/announcement/{id}',
    summary: 'Edit or decide an announcement',
    access: 'admin',
    body: adminAnnouncementUpdateSchema,
    answer: json(announcementSchema),
    refusals: { ...bodyRefusals, ...refuse('QuantityBelowReserved', 'RejectionReasonRequired') },
  }, async ({ request, params }) => {
    const admin = requireAdmin(request);
    const record = findAnnouncement(idParam(params.id));
    const body = await readBody(request, adminAnnouncementUpdateSchema);
    if (body.companyId !== undefined) publishingCompany(body.companyId);
    checkCatalogue(body.productId, body.unitIndex ?? record.unitIndex, body.quantity ?? (body.unitIndex !== undefined ? record.quantity : undefined));
    checkQuantityCoversReserved(record, body.quantity);
    const status = body.status ?? record.status;
    const decided = status !== record.status && status !== 'PENDING';
    const reason = body.rejectionReason ?? (status === record.status ? record.rejectionReason : null) ?? '';
    if (status === 'REJECTED' && reason.trim().length < REJECTION_REASON_MIN) throw badRequest('RejectionReasonRequired');
    const files = body.files ? checkFiles(body.files, { account: admin, companyId: body.companyId ?? record.companyId, record }) : record.files;
    const { status: _s, rejectionReason: _r, files: _f, availableFrom, location, unitPrice, ...fields } = body;
    Object.assign(record, fields, {
      files,
      status,
      rejectionReason: status === 'REJECTED' ? reason.trim() : null,
      updatedAt: now(),
      ...(availableFrom ? { availableFrom: bodyDateToIso(availableFrom, 'availableFrom') } : {}),
      ...(location ? { location: { ...location } } : {}),
      ...(unitPrice !== undefined ? { unitPrice: Math.round(unitPrice * 100) / 100 } : {}),
    });
    if (decided) recordDecision('announcement', record.id, status, admin, record.rejectionReason);
    if (status !== 'APPROVED' && unfeature(record.id)) recordDecision('announcement', record.id, 'UNFEATURED', admin);
    return toAnnouncement(record);
  }),
];
