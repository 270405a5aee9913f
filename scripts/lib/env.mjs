// @ts-check
/**
 * The development environment of Giro, as `npm run dev`, the e2e suite and CI see it:
 * `.env.development`, then `.env.development.local` (if present) on top, and the real process
 * environment on top of both (a variable set in the shell always wins).
 *
 * Parsing uses Node's own dotenv parser (`util.parseEnv`, the one behind `node --env-file`):
 * comments, quotes and `export`-less KEY=value lines; no `${VAR}` expansion (our files need none).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/** Files layered in this order; later files override earlier ones. */
const DEV_ENV_FILES = ['.env.development', '.env.development.local'];

/**
 * Parse the text of a dotenv file.
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseDotenv(text) {
  return { ...parseEnv(text) };
}

/**
 * Layer parsed files (later wins) under the real environment (which wins over all files).
 * Variables of the real environment that are set but empty still win: `FOO= npm run dev`
 * deliberately blanks FOO.
 * @param {Array<Record<string, string>>} layers parsed files, lowest precedence first
 * @param {Record<string, string | undefined>} processEnv
 * @returns {Record<string, string>}
 */
export function layerEnv(layers, processEnv) {
  /** @type {Record<string, string>} */
  const merged = {};
  for (const layer of layers) Object.assign(merged, layer);
  for (const [key, value] of Object.entries(processEnv)) {
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

/**
 * Read the dev env files under `root` and return the full environment for child processes,
 * together with the names of the files that were found.
 * @param {string} root repository root
 * @param {Record<string, string | undefined>} [processEnv]
 * @returns {{ env: Record<string, string>, files: string[], fromFiles: Record<string, string> }}
 */
export function loadDevEnv(root, processEnv = process.env) {
  /** @type {Array<Record<string, string>>} */
  const layers = [];
  /** @type {string[]} */
  const files = [];
  for (const name of DEV_ENV_FILES) {
    const file = path.join(root, name);
    if (!existsSync(file)) continue;
    layers.push(parseDotenv(readFileSync(file, 'utf8')));
    files.push(name);
  }
  return { env: layerEnv(layers, processEnv), files, fromFiles: layerEnv(layers, {}) };
}
