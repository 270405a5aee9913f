/** The browser's localStorage, or null on the server and where storage is disabled (reading it throws). */
export function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Removes every localStorage entry whose key starts with `prefix` (sign-out: drafts, "last seen"
 * marks). Keys are collected first, since removing while walking shifts the indexes. Storage that
 * is disabled holds nothing to remove.
 */
export function removeStoredKeys(prefix: string): void {
  try {
    const store = localStore();
    if (!store) return;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    keys.forEach((key) => store.removeItem(key));
  } catch {
    // Storage disabled: nothing was left behind.
  }
}
