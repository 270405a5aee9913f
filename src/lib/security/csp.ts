/**
 * The Content-Security-Policy of every page: scripts run only when they carry this response's
 * nonce, or when a script that did adds them ('strict-dynamic': Next's chunk loader creates
 * the tags of the chunks a page loads later). No 'unsafe-inline' for scripts; styles keep it (Tailwind and
 * Next inject inline styles, which cannot run code). src/proxy.ts sends it on every page and
 * redirect; pages/_error on the 400 page Next answers before the proxy (docs/security.md).
 */

/** The origin of a configured address, or nothing when it is missing or not a URL. */
function origin(url: string | undefined): string {
  try {
    return url ? new URL(url).origin : '';
  } catch {
    return '';
  }
}

/** Each source once (in development the API, IBGE and ViaCEP are all the mock API). */
const sources = (list: string[]) => [...new Set(list.filter(Boolean))].join(' ');

export interface CspSettings {
  isDevelopment: boolean;
  apiUrl?: string;
  ibgeUrl?: string;
  viaCepUrl?: string;
  authEmulatorHost?: string;
  authDomain?: string;
}

/** The settings as this build has them (NEXT_PUBLIC_* are fixed at build time). */
function buildSettings(): CspSettings {
  return {
    isDevelopment: process.env.NODE_ENV !== 'production',
    apiUrl: process.env.NEXT_PUBLIC_API_URL,
    ibgeUrl: process.env.NEXT_PUBLIC_IBGE_URL || 'https://servicodados.ibge.gov.br',
    viaCepUrl: process.env.NEXT_PUBLIC_VIACEP_URL || 'https://viacep.com.br',
    authEmulatorHost: process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
    authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
  };
}

/** 128 random bits, base64: a fresh one for each response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(nonce: string, settings: CspSettings = buildSettings()): string {
  const api = origin(settings.apiUrl);
  return [
    "default-src 'self'",
    // Browsers without 'strict-dynamic' (none we support) would fall back to 'self'.
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'${settings.isDevelopment ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources(["'self'", 'data:', 'blob:', api])}`,
    "font-src 'self' data:",
    `connect-src ${sources([
      "'self'",
      api,
      origin(settings.ibgeUrl),
      origin(settings.viaCepUrl),
      origin(settings.authEmulatorHost),
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ])}`,
    `frame-src ${origin(settings.authDomain ? `https://${settings.authDomain}` : '') || "'none'"}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The nonce a policy allows, read back from the header (the document puts it on its scripts). */
export function nonceOf(policy: string | null | undefined): string | undefined {
  return policy?.match(/'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1];
}

/** The response being rendered, as pages/_document and pages/_error see it on the server. */
interface PolicyResponse {
  getHeader(name: string): unknown;
  setHeader(name: string, value: string): unknown;
}

/**
 * The nonce of the document being rendered. It comes from the response only, never from the
 * request (a client can send any request header): the policy src/proxy.ts put on the response
 * (Next sets the proxy's response headers before rendering), or pages/_error's. A response without
 * one (a page the proxy skipped: a 404 at `/images/x`, a 400 Next answers before the proxy) gets a
 * fresh policy here, so every HTML answer carries one whose nonce its scripts hold.
 */
export function documentNonce(res: PolicyResponse | undefined): string | undefined {
  if (!res) return undefined;
  const sent = res.getHeader('Content-Security-Policy');
  const nonce = nonceOf(typeof sent === 'string' ? sent : undefined);
  if (nonce) return nonce;
  const fresh = createNonce();
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(fresh));
  return fresh;
}
