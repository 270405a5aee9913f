import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy, createNonce } from '@/lib/security/csp';

/** Set by scripts/serve.mjs (and stripped from what clients send) on a path it has cleaned. */
const SLASHES_NORMALISED_HEADER = 'x-giro-slashes-normalised';

/**
 * Every page and redirect gets a Content-Security-Policy with a fresh nonce (src/lib/security/csp.ts).
 * Next sets the proxy's response headers on the response before rendering, where pages/_document
 * reads the nonce (`documentNonce`, from the response only) and puts it on the page's scripts;
 * that is why every page is rendered per request (pages/_app has getInitialProps). A page the
 * proxy skips gets its policy from _document. Next's header rules (next.config.js) add the other
 * security headers.
 */
export function proxy(request: NextRequest): NextResponse {
  const policy = contentSecurityPolicy(createNonce());
  const { pathname } = request.nextUrl;

  // Two redirects, both here so that they carry the policy and the header rules:
  // - `/vitrine/` → `/vitrine`: Next's own trailing-slash redirect answers before any header rule
  //   applies, so it is off (skipTrailingSlashRedirect).
  // - `//vitrine` or `/a\b`: Next answers such an address itself with a bare 308, so the production
  //   server (scripts/serve.mjs) cleans the path first and marks the request.
  const trailingSlash = pathname.length > 1 && pathname.endsWith('/');
  if (trailingSlash || request.headers.has(SLASHES_NORMALISED_HEADER)) {
    // A plain URL: NextURL would put the trailing slash back when formatted.
    const url = new URL(request.url);
    url.pathname = url.pathname.replace(/\/+$/, '') || '/';
    const redirect = NextResponse.redirect(url, 308);
    redirect.headers.set('Content-Security-Policy', policy);
    return redirect;
  }

  const response = NextResponse.next();
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  // Pages and their redirects; not the static files (no script runs from them) nor the health
  // check, each matched whole (`/api/healthz`, `/_next/staticx` are pages: 404s with the policy).
  matcher: ['/((?!_next/static/|_next/image$|api/health$|images/|favicon\\.ico$|favicon\\.svg$|robots\\.txt$).*)'],
};
