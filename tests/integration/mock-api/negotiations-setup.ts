import { db } from '@/mocks/db/store';
import { send, type Json, type Who } from './helpers';

/** Shared by the negotiations-*.test.ts files: the buyer (company 2) and the seller (company 1), their negotiations and the calls on one. */
export const sellerOffer = () =>
  db.announcements.find((a) => a.companyId === 1 && a.status === 'APPROVED' && !db.negotiations.some((n) => n.announcementId === a.id && n.buyerCompanyId === 2))!;
export const open = (extra: Record<string, unknown> = {}) => {
  const a = sellerOffer();
  return send('POST', '/negotiation', 'comprador', { announcementId: a.id, companyId: 2, quantity: 1, unitPrice: a.unitPrice, delivery: 'PICKUP', message: 'Proposta', ...extra });
};
export const seeded = (status: string) => db.negotiations.find((n) => n.buyerCompanyId === 2 && n.sellerCompanyId === 1 && n.status === status)!;
export const announcementOf = (negotiationId: number) => db.announcements.find((a) => a.id === db.negotiations.find((n) => n.id === negotiationId)!.announcementId)!;

type Event = { id: number; type: string; at: string; by: { id: number; name: string; role: string } } & Record<string, unknown>;
export const eventsOf = (body: Json) => body.events as Event[];
export const pendingOf = (body: Json) => body.pendingProposal as ({ id: number; by: { role: string; name: string } } & Record<string, unknown>) | null;

export const put = (id: number, who: Who, body: unknown) => send('PUT', `/negotiation/${id}`, who, body);
export const accept = (id: number, proposalId: number, who: Who) => send('POST', `/negotiation/${id}/proposal/${proposalId}/accept`, who);
export const decline = (id: number, proposalId: number, who: Who, body: unknown = {}) => send('POST', `/negotiation/${id}/proposal/${proposalId}/decline`, who, body);
export const withdraw = (id: number, proposalId: number, who: Who) => send('DELETE', `/negotiation/${id}/proposal/${proposalId}`, who);
export const message = (id: number, who: Who, text: string) => send('POST', `/negotiation/${id}/messages`, who, { text });
/** A fresh negotiation of the buyer (2) with the seller (1), in quotation, with nothing pending. */
export const fresh = async () => (await open()).body.id as number;
