import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { localStore, removeStoredKeys } from '@/lib/stored-keys';

/**
 * A form's draft in localStorage: saved as the user types (debounced), offered back after a
 * reload or a crash, cleared on a successful save (`clear()`) or when the user discards it.
 *
 * - Nothing is written until the user changes something (a record loaded into the form is not a
 *   draft), and nothing is offered while `key` is null (e.g. the record is still loading).
 * - `restore()` puts the draft's values in the form as edits (they stay dirty).
 * - A stored draft is offered only when it fits `schema` (a loader, like the form's own schema),
 *   the form's fields with their types (not their rules: a draft is unfinished). One written by an older version of the form, or edited by
 *   hand, would put values in the form that its fields cannot show or that the user cannot fix
 *   (a hidden field left empty): it is dropped instead.
 */
interface StoredDraft<T> {
  savedAt: string;
  values: T;
}

export interface FormDraft<T> {
  /** A draft saved earlier, until the user restores or discards it. */
  offered: StoredDraft<T> | null;
  restore: () => void;
  discard: () => void;
  /** Forget the draft (after a successful save). */
  clear: () => void;
}

const PREFIX = 'giro:rascunho:';

/** The stored draft under `key` when it fits `schema`; a draft that does not is removed. */
function readDraft<T>(key: string, schema: z.ZodMiniType<T>): StoredDraft<T> | null {
  let raw: string | null | undefined;
  try {
    raw = localStore()?.getItem(PREFIX + key);
  } catch {
    return null;
  }
  if (!raw) return null;
  const draft = parseDraft(raw, schema);
  if (!draft) removeDraft(key);
  return draft;
}

function parseDraft<T>(raw: string, schema: z.ZodMiniType<T>): StoredDraft<T> | null {
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object') return null;
  const { savedAt, values } = stored as Partial<Record<keyof StoredDraft<T>, unknown>>;
  if (typeof savedAt !== 'string' || Number.isNaN(Date.parse(savedAt))) return null;
  const parsed = schema.safeParse(values);
  return parsed.success ? { savedAt, values: parsed.data } : null;
}

function writeDraft(key: string, values: unknown): void {
  try {
    localStore()?.setItem(PREFIX + key, JSON.stringify({ savedAt: new Date().toISOString(), values }));
  } catch {
    // Storage full or disabled: drafts are a convenience, the form keeps working.
  }
}

function removeDraft(key: string): void {
  try {
    localStore()?.removeItem(PREFIX + key);
  } catch {
    // ignore
  }
}

/**
 * Removes every form draft of this browser (sign-out): a draft holds what a user typed for their
 * company, and the next person at the same browser must not be offered it.
 */
export function clearAllDrafts(): void {
  removeStoredKeys(PREFIX);
}

export function useFormDraft<T extends FieldValues, C, O>(
  key: string | null,
  form: UseFormReturn<T, C, O>,
  { schema, debounceMs = 400 }: { schema: () => Promise<z.ZodMiniType<T>>; debounceMs?: number },
): FormDraft<T> {
  const [offer, setOffer] = useState<{ key: string; draft: StoredDraft<T> } | null>(null);
  // The key whose stored draft has been read: until then nothing is written, or an edit made while
  // the schema loads would overwrite the draft before it is offered.
  const readFor = useRef<string | null>(null);
  // A draft's schema never depends on the form's data: the first loader is kept, as useSchemaForm does.
  const [loadSchema] = useState(() => schema);
  // Read once per key, after the first render (the server has no drafts) and once the schema has
  // loaded: an earlier draft is offered, not applied.
  useEffect(() => {
    readFor.current = null;
    if (!key) return;
    let current = true;
    loadSchema().then(
      (loaded) => {
        if (!current) return;
        const stored = readDraft(key, loaded);
        readFor.current = key;
        setOffer(stored ? { key, draft: stored } : null);
      },
      // No schema (a dropped line): no offer, and the stored draft is left for the next visit.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [key, loadSchema]);
  const offered = offer && offer.key === key ? offer.draft : null;
  // While a draft is offered, the form is not saved over it.
  const paused = useRef(false);
  useEffect(() => {
    paused.current = !!offered;
  }, [offered]);

  // The debounced write waiting to happen: a save or a discard cancels it, or an edit typed just
  // before 'Salvar' would write the draft back after the save cleared it (a form that stays open).
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { watch, getValues } = form;
  useEffect(() => {
    if (!key) return;
    const write = () => {
      pending.current = undefined;
      writeDraft(key, getValues());
    };
    // Leaving the page or the form inside the debounce writes the last edit now instead of losing it.
    const flush = () => {
      if (pending.current === undefined) return;
      clearTimeout(pending.current);
      write();
    };
    const subscription = watch((_values, { type }) => {
      // Only the user's edits ('change' events), not resets or values set by code on load.
      if (type !== 'change') return;
      if (paused.current || readFor.current !== key) return;
      clearTimeout(pending.current);
      pending.current = setTimeout(write, debounceMs);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      subscription.unsubscribe();
      flush();
    };
  }, [key, watch, getValues, debounceMs]);

  const restore = useCallback(() => {
    if (!offered) return;
    form.reset(offered.values, { keepDefaultValues: true });
    setOffer(null);
  }, [form, offered]);

  // The user turning the offer down and a save both drop the draft: one function, two names.
  const discard = useCallback(() => {
    clearTimeout(pending.current);
    pending.current = undefined;
    if (key) removeDraft(key);
    setOffer(null);
  }, [key]);

  return { offered, restore, discard, clear: discard };
}
