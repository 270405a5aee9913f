import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A form's draft in localStorage: saved as the user types (debounced), offered back after a
 * reload or a crash, cleared on a successful save (`clear()`) or when the user discards it.
 *
 * - Nothing is written until the user changes something (a record loaded into the form is not a
 *   draft), and nothing is offered while `key` is null (e.g. the record is still loading).
 * - `restore()` puts the draft's values in the form as edits (they stay dirty).
 */
export interface StoredDraft<T> {
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

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft<T>(key: string): StoredDraft<T> | null {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredDraft<T>;
    return parsed && typeof parsed.savedAt === 'string' && parsed.values && typeof parsed.values === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, values: unknown): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify({ savedAt: new Date().toISOString(), values }));
  } catch {
    // Storage full or disabled: drafts are a convenience, the form keeps working.
  }
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // ignore
  }
}

export function useFormDraft<T extends FieldValues, C, O>(key: string | null, form: UseFormReturn<T, C, O>, { debounceMs = 400 } = {}): FormDraft<T> {
  const [offer, setOffer] = useState<{ key: string; draft: StoredDraft<T> } | null>(null);
  // Read once per key: an earlier draft is offered, not applied.
  const [readFor, setReadFor] = useState<string | null>(null);
  if (key !== readFor) {
    setReadFor(key);
    const stored = key ? readDraft<T>(key) : null;
    setOffer(key && stored ? { key, draft: stored } : null);
  }
  const offered = offer && offer.key === key ? offer.draft : null;
  // While a draft is offered, the form is not saved over it.
  const paused = useRef(false);
  useEffect(() => {
    paused.current = !!offered;
  }, [offered]);

  const { watch, getValues } = form;
  useEffect(() => {
    if (!key) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch((_values, { type }) => {
      // Only the user's edits ('change' events), not resets or values set by code on load.
      if (type !== 'change') return;
      if (paused.current) return;
      clearTimeout(timer);
      timer = setTimeout(() => writeDraft(key, getValues()), debounceMs);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [key, watch, getValues, debounceMs]);

  const restore = useCallback(() => {
    if (!offered) return;
    form.reset(offered.values, { keepDefaultValues: true });
    setOffer(null);
  }, [form, offered]);

  // The user turning the offer down and a save both drop the draft: one function, two names.
  const discard = useCallback(() => {
    if (key) removeDraft(key);
    setOffer(null);
  }, [key]);

  return { offered, restore, discard, clear: discard };
}
