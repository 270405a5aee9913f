import { describe, expect, it } from 'vitest';
import type { AnnouncementSummary } from '@/features/announcements/api';
import type { ReceivedInterest } from '@/features/interest-items/api';
import type { Negotiation, NegotiationSummary } from '@/features/negotiations/api';
import type { CompatibleAnnouncement, Search, WantedSearch } from '@/features/searches/api';
import {
  interestNews,
  isUnseen,
  matchNews,
  mergeNews,
  negotiationNews,
  reviewNews,
  unseenNegotiationIds,
  wantedNews,
  type SeenMarks,
} from '@/features/news/derive';

/** Marks of an account that looked at everything on 10 Nov and at negotiation 2 on 20 Nov. */
const marks: SeenMarks = { since: '2026-11-10T12:00:00.000Z', seen: { '/negociacoes/2': '2026-11-20T12:00:00.000Z' } };

const company = { id: 9, companyName: 'Metalúrgica Vale Ltda', tradeName: 'Vale Metais' };
const actor = (role: 'BUYER' | 'SELLER') => ({ id: role === 'BUYER' ? 1 : 2, name: role === 'BUYER' ? 'Juliana' : 'Carlos', role });

function summary(id: number, updatedAt: string): NegotiationSummary {
  return {
    id,
    status: 'IN_QUOTATION',
    announcement: { id: 30 + id, title: `Chapa ${id}`, quantity: 10, unitPrice: 5, unit: { index: 1, name: 't' }, product: { id: 1, name: 'Chapa' }, city: 'Santos', uf: 'SP' },
    seller: company,
    buyer: company,
    quantity: 1,
    unitPrice: 5,
    total: 5,
    delivery: 'PICKUP',
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt,
  };
}

/** The payment half's fields, empty (docs/deal/payment.md). */
const NO_DEAL_FIELDS = { deliveryTerms: null, pickupAddress: null, buyerAddress: null, sellerPayment: null, payment: null, invoice: null } as const;

function detail(row: NegotiationSummary, patch: Partial<Negotiation>): Negotiation {
  return { ...row, buyerAccount: { id: 1, name: 'Juliana', email: '' }, events: [], pendingProposal: null, viewerRoles: ['BUYER'], waitingFor: null, contacts: null, ...NO_DEAL_FIELDS, ...patch };
}

describe('isUnseen', () => {
  it('is new when dated after both the account baseline and the mark of its page', () => {
    expect(isUnseen(marks, '/negociacoes/2', '2026-11-21T00:00:00.000Z')).toBe(true);
    expect(isUnseen(marks, '/negociacoes/2', '2026-11-15T00:00:00.000Z')).toBe(false);
    expect(isUnseen(marks, '/negociacoes/7', '2026-11-15T00:00:00.000Z')).toBe(true);
    expect(isUnseen(marks, '/negociacoes/7', '2026-11-01T00:00:00.000Z')).toBe(false);
  });
});

describe('negotiationNews', () => {
  const seen = summary(2, '2026-11-19T00:00:00.000Z');
  const proposal = summary(3, '2026-11-22T10:00:00.000Z');
  const chat = summary(4, '2026-11-23T10:00:00.000Z');
  const mine = summary(5, '2026-11-24T10:00:00.000Z');

  it('asks for the details of the unseen rows only, once each, the most recently updated first and at most ten', () => {
    expect(unseenNegotiationIds([seen, proposal, chat], [chat, mine], marks)).toEqual([5, 4, 3]);
    const many = Array.from({ length: 12 }, (_, i) => summary(100 + i, `2026-11-2${i % 10}T1${i % 10}:00:00.000Z`));
    expect(unseenNegotiationIds(many, [], marks)).toHaveLength(10);
  });

  it('words a proposal to answer, new messages, and leaves out what only my side did', () => {
    const details = new Map<number, Negotiation>([
      [
        3,
        detail(proposal, {
          waitingFor: 'BUYER',
          pendingProposal: { id: 1, by: actor('SELLER'), quantity: 1, unitPrice: 4, delivery: 'PICKUP', deliveryTerms: null, message: '', createdAt: proposal.updatedAt },
          events: [{ id: 2, type: 'PROPOSAL', at: proposal.updatedAt, by: actor('SELLER'), proposalId: 1, changes: [], message: '' }],
        }),
      ],
      [
        4,
        detail(chat, {
          waitingFor: 'SELLER',
          events: [
            { id: 2, type: 'MESSAGE', at: '2026-11-09T10:00:00.000Z', by: actor('SELLER'), text: 'antiga' },
            { id: 3, type: 'MESSAGE', at: '2026-11-23T09:00:00.000Z', by: actor('SELLER'), text: 'oi' },
            { id: 4, type: 'MESSAGE', at: chat.updatedAt, by: actor('SELLER'), text: 'olá' },
          ],
        }),
      ],
      [5, detail(mine, { events: [{ id: 2, type: 'MESSAGE', at: mine.updatedAt, by: actor('BUYER'), text: 'eu' }] })],
    ]);
    const items = negotiationNews([seen, proposal, chat, mine], details, marks);
    expect(items.map((i) => [i.label, i.subject, i.href])).toEqual([
      ['Proposta para responder', 'Chapa 3', '/negociacoes/3'],
      ['2 novas mensagens', 'Chapa 4', '/negociacoes/4'],
    ]);
  });

  it('says when it is my status step, and a status the other side set', () => {
    const step = summary(6, '2026-11-22T10:00:00.000Z');
    const moved = { ...summary(7, '2026-11-22T11:00:00.000Z'), status: 'CALLED_OFF' as const };
    const details = new Map<number, Negotiation>([
      [6, detail(step, { viewerRoles: ['SELLER'], waitingFor: 'SELLER', events: [{ id: 2, type: 'PROPOSAL_ACCEPTED', at: step.updatedAt, by: actor('BUYER'), proposalId: 1 }] })],
      [7, detail(moved, { events: [{ id: 2, type: 'STATUS', at: moved.updatedAt, by: actor('SELLER'), from: 'IN_QUOTATION', to: 'CALLED_OFF' }] })],
    ]);
    expect(negotiationNews([step, moved], details, marks).map((i) => i.label)).toEqual(['Sua vez na negociação', 'Status: Cancelado']);
  });
});

