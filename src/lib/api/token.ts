/**
 * Where the API client gets its bearer token. The app installs the Firebase source
 * (src/lib/firebase.ts); tests install a fake one. Refreshes are single-flight: however many
 * requests get a 401 at once, one `getIdToken(true)` runs.
 */
export interface TokenSource {
  /** Resolves once the auth state is known (Firebase `authStateReady`), then the token or null. */
  getToken(forceRefresh: boolean): Promise<string | null>;
}

let source: TokenSource = { getToken: async () => null };
let refreshing: Promise<string | null> | null = null;

export function setTokenSource(next: TokenSource): void {
  source = next;
  refreshing = null;
}

export function getToken(): Promise<string | null> {
  return source.getToken(false);
}

export function refreshToken(): Promise<string | null> {
  refreshing ??= source.getToken(true).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

type SessionExpiredListener = () => void;
const expiredListeners = new Set<SessionExpiredListener>();

/** The auth provider listens here: a token the server still refuses after a refresh. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

export function emitSessionExpired(): void {
  expiredListeners.forEach((listener) => listener());
}
