import { NextResponse, type NextRequest } from 'next/server';

/**
 * The trailing-slash redirect (`/vitrine/` → 308 `/vitrine`). Next's own one answers before any
 * header rule of next.config.js is applied, so it went out without CSP, nosniff or HSTS; it is
 * turned off there (`skipTrailingSlashRedirect`) and done here, where Next keeps the headers
 * (docs/ARCHITECTURE.md, "Security headers").
 */
export function proxy(request: NextRequest): NextResponse {
  // A plain URL: NextURL would put the trailing slash back when formatted.
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\/+$/, '') || '/';
  return NextResponse.redirect(url, 308);
}

export const config = {
  // Only addresses ending in a slash (not `/`): every other request, and each client-side
  // navigation, skips the proxy.
  matcher: '/:path+/',
};
