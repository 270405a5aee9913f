// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHints, firstLoadScripts, shiftSourceMap } from '../../../scripts/lib/compile-hints.mjs';

// The shape Next 16 (Turbopack) writes for the pages router; `lazy.js` is a chunk only asked for
// later (an `import()`), so no page lists it.
const manifest = {
  pages: {
    '/_app': ['static/chunks/app.js', 'static/chunks/global.css', 'static/chunks/runtime.js'],
    '/vitrine': ['static/chunks/vitrine.js', 'static/chunks/runtime.js'],
  },
  lowPriorityFiles: ['static/BUILD/_buildManifest.js'],
};
const code: Record<string, string> = {
  'static/chunks/app.js': '(globalThis.TURBOPACK||=[]).push(["app.js",1,e=>{}]);\n//# sourceMappingURL=app.js.map',
  'static/chunks/runtime.js': '(()=>{let e;})();',
  'static/chunks/vitrine.js': '(globalThis.TURBOPACK||=[]).push(["vitrine.js",2,e=>{}]);\n//# sourceMappingURL=index-map.js.map',
  'static/chunks/lazy.js': '(globalThis.TURBOPACK||=[]).push(["lazy.js",3,e=>{}]);',
  'static/chunks/global.css': 'body{margin:0}',
  'static/BUILD/_buildManifest.js': 'self.__BUILD_MANIFEST={};',
};
const plainMap = { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA;AACA' };
const indexMap = { version: 3, sections: [{ offset: { line: 0, column: 0 }, map: plainMap }, { offset: { line: 1, column: 0 }, map: plainMap }] };

let dist: string;
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'hints-'));
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  mkdirSync(path.join(dist, 'static', 'BUILD'), { recursive: true });
  writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify(manifest));
  for (const [file, text] of Object.entries(code)) writeFileSync(path.join(dist, file), text);
  writeFileSync(path.join(dist, 'static/chunks/app.js.map'), JSON.stringify(plainMap));
  writeFileSync(path.join(dist, 'static/chunks/index-map.js.map'), JSON.stringify(indexMap));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('compile hints (scripts/build.mjs)', () => {
  it("names each page's first-load scripts once: no stylesheet, no chunk only asked for later", () => {
    expect(firstLoadScripts(manifest)).toEqual(['static/chunks/app.js', 'static/chunks/runtime.js', 'static/chunks/vitrine.js']);
  });

  it('puts the magic comment on the first line of those scripts and leaves the rest of every file as it was', () => {
    const { marked } = addCompileHints(dist);
    expect(marked).toHaveLength(3);
    for (const file of firstLoadScripts(manifest)) expect(read(file)).toBe(`${COMPILE_HINT}\n${code[file]}`);
    for (const file of ['static/chunks/lazy.js', 'static/chunks/global.css', 'static/BUILD/_buildManifest.js']) expect(read(file)).toBe(code[file]);
  });

  it('run twice, marks nothing the second time', () => {
    addCompileHints(dist);
    expect(addCompileHints(dist)).toEqual({ marked: [], already: firstLoadScripts(manifest) });
    expect(read('static/chunks/app.js').split(COMPILE_HINT)).toHaveLength(2);
  });

  it("keeps a script's source map in step with the line added on top, plain or indexed", () => {
    addCompileHints(dist);
    expect(JSON.parse(read('static/chunks/app.js.map')).mappings).toBe(';AAAA;AACA');
    expect(JSON.parse(read('static/chunks/index-map.js.map')).sections.map((s: { offset: { line: number } }) => s.offset.line)).toEqual([1, 2]);
  });

  it('shifts a map without mappings to an empty first line', () => {
    expect(shiftSourceMap({})).toEqual({ mappings: ';' });
  });
});
