import { NEWS_WINDOW_DAYS } from '@/features/news/model';
import { localStore } from '@/lib/stored-keys';
import type { SessionUser } from './api';

/**
 * The sign-in's one-time notice that the Giro team activated the account (docs/auth-and-ssr.md).
 * The API dates the activation (`GET /user` → `activatedAt`); this browser keeps which activation
 * it has announced, per account, in a key outside the session's prefixes, so signing out (which
 * forgets the news marks) does not bring the notice back. An activation older than the news
 * window is no longer news and is not announced; another browser announces it once more.
 */
const KEY = 'giro:ativacao-avisada';
/** The key of the earlier version (the e-mails told to wait): removed when met. */
const OLD_KEY = 'giro:ativacao-pendente';
const DAY_MS = 24 * 60 * 60 * 1000;

type Announced = Record<string, string>;

function read(): Announced {
  try {
    const parsed: unknown = JSON.parse(localStore()?.getItem(KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

function write(announced: Announced): void {
  try {
    const store = localStore();
    store?.removeItem(OLD_KEY);
    if (Object.keys(announced).length > 0) store?.setItem(KEY, JSON.stringify(announced));
    else store?.removeItem(KEY);
  } catch {
    // Storage full or disabled: the notice may then show again, nothing else changes.
  }
}

const recent = (iso: string, now: number) => {
  const at = Date.parse(iso);
  return Number.isFinite(at) && now - at <= NEWS_WINDOW_DAYS * DAY_MS;
};

/**
 * Whether this sign-in is the first, in this browser, after the account's activation (a recent
 * one); remembers it. Announcements past the window are dropped, so the key stays small.
 */
export function takeActivationNotice(user: Pick<SessionUser, 'id' | 'activatedAt'>, now = Date.now()): boolean {
  const announced = Object.fromEntries(Object.entries(read()).filter(([, at]) => recent(at, now)));
  const activatedAt = user.activatedAt;
  const due = !!activatedAt && recent(activatedAt, now) && announced[user.id] !== activatedAt;
  if (due) announced[user.id] = activatedAt;
  write(announced);
  return due;
}

/** The toast of the first sign-in after activation. */
export const ACTIVATED_MESSAGE = 'Seu cadastro foi ativado pela equipe Giro. Boas-vindas!';
