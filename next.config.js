// @ts-check

const isProd = process.env.NODE_ENV === 'production';

// The Content-Security-Policy is not here: it carries a fresh script nonce per response, so
// src/proxy.ts sends it (src/lib/security/csp.ts).
const securityHeaders = [
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  ...(isProd ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }] : []),
];
const nosniff = { key: 'X-Content-Type-Options', value: 'nosniff' };

/**
 * Settings a production build cannot do without: Next writes NEXT_PUBLIC_* into the browser's code
 * at build time, so a build without them would only fail later, in the user's browser.
 */
const REQUIRED_AT_BUILD = [
  'NEXT_PUBLIC_API_URL',
  'NEXT_PUBLIC_FIREBASE_API_KEY',
  'NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN',
  'NEXT_PUBLIC_FIREBASE_PROJECT_ID',
  'NEXT_PUBLIC_FIREBASE_APP_ID',
];

/** @param {NodeJS.ProcessEnv} environment */
function missingSettings(environment) {
  return REQUIRED_AT_BUILD.filter((name) => !environment[name]?.trim());
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // `node .next/standalone/server.js` (scripts/start.mjs, the Dockerfile): the server with only
  // the files it needs, for a small image.
  output: 'standalone',
  reactStrictMode: true,
  // `next dev` only. The route indicator's first message reaches the pages router before the
  // router exists and logs "[HMR] Invalid message … handleStaticIndicator" on every page load
  // (Next 16.4's own code); without it the console is clean. Build and runtime errors still show.
  devIndicators: false,
  poweredByHeader: false,
  // Types are checked by `npm run typecheck` (its own CI step, over src/, tests/ and scripts/);
  // the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Next's own trailing-slash redirect answers before the header rules below apply, so
  // `/vitrine/` → 308 went out bare; src/proxy.ts redirects instead, and keeps them.
  skipTrailingSlashRedirect: true,
  env: {
    // Next answers an address it cannot decode (400) and a failure while routing (500) with
    // pages/_error outside the routing that applies headers(); that page sends these itself.
    // Only the server reads it (the page's read is dropped from the browser's bundle).
    GIRO_SECURITY_HEADERS: JSON.stringify([...securityHeaders, nosniff]),
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // nosniff everywhere, except that `next dev` (Turbopack) serves the script
      // /_next/static/development/_clientMiddlewareManifest.js as application/json, which Chrome
      // then refuses to run (vercel/next.js#92180); production serves it as JavaScript.
      {
        source: isProd ? '/:path*' : '/:path((?!_next/static/development/).*)',
        headers: [nosniff],
      },
    ];
  },
};

/** @param {string} phase */
module.exports = (phase) => {
  if (phase === 'phase-production-build') {
    const missing = missingSettings(process.env);
    if (missing.length) {
      throw new Error(
        `Giro: production build refused, missing ${missing.join(', ')}. Set them in the environment ` +
          '(or the Dockerfile build arguments); `npm run build:e2e` builds with .env.development.',
      );
    }
  }
  return nextConfig;
};
