import { routes } from './routes';

/**
 * The `redirect` parameter of /participe accepts same-origin paths only: `/vitrine?x=1#y` yes;
 * `//evil.example`, `https://evil.example`, `/\evil.example`, `javascript:...` no.
 *
 * The check is made on the path as it would finally be read: percent-decoded (again and again, as
 * a chain of redirects or proxies might decode it) and with its `.`/`..` segments resolved. A path
 * that then holds a doubled slash, a backslash or a control character is refused, so nothing that
 * normalises to a protocol-relative or absolute URL (`/..//evil.com`, `/%2e%2e//evil.com`) passes.
 */
const BASE = 'https://giro.invalid';
const UNSAFE = /[\u0000-\u001f\u007f\\]/;
const MAX_DECODES = 5;

/** Percent-decodes until nothing changes; null when the text is malformed or keeps changing. */
function decodeFully(path: string): string | null {
  let current = path;
  for (let i = 0; i <= MAX_DECODES; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** `/a/./b/../c` → `/a/c`; `..` above the root stays at the root, as URL parsers do. */
function resolveDots(path: string): string {
  const out: string[] = [];
  const segments = path.split('/').slice(1);
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') out.pop();
      if (last) out.push('');
    } else {
      out.push(segment);
    }
  });
  return `/${out.join('/')}`;
}

/** The path as a browser or server would finally read it, or null when it is not a safe local path. */
function normalisedPath(path: string): string | null {
  const decoded = decodeFully(path);
  if (decoded === null || UNSAFE.test(decoded) || decoded.includes('//') || !decoded.startsWith('/')) return null;
  return resolveDots(decoded);
}

export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  const raw = value.trim();
  // Control characters (tab, newline) are stripped by URL parsers and can smuggle a host in.
  if (!raw.startsWith('/') || UNSAFE.test(raw)) return null;
  const path = raw.split(/[?#]/)[0] ?? '';
  const normalised = normalisedPath(path);
  if (normalised === null || normalised.startsWith(routes.participe())) return null;
  let result: string;
  try {
    const url = new URL(raw, BASE);
    if (url.origin !== BASE) return null;
    result = `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
  // What the URL parser made of it must pass the same check (it resolves dots its own way).
  const resultPath = normalisedPath(result.split(/[?#]/)[0] ?? '');
  if (resultPath === null || resultPath.startsWith(routes.participe())) return null;
  return result;
}

/** `/participe?redirect=<path>` for a signed-out visit to a guarded route. */
export function signInUrl(path?: string): string {
  const target = safeRedirect(path);
  // encodeURIComponent, as always: the registry's URLSearchParams would also escape ( ) ! ~ '.
  return target ? `${routes.participe()}?redirect=${encodeURIComponent(target)}` : routes.participe();
}
