import type { AnnouncementSummary } from '@/features/announcements/api';
import type { ReceivedInterest } from '@/features/interest-items/api';
import type { Negotiation, NegotiationEvent, NegotiationSummary } from '@/features/negotiations/api';
import type { CompatibleAnnouncement, Search, WantedSearch } from '@/features/searches/api';
import { NEGOTIATION_STATUS } from '@/lib/status';
import { routes } from '@/lib/routes';

/**
 * What is new for the signed-in account, derived from lists the app already reads and the
 * account's "last seen" marks (marks.ts). Pure: the same lists and marks give the same items.
 * docs/deal/news.md is the contract.
 */

/** `since`: nothing older is new (the account's baseline); `seen`: page path → when it was last opened. */
export interface SeenMarks {
  since: string;
  seen: Record<string, string>;
}

export interface NewsItem {
  /** Unique among the items (the source and the record). */
  id: string;
  /** What happened: 'Proposta para responder', 'Novo interesse'. */
  label: string;
  /** What it is about: the announcement's title, the search's product. */
  subject: string;
  href: string;
  /** The page path whose visit marks it seen (the href without query or anchor). */
  seenKey: string;
  /** ISO date-time of the newest thing it tells. */
  at: string;
}

const time = (iso: string | undefined) => (iso ? Date.parse(iso) : Number.NEGATIVE_INFINITY);

