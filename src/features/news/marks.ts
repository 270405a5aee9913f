import { useCallback, useSyncExternalStore } from 'react';
import type { SeenMarks } from './derive';
import { localStore, removeStoredKeys } from '@/lib/stored-keys';

/**
 * The per-account "last seen" marks, in localStorage under `giro:visto:<account id>`:
 * `{ since, seen: { [page path]: isoDate } }`. They only decide what the header counts as new, so
 * a browser without storage simply counts from the baseline again. Sign-out removes them
 * (`clearSeenMarks`), like the form drafts: the next person at this browser starts afresh.
 */
const PREFIX = 'giro:visto:';
/** On an account's first visit, what happened in these last days still counts as new. */
export const NEWS_WINDOW_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
const CHANGE = 'giro:visto';

const keyOf = (accountId: number) => `${PREFIX}${accountId}`;

function parse(raw: string | null): SeenMarks | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { since, seen } = value as Partial<Record<keyof SeenMarks, unknown>>;
    if (typeof since !== 'string' || Number.isNaN(Date.parse(since)) || !seen || typeof seen !== 'object') return null;
    const entries = Object.entries(seen).filter((e): e is [string, string] => typeof e[1] === 'string');
    return { since, seen: Object.fromEntries(entries) };
  } catch {
    return null;
  }
}

/** The last read per account with the stored text it came from: useSyncExternalStore needs the same object while nothing changed. */
const memory = new Map<number, { raw: string | null; marks: SeenMarks }>();

function getRaw(accountId: number): string | null {
  try {
    return localStore()?.getItem(keyOf(accountId)) ?? null;
  } catch {
    return null;
  }
}

function write(accountId: number, marks: SeenMarks): void {
  const raw = JSON.stringify(marks);
  try {
    localStore()?.setItem(keyOf(accountId), raw);
  } catch {
    // Storage full or disabled: the marks last until the page reloads.
  }
  memory.set(accountId, { raw: getRaw(accountId), marks });
}

/** The account's marks; before its first mark, a baseline NEWS_WINDOW_DAYS back. */
function readMarks(accountId: number, now = new Date()): SeenMarks {
  const raw = getRaw(accountId);
  const cached = memory.get(accountId);
  if (cached && cached.raw === raw) return cached.marks;
  const stored = parse(raw);
  if (stored) {
    memory.set(accountId, { raw, marks: stored });
    return stored;
  }
  // Not written here: a read must not bring back the marks sign-out just removed. The first mark stores it.
  const baseline = { since: new Date(now.getTime() - NEWS_WINDOW_DAYS * DAY_MS).toISOString(), seen: {} };
  memory.set(accountId, { raw, marks: baseline });
  return baseline;
}

/** Tells the subscribed hooks (this tab) that the marks changed. */
const changed = () => window.dispatchEvent(new Event(CHANGE));

/** Marks a page path seen at `at` (never earlier than a mark it already has). */
export function markSeen(accountId: number, path: string, at: string): void {
  const marks = readMarks(accountId);
  const previous = marks.seen[path];
  if (previous && Date.parse(previous) >= Date.parse(at)) return;
  write(accountId, { since: marks.since, seen: { ...marks.seen, [path]: at } });
  changed();
}

/** 'Marcar tudo como visto': the baseline moves to `at`, every page mark before it is dropped. */
export function markAllSeen(accountId: number, at: string): void {
  const marks = readMarks(accountId);
  const seen = Object.fromEntries(Object.entries(marks.seen).filter(([, when]) => Date.parse(when) > Date.parse(at)));
  write(accountId, { since: at, seen });
  changed();
}

/** Sign-out: every account's marks leave this browser. */
export function clearSeenMarks(): void {
  memory.clear();
  removeStoredKeys(PREFIX);
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) onChange();
  };
  window.addEventListener(CHANGE, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The account's marks, re-read when this tab or another changes them; null on the server. */
export function useSeenMarks(accountId: number): SeenMarks | null {
  const read = useCallback(() => readMarks(accountId), [accountId]);
  return useSyncExternalStore(subscribe, read, () => null);
}
