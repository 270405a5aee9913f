/**
 * Back or Forward pressed after a reload and before Next's router is up: the browser moves the
 * address (a `popstate` within the same document) but leaves the server's HTML of the entry that
 * was left on screen, and Next would then start over it under the other entry's address (page 3
 * shown as page 1). Until the router listens itself, this loads the page the address now names.
 * pages/_document runs it inline, before any chunk (`next/script`, beforeInteractive, with the
 * response's nonce).
 */
export function guardEarlyHistory(reload: () => void = () => location.reload()): void {
  const served = location.pathname + location.search;
  const onEarlyHistoryMove = () => {
    if ((window as { next?: { router?: unknown } }).next?.router) {
      removeEventListener('popstate', onEarlyHistoryMove);
    } else if (location.pathname + location.search !== served) {
      reload();
    }
  };
  addEventListener('popstate', onEarlyHistoryMove);
}

/** The inline script: the function's own text, so it must use nothing from outside its body. */
export const EARLY_HISTORY_SCRIPT = `(${guardEarlyHistory.toString()})()`;
