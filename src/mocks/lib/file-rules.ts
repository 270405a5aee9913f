import type { AnnouncementRecord } from '../db/announcements';
import { db } from '../db/store';
import type { AccountRecord, FileRecord } from '../db/types';
import { badRequest } from './errors';
import { memberOfCompany } from './company-access';

/**
 * Who reads a stored file and who attaches it (docs/security.md, "Files"). A file belongs to the
 * account that uploaded it; once attached, to the announcement's company as well.
 */

/** The announcements a file is attached to. */
function attachedTo(file: FileRecord): AnnouncementRecord[] {
  return db.announcements.filter((a) => a.files.some((f) => f.fileId === file.id));
}

/** As announcement-views.ts `isPublic`: APPROVED, by an APPROVED company. */
function published(announcement: AnnouncementRecord): boolean {
  return announcement.status === 'APPROVED' && db.companies.find((c) => c.id === announcement.companyId)?.status === 'APPROVED';
}

/** On a published announcement: anyone with its address reads it (the showcase's photos). */
export function isPublicFile(file: FileRecord): boolean {
  return attachedTo(file).some(published);
}

/** Any other file: its uploader, the members of a company whose announcement has it, and admins. */
export function mayRead(file: FileRecord, account: AccountRecord): boolean {
  if (account.isAdmin || file.ownerAccountId === account.id) return true;
  return attachedTo(file).some((a) => memberOfCompany(a.companyId, account));
}

export interface AttachContext {
  /** Who sends the announcement. */
  account: AccountRecord;
  /** The company it is for. */
  companyId: number;
  /** The announcement being edited: the files it already has are kept whoever sent them. */
  record?: AnnouncementRecord;
}

/**
 * A file is attached only by someone of the announcing company: uploaded by the caller or by a
 * member of that company (a colleague's upload). Admins attach any file; an edit keeps the files
 * the announcement already has (the seed's, a former member's). Else 400 'FileNotOwned'.
 */
export function checkMayAttach(file: FileRecord, { account, companyId, record }: AttachContext): void {
  if (account.isAdmin) return;
  if (record?.files.some((f) => f.fileId === file.id)) return;
  if (file.ownerAccountId === account.id) return;
  const uploader = file.ownerAccountId === null ? undefined : db.accounts.find((a) => a.id === file.ownerAccountId);
  if (uploader && memberOfCompany(companyId, uploader)) return;
  throw badRequest('FileNotOwned');
}
