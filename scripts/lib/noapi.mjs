// @ts-check
/**
 * The e2e suite's second app: a production build made with NEXT_PUBLIC_API_URL unset (SPEC.md §8:
 * 'Erro nas configurações de integração da API do site!'), built by scripts/build-noapi.mjs into
 * its own distDir and served by playwright.config.ts on its own port.
 */

export const NOAPI_DIST_DIR = '.next-noapi';
export const NOAPI_PORT = 3001;

/**
 * The environment of that build and its `next start`: `env` without NEXT_PUBLIC_API_URL, with
 * NEXT_DIST_DIR (next.config.js) pointing at the separate build.
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string>}
 */
export function noApiEnv(env) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && key !== 'NEXT_PUBLIC_API_URL') out[key] = value;
  }
  out.NEXT_DIST_DIR = NOAPI_DIST_DIR;
  out.NEXT_TELEMETRY_DISABLED ??= '1';
  return out;
}
