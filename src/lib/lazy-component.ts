import { lazy, useCallback, useMemo, useState, type ComponentType } from 'react';
import { notifyError } from './notify';

/**
 * A module (or what it gives) kept out of its page's first load. It loads once, on first use or a
 * moment earlier (`preload`); a load that failed (offline for a moment) is tried again on the next
 * use.
 */
export interface LazyModule<T> {
  /** Starts loading (once); resolves to the value. */
  preload: () => Promise<T>;
  /** The value once loaded, else null. */
  loaded: () => T | null;
}

export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    preload: () =>
      (pending ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
    loaded: () => value,
  };
}

/**
 * A component of a lazy module, rendered inside a <Suspense>: it suspends (the boundary shows its
 * placeholder, or keeps the server's HTML while hydrating) until the module has arrived; once it
 * has, it renders at once.
 *
 * Always the same component for React: rendering the module's own component once it had arrived
 * made React mount it anew, empty, over one that hydrated (or rendered) while the code arrived
 * mid-render (tests/unit/lib/lazy-part.test.tsx). A module already there is handed to React.lazy
 * as a thenable that calls back at once, so that a first render does not suspend.
 */
export function lazyPart<M, P extends object>(module: LazyModule<M>, pick: (loaded: M) => ComponentType<P>): ComponentType<P> {
  return lazy(() => {
    const loaded = module.loaded();
    if (!loaded) return module.preload().then((arrived) => ({ default: pick(arrived) }));
    // React.lazy takes any thenable, and one that calls back at once renders without suspending.
    const ready = { then: (onArrived: (arrived: { default: ComponentType<P> }) => void) => onArrived({ default: pick(loaded) }) };
    return ready as unknown as Promise<{ default: ComponentType<P> }>;
  });
}

/**
 * A component kept out of its page's first load — a dialog with a whole form in it, say. Its
 * module loads on first use, or a moment earlier: when the user points at or focuses what opens
 * it (`preload`).
 */
export type LazyComponent<P> = LazyModule<ComponentType<P>>;

export function lazyComponent<P>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  return lazyModule(load);
}

/**
 * Opening a lazy component (a dialog). Spread `openerProps` on the kit Button that opens it: a
 * click loads it if need be and then shows it (a load that fails is toasted, docs/product/messages.md's default
 * message, and nothing opens); hover or focus starts the load; the button is `busy` (spinner,
 * aria-busy, still focused) meanwhile. `Component` is the component while open, else null;
 * `open` does the same as a click, for an opener that is not that button (a row's 'Editar').
 */
export function useLazyOpen<P>(lazy: LazyComponent<P>) {
  const [state, setState] = useState<'closed' | 'loading' | 'open'>('closed');
  const open = useCallback(async () => {
    if (!lazy.loaded()) {
      setState('loading');
      try {
        await lazy.preload();
      } catch (error) {
        setState('closed');
        notifyError(error);
        return;
      }
    }
    setState('open');
  }, [lazy]);
  const close = useCallback(() => setState('closed'), []);
  const loading = state === 'loading';
  const openerProps = useMemo(() => {
    const preload = () => void lazy.preload().catch(() => undefined); // a failure is told on open
    return { busy: loading, onClick: () => void open(), onPointerEnter: preload, onFocus: preload };
  }, [lazy, loading, open]);
  return { Component: state === 'open' ? lazy.loaded() : null, open, close, openerProps };
}
