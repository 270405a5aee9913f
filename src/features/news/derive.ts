import { NEGOTIATION_STATUS } from '@/lib/status';
import { routes } from '@/lib/routes';
import type { NewsDecision, NewsEntry } from './api';

/**
 * The header's items from the answer of `GET /news` (the server derives what is new; here it is
 * worded in pt-BR, linked, and left out once the account has seen its page: marks.ts). Pure: the
 * same answer and marks give the same items. docs/deal/news.md is the contract.
 */

/** `since`: nothing older is new (the account's baseline); `seen`: page path → when it was last opened. */
export interface SeenMarks {
  since: string;
  seen: Record<string, string>;
}

export interface NewsItem {
  /** Unique among the items (the kind and the record). */
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
const NEWS_PATHS = /^\/(negociacoes\/\d+|interesses\/recebidos|buscas\/\d+|anuncios\/\d+|meus-anuncios\/\d+|empresas(\/\d+)?)$/;
export const isNewsPath = (path: string) => NEWS_PATHS.test(path);

/** Whether something dated `at` happened after the baseline and after `seenKey`'s page was last opened. */
export function isUnseen(marks: SeenMarks, seenKey: string, at: string): boolean {
  return time(at) > Math.max(time(marks.since), time(marks.seen[seenKey]));
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

type Entry<K extends NewsEntry['kind']> = Extract<NewsEntry, { kind: K }>;

function negotiationLabel(e: Entry<'NEGOTIATION'>): string {
  switch (e.event) {
    case 'OPENED':
      return 'Negociação aberta';
    case 'PROPOSAL':
      return 'Proposta para responder';
    case 'YOUR_TURN':
      return 'Sua vez na negociação';
    case 'MESSAGES':
      return plural(e.count, '1 nova mensagem', 'novas mensagens');
    case 'STATUS':
      return e.status ? `Status: ${NEGOTIATION_STATUS[e.status].label}` : 'Negociação atualizada';
    case 'UPDATED':
      return 'Negociação atualizada';
  }
}

const DECISION_WORD: Record<NewsDecision, { m: string; f: string }> = {
  APPROVED: { m: 'aprovado', f: 'aprovada' },
  REJECTED: { m: 'reprovado', f: 'reprovada' },
  SUSPENDED: { m: 'suspenso', f: 'suspensa' },
};

/** The label, the subject and the link of one item of the answer. */
function describe(e: NewsEntry): Pick<NewsItem, 'label' | 'subject' | 'href'> {
  switch (e.kind) {
    case 'NEGOTIATION':
      return { label: negotiationLabel(e), subject: e.title, href: routes.negotiation(e.negotiationId) };
    case 'INTEREST':
      return { label: 'Novo interesse', subject: `${e.companyName} em ${e.title}`, href: routes.receivedInterests({ announcement: e.announcementId }) };
    case 'COMPATIBLE':
      return { label: plural(e.count, '1 novo anúncio para a sua busca', 'novos anúncios para a sua busca'), subject: e.searchName, href: `${routes.search(e.searchId)}#anuncios-compativeis` };
    case 'WANTED':
      return { label: 'Procuram o que você vende', subject: `${e.companyName} procura ${e.searchName}`, href: routes.search(e.searchId) };
    case 'ANNOUNCEMENT':
      // Only an approved announcement is public; the others are seen on the company's own page.
      return { label: `Anúncio ${DECISION_WORD[e.decision].m}`, subject: e.title, href: e.decision === 'APPROVED' ? routes.announcement(e.announcementId) : routes.myAnnouncement(e.announcementId) };
    case 'SEARCH':
      return { label: `Busca ${DECISION_WORD[e.decision].f}`, subject: e.searchName, href: routes.search(e.searchId) };
    case 'COMPANY':
      return { label: `Empresa ${DECISION_WORD[e.decision].f}`, subject: e.companyName, href: routes.company(e.companyId) };
    case 'ACCOUNT':
      // Its companies' page says what comes next: a company to register, or one waiting for approval.
      return { label: 'Cadastro ativado', subject: 'Boas-vindas ao Giro!', href: routes.companies() };
  }
}

/** The answer's items not seen since (their page opened after them), newest first, each once. */
export function newsItems(entries: readonly NewsEntry[], marks: SeenMarks): NewsItem[] {
  const ids = new Set<string>();
  const items: NewsItem[] = [];
  for (const e of entries) {
    if (ids.has(e.id)) continue;
    ids.add(e.id);
    const { label, subject, href } = describe(e);
    const item = { id: e.id, label, subject, href, seenKey: pathOf(href), at: e.at };
    if (isUnseen(marks, item.seenKey, item.at)) items.push(item);
  }
  return items.sort((a, b) => time(b.at) - time(a.at));
}
