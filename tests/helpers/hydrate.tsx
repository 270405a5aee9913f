import { waitFor } from '@testing-library/react';
import { useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server.edge';
import { expect, onTestFinished, vi } from 'vitest';

/** React's handlers are on an element once it is hydrated (what bench:interactive's probe reads). */
export const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** As Next's pages router renders a page: React's stream, read whole once everything is ready. */
export async function renderLikeNext(element: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

/**
 * A page rendered on the server, then hydrated over the same tree (as Next does), by React's own
 * scheduler task by task as in the browser (not inside act, which runs every task at once).
 * `tree(probe)` places `probe` (it renders nothing) inside the page's providers. `atFirstTask` runs
 * once the task that commits React's first pass over the server's HTML has ended (a microtask
 * queued at that commit): what the page's user, and bench:interactive's probe, can reach first.
 * Updates made in that commit's layout effects are part of that task.
 */
export async function hydrateLikeNext(tree: (probe: ReactNode) => ReactElement, atFirstTask: () => void) {
  let seen = false;
  function FirstCommit() {
    useLayoutEffect(() => {
      if (seen) return;
      seen = true;
      queueMicrotask(atFirstTask);
    });
    return null;
  }
  const hydrationErrors = watchConsoleErrors();
  const html = await renderLikeNext(tree(null));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  hydrateTaskByTask(hydrateRoot, container, tree(<FirstCommit />));
  await waitFor(() => expect(seen).toBe(true));
  return { html, hydrationErrors };
}

/**
 * Console errors from here on, quiet, and a reader of those that are the page's. React's
 * development check that one context is not rendered by two renderers at once (here the server's
 * renderer ran in the same process, just before; in Next they are two processes), and the edge
 * renderer's note on jsdom's ArrayBuffer (no `detached`), are neither.
 */
export function watchConsoleErrors() {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const notOurs = /multiple renderers concurrently|ArrayBuffer\.prototype\.detached/;
  return () => errors.mock.calls.filter(([message]) => !notOurs.test(String(message)));
}

/**
 * Hydrates `container` (in the document, holding the server's HTML) with `hydrate` (a
 * `hydrateRoot`, the test's or a fresh module graph's) outside act, so that React's scheduler runs
 * its tasks one by one as in the browser; unmounts and removes it when the test ends.
 */
export function hydrateTaskByTask(hydrate: typeof hydrateRoot, container: HTMLElement, element: ReactElement) {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  const root = hydrate(container, element);
  onTestFinished(() => {
    root.unmount();
    container.remove();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });
}

/**
 * The CSP gives no nonce to React's own inline scripts: a page whose HTML needs one (a Suspense
 * boundary sent apart and moved in by `$RC`) shows its fallback in the browser and falls back to
 * client rendering (#419), which is how the first try at deferring hydration broke /vitrine and the tables.
 */
export function expectNoInlineScript(html: string) {
  expect(html).not.toMatch(/<script|<template/);
}
