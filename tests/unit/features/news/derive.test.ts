import { describe, expect, it } from 'vitest';
import type { NewsEntry } from '@/features/news/api';
import { isNewsPath, isUnseen, newsItems, type SeenMarks } from '@/features/news/derive';
import { routes } from '@/lib/routes';

/** Marks of an account that looked at everything on 10 Nov and at negotiation 2 on 20 Nov. */
const marks: SeenMarks = { since: '2026-11-10T12:00:00.000Z', seen: { '/negociacoes/2': '2026-11-20T12:00:00.000Z' } };
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z`;

const negotiation = (id: number, day: number, patch: Partial<Extract<NewsEntry, { kind: 'NEGOTIATION' }>> = {}): NewsEntry => ({
  kind: 'NEGOTIATION',
  id: `negociacao:${id}`,
  at: at(day),
  negotiationId: id,
  title: `Chapa ${id}`,
  event: 'UPDATED',
  count: 1,
  status: null,
  ...patch,
});

describe('newsItems: the answer of GET /news, worded and linked', () => {
  it('words each negotiation event, "Negociação aberta" first of all', () => {
    const items = newsItems(
      [
        negotiation(1, 21, { event: 'OPENED' }),
        negotiation(3, 20, { event: 'PROPOSAL' }),
        negotiation(4, 19, { event: 'YOUR_TURN' }),
        negotiation(5, 18, { event: 'MESSAGES', count: 3 }),
        negotiation(6, 17, { event: 'MESSAGES', count: 1 }),
        negotiation(7, 16, { event: 'STATUS', status: 'IN_PROGRESS' }),
        negotiation(8, 15),
      ],
      marks,
    );
    expect(items.map((i) => i.label)).toEqual([
      'Negociação aberta',
      'Proposta para responder',
      'Sua vez na negociação',
      '3 novas mensagens',
      '1 nova mensagem',
      'Status: Em andamento',
      'Negociação atualizada',
    ]);
    expect(items[0]).toEqual({ id: 'negociacao:1', label: 'Negociação aberta', subject: 'Chapa 1', href: routes.negotiation(1), seenKey: routes.negotiation(1), at: at(21) });
  });

  it('words and links interests, offers, wanted searches and the decisions, suspensions included', () => {
    const entries: NewsEntry[] = [
      { kind: 'INTEREST', id: 'interesse:4', at: at(20), interestId: 4, announcementId: 31, title: 'Chapa', companyName: 'Vale Metais' },
      { kind: 'COMPATIBLE', id: 'compativeis:8', at: at(19), searchId: 8, searchName: 'Cimento', count: 2 },
      { kind: 'WANTED', id: 'procura:9', at: at(18), searchId: 9, searchName: 'Sacaria', companyName: 'Agro Sul' },
      { kind: 'ANNOUNCEMENT', id: 'anuncio:31', at: at(17), announcementId: 31, title: 'Chapa', decision: 'APPROVED' },
      { kind: 'ANNOUNCEMENT', id: 'anuncio:32', at: at(16), announcementId: 32, title: 'Bobina', decision: 'SUSPENDED' },
      { kind: 'SEARCH', id: 'busca:8', at: at(15), searchId: 8, searchName: 'Cimento', decision: 'REJECTED' },
      { kind: 'COMPANY', id: 'empresa:5', at: at(14), companyId: 5, companyName: 'Fundição Paulista', decision: 'APPROVED' },
      { kind: 'COMPANY', id: 'empresa:6', at: at(13), companyId: 6, companyName: 'Plast Norte', decision: 'SUSPENDED' },
    ];
    expect(newsItems(entries, marks).map(({ label, subject, href }) => [label, subject, href])).toEqual([
      ['Novo interesse', 'Vale Metais em Chapa', routes.receivedInterests({ announcement: 31 })],
      ['2 novos anúncios para a sua busca', 'Cimento', `${routes.search(8)}#anuncios-compativeis`],
      ['Procuram o que você vende', 'Agro Sul procura Sacaria', routes.search(9)],
      ['Anúncio aprovado', 'Chapa', routes.announcement(31)],
      ['Anúncio suspenso', 'Bobina', routes.myAnnouncement(32)],
      ['Busca reprovada', 'Cimento', routes.search(8)],
      ['Empresa aprovada', 'Fundição Paulista', routes.company(5)],
      ['Empresa suspensa', 'Plast Norte', routes.company(6)],
    ]);
  });

  it('leaves out what is older than the baseline or than the last visit of its page, newest first', () => {
    const items = newsItems([negotiation(1, 9), negotiation(2, 19), negotiation(3, 12), negotiation(2, 22)], marks);
    // 1: before the baseline; the first item of 2: before its page was opened; the duplicate id is ignored.
    expect(items.map((i) => i.id)).toEqual(['negociacao:3']);
    expect(newsItems([negotiation(2, 21)], marks).map((i) => i.id)).toEqual(['negociacao:2']);
  });
});

describe('marks', () => {
  it('an item is unseen after both the baseline and its page mark', () => {
    expect(isUnseen(marks, '/negociacoes/2', at(19))).toBe(false);
    expect(isUnseen(marks, '/negociacoes/2', at(21))).toBe(true);
    expect(isUnseen(marks, '/negociacoes/3', at(9))).toBe(false);
  });

  it('marks only the pages an item may link to', () => {
    for (const path of ['/negociacoes/2', '/interesses/recebidos', '/buscas/8', '/anuncios/3', '/meus-anuncios/3', '/empresas/5']) expect(isNewsPath(path), path).toBe(true);
    for (const path of ['/negociacoes/compras', '/vitrine', '/empresas/nova']) expect(isNewsPath(path), path).toBe(false);
  });

  it("words the account's activation and links it to the user's companies, whose visit marks it", () => {
    const entry: NewsEntry = { kind: 'ACCOUNT', id: 'cadastro:6', at: at(21), decision: 'ACTIVATED' };
    expect(newsItems([entry], marks)).toEqual([
      { id: 'cadastro:6', label: 'Cadastro ativado', subject: 'Boas-vindas ao Giro!', href: routes.companies(), seenKey: routes.companies(), at: at(21) },
    ]);
    expect(isNewsPath(routes.companies())).toBe(true);
    expect(newsItems([entry], { ...marks, seen: { [routes.companies()]: at(22) } })).toEqual([]);
  });
});
