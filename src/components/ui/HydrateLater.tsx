import { Activity, type ReactNode } from 'react';

/**
 * Server-rendered content that hydrates after the page around it (docs/performance.md, "The large
 * first tree after the frame"). React leaves a visible `<Activity>`'s server HTML as it is while it
 * hydrates the rest, so the page's first controls work without waiting for a large tree (the
 * showcase's cards, a table's rows); it hydrates the boundary next, in slices that yield to input,
 * and at once when something inside is clicked or focused first.
 *
 * Not a Suspense boundary: the server writes an Activity inline (`<!--&-->…<!--/&-->`), where a
 * Suspense boundary over ~12 kB is sent apart with an inline script that the CSP's nonce refuses.
 *
 * It pays only if nothing above re-renders it with new props before it has hydrated (that hydrates
 * it there and then): use it inside a memoized component whose props keep their identity.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
