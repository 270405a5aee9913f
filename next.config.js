// @ts-check

const isProd = process.env.NODE_ENV === 'production';

/** Origins the browser may talk to: the app, the API, Firebase Auth, IBGE and ViaCEP. */
function origin(url) {
  try {
    return url ? new URL(url).origin : '';
  } catch {
    return '';
  }
}

const connectSrc = [
  "'self'",
  origin(process.env.NEXT_PUBLIC_API_URL),
  origin(process.env.NEXT_PUBLIC_IBGE_URL || 'https://servicodados.ibge.gov.br'),
  origin(process.env.NEXT_PUBLIC_VIACEP_URL || 'https://viacep.com.br'),
  origin(process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST),
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];

/** Each origin once (in development the API, IBGE and ViaCEP are all the mock API). */
const unique = (origins) => [...new Set(origins.filter(Boolean))].join(' ');

const csp = [
  "default-src 'self'",
  // Next's pages router injects small inline bootstrap scripts; eval only for dev's fast refresh.
  `script-src 'self' 'unsafe-inline'${isProd ? '' : " 'unsafe-eval'"}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${origin(process.env.NEXT_PUBLIC_API_URL)}`.trim(),
  "font-src 'self' data:",
  `connect-src ${unique(connectSrc)}`,
  `frame-src ${origin(process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN ? `https://${process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN}` : '') || "'none'"}`,
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: csp },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  ...(isProd ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }] : []),
];
const nosniff = { key: 'X-Content-Type-Options', value: 'nosniff' };

/** @type {import('next').NextConfig} */
const nextConfig = {
  // NEXT_DIST_DIR: a second build beside .next (the e2e build without NEXT_PUBLIC_API_URL goes to
  // .next-noapi: scripts/build-noapi.mjs); `next start` must be given the same value.
  distDir: process.env.NEXT_DIST_DIR || '.next',
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

module.exports = nextConfig;
