import type { NegotiationStatus } from '@/lib/status';
import type { NegotiationRecord } from '@/mocks/db/negotiations';
import { db } from '@/mocks/db/store';

/** Finished and unfinished negotiations with known units and moments, for the impact tests. */

/**
 * A negotiation of `seller` with `buyer` on an announcement of its own in `unit`; a FINISHED one
 * finished at `finishedAt`, and touched two hours later (updatedAt is not when it finished).
 */
function deal(seller: number, buyer: number, status: NegotiationStatus, quantity: number, unit: string, finishedAt = '2026-10-20T12:00:00-03:00'): NegotiationRecord {
  const id = Math.max(...db.announcements.map((a) => a.id)) + 1;
  const unitIndex = db.units.find((u) => u.name === unit)!.index;
  db.announcements.push({ ...db.announcements[0]!, id, companyId: seller, unitIndex, status: 'APPROVED' });
  const template = db.negotiations[0]!;
  const at = new Date(finishedAt).toISOString();
  const later = new Date(Date.parse(at) + 2 * 3_600_000).toISOString();
  const opened = { ...template.events[0]!, id: 1, at: '2026-10-01T12:00:00.000Z' };
  const step = { id: 2, type: 'STATUS' as const, from: 'RELEASED_FOR_DELIVERY' as const, to: status, at, accountId: template.buyerAccountId, role: 'BUYER' as const };
  return {
    ...template,
    id: db.negotiations.length + 100 + id,
    announcementId: id,
    sellerCompanyId: seller,
    buyerCompanyId: buyer,
    quantity,
    status,
    pendingProposal: null,
    events: [opened, step],
    createdAt: opened.at,
    updatedAt: later,
  };
}

/**
 * Company 1 sold 2.5 t (finished 31/10 23:30 in São Paulo, already November in UTC), 400 kg
 * (1/11 00:30) and 10 un (to company 3), and bought 3 L from company 3; a cancelled and an open
 * negotiation of 1 with 2 do not count.
 */
export function scenario() {
  const list = [
    deal(1, 2, 'FINISHED', 2.5, 't', '2026-10-31T23:30:00-03:00'),
    deal(1, 2, 'FINISHED', 400, 'kg', '2026-11-01T00:30:00-03:00'),
    deal(1, 2, 'CALLED_OFF', 9, 't'),
    deal(1, 2, 'RELEASED_FOR_DELIVERY', 5, 't'),
    deal(1, 3, 'FINISHED', 10, 'un', '2026-11-15T12:00:00-03:00'),
    deal(3, 1, 'FINISHED', 3, 'L', '2026-12-02T09:00:00-03:00'),
  ];
  db.negotiations.splice(0, db.negotiations.length, ...list);
}

