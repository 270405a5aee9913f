import { Suspense, type ReactNode } from 'react';

/**
 * Server-rendered content that hydrates after the page around it (docs/performance.md, "Hydrate
 * the frame first"). React leaves a Suspense boundary's server HTML as it is while it hydrates the
 * rest, so the page's first controls work without waiting for a large tree (the showcase's cards,
 * a table's rows); it hydrates the boundary next, in slices that yield to input, and at once when
 * something inside is clicked first. The pages router renders every boundary complete (nothing
 * streams, no inline script), so the CSP's nonce policy has nothing to allow.
 *
 * It pays only if nothing above re-renders it before it has hydrated: an update that reaches a
 * boundary still dehydrated hydrates it there and then. Give it from a memoized component whose
 * props keep their identity across the first renders (CardGrid, DataTable's TableGrid).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
