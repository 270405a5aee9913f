import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The static value imports of our modules, walked as a page's first load is bundled: type-only
 * imports and `import()` are not followed (an `import()` is a chunk of its own, loaded later).
 * Server-only modules (`getServerSideProps`' features/auth/ssr.ts) are left out: Next drops them
 * from the browser's bundle.
 */
export const SRC = path.resolve(__dirname, '../../src');
const SERVER_ONLY = new Set([path.join(SRC, 'features/auth/ssr.ts')]);
const IMPORT = /^\s*(?:import|export)\s+([\s\S]*?)\s+from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(SRC, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const ending of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + ending;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** Whether an import clause brings values (not `import type`, nor `{ type A, type B }`). */
function importsValues(clause: string): boolean {
  if (/^type\s/.test(clause)) return false;
  const named = /^\{([\s\S]*)\}$/.exec(clause.trim());
  if (!named) return true;
  const names = named[1]!.split(',').map((n) => n.trim()).filter(Boolean);
  return names.length === 0 || names.some((n) => !n.startsWith('type '));
}

const edges = new Map<string, { specs: string[]; next: string[] }>();
function importsOf(file: string) {
  let known = edges.get(file);
  if (known) return known;
  known = { specs: [] as string[], next: [] as string[] };
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const spec = match[2] ?? match[3]!;
    if (match[1] !== undefined && !importsValues(match[1])) continue;
    known.specs.push(spec);
    const target = resolve(file, spec);
    if (target && !SERVER_ONLY.has(target)) known.next.push(target);
  }
  edges.set(file, known);
  return known;
}

/** The shortest chain of static value imports from `page` to a module importing a `wanted` package, or null. */
export function chainTo(page: string, wanted: (spec: string) => boolean): string[] | null {
  const previous = new Map<string, string | null>([[page, null]]);
  const queue = [page];
  while (queue.length > 0) {
    const file = queue.shift()!;
    const { specs, next } = importsOf(file);
    if (specs.some(wanted)) {
      const chain: string[] = [];
      for (let at: string | null = file; at; at = previous.get(at) ?? null) chain.unshift(path.relative(SRC, at));
      return chain;
    }
    for (const target of next) {
      if (previous.has(target)) continue;
      previous.set(target, file);
      queue.push(target);
    }
  }
  return null;
}

/** Every page module under `dir` (src/pages), API routes and _document left out. */
export function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : pages(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.startsWith('_document') ? [full] : [];
  });
}