/** The page path of an address: '/buscas/8#x' → '/buscas/8'. */
export const pathOf = (href: string) => href.split(/[?#]/)[0] ?? href;

/** The pages an item may link to: only their visits are marked (the marks stay few). */
const NEWS_PATHS = /^\/(negociacoes\/\d+|interesses\/recebidos|buscas\/\d+|anuncios\/\d+|meus-anuncios\/\d+)$/;
export const isNewsPath = (path: string) => NEWS_PATHS.test(path);

/** Whether something dated `at` happened after the baseline and after `seenKey`'s page was last opened. */
export function isUnseen(marks: SeenMarks, seenKey: string, at: string): boolean {
  return time(at) > Math.max(time(marks.since), time(marks.seen[seenKey]));
}

function item(id: string, label: string, subject: string, href: string, at: string): NewsItem {
  return { id, label, subject, href, seenKey: pathOf(href), at };
}

/** At most this many negotiation details are read for the header (the most recently updated). */
const NEWS_DETAILS = 10;

/** The rows (purchases and sales) with activity since their page was opened, newest first: the details to read. */
export function unseenNegotiationIds(purchases: readonly NegotiationSummary[], sales: readonly NegotiationSummary[], marks: SeenMarks): number[] {
  const rows = [...purchases, ...sales].filter((n) => isUnseen(marks, routes.negotiation(n.id), n.updatedAt)).sort((a, b) => time(b.updatedAt) - time(a.updatedAt));
  return [...new Set(rows.map((n) => n.id))].slice(0, NEWS_DETAILS);
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

/** What changed in one negotiation, from the other side's events since its page was opened; null if nothing. */
function negotiationLabel(n: Negotiation, news: readonly NegotiationEvent[]): string | null {
  if (news.length === 0) return null;
  const myTurn = n.waitingFor !== null && n.viewerRoles.includes(n.waitingFor);
  if (myTurn && n.pendingProposal && !n.viewerRoles.some((r) => r === n.pendingProposal?.by.role)) return 'Proposta para responder';
  if (myTurn) return 'Sua vez na negociação';
  const messages = news.filter((e) => e.type === 'MESSAGE').length;
  if (messages > 0) return plural(messages, '1 nova mensagem', 'novas mensagens');
  const status = news.findLast((e) => e.type === 'STATUS');
  if (status?.type === 'STATUS') return `Status: ${NEGOTIATION_STATUS[status.to].label}`;
  return 'Negociação atualizada';
}

/**
 * Negotiations where the other side (or the admin) did something since the page was opened: a
 * proposal to answer, my status step, new messages, a status. What my own side did is not news.
 */
export function negotiationNews(rows: readonly NegotiationSummary[], details: ReadonlyMap<number, Negotiation>, marks: SeenMarks): NewsItem[] {
  const items = new Map<number, NewsItem>();
  for (const row of rows) {
    const href = routes.negotiation(row.id);
    const n = details.get(row.id);
    if (!n || items.has(row.id) || !isUnseen(marks, href, row.updatedAt)) continue;
    const news = n.events.filter((e) => isUnseen(marks, href, e.at) && !n.viewerRoles.some((r) => r === e.by.role));
    const label = negotiationLabel(n, news);
    if (label) items.set(row.id, item(`negociacao:${row.id}`, label, row.announcement.title, href, news.at(-1)?.at ?? row.updatedAt));
  }
  return [...items.values()];
}

/** Interests my companies received since the received-interests page was opened. */
export function interestNews(rows: readonly ReceivedInterest[], marks: SeenMarks): NewsItem[] {
  return rows
    .map((r) => item(`interesse:${r.id}`, 'Novo interesse', `${r.company.tradeName || r.company.companyName} em ${r.announcement.title}`, routes.receivedInterests({ announcement: r.announcement.id }), r.createdAt))
    .filter((i) => isUnseen(marks, i.seenKey, i.at));
}

const searchName = (s: Pick<Search, 'product' | 'category'>) => s.product?.name ?? s.category?.name ?? 'Busca';

/** One item per search of mine with offers approved (or changed) since its page was opened. */
export function matchNews(search: Search, rows: readonly CompatibleAnnouncement[], marks: SeenMarks): NewsItem[] {
  const href = `${routes.search(search.id)}#anuncios-compativeis`;
  const fresh = rows.filter((a) => isUnseen(marks, pathOf(href), a.updatedAt));
  if (fresh.length === 0) return [];
  const newest = fresh.reduce((a, b) => (time(b.updatedAt) > time(a.updatedAt) ? b : a));
  return [item(`compativeis:${search.id}`, plural(fresh.length, '1 novo anúncio para a sua busca', 'novos anúncios para a sua busca'), searchName(search), href, newest.updatedAt)];
}

/** Other companies' searches my announcements fit, approved (or changed) since their page was opened. */
export function wantedNews(rows: readonly WantedSearch[], marks: SeenMarks): NewsItem[] {
  return rows
    .map(({ search: s }) => item(`procura:${s.id}`, 'Procuram o que você vende', `${s.company.tradeName || s.company.companyName} procura ${searchName(s)}`, routes.search(s.id), s.updatedAt))
    .filter((i) => isUnseen(marks, i.seenKey, i.at));
}

/** My announcements and active searches approved or rejected since their page was opened. */
export function reviewNews(announcements: readonly AnnouncementSummary[], searches: readonly Search[], marks: SeenMarks): NewsItem[] {
  const items: NewsItem[] = [];
  for (const a of announcements) {
    if (a.status === 'APPROVED') items.push(item(`anuncio:${a.id}`, 'Anúncio aprovado', a.title, routes.announcement(a.id), a.updatedAt));
    if (a.status === 'REJECTED') items.push(item(`anuncio:${a.id}`, 'Anúncio reprovado', a.title, routes.myAnnouncement(a.id), a.updatedAt));
  }
  for (const s of searches) {
    if (!s.active || s.status === 'PENDING') continue;
    items.push(item(`busca:${s.id}`, s.status === 'APPROVED' ? 'Busca aprovada' : 'Busca reprovada', searchName(s), routes.search(s.id), s.updatedAt));
  }
  return items.filter((i) => isUnseen(marks, i.seenKey, i.at));
}

/** Every source's items, newest first, each once. */
export function mergeNews(...sources: readonly (readonly NewsItem[])[]): NewsItem[] {
  const byId = new Map<string, NewsItem>();
  for (const source of sources) for (const i of source) if (!byId.has(i.id)) byId.set(i.id, i);
  return [...byId.values()].sort((a, b) => time(b.at) - time(a.at));
}
