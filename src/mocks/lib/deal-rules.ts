import type { DeliveryTerms } from '@/features/negotiations/deal-api';
import type { DeliveryTermsBody } from '@/features/negotiations/bodies';
import type { DeliveryMode } from '@/features/negotiations/api';
import type { NegotiationRole } from '@/features/negotiations/api';
import type { NegotiationStatus } from '@/lib/status';
import type { NegotiationRecord } from '../db/negotiations';
import { db } from '../db/store';
import type { AccountRecord, FileRecord } from '../db/types';
import { badRequest } from './errors';

/**
 * The rules of the deal's second half (docs/deal/payment.md): the seller releases only a paid and
 * invoiced deal, and the files a party attaches are its own uploads. negotiation-rules.ts asks
 * `releaseBlocker` for its options and its step.
 */

/** Why the seller may not release yet: the payment not confirmed, or no NF-e; null once both are done. */
function releaseBlocker(record: NegotiationRecord): 'PaymentNotConfirmed' | 'InvoiceRequired' | null {
  if (record.payment?.status !== 'CONFIRMED') return 'PaymentNotConfirmed';
  if (!record.invoice) return 'InvoiceRequired';
  return null;
}

/** A party's release before the payment is confirmed and the NF-e recorded is refused with its reason (the admin overrides). */
export function checkRelease(record: NegotiationRecord, roles: readonly NegotiationRole[], status: NegotiationStatus): void {
  if (status !== 'RELEASED_FOR_DELIVERY' || roles.includes('ADMIN')) return;
  const blocker = releaseBlocker(record);
  if (blocker) throw badRequest(blocker);
}

/** Whether the seller's options may include the release now. */
export const mayRelease = (record: NegotiationRecord, roles: readonly NegotiationRole[]) => roles.includes('ADMIN') || releaseBlocker(record) === null;

/** A file the caller uploaded ('FileNotFound', 'FileNotOwned'), of one of `types` ('InvalidFile'). */
export function ownUpload(fileId: number, account: AccountRecord, types: readonly string[]): FileRecord {
  const file = db.files.find((f) => f.id === fileId);
  if (!file) throw badRequest('FileNotFound');
  if (file.ownerAccountId !== account.id) throw badRequest('FileNotOwned');
  if (!types.includes(file.mimetype)) throw badRequest('InvalidFile');
  return file;
}

const sameAddress = (a: DeliveryTerms['address'], b: DeliveryTerms['address']) =>
  a.zipCode === b.zipCode && a.street === b.street && a.number === b.number && a.complement === b.complement && a.neighborhood === b.neighborhood && a.city === b.city && a.uf === b.uf;

export function sameTerms(a: DeliveryTerms | null, b: DeliveryTerms | null): boolean {
  if (!a || !b) return a === b;
  return a.freight === b.freight && sameAddress(a.address, b.address);
}

/**
 * The terms an opening or a proposal carries: Entrega requires them ('DeliveryTermsRequired'),
 * Retirada keeps none (nothing is delivered). The complement is stored as '' when left out.
 */
export function termsFor(delivery: DeliveryMode, sent: DeliveryTermsBody | DeliveryTerms | null | undefined): DeliveryTerms | null {
  if (delivery !== 'DELIVERY') return null;
  if (!sent) throw badRequest('DeliveryTermsRequired');
  return { address: { ...sent.address, complement: sent.address.complement ?? '' }, freight: sent.freight };
}
