import { startTransition, useEffect, useState } from 'react';

let appHydrated = false;

/** Said once by the app's providers, when the page they hydrated has committed. */
export function markAppHydrated(): void {
  appHydrated = true;
}

/**
 * False while the server renders the page and while React hydrates it, true a moment later (a
 * transition after the hydration's commit); true at once for anything mounted after that. A
 * part rendered only when it is true stays out of the page's first HTML: the showcase's cards
 * below the featured row, laid out and painted after the first controls work (docs/performance.md,
 * "What the first HTML leaves out"). `leavesOut` false (nothing left out): true from the start,
 * with no render after hydration.
 */
export function useAfterFirstHtml(leavesOut = true): boolean {
  const [after, setAfter] = useState(() => !leavesOut || appHydrated);
  useEffect(() => {
    if (!after) startTransition(() => setAfter(true));
  }, [after]);
  return after;
}
