import type * as z from 'zod/mini';
import { negotiationBodySchema } from '@/features/negotiations/bodies';
import type { ProposedValues } from '@/features/negotiations/api';
import type { AnnouncementRecord } from '../db/announcements';
import { OPENING_DEFAULTS } from '../db/negotiations';
import { db } from '../db/store';
import type { AccountRecord } from '../db/types';
import { badRequest, notFound, unauthorized } from './errors';
import { isPublic, joins, type Joins } from './announcement-views';
import { memberOfCompany } from './company-access';
import { actingCompany, buyableAnnouncement, findAnnouncementRecord } from './deal-helpers';
import { round2 } from './negotiation-views';
import { termsFor } from './deal-rules';

/**
 * How a negotiation opens (handlers/negotiations.ts `POST /negotiation`): from the buyer's own
 * proposal or from the seller's answer to an interest item, both to the same starting values.
 */

/** What a new negotiation starts from, whoever opens it: its proposable values (with Entrega, the buyer's terms). */
export interface Opening extends ProposedValues {
  announcement: AnnouncementRecord;
  buyerCompanyId: number;
  buyerAccountId: number;
  message: string;
  /** Who opens it. */
  role: 'BUYER' | 'SELLER';
  interestItemId: number | null;
}

/** The buyer's own proposal on a public announcement of another company. */
export function fromProposal(body: z.output<typeof negotiationBodySchema>, account: AccountRecord, j: Joins): Opening {
  const announcement = buyableAnnouncement(body.announcementId, account, j);
  actingCompany(body.companyId, account);
  return {
    announcement,
    buyerCompanyId: body.companyId,
    buyerAccountId: account.id,
    ...OPENING_DEFAULTS,
    quantity: body.quantity,
    unitPrice: round2(body.unitPrice),
    delivery: body.delivery,
    deliveryTerms: termsFor(body.delivery, body.deliveryTerms),
    message: body.message,
    role: 'BUYER',
    interestItemId: null,
  };
}

/** The seller's answer to an interest item: only a member of the announcing company (else 401). */
export function fromInterest(interestItemId: number, account: AccountRecord): Opening {
  const interest = db.interestItems.find((i) => i.id === interestItemId);
  if (!interest) throw notFound('Not Found');
  const announcement = findAnnouncementRecord(interest.announcementId);
  if (!memberOfCompany(announcement.companyId, account)) throw unauthorized('Unauthorized');
  if (memberOfCompany(interest.companyId, account)) throw badRequest('OwnCompanyNegotiation');
  const buyer = db.companies.find((c) => c.id === interest.companyId);
  if (!isPublic(announcement, joins()) || buyer?.status !== 'APPROVED') throw badRequest('CounterpartyNotApproved');
  return {
    announcement,
    buyerCompanyId: interest.companyId,
    buyerAccountId: interest.accountId,
    ...OPENING_DEFAULTS,
    quantity: interest.quantity,
    unitPrice: announcement.unitPrice,
    delivery: 'PICKUP',
    deliveryTerms: null,
    message: '',
    role: 'SELLER',
    interestItemId: interest.id,
  };
}
