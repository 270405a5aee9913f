// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * User data (titles, descriptions, names, messages) is rendered by React as text, which escapes
 * it. Nothing under src/ may bypass that with dangerouslySetInnerHTML (or write innerHTML / outerHTML
 * / insertAdjacentHTML / document.write directly). The screens' own tests render hostile markup
 * (tests/unit/features/announcements/*Screen.test.tsx); this check keeps new code from
 * reintroducing the hole anywhere else. One exception, checked below: the inline loader script of
 * pages/_document.tsx (lib/paint-first.ts).
 */
const SRC = path.resolve(__dirname, '../../../src');
const DOCUMENT = path.join('pages', '_document.tsx');
const CODE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const SINKS = /dangerouslySetInnerHTML|\.(innerHTML|outerHTML)\s*=(?!=)|insertAdjacentHTML|document\.write(ln)?\s*\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return CODE.test(entry.name) ? [full] : [];
  });
}

describe('no raw HTML sinks under src/', () => {
  const files = sourceFiles(SRC);

  it('walks the whole source tree', () => {
    // Pages, features, components, lib and mocks: well over a hundred files. If the walk finds
    // none (a moved folder), the checks below would pass vacuously.
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.endsWith(path.join('features', 'announcements', 'screens', 'AnnouncementDetailScreen.tsx')))).toBe(true);
  });

  it('no file uses dangerouslySetInnerHTML, innerHTML/outerHTML assignment, insertAdjacentHTML or document.write', () => {
    const offenders = files
      .filter((file) => SINKS.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file))
      .filter((file) => file !== DOCUMENT);
    expect(offenders).toEqual([]);
  });

  it("the one exception, _document's inline script, holds only the paint-first loader (no user data)", () => {
    // React escapes a <script>'s text as HTML, which breaks JavaScript: an inline script needs the
    // raw sink. Its text is paintFirstScript's: our function and Next's chunk addresses, `<` escaped.
    const source = readFileSync(path.join(SRC, DOCUMENT), 'utf8');
    expect(source.match(new RegExp(SINKS.source, 'g'))).toHaveLength(1);
    expect(source).toContain('dangerouslySetInnerHTML={{ __html: loader }}');
    expect(source).toMatch(/const loader = paintFirstScript\(\{ srcs: this\.srcs, fallbackMs: PAINT_FIRST_FALLBACK_MS \}\);/);
  });

  it('the check itself catches each sink', () => {
    for (const bad of ['<p dangerouslySetInnerHTML={{ __html: t }} />', 'el.innerHTML = t', 'el.outerHTML=t', "el.insertAdjacentHTML('beforeend', t)", 'document.write(t)']) {
      expect(SINKS.test(bad), bad).toBe(true);
    }
    expect(SINKS.test('if (el.innerHTML === "") {}')).toBe(false);
  });
});
