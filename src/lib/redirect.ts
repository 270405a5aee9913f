/**
 * The `redirect` parameter of /participe accepts same-origin paths only: `/vitrine?x=1#y` yes;
 * `//evil.example`, `https://evil.example`, `/\evil.example`, `javascript:...` no.
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  let decoded = value.trim();
  if (!decoded.startsWith('/') || decoded.startsWith('//') || decoded.startsWith('/\\')) return null;
  // Control characters (tab, newline) are stripped by URL parsers and can smuggle a host in.
  if (/[\u0000-\u001f\u007f]/.test(decoded) || decoded.includes('\\')) return null;
  try {
    const base = 'https://giro.invalid';
    const url = new URL(decoded, base);
    if (url.origin !== base) return null;
    decoded = `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
  if (decoded.startsWith('/participe')) return null;
  return decoded;
}

/** `/participe?redirect=<path>` for a signed-out visit to a guarded route. */
export function signInUrl(path?: string): string {
  const target = safeRedirect(path);
  return target ? `/participe?redirect=${encodeURIComponent(target)}` : '/participe';
}
