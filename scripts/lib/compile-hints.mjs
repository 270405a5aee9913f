// @ts-check
/**
 * V8's explicit compile hint on the scripts a page runs as it loads (docs/performance.md,
 * "Compiled while it downloads"). A file that starts with the magic comment
 * `//# allFunctionsCalledOnLoad` has every function compiled eagerly, on a background thread while
 * the file streams in (Chrome and Edge 136+; other browsers read a comment). Without it, V8
 * compiles each Turbopack module factory on the main thread the first time it runs, which on a
 * signed-in page was a third of the work before its first control worked.
 *
 * Only the first-load files of the build manifest's pages get it (the `_app` and page chunks
 * Next writes into the HTML): a chunk asked for later (Firebase, zod, a dialog) runs only some of
 * its functions, and compiling the rest would be wasted work. Applied after `next build`
 * (scripts/build.mjs), to `.next/static`, which the server and the image serve as they are.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The scripts any page loads first, as build-manifest paths (`static/chunks/….js`).
 * @param {{ pages: Record<string, string[]> }} buildManifest
 */
export function firstLoadScripts(buildManifest) {
  return [...new Set(Object.values(buildManifest.pages).flat())].filter((file) => file.endsWith('.js')).sort();
}

/**
 * A source map for a file one line longer at the top: a plain map gets an empty first line of
 * mappings, an index map moves each section down a line.
 * @param {{ mappings?: string, sections?: { offset: { line: number, column: number } }[] }} map
 */
export function shiftSourceMap(map) {
  if (Array.isArray(map.sections)) return { ...map, sections: map.sections.map((s) => ({ ...s, offset: { ...s.offset, line: s.offset.line + 1 } })) };
  return { ...map, mappings: `;${map.mappings ?? ''}` };
}

/**
 * Put the hint at the top of each first-load script of a build (`distDir`: `.next`), and keep
 * the file's source map, if it has one, in step. Idempotent: a file that has it is left alone.
 * @param {string} distDir
 * @returns {{ marked: string[], already: string[] }}
 */
export function addCompileHints(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  /** @type {string[]} */ const marked = [];
  /** @type {string[]} */ const already = [];
  for (const file of firstLoadScripts(manifest)) {
    const full = path.join(distDir, file);
    const code = readFileSync(full, 'utf8');
    if (code.startsWith(COMPILE_HINT)) {
      already.push(file);
      continue;
    }
    writeFileSync(full, `${COMPILE_HINT}\n${code}`);
    marked.push(file);
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    const mapFile = mapName && !mapName.startsWith('data:') ? path.join(path.dirname(full), mapName) : null;
    if (mapFile && existsSync(mapFile)) writeFileSync(mapFile, JSON.stringify(shiftSourceMap(JSON.parse(readFileSync(mapFile, 'utf8')))));
  }
  return { marked, already };
}