describe('interestNews, matchNews, wantedNews, reviewNews', () => {
  const announcement = { id: 40, title: 'Bobina de aço', company } as AnnouncementSummary;

  it('lists each interest received since the interests page was last opened', () => {
    const rows = [
      { id: 1, announcement, company, createdAt: '2026-11-21T00:00:00.000Z' },
      { id: 2, announcement, company, createdAt: '2026-11-01T00:00:00.000Z' },
    ] as ReceivedInterest[];
    expect(interestNews(rows, marks)).toEqual([
      expect.objectContaining({ label: 'Novo interesse', subject: 'Vale Metais em Bobina de aço', href: '/interesses/recebidos?announcement=40', at: rows[0]!.createdAt }),
    ]);
  });

  it("groups a search's new compatible offers into one item, dated by the newest", () => {
    const search = { id: 8, product: { id: 1, name: 'Vergalhão' }, category: null } as Search;
    const rows = [
      { id: 1, updatedAt: '2026-11-21T00:00:00.000Z' },
      { id: 2, updatedAt: '2026-11-22T00:00:00.000Z' },
      { id: 3, updatedAt: '2026-11-02T00:00:00.000Z' },
    ] as CompatibleAnnouncement[];
    expect(matchNews(search, rows, marks)).toEqual([
      expect.objectContaining({ label: '2 novos anúncios para a sua busca', subject: 'Vergalhão', href: '/buscas/8#anuncios-compativeis', at: '2026-11-22T00:00:00.000Z' }),
    ]);
    expect(matchNews(search, [rows[2]!], marks)).toEqual([]);
  });

  it("lists other companies' searches my announcements fit, approved since", () => {
    const rows = [{ search: { id: 12, company, product: { id: 1, name: 'Bobina' }, category: null, updatedAt: '2026-11-21T00:00:00.000Z' } }] as WantedSearch[];
    expect(wantedNews(rows, marks)).toEqual([expect.objectContaining({ label: 'Procuram o que você vende', subject: 'Vale Metais procura Bobina', href: '/buscas/12' })]);
  });

  it('tells approvals and rejections of my announcements and searches, not pending or inactive ones', () => {
    const at = '2026-11-21T00:00:00.000Z';
    const announcements = [
      { ...announcement, status: 'APPROVED', updatedAt: at },
      { ...announcement, id: 41, status: 'REJECTED', updatedAt: at },
      { ...announcement, id: 42, status: 'PENDING', updatedAt: at },
    ] as AnnouncementSummary[];
    const searches = [
      { id: 3, status: 'REJECTED', active: true, product: null, category: { id: 2, name: 'Tubos' }, updatedAt: at },
      { id: 4, status: 'APPROVED', active: false, product: null, category: { id: 2, name: 'Tubos' }, updatedAt: at },
    ] as Search[];
    expect(reviewNews(announcements, searches, marks).map((i) => [i.label, i.href])).toEqual([
      ['Anúncio aprovado', '/anuncios/40'],
      ['Anúncio reprovado', '/meus-anuncios/41'],
      ['Busca reprovada', '/buscas/3'],
    ]);
  });

  it('merges every source newest first, without repeating an item', () => {
    const a = { id: 'a', label: 'A', subject: '', href: '/a', seenKey: '/a', at: '2026-11-21T00:00:00.000Z' };
    const b = { ...a, id: 'b', at: '2026-11-22T00:00:00.000Z' };
    expect(mergeNews([a], [b, a]).map((i) => i.id)).toEqual(['b', 'a']);
  });
});
