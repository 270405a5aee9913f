import type { DealFile } from '@/features/negotiations/deal-api';
import type { Negotiation } from '@/features/negotiations/api';
import type { NegotiationStatus } from '@/lib/status';
import type { NegotiationRecord } from '../db/negotiations';
import { db } from '../db/store';
import { signedFileUrl } from './file-links';
import type { Side } from './negotiation-rules';

/** The negotiation's fields of the deal's second half (docs/deal/payment.md), as `viewerRoles` sees them. */

/** From here on the buyer is to pay, so it sees where to. */
const PAYING: readonly NegotiationStatus[] = ['AWAITING_PAYMENT', 'RELEASED_FOR_DELIVERY', 'FINISHED'];

/** A file of the deal with an address signed for the caller (the parties are not its uploader). */
function dealFile(fileId: number): DealFile {
  const file = db.files.find((f) => f.id === fileId);
  if (!file) return { id: fileId, name: '—', mimetype: '', url: '' };
  return { id: file.id, name: file.name, mimetype: file.mimetype, url: signedFileUrl(file) };
}

type DealView = Pick<Negotiation, 'pickupAddress' | 'buyerAddress' | 'sellerPayment' | 'payment' | 'invoice'>;

export function dealView(record: NegotiationRecord, viewerRoles: Side[]): DealView {
  const announcement = db.announcements.find((a) => a.id === record.announcementId);
  const buyer = db.companies.find((c) => c.id === record.buyerCompanyId);
  const seller = db.companies.find((c) => c.id === record.sellerCompanyId);
  // The buyer's own address is the buyer's (and the admin's) to see; the seller learns the one proposed.
  const seesBuyer = viewerRoles.length === 0 || viewerRoles.includes('BUYER');
  const { payment, invoice } = record;
  return {
    pickupAddress: record.delivery === 'PICKUP' && announcement ? { ...announcement.location } : null,
    buyerAddress: seesBuyer && buyer ? { ...buyer.address } : null,
    sellerPayment: PAYING.includes(record.status) ? (seller?.payment ?? null) : null,
    payment: payment ? { status: payment.status, amount: payment.amount, proof: dealFile(payment.proofFileId), sentAt: payment.sentAt, confirmedAt: payment.confirmedAt } : null,
    invoice: invoice ? { number: invoice.number, series: invoice.series, accessKey: invoice.accessKey, file: dealFile(invoice.fileId), recordedAt: invoice.recordedAt } : null,
  };
}
