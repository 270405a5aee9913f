import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { assignRef } from './assign-ref';

/**
 * react-imask on demand. The masked inputs (MaskedInput, DateField) render a plain
 * input until the imask chunk (about 17 kB gzip) has arrived — it is asked for when the first of
 * them mounts — and then the mask. The plain input takes typing too (each component says how), so
 * nothing typed in the first moments is lost; if the user is in the field when the mask arrives,
 * focus stays there, and so do the caret and the selection (a date selected by the click that
 * entered it is still replaced by what is typed next).
 */
type IMaskModule = typeof import('react-imask');

let loaded: IMaskModule | null = null;
let loading: Promise<IMaskModule> | null = null;

export function loadIMask(): Promise<IMaskModule> {
  loading ??= import('react-imask').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null; // offline for a moment: the next input to mount asks again
      throw error;
    },
  );
  return loading;
}

/**
 * A loader that also fetches the mask engine, for a lazily loaded form with masked fields: it
 * opens ready to type in. Should imask fail to load, the fields are plain inputs that work too.
 */
export function withIMask<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadIMask().catch(() => null)]).then(([loaded]) => loaded);
}

/**
 * `IMaskInput` once loaded (null before), and the ref to put on whichever input is rendered: it
 * forwards to `inputRef` (react-hook-form's focus-on-error) and keeps focus across the swap.
 */
export function useLazyIMask(inputRef?: Ref<HTMLInputElement>) {
  const [module, setModule] = useState<IMaskModule | null>(loaded);
  const node = useRef<HTMLInputElement | null>(null);
  const refocus = useRef(false);
  /** The caret or selection in the plain input as React took it out. */
  const selection = useRef<{ start: number; end: number; direction: 'forward' | 'backward' | 'none' } | null>(null);

  useEffect(() => {
    if (module) return;
    let active = true;
    loadIMask().then(
      (next) => {
        if (!active) return;
        const input = node.current;
        refocus.current = !!input && input === document.activeElement;
        // React swaps the inputs a moment later: the user may enter the field meanwhile. (No blur
        // listener: Chrome blurs the plain input as React takes it out, which is no reason to
        // leave the field.)
        input?.addEventListener('focus', () => (refocus.current = true));
        setModule(next);
      },
      () => undefined, // stays a plain input; the form still works
    );
    return () => {
      active = false;
    };
  }, [module]);

  useLayoutEffect(() => {
    const input = node.current;
    if (!module || !refocus.current || !input) return;
    refocus.current = false;
    input.focus();
    const { start, end, direction } = selection.current ?? { start: input.value.length, end: input.value.length, direction: 'none' };
    input.setSelectionRange(start, end, direction);
  }, [module]);

  const ref = useCallback(
    (input: HTMLInputElement | null) => {
      const leaving = node.current;
      // Read as the plain input is taken out (still in the page, still focused), not earlier:
      // the user may click or select between the chunk's arrival and the swap.
      if (!input && leaving && leaving === leaving.ownerDocument.activeElement && leaving.selectionStart !== null) {
        selection.current = { start: leaving.selectionStart, end: leaving.selectionEnd ?? leaving.selectionStart, direction: leaving.selectionDirection ?? 'none' };
      }
      node.current = input;
      assignRef(inputRef, input);
    },
    [inputRef],
  );

  return { IMaskInput: module?.IMaskInput ?? null, ref };
}
