import { moderationBodySchema } from '../contract/bodies/moderation';
import { decisionSchema, type DecisionSubjectKind, type ModerationBody } from '@/features/moderation/api';
import { REJECTION_REASON_MIN } from '@/lib/validators/common';
import { db, now } from '../db/store';
import type { AccountRecord, CompanyRecord } from '../db/types';
import { requireAccount, requireAdmin } from '../lib/auth';
import { badRequest, notFound, unauthorized } from '../lib/errors';
import { idParam, readBody } from '../lib/http';
import { findAnnouncement, unfeature } from '../lib/announcement-rules';
import { findCompany, isMember } from '../lib/company-access';
import { historyOf, recordDecision, toDecision } from '../lib/decisions';
import { json, refuse } from '../contract/types';
import { decisionHistorySchema } from '../contract/names';
import { area } from '../contract/serve';

/**
 * Moderation (docs/moderation.md). `PATCH /admin/{company|announcement|search}/{id}/moderation`
 * suspends (INACTIVE) and reactivates an APPROVED company, or sends an APPROVED company,
 * announcement or search back to review (PENDING); each answers the decision it recorded.
 * `GET /{kind}/{id}/history` reads the decisions about a record: admins every record's, members of
 * the record's company its own (401 for anyone else, 404 for no such record).
 */

/** The reason, trimmed: required (5–500) for everything but reactivating. */
function reasonOf(body: ModerationBody): string | undefined {
  const reason = body.reason?.trim() ?? '';
  if (body.action !== 'REACTIVATE' && reason.length < REJECTION_REASON_MIN) throw badRequest('ModerationReasonRequired');
  return reason || undefined;
}

/** Takes the company's announcements out of the featured list, each change on the record. */
function unfeatureCompany(company: CompanyRecord, admin: AccountRecord, reason?: string) {
  for (const a of db.announcements.filter((x) => x.companyId === company.id)) {
    if (unfeature(a.id)) recordDecision('announcement', a.id, 'UNFEATURED', admin, reason);
  }
}

function moderateCompany(company: CompanyRecord, body: ModerationBody, admin: AccountRecord) {
  const reason = reasonOf(body);
  if (body.action === 'REACTIVATE') {
    if (company.status !== 'INACTIVE') throw badRequest('CompanyNotInactive');
    company.status = 'APPROVED';
    company.suspensionReason = null;
    return recordDecision('company', company.id, 'REACTIVATED', admin, reason);
  }
  if (company.status !== 'APPROVED') throw badRequest('ModerationNotApproved');
  if (body.action === 'SUSPEND') {
    company.status = 'INACTIVE';
    company.suspensionReason = reason ?? null;
    unfeatureCompany(company, admin, reason);
    return recordDecision('company', company.id, 'SUSPENDED', admin, reason);
  }
  company.status = 'PENDING';
  company.rejectionReason = null;
  unfeatureCompany(company, admin, reason);
  return recordDecision('company', company.id, 'RETURNED_TO_REVIEW', admin, reason);
}

/** Announcements and searches only go back to review ('ModerationActionInvalid' for the rest). */
function reviewAgain(body: ModerationBody): string | undefined {
  if (body.action !== 'RETURN_TO_REVIEW') throw badRequest('ModerationActionInvalid');
  return reasonOf(body);
}

/** The company a record belongs to, for the history's reader check. */
function ownerCompanyOf(kind: DecisionSubjectKind, id: number): number {
  if (kind === 'company') return findCompany(id).id;
  if (kind === 'announcement') return findAnnouncement(id).companyId;
  const search = db.searches.find((s) => s.id === id);
  if (!search) throw notFound('Not Found');
  return search.companyId;
}

const serve = area('moderation');

/** `GET /{kind}/{id}/history`: one operation per kind of record, one resolver. */
function history(kind: DecisionSubjectKind) {
  const operation = {
    id: `moderation.${kind}History`,
    path: `/${kind}/{id}/history`,
    summary: `The review and moderation decisions of one ${kind}`,
    access: 'account',
    answer: json(decisionHistorySchema),
  } as const;
  return serve.get(operation, ({ request, params }) => {
    const account = requireAccount(request);
    const id = idParam(params.id);
    const companyId = ownerCompanyOf(kind, id);
    const company = db.companies.find((c) => c.id === companyId);
    if (!account.isAdmin && !(company && isMember(company, account))) throw unauthorized('Unauthorized');
    return historyOf(kind, id, account.isAdmin);
  });
}

export const moderationHandlers = [
  history('company'),
  history('announcement'),
  history('search'),

  serve.patch({
    id: 'moderation.company',
    path: '/admin/company/{id}/moderation',
    summary: 'Suspend, reactivate or reject an approved company',
    access: 'admin',
    body: moderationBodySchema,
    answer: json(decisionSchema),
    refusals: refuse('CompanyNotInactive', 'ModerationNotApproved', 'ModerationReasonRequired'),
  }, async ({ request, params }) => {
    const admin = requireAdmin(request);
    const company = findCompany(idParam(params.id));
    const body = await readBody(request, moderationBodySchema);
    return toDecision(moderateCompany(company, body, admin), true);
  }),

  serve.patch({
    id: 'moderation.announcement',
    path: '/admin/announcement/{id}/moderation',
    summary: 'Suspend, reactivate or reject an approved announcement',
    access: 'admin',
    body: moderationBodySchema,
    answer: json(decisionSchema),
    refusals: refuse('ModerationActionInvalid', 'ModerationNotApproved', 'ModerationReasonRequired'),
  }, async ({ request, params }) => {
    const admin = requireAdmin(request);
    const record = findAnnouncement(idParam(params.id));
    const body = await readBody(request, moderationBodySchema);
    const reason = reviewAgain(body);
    if (record.status !== 'APPROVED') throw badRequest('ModerationNotApproved');
    Object.assign(record, { status: 'PENDING', rejectionReason: null, updatedAt: now() });
    if (unfeature(record.id)) recordDecision('announcement', record.id, 'UNFEATURED', admin, reason);
    return toDecision(recordDecision('announcement', record.id, 'RETURNED_TO_REVIEW', admin, reason), true);
  }),

  serve.patch({
    id: 'moderation.search',
    path: '/admin/search/{id}/moderation',
    summary: 'Suspend, reactivate or reject an approved search',
    access: 'admin',
    body: moderationBodySchema,
    answer: json(decisionSchema),
    refusals: refuse('ModerationActionInvalid', 'ModerationNotApproved', 'ModerationReasonRequired', 'SearchInactive'),
  }, async ({ request, params }) => {
    const admin = requireAdmin(request);
    const record = db.searches.find((s) => s.id === idParam(params.id));
    if (!record) throw notFound('Not Found');
    const body = await readBody(request, moderationBodySchema);
    const reason = reviewAgain(body);
    if (!record.active) throw badRequest('SearchInactive');
    if (record.status !== 'APPROVED') throw badRequest('ModerationNotApproved');
    Object.assign(record, { status: 'PENDING', rejectionReason: null, updatedAt: now() });
    return toDecision(recordDecision('search', record.id, 'RETURNED_TO_REVIEW', admin, reason), true);
  }),
];
