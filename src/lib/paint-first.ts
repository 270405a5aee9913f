/**
 * Paint first, then fetch and run the app's scripts.
 *
 * Next's pages router puts every chunk in the head as `<script defer>`: the browser fetches them
 * while it lays out the server's HTML, and on two cores parsing them competes with drawing the
 * page; when they are at hand (a repeat visit) React even hydrates before the first frame. Giro's
 * `_document` gives the chunks to this loader instead. It appends them, in Next's order, once the
 * first frame has been presented (the first paint, which is also the first contentful paint on
 * every page with text in its HTML); at once when the page is hidden (it will not paint)
 * or the browser has no paint timing; after `fallbackMs` if no paint is reported.
 *
 * Measured (docs/ARCHITECTURE.md, "Paint first"): the page is on screen 4–56 ms sooner and
 * hydrates 32–84 ms later (medians); what is typed or chosen in between is kept (the form kit's
 * useTypedBeforeHydration) and no form submits before hydration (SubmitButton).
 */

/**
 * How long the loader waits for a paint that is not reported (a browser without paint timing
 * starts at once): a page held back by a stylesheet that never arrives still comes to life.
 */
export const PAINT_FIRST_FALLBACK_MS = 3000;

export type PaintFirstOptions = {
  /** The chunks, in the order Next would have run them. */
  srcs: readonly string[];
  /** Start the scripts after this long even if no paint was reported. */
  fallbackMs: number;
};

/**
 * The loader. `paintFirstScript` inlines its source text, so it must use nothing from outside its
 * body (no imports, no helpers): it runs in the page before any of the app's code. `reload` is
 * there for the tests (jsdom cannot reload).
 */
export function paintFirst({ srcs, fallbackMs }: PaintFirstOptions, reload: () => void = () => location.reload()): void {
  // Back or Forward before Next's router is up (it listens for them itself) leaves the server's
  // HTML of the entry that was left on screen, and Next would then start over it under the other
  // entry's address: load the page the address now names.
  const served = location.pathname + location.search;
  const onEarlyHistoryMove = () => {
    if ((window as { next?: { router?: unknown } }).next?.router) {
      removeEventListener('popstate', onEarlyHistoryMove);
    } else if (location.pathname + location.search !== served) {
      reload();
    }
  };
  addEventListener('popstate', onEarlyHistoryMove);

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of srcs) {
      const script = document.createElement('script');
      script.src = src;
      // Dynamically added scripts run as soon as they arrive unless told to keep their order.
      script.async = false;
      document.head.appendChild(script);
    }
  };
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  try {
    // 'first-paint' or 'first-contentful-paint', whichever comes first: a page whose first frame
    // has no text (a guarded route's spinner) would otherwise wait for the fallback.
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
    return;
  }
  setTimeout(start, fallbackMs);
}

/** The inline `<script>` that runs `paintFirst` with the given options. */
export function paintFirstScript(options: PaintFirstOptions): string {
  // `<` escaped, so that nothing in the options can close the script element.
  const json = JSON.stringify(options).replace(/</g, '\\u003c');
  return `(${paintFirst.toString()})(${json})`;
}
