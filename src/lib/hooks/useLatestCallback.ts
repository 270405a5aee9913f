import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps its identity for the component's life and calls the latest `fn` given.
 * For a handler passed to a memoized part that hydrates later (HydrateLater): a new function at
 * each render would be new props, which hydrate that part at once.
 */
export function useLatestCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  // A ref, not state: no render, so nothing deferred is hydrated by it.
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
