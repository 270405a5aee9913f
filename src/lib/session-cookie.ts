/**
 * The session cookie: a copy of the signed-in user's Firebase ID token, so that the server can
 * render a signed-in page's first data with it (features/auth/ssr.ts) instead of leaving the
 * browser to restore the session, then ask the API, then paint. Firebase stays the source of
 * truth: it writes the cookie whenever the token changes (sign-in, hourly refresh) and clears it
 * on sign-out (src/lib/firebase.ts). The token is what every API call already carries; the
 * cookie only goes to this app's own origin (`SameSite=Lax`, `Secure` over HTTPS) and expires
 * with the token.
 */
export const SESSION_COOKIE = 'giro_session';

/** Firebase ID tokens live one hour. */
const MAX_AGE_S = 3600;

/** Writes (token) or clears (null) the cookie. Browser only. */
export function writeSessionCookie(token: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = token
    ? `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure}`
    : `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/**
 * Whether this browser holds a session (the cookie above is there). For pages without the app
 * stack (the landing and error pages), which only need to know whether to offer 'Entrar'.
 */
export function hasSessionCookie(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`) && part.trim().length > SESSION_COOKIE.length + 1);
}
